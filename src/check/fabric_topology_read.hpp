// fabric_topology_read.hpp — the independent checker's own reading of a fabric
// topology (check/ only; it shares only the Fabric record type with the engines'
// net/fabric_topology). Two formats, told apart by the first character:
//
// ibnetdiscover's output: a record per node, a header and one line per linked port,
//   switchguid=0x200003(200003)                    (caguid= for a CA; else the GUID is the id's)
//   Switch  4 "S-0000000000200003"  # "S0_3" base port 0 lid 6 lmc 0
//   [1]     "H-000000000010000c"[1](10000d)  # "H6" lid 19 4xSDR
//   Ca      1 "H-000000000010000c"  # "H6"
//   [1](10000d)  "S-0000000000200003"[1]  # lid 19 lmc 0 "S0_3" lid 6 4xSDR
// where the node's name is the first quoted text of the header's comment, a
// switch's LID the "lid N" of its header's comment and a CA port's LID the
// "lid N" of its line's comment before any quote; a blank line ends a record.
//
// OpenSM's subnet list (opensm-subnet.lst; starts with '{'): one line per port,
//   { SW|CA[-SM] Ports:NN SystemGUID:G NodeGUID:G PortGUID:G VenID:V DevID:D Rev:R {desc} LID:L PN:P } { far end } ...
// numbers in hex; nodes are named "S-<NodeGUID>" / "H-<NodeGUID>" as ibnetdiscover names them.
//
// Errors are InputError "source:line: ...".
#pragma once
#include <string>

#include "net/fabric.hpp"

namespace netcert {

Fabric read_checked_ibnetdiscover(const std::string& text, const std::string& source);
Fabric read_checked_subnet_list(const std::string& text, const std::string& source);
Fabric read_checked_topology(const std::string& text, const std::string& source);

}  // namespace netcert
