// fabric_subnet_lst.cpp — OpenSM's subnet list as a topology (see
// fabric_topology.hpp for the line format; OpenSM writes it in osm_dump.c).
// Each line declares one port of a node and its far end; nodes are keyed by
// NodeGUID, so a node is declared by its first line and checked by the others.
#include <cstdio>
#include <unordered_map>

#include "core/json_input.hpp"
#include "net/fabric_records.hpp"
#include "net/fabric_text.hpp"
#include "net/fabric_topology.hpp"

namespace netcert {

namespace {

// One "{ ... }" half of a line.
struct PortEnd {
  FabricNode::Kind kind = FabricNode::Kind::Switch;
  int ports = 0;
  uint64_t guid = 0;
  std::string desc;
  uint32_t lid = 0;
  int port = 0;
};

std::string node_id_of(FabricNode::Kind kind, uint64_t guid) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%c-%016llx", kind == FabricNode::Kind::Switch ? 'S' : 'H',
                static_cast<unsigned long long>(guid));
  return buf;
}

// Parses "{ TYPE Ports:NN ... {desc} LID:LLLL PN:PP }" at the start of `text`;
// `text` is left after the closing brace.
PortEnd parse_end(std::string_view& text, const std::string& where) {
  PortEnd e;
  LineScanner head(text, where);
  head.expect('{', "opening a port record");
  head.skip_ws();
  if (head.starts_with("SW")) {
    head.expect_word("SW", "");
  } else if (head.starts_with("CA")) {
    head.expect_word("CA", "");
    e.kind = FabricNode::Kind::Host;
  } else {
    head.fail("node type '" + readable_excerpt(std::string(head.rest().substr(0, head.rest().find(' ')))) +
              "' is not SW or CA (routers are not supported)");
  }
  if (head.starts_with("-SM")) head.expect_word("-SM", "");
  head.expect_word("Ports:", "after the node type");
  e.ports = static_cast<int>(head.hex("port count", false));
  if (e.ports < 1 || e.ports > Fabric::kMaxPorts) head.fail("port count " + std::to_string(e.ports) + " is outside 1..254");
  head.expect_word("SystemGUID:", "");
  head.hex("system GUID", false);
  head.expect_word("NodeGUID:", "");
  e.guid = head.hex("node GUID", false);
  for (const char* field : {"PortGUID:", "VenID:", "DevID:", "Rev:"}) {
    head.expect_word(field, "");
    head.hex(field, false);
  }
  // The description may hold spaces and braces: it ends at the "} LID:" that follows it.
  head.expect('{', "opening the node description");
  std::string_view rest = head.rest();
  size_t close = rest.find("} LID:");
  if (close == std::string_view::npos) head.fail("expected '{description} LID:' after the node's GUIDs");
  e.desc = std::string(rest.substr(0, close));
  LineScanner tail(rest.substr(close + 1), where);
  tail.expect_word("LID:", "");
  const uint64_t lid = tail.hex("LID", false);
  if (lid < 1 || lid > Fabric::kMaxUnicastLid) tail.fail("LID " + std::to_string(lid) + " is outside 1..0xBFFF");
  e.lid = static_cast<uint32_t>(lid);
  tail.expect_word("PN:", "");
  const uint64_t pn = tail.hex("port number", false);
  if (pn < 1 || pn > static_cast<uint64_t>(e.ports))
    tail.fail("port number " + std::to_string(pn) + " is outside 1.." + std::to_string(e.ports));
  e.port = static_cast<int>(pn);
  tail.expect('}', "closing the port record");
  text = tail.rest();
  return e;
}

class SubnetReader {
 public:
  explicit SubnetReader(std::string source) : source_(std::move(source)) {}

  void line(std::string_view text, size_t number) {
    const std::string where = fabric_where(source_, number);
    PortEnd a = parse_end(text, where), b = parse_end(text, where);
    const size_t at = declare(a, where, number);  // an index: declaring b may grow decls_
    declare(b, where, number);
    NodeDecl& owner = decls_[at];
    if (owner.by_port.count(a.port))
      throw InputError(where, "port " + std::to_string(a.port) + " of '" + owner.node.id + "' is listed twice");
    owner.by_port[a.port] = owner.links.size();
    owner.links.push_back({a.port, node_id_of(b.kind, b.guid), b.port, number});
    if (a.kind == FabricNode::Kind::Host) owner.port_lids[a.port] = a.lid;
  }

  std::vector<NodeDecl>& decls() { return decls_; }

 private:
  // The node of one end (index into decls_): new, or checked against its first declaration.
  size_t declare(const PortEnd& e, const std::string& where, size_t number) {
    auto [it, fresh] = index_.emplace(e.guid, decls_.size());
    if (fresh) {
      NodeDecl d;
      d.node.kind = e.kind;
      d.node.id = node_id_of(e.kind, e.guid);
      d.node.name = e.desc.empty() ? d.node.id : e.desc;
      d.node.guid = e.guid;
      d.node.ports = e.ports;
      d.node.lid = e.kind == FabricNode::Kind::Switch ? e.lid : 0;
      d.node.line = number;
      decls_.push_back(std::move(d));
      return it->second;
    }
    NodeDecl& d = decls_[it->second];
    if (d.node.kind != e.kind || d.node.ports != e.ports || (e.kind == FabricNode::Kind::Switch && d.node.lid != e.lid))
      throw InputError(where, "node GUID " + node_id_of(e.kind, e.guid).substr(2) + " differs from its declaration on line " +
                                  std::to_string(d.node.line) + " (type, port count or switch LID)");
    return it->second;
  }

  std::string source_;
  std::vector<NodeDecl> decls_;
  std::unordered_map<uint64_t, size_t> index_;
};

}  // namespace

Fabric parse_opensm_subnet_lst(const std::string& text, const std::string& source) {
  SubnetReader reader(source);
  auto lines = fabric_lines(text, source);
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view l = lines[i];
    if (l.find_first_not_of(" \t") == std::string_view::npos) continue;
    if (reader.decls().size() >= Fabric::kMaxNodes)
      throw InputError(fabric_where(source, i + 1), "more than " + std::to_string(Fabric::kMaxNodes) + " nodes");
    reader.line(l, i + 1);
  }
  if (reader.decls().empty()) throw InputError(source, "no port record (is this OpenSM's opensm-subnet.lst?)");
  return build_fabric(reader.decls(), source);
}

}  // namespace netcert
