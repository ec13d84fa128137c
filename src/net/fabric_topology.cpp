// fabric_topology.cpp — see fabric_topology.hpp.
#include "net/fabric_topology.hpp"

#include <cctype>
#include <unordered_map>

#include "core/json_input.hpp"
#include "net/fabric_records.hpp"
#include "net/fabric_text.hpp"

namespace netcert {

namespace {

// Splits "text # comment" at the first '#' outside quotes.
std::pair<std::string_view, std::string_view> split_comment(std::string_view line) {
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '"') quoted = !quoted;
    if (line[i] == '#' && !quoted) return {line.substr(0, i), line.substr(i + 1)};
  }
  return {line, {}};
}

// The first quoted string of a comment ("" when none).
std::string comment_name(std::string_view c) {
  size_t a = c.find('"');
  size_t b = a == std::string_view::npos ? a : c.find('"', a + 1);
  return b == std::string_view::npos ? std::string() : std::string(c.substr(a + 1, b - a - 1));
}

// The LID after the first "lid " of `c` that comes before any quote, 0 when none.
uint32_t comment_lid(std::string_view c, const std::string& where, bool before_quote) {
  size_t quote = before_quote ? c.find('"') : std::string_view::npos;
  size_t at = c.find("lid ");
  if (at == std::string_view::npos || (quote != std::string_view::npos && at > quote)) return 0;
  LineScanner s(c.substr(at + 4), where);
  return static_cast<uint32_t>(s.decimal("LID", 1, Fabric::kMaxUnicastLid));
}

// GUID from an id "S-<16 hex>" / "H-<16 hex>" (ibnetdiscover's ids), 0 otherwise.
uint64_t guid_of_id(const std::string& id) {
  if (id.size() != 18 || id[1] != '-' || (id[0] != 'S' && id[0] != 'H')) return 0;
  uint64_t v = 0;
  for (size_t i = 2; i < id.size(); ++i) {
    char c = static_cast<char>(std::tolower(static_cast<unsigned char>(id[i])));
    if (!std::isxdigit(static_cast<unsigned char>(c))) return 0;
    v = v * 16 + static_cast<uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
  }
  return v;
}

NodeDecl parse_header(std::string_view body, std::string_view comment, const std::string& where, size_t line,
                      uint64_t pending_guid) {
  LineScanner s(body, where);
  NodeDecl d;
  if (s.starts_with("Switch")) {
    s.expect_word("Switch", "");
    d.node.kind = FabricNode::Kind::Switch;
  } else {
    s.expect_word(s.starts_with("Hca") ? "Hca" : "Ca", "");
    d.node.kind = FabricNode::Kind::Host;
  }
  d.node.ports = static_cast<int>(s.decimal("port count", 1, Fabric::kMaxPorts));
  d.node.id = s.quoted("node id");
  s.skip_ws();
  if (!s.done()) s.fail("unexpected text after the node id: '" + readable_excerpt(std::string(s.rest())) + "'");
  std::string name = comment_name(comment);
  d.node.name = name.empty() ? d.node.id : name;
  d.node.guid = pending_guid ? pending_guid : guid_of_id(d.node.id);
  d.node.line = line;
  if (d.node.kind == FabricNode::Kind::Switch) d.node.lid = comment_lid(comment, where, false);
  return d;
}

PortDecl parse_port_line(std::string_view body, const NodeDecl& owner, const std::string& where, size_t line) {
  LineScanner s(body, where);
  PortDecl p;
  p.line = line;
  s.expect('[', "before the port number");
  p.port = static_cast<int>(s.decimal("port", 1, static_cast<uint64_t>(owner.node.ports)));
  s.expect(']', "after the port number");
  if (s.peek('(')) {  // the port's GUID (a CA's), not needed
    s.expect('(', "");
    s.hex("port GUID", false);
    s.expect(')', "after the port GUID");
  }
  p.peer = s.quoted("peer node id");
  s.expect('[', "before the peer port number");
  p.peer_port = static_cast<int>(s.decimal("peer port", 1, Fabric::kMaxPorts));
  s.expect(']', "after the peer port number");
  s.skip_ws();
  if (s.peek('(')) {
    s.expect('(', "");
    s.hex("peer port GUID", false);
    s.expect(')', "after the peer port GUID");
  }
  s.skip_ws();
  if (!s.done()) s.fail("unexpected text after the link: '" + readable_excerpt(std::string(s.rest())) + "'");
  if (owner.by_port.count(p.port))
    s.fail("port " + std::to_string(p.port) + " of '" + owner.node.id + "' is listed twice");
  return p;
}

// `switchguid=0x...` / `caguid=0x...` before a record: its node GUID.
uint64_t parse_guid_line(std::string_view line, const std::string& where) {
  size_t eq = line.find('=');
  std::string_view key = line.substr(0, eq);
  if (key != "switchguid" && key != "caguid") return 0;
  LineScanner s(line.substr(eq + 1), where);
  return s.hex(std::string(key).c_str(), true);
}

std::vector<NodeDecl> parse_records(const std::string& text, const std::string& source) {
  std::vector<NodeDecl> nodes;
  uint64_t pending_guid = 0;
  bool in_record = false;
  auto lines = fabric_lines(text, source);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string where = fabric_where(source, i + 1);
    auto [body, comment] = split_comment(lines[i]);
    size_t first = body.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
      in_record = false;  // blank or comment-only line ends a record
      continue;
    }
    body.remove_prefix(first);
    if (body.rfind("Switch", 0) == 0 || body.rfind("Ca", 0) == 0 || body.rfind("Hca", 0) == 0) {
      if (nodes.size() >= Fabric::kMaxNodes) throw InputError(where, "more than " + std::to_string(Fabric::kMaxNodes) + " nodes");
      nodes.push_back(parse_header(body, comment, where, i + 1, pending_guid));
      pending_guid = 0;
      in_record = true;
    } else if (body[0] == '[') {
      if (!in_record) throw InputError(where, "a port line outside a Switch/Ca record");
      NodeDecl& owner = nodes.back();
      PortDecl p = parse_port_line(body, owner, where, i + 1);
      if (owner.node.kind == FabricNode::Kind::Host)
        if (uint32_t lid = comment_lid(comment, where, true)) owner.port_lids[p.port] = lid;
      owner.by_port[p.port] = owner.links.size();
      owner.links.push_back(std::move(p));
    } else if (body.find('=') != std::string_view::npos && !in_record) {
      pending_guid = parse_guid_line(body, where);
    } else if (body.rfind("Rt", 0) == 0) {
      throw InputError(where, "router nodes are not supported");
    } else {
      throw InputError(where, "unrecognised line (expected a Switch/Ca header, a port line [p] \"peer\"[q], "
                              "or key=value)");
    }
  }
  return nodes;
}

void add_nodes(Fabric& f, std::vector<NodeDecl>& decls, const std::string& source) {
  std::unordered_map<uint32_t, size_t> lid_line;
  auto claim_lid = [&](uint32_t lid, size_t line, const std::string& who) {
    auto [it, fresh] = lid_line.emplace(lid, line);
    if (!fresh)
      throw InputError(fabric_where(source, line), "duplicate LID " + std::to_string(lid) + " (" + who +
                                                       "; line " + std::to_string(it->second) + " has it too)");
  };
  for (auto& d : decls) {
    const std::string where = fabric_where(source, d.node.line);
    if (f.node_by_id(d.node.id) != Fabric::kNone) throw InputError(where, "duplicate node id '" + d.node.id + "'");
    if (d.node.guid && f.node_by_guid(d.node.guid) != Fabric::kNone)
      throw InputError(where, "duplicate GUID of '" + d.node.id + "'");
    if (d.node.kind == FabricNode::Kind::Switch) {
      if (!d.node.lid)
        throw InputError(where, "switch '" + d.node.id + "' has no LID (ibnetdiscover writes 'lid N' in the "
                                "header comment; the forwarding tables are indexed by LID)");
      claim_lid(d.node.lid, d.node.line, "switch '" + d.node.id + "'");
    }
    f.add_node(d.node);
  }
}

void add_links(Fabric& f, const std::vector<NodeDecl>& decls, const std::string& source) {
  for (uint32_t v = 0; v < decls.size(); ++v)
    for (auto& p : decls[v].links) {
      const std::string where = fabric_where(source, p.line);
      uint32_t w = f.node_by_id(p.peer);
      if (w == Fabric::kNone) throw InputError(where, "link to '" + p.peer + "', which is not a node of this topology");
      const NodeDecl& peer = decls[w];
      if (p.peer_port > peer.node.ports)
        throw InputError(where, "peer port " + std::to_string(p.peer_port) + " is out of range 1.." +
                                    std::to_string(peer.node.ports) + " of '" + p.peer + "'");
      auto back = peer.by_port.find(p.peer_port);
      if (back == peer.by_port.end())
        throw InputError(where, "missing link end: '" + p.peer + "' port " + std::to_string(p.peer_port) +
                                    " does not list '" + decls[v].node.id + "' port " + std::to_string(p.port));
      const PortDecl& q = peer.links[back->second];
      if (q.peer != decls[v].node.id || q.peer_port != p.port)
        throw InputError(where, "inconsistent link: '" + p.peer + "' port " + std::to_string(p.peer_port) +
                                    " lists '" + q.peer + "' port " + std::to_string(q.peer_port) + " (line " +
                                    std::to_string(q.line) + ")");
      if (v <= w) f.connect({v, p.port}, {w, p.peer_port});
    }
}

}  // namespace

Fabric build_fabric(std::vector<NodeDecl>& decls, const std::string& source) {
  Fabric f;
  add_nodes(f, decls, source);
  add_links(f, decls, source);
  std::unordered_map<uint32_t, size_t> lids;
  for (uint32_t s : f.switches()) lids.emplace(f.node(s).lid, f.node(s).line);
  for (uint32_t v = 0; v < decls.size(); ++v) {
    if (decls[v].node.kind != FabricNode::Kind::Host) continue;
    for (auto& p : decls[v].links) {
      auto it = decls[v].port_lids.find(p.port);
      if (it == decls[v].port_lids.end())
        throw InputError(fabric_where(source, p.line), "CA port " + std::to_string(p.port) + " of '" +
                                                           decls[v].node.id + "' has no LID (ibnetdiscover writes "
                                                           "'# lid N' on the CA's port line)");
      auto [at, fresh] = lids.emplace(it->second, p.line);
      if (!fresh)
        throw InputError(fabric_where(source, p.line), "duplicate LID " + std::to_string(it->second) +
                                                           " (line " + std::to_string(at->second) + " has it too)");
      f.add_host({{v, p.port}, it->second});
    }
  }
  return f;
}

Fabric parse_ibnetdiscover(const std::string& text, const std::string& source) {
  auto decls = parse_records(text, source);
  if (decls.empty()) throw InputError(source, "no Switch or Ca record (is this ibnetdiscover output?)");
  return build_fabric(decls, source);
}

Fabric parse_fabric_topology(const std::string& text, const std::string& source) {
  size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && text[first] == '{') return parse_opensm_subnet_lst(text, source);
  return parse_ibnetdiscover(text, source);
}

}  // namespace netcert
