// fabric_topology_read.cpp — see fabric_topology_read.hpp (ibnetdiscover's
// output here; the subnet list in fabric_subnet_read.cpp).
#include "check/fabric_topology_read.hpp"

#include "check/fabric_declared.hpp"
#include "check/text_cursor.hpp"

namespace netcert {

namespace {

struct Parts {
  std::string_view body, comment;
};

// A '#' inside quotes is part of a node id, not a comment.
Parts split_at_comment(std::string_view line) {
  bool in_quotes = false;
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '"') in_quotes = !in_quotes;
    else if (line[i] == '#' && !in_quotes) return {line.substr(0, i), line.substr(i + 1)};
  }
  return {line, {}};
}

std::string first_quoted(std::string_view comment) {
  const size_t open = comment.find('"');
  const size_t close = open == std::string_view::npos ? open : comment.find('"', open + 1);
  return close == std::string_view::npos ? "" : std::string(comment.substr(open + 1, close - open - 1));
}

// "lid N" in a comment (0 when absent); with `before_quote`, only when it comes before any quote.
uint32_t lid_in_comment(std::string_view comment, bool before_quote, const std::string& where) {
  const size_t at = comment.find("lid ");
  if (at == std::string_view::npos || (before_quote && comment.find('"') < at)) return 0;
  TextCursor c(comment.substr(at + 4), where);
  return static_cast<uint32_t>(c.decimal("LID", 1, Fabric::kMaxUnicastLid));
}

// ibnetdiscover's ids "S-" / "H-" and 16 hex digits carry the GUID.
uint64_t guid_in_id(const std::string& id, const std::string& where) {
  if (id.size() != 18 || id[1] != '-' || (id[0] != 'S' && id[0] != 'H')) return 0;
  if (id.find_first_not_of("0123456789abcdefABCDEF", 2) != std::string::npos) return 0;
  TextCursor c(std::string_view(id).substr(2), where);
  return c.hexadecimal("GUID", false);
}

DeclaredNode read_header(const Parts& p, uint64_t guid_line, const std::string& where, size_t line) {
  TextCursor c(p.body, where);
  DeclaredNode d;
  if (c.take("Switch")) d.node.kind = FabricNode::Kind::Switch;
  else if (c.take("Hca") || c.take("Ca")) d.node.kind = FabricNode::Kind::Host;
  d.node.ports = static_cast<int>(c.decimal("port count", 1, Fabric::kMaxPorts));
  d.node.id = c.quoted("the node id");
  c.blanks();
  if (!c.at_end()) c.fail("text after the node id");
  const std::string name = first_quoted(p.comment);
  d.node.name = name.empty() ? d.node.id : name;
  d.node.guid = guid_line != 0 ? guid_line : guid_in_id(d.node.id, where);
  d.node.line = line;
  if (d.node.kind == FabricNode::Kind::Switch) d.node.lid = lid_in_comment(p.comment, false, where);
  return d;
}

// "[p](port guid)? "peer"[q](peer port guid)?"; GUIDs in parentheses are skipped.
DeclaredLink read_port_line(std::string_view body, const DeclaredNode& owner, const std::string& where, size_t line) {
  TextCursor c(body, where);
  DeclaredLink l;
  l.line = line;
  c.literal("[");
  l.port = static_cast<int>(c.decimal("port", 1, static_cast<uint64_t>(owner.node.ports)));
  c.literal("]");
  auto skip_guid = [&c] {
    if (!c.take("(")) return;
    c.hexadecimal("port GUID", false);
    c.literal(")");
  };
  skip_guid();
  l.peer = c.quoted("the peer's id");
  c.literal("[");
  l.peer_port = static_cast<int>(c.decimal("peer port", 1, Fabric::kMaxPorts));
  c.literal("]");
  skip_guid();
  c.blanks();
  if (!c.at_end()) c.fail("text after the link");
  return l;
}

// "key=value" before a record: switchguid= / caguid= give the next node's GUID.
uint64_t read_guid_line(std::string_view body, const std::string& where) {
  const std::string_view key = body.substr(0, body.find('='));
  if (key != "switchguid" && key != "caguid") return 0;
  TextCursor c(body.substr(key.size() + 1), where);
  return c.hexadecimal("node GUID", true);
}

bool is_header(std::string_view body) {
  return body.rfind("Switch", 0) == 0 || body.rfind("Ca", 0) == 0 || body.rfind("Hca", 0) == 0;
}

std::vector<DeclaredNode> read_records(const std::string& text, const std::string& source) {
  std::vector<DeclaredNode> nodes;
  uint64_t guid_line = 0;
  bool open = false;  // a record is open until a blank line
  const auto lines = checked_lines(text, source);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string where = checked_where(source, i + 1);
    Parts p = split_at_comment(lines[i]);
    const size_t first = p.body.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
      open = false;
      continue;
    }
    p.body.remove_prefix(first);
    if (is_header(p.body)) {
      if (nodes.size() == Fabric::kMaxNodes) throw InputError(where, "too many nodes");
      nodes.push_back(read_header(p, guid_line, where, i + 1));
      guid_line = 0;
      open = true;
    } else if (p.body.front() == '[' && open) {
      DeclaredNode& owner = nodes.back();
      DeclaredLink l = read_port_line(p.body, owner, where, i + 1);
      const uint32_t lid = owner.node.kind == FabricNode::Kind::Host ? lid_in_comment(p.comment, true, where) : 0;
      const int port = l.port;
      declare_link(owner, std::move(l), where);
      if (lid != 0) owner.lid_at_port[port] = lid;
    } else if (!open && p.body.front() != '[' && p.body.find('=') != std::string_view::npos) {
      guid_line = read_guid_line(p.body, where);
    } else {
      throw InputError(where, p.body.front() == '[' ? "a port line outside a node's record"
                              : p.body.rfind("Rt", 0) == 0 ? "a router: not supported"
                                                           : "not a node header, a port line or key=value");
    }
  }
  return nodes;
}

}  // namespace

Fabric read_checked_ibnetdiscover(const std::string& text, const std::string& source) {
  const auto nodes = read_records(text, source);
  if (nodes.empty()) throw InputError(source, "no Switch or Ca record");
  return fabric_of_declared(nodes, source);
}

Fabric read_checked_topology(const std::string& text, const std::string& source) {
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && text[first] == '{') return read_checked_subnet_list(text, source);
  return read_checked_ibnetdiscover(text, source);
}

}  // namespace netcert
