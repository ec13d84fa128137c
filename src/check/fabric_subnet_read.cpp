// fabric_subnet_read.cpp — the checker's own reading of OpenSM's subnet list
// (see fabric_topology_read.hpp). Each line is one port and its far end; a node
// is declared by the first line that names its NodeGUID and must read alike on
// every later one.
#include <cstdio>
#include <map>

#include "check/fabric_declared.hpp"
#include "check/fabric_topology_read.hpp"
#include "check/text_cursor.hpp"

namespace netcert {

namespace {

struct SubnetEnd {
  FabricNode::Kind kind = FabricNode::Kind::Switch;
  int ports = 0;
  uint64_t guid = 0;
  std::string description;
  uint32_t lid = 0;
  int port = 0;
};

std::string id_of(FabricNode::Kind kind, uint64_t guid) {
  char text[24];
  std::snprintf(text, sizeof text, "%c-%016llx", kind == FabricNode::Kind::Switch ? 'S' : 'H',
                static_cast<unsigned long long>(guid));
  return text;
}

// "{ TYPE Ports:NN SystemGUID:G NodeGUID:G PortGUID:G VenID:V DevID:D Rev:R {desc} LID:L PN:P }";
// `c` is left after the closing brace.
SubnetEnd read_end(TextCursor& c) {
  SubnetEnd e;
  c.literal("{");
  if (c.take("CA")) e.kind = FabricNode::Kind::Host;
  else if (!c.take("SW")) c.fail("a node type other than SW or CA (routers are not supported)");
  if (c.next_is("-SM")) c.advance(3);
  c.literal("Ports:");
  e.ports = static_cast<int>(c.hexadecimal("port count", false));
  if (e.ports < 1 || e.ports > Fabric::kMaxPorts) c.fail("port count " + std::to_string(e.ports) + " is not in 1..254");
  for (const char* field : {"SystemGUID:", "NodeGUID:", "PortGUID:", "VenID:", "DevID:", "Rev:"}) {
    c.literal(field);
    const uint64_t v = c.hexadecimal(field, false);
    if (std::string(field) == "NodeGUID:") e.guid = v;
  }
  c.literal("{");
  // The description may hold blanks and braces; it ends at the "} LID:" after it.
  const std::string_view rest = c.rest();
  const size_t close = rest.find("} LID:");
  if (close == std::string_view::npos) c.fail("no '{description} LID:' after the GUIDs");
  e.description = std::string(rest.substr(0, close));
  c.advance(close + 1);
  c.literal("LID:");
  const uint64_t lid = c.hexadecimal("LID", false);
  if (lid < 1 || lid > Fabric::kMaxUnicastLid) c.fail("LID " + std::to_string(lid) + " is not in 1..0xBFFF");
  e.lid = static_cast<uint32_t>(lid);
  c.literal("PN:");
  const uint64_t port = c.hexadecimal("port number", false);
  if (port < 1 || port > static_cast<uint64_t>(e.ports))
    c.fail("port number " + std::to_string(port) + " is not in 1.." + std::to_string(e.ports));
  e.port = static_cast<int>(port);
  c.literal("}");
  return e;
}

class SubnetDeclarations {
 public:
  explicit SubnetDeclarations(const std::string& source) : source_(source) {}

  void line(std::string_view text, size_t number) {
    const std::string where = checked_where(source_, number);
    TextCursor c(text, where);
    const SubnetEnd near = read_end(c);
    const SubnetEnd far = read_end(c);
    const size_t owner = declare(near, where, number);
    declare(far, where, number);
    declare_link(nodes_[owner], {near.port, id_of(far.kind, far.guid), far.port, number}, where);
    if (near.kind == FabricNode::Kind::Host) nodes_[owner].lid_at_port[near.port] = near.lid;
  }

  const std::vector<DeclaredNode>& nodes() const { return nodes_; }

 private:
  size_t declare(const SubnetEnd& e, const std::string& where, size_t number) {
    auto [it, fresh] = index_of_guid_.emplace(e.guid, nodes_.size());
    const uint32_t lid = e.kind == FabricNode::Kind::Switch ? e.lid : 0;
    if (fresh) {
      DeclaredNode d;
      d.node.kind = e.kind;
      d.node.id = id_of(e.kind, e.guid);
      d.node.name = e.description.empty() ? d.node.id : e.description;
      d.node.guid = e.guid;
      d.node.ports = e.ports;
      d.node.lid = lid;
      d.node.line = number;
      nodes_.push_back(std::move(d));
    } else {
      const FabricNode& n = nodes_[it->second].node;
      if (n.kind != e.kind || n.ports != e.ports || n.lid != lid)
        throw InputError(where, "node GUID " + id_of(e.kind, e.guid).substr(2) + " reads otherwise on line " +
                                    std::to_string(n.line) + " (type, port count or switch LID)");
    }
    return it->second;
  }

  const std::string& source_;
  std::vector<DeclaredNode> nodes_;
  std::map<uint64_t, size_t> index_of_guid_;
};

}  // namespace

Fabric read_checked_subnet_list(const std::string& text, const std::string& source) {
  SubnetDeclarations declared(source);
  const auto lines = checked_lines(text, source);
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].find_first_not_of(" \t") == std::string_view::npos) continue;
    if (declared.nodes().size() >= Fabric::kMaxNodes) throw InputError(checked_where(source, i + 1), "too many nodes");
    declared.line(lines[i], i + 1);
  }
  if (declared.nodes().empty()) throw InputError(source, "no port line");
  return fabric_of_declared(declared.nodes(), source);
}

}  // namespace netcert
