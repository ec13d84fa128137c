// fabric_declared.cpp — see fabric_declared.hpp.
#include "check/fabric_declared.hpp"

#include "check/text_cursor.hpp"
#include "core/errors.hpp"

namespace netcert {

namespace {

class LidRegister {
 public:
  explicit LidRegister(const std::string& source) : source_(source) {}
  void claim(uint32_t lid, size_t line, const std::string& who) {
    auto [it, fresh] = line_of_.emplace(lid, line);
    if (!fresh)
      throw InputError(checked_where(source_, line), who + " has LID " + std::to_string(lid) + ", which line " +
                                                         std::to_string(it->second) + " gives too");
  }

 private:
  const std::string& source_;
  std::map<uint32_t, size_t> line_of_;
};

void add_declared_nodes(Fabric& f, const std::vector<DeclaredNode>& nodes, LidRegister& lids,
                        const std::string& source) {
  for (auto& d : nodes) {
    const std::string where = checked_where(source, d.node.line);
    if (f.node_by_id(d.node.id) != Fabric::kNone) throw InputError(where, "node id '" + d.node.id + "' again");
    if (d.node.guid != 0 && f.node_by_guid(d.node.guid) != Fabric::kNone)
      throw InputError(where, "the GUID of '" + d.node.id + "' is another node's");
    if (d.node.kind == FabricNode::Kind::Switch) {
      if (d.node.lid == 0) throw InputError(where, "switch '" + d.node.id + "' has no LID");
      lids.claim(d.node.lid, d.node.line, "switch '" + d.node.id + "'");
    }
    f.add_node(d.node);
  }
}

// Each link must be listed by its far end, pointing back at the same port.
void add_declared_links(Fabric& f, const std::vector<DeclaredNode>& nodes, const std::string& source) {
  for (uint32_t v = 0; v < nodes.size(); ++v)
    for (auto& l : nodes[v].links) {
      const std::string where = checked_where(source, l.line);
      const uint32_t w = f.node_by_id(l.peer);
      if (w == Fabric::kNone) throw InputError(where, "'" + l.peer + "' is no node of this topology");
      if (l.peer_port > nodes[w].node.ports)
        throw InputError(where, "'" + l.peer + "' has no port " + std::to_string(l.peer_port));
      auto back = nodes[w].link_at_port.find(l.peer_port);
      if (back == nodes[w].link_at_port.end())
        throw InputError(where, "'" + l.peer + "' port " + std::to_string(l.peer_port) + " lists no link back");
      const DeclaredLink& b = nodes[w].links[back->second];
      if (b.peer != nodes[v].node.id || b.peer_port != l.port)
        throw InputError(where, "'" + l.peer + "' port " + std::to_string(l.peer_port) + " lists '" + b.peer +
                                    "' port " + std::to_string(b.peer_port) + " instead");
      if (v <= w) f.connect({v, l.port}, {w, l.peer_port});
    }
}

}  // namespace

void declare_link(DeclaredNode& owner, DeclaredLink link, const std::string& where) {
  if (!owner.link_at_port.emplace(link.port, owner.links.size()).second)
    throw InputError(where, "port " + std::to_string(link.port) + " of '" + owner.node.id + "' is listed twice");
  owner.links.push_back(std::move(link));
}

Fabric fabric_of_declared(const std::vector<DeclaredNode>& nodes, const std::string& source) {
  Fabric f;
  LidRegister lids(source);
  add_declared_nodes(f, nodes, lids, source);
  add_declared_links(f, nodes, source);
  // Hosts: every linked CA port, in file order; it needs a LID of its own.
  for (uint32_t v = 0; v < nodes.size(); ++v) {
    if (nodes[v].node.kind != FabricNode::Kind::Host) continue;
    for (auto& l : nodes[v].links) {
      auto lid = nodes[v].lid_at_port.find(l.port);
      const std::string who = "CA '" + nodes[v].node.id + "' port " + std::to_string(l.port);
      if (lid == nodes[v].lid_at_port.end()) throw InputError(checked_where(source, l.line), who + " has no LID");
      lids.claim(lid->second, l.line, who);
      f.add_host({{v, l.port}, lid->second});
    }
  }
  return f;
}

}  // namespace netcert
