// fabric_declared.hpp — a topology as the checker read it from its file, node by
// node, before it becomes a Fabric (check/ only): both of the checker's topology
// readers (ibnetdiscover output, OpenSM's subnet list; check/fabric_topology_read.hpp)
// fill these records and are held to one set of rules here.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "net/fabric.hpp"

namespace netcert {

// A link as its owner lists it: its port, the far node's id and port.
struct DeclaredLink {
  int port = 0;
  std::string peer;
  int peer_port = 0;
  size_t line = 0;
};

struct DeclaredNode {
  FabricNode node;
  std::vector<DeclaredLink> links;        // file order
  std::map<int, size_t> link_at_port;     // port -> index into links
  std::map<int, uint32_t> lid_at_port;    // a CA's ports: their LIDs
};

// Adds a link to its owner; InputError when the owner lists that port already.
void declare_link(DeclaredNode& owner, DeclaredLink link, const std::string& where);

// The Fabric of the records: node ids and GUIDs unique, every switch and every
// linked CA port with a LID, LIDs unique, every link listed at both ends alike.
// InputError "source:line: ..." at the first record that breaks a rule.
Fabric fabric_of_declared(const std::vector<DeclaredNode>& nodes, const std::string& source);

}  // namespace netcert
