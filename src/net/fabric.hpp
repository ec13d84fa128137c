// fabric.hpp — a real network as its tools describe it (docs/architecture.md, "Fabrics"):
// switches and hosts (channel adapters), their ports and the links between
// them. Built by the topology parser (net/fabric_topology.hpp); routing is
// table-driven and lives in route/fabric_lft.hpp.
//
// Conventions: nodes have dense ids in the order of the topology file. IB port
// p (1..ports) of a node is netcert port p-1 (IB port 0 is a switch's
// management port, which has no link). Ports are CSR arrays: the ports of
// node v are the slice [offset(v), offset(v) + ports) of one flat `peer`
// array, whose entry is the global port index of the far end (or kNone).
// A host is one CA port that has a LID: a multi-port CA gives several hosts.
#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace netcert {

struct FabricNode {
  enum class Kind : uint8_t { Switch, Host };
  Kind kind = Kind::Switch;
  std::string id;     // the quoted node id of the topology file, e.g. "S-0002c90200000001"
  std::string name;   // node description (e.g. "S0_1"); the id when the file names none
  uint64_t guid = 0;  // node GUID; 0 when the file names none
  int ports = 0;      // IB ports 1..ports
  uint32_t lid = 0;   // a switch's LID (port 0); 0 for a CA (its ports have LIDs: hosts())
  size_t line = 0;    // line of its record in the topology file
};

// One end of a link: node id and IB port number (1-based).
struct FabricPort {
  uint32_t node = 0;
  int port = 0;
  bool operator==(const FabricPort& o) const { return node == o.node && port == o.port; }
};

// A host: a CA port with a LID.
struct FabricHost {
  FabricPort at;
  uint32_t lid = 0;
};

class Fabric {
 public:
  static constexpr int kMaxPorts = 254;                 // IB: ports 1..254
  static constexpr uint32_t kMaxNodes = 1u << 20;       // far beyond any one subnet (48K unicast LIDs)
  static constexpr uint32_t kMaxUnicastLid = 0xBFFF;    // unicast LIDs 1..0xBFFF
  static constexpr uint32_t kNone = UINT32_MAX;

  // Builder (used by the parser, which has validated ranges and consistency).
  uint32_t add_node(FabricNode n);
  void connect(FabricPort a, FabricPort b);  // both directions
  void add_host(FabricHost h);

  const std::vector<FabricNode>& nodes() const { return nodes_; }
  const FabricNode& node(uint32_t v) const { return nodes_[v]; }
  bool is_switch(uint32_t v) const { return nodes_[v].kind == FabricNode::Kind::Switch; }
  const std::vector<uint32_t>& switches() const { return switches_; }  // node ids, file order
  uint32_t switch_index(uint32_t node) const { return switch_index_[node]; }  // kNone for a CA
  const std::vector<FabricHost>& hosts() const { return hosts_; }

  // Global port index of IB port p of node v (netcert port p-1 of the CSR slice).
  uint32_t port_index(FabricPort p) const { return offset_[p.node] + static_cast<uint32_t>(p.port - 1); }
  uint32_t port_count() const { return static_cast<uint32_t>(peer_.size()); }
  // Far end of a port; false when the port has no link.
  bool peer(FabricPort p, FabricPort& far) const;

  uint32_t node_by_guid(uint64_t guid) const;  // kNone when unknown
  uint32_t node_by_id(const std::string& id) const;
  // The host (index into hosts()) that owns a LID, kNone when none does.
  uint32_t host_by_lid(uint32_t lid) const;
  // "name" when it is unique enough to read, "name (id)" when they differ.
  std::string label(uint32_t node) const;

 private:
  std::vector<FabricNode> nodes_;
  std::vector<uint32_t> offset_;  // CSR row start per node
  std::vector<uint32_t> peer_;    // far end per global port, kNone
  std::vector<uint32_t> owner_;   // node per global port
  std::vector<uint32_t> switches_, switch_index_;
  std::vector<FabricHost> hosts_;
  std::unordered_map<uint64_t, uint32_t> by_guid_;
  std::unordered_map<std::string, uint32_t> by_id_;
  std::unordered_map<uint32_t, uint32_t> host_by_lid_;
};

}  // namespace netcert
