// fabric_kary_topology.hpp — the ibsim topology (the format ibnetdiscover also
// writes) of netcert's k-ary n-tree (net/kary_ntree.hpp), so the real tools
// (ibsim + OpenSM) can run on exactly the network netcert models:
// `netcert fabric kary-ntree --param k=K --param n=N --out FILE`.
//
// Names: switch <s,o> is "S<s>_<o>" (o as a decimal position), terminal h is
// "H<h>" (a one-port CA). IB port p of a switch is netcert port p-1 (IB port 0
// is the management port). Hosts come first: ibsim attaches the subnet
// manager to the first CA of the file. Byte for byte what
// tests/data/fabric/gen_topology.py writes.
#pragma once
#include <string>

#include "net/kary_ntree.hpp"

namespace netcert {

std::string kary_ntree_ibsim_topology(const KaryNTree& t);

}  // namespace netcert
