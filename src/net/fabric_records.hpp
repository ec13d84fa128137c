// fabric_records.hpp — a topology as its file declares it, node by node, before
// it becomes a Fabric: shared by the two topology readers (ibnetdiscover
// output, net/fabric_topology.cpp; OpenSM's subnet list,
// net/fabric_subnet_lst.cpp), so both are held to one set of consistency rules.
#pragma once
#include <string>
#include <unordered_map>
#include <vector>

#include "net/fabric.hpp"

namespace netcert {

// One end of a link as declared at its owner: "[port] "peer"[peer_port]".
struct PortDecl {
  int port = 0;
  std::string peer;  // the peer's node id
  int peer_port = 0;
  size_t line = 0;
};

struct NodeDecl {
  FabricNode node;
  std::vector<PortDecl> links;
  std::unordered_map<int, size_t> by_port;      // port -> index into links
  std::unordered_map<int, uint32_t> port_lids;  // CA ports: their LIDs
};

// The Fabric of the declared records: ids, GUIDs and LIDs unique, every switch
// and CA port with a LID, every link listed at both ends and consistently.
// InputError "source:line: ..." otherwise.
Fabric build_fabric(std::vector<NodeDecl>& decls, const std::string& source);

}  // namespace netcert
