// fabric.cpp — see fabric.hpp.
#include "net/fabric.hpp"

namespace netcert {

uint32_t Fabric::add_node(FabricNode n) {
  const auto v = static_cast<uint32_t>(nodes_.size());
  offset_.push_back(static_cast<uint32_t>(peer_.size()));
  peer_.insert(peer_.end(), static_cast<size_t>(n.ports), kNone);
  owner_.insert(owner_.end(), static_cast<size_t>(n.ports), v);
  switch_index_.push_back(n.kind == FabricNode::Kind::Switch ? static_cast<uint32_t>(switches_.size()) : kNone);
  if (n.kind == FabricNode::Kind::Switch) switches_.push_back(v);
  if (n.guid) by_guid_.emplace(n.guid, v);
  by_id_.emplace(n.id, v);
  nodes_.push_back(std::move(n));
  return v;
}

void Fabric::connect(FabricPort a, FabricPort b) {
  peer_[port_index(a)] = port_index(b);
  peer_[port_index(b)] = port_index(a);
}

void Fabric::add_host(FabricHost h) {
  host_by_lid_.emplace(h.lid, static_cast<uint32_t>(hosts_.size()));
  hosts_.push_back(h);
}

bool Fabric::peer(FabricPort p, FabricPort& far) const {
  uint32_t g = peer_[port_index(p)];
  if (g == kNone) return false;
  far.node = owner_[g];
  far.port = static_cast<int>(g - offset_[far.node]) + 1;
  return true;
}

uint32_t Fabric::node_by_guid(uint64_t guid) const {
  auto it = by_guid_.find(guid);
  return it == by_guid_.end() ? kNone : it->second;
}

uint32_t Fabric::node_by_id(const std::string& id) const {
  auto it = by_id_.find(id);
  return it == by_id_.end() ? kNone : it->second;
}

uint32_t Fabric::host_by_lid(uint32_t lid) const {
  auto it = host_by_lid_.find(lid);
  return it == host_by_lid_.end() ? kNone : it->second;
}

std::string Fabric::label(uint32_t node) const {
  const FabricNode& n = nodes_[node];
  return n.name == n.id ? n.id : n.name + " (" + n.id + ")";
}

}  // namespace netcert
