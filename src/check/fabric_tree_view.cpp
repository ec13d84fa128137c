// fabric_tree_view.cpp — see fabric_tree_view.hpp.
#include "check/fabric_tree_view.hpp"

#include <algorithm>
#include <deque>

namespace netcert {

TreeView::TreeView(const Fabric& f) : f_(f), stage_(f.nodes().size(), -1), host_switch_(f.hosts().size(), Fabric::kNone) {
  std::deque<uint32_t> queue;
  for (uint32_t h = 0; h < f.hosts().size(); ++h) {
    host_by_port_[(uint64_t{f.hosts()[h].at.node} << 32) | static_cast<uint32_t>(f.hosts()[h].at.port)] = h;
    FabricPort far;
    if (!f.peer(f.hosts()[h].at, far) || !f.is_switch(far.node)) continue;
    host_switch_[h] = far.node;
    if (stage_[far.node] < 0) stage_[far.node] = 0, queue.push_back(far.node);
  }
  while (!queue.empty()) {
    uint32_t v = queue.front();
    queue.pop_front();
    for (int p = 1; p <= f.node(v).ports; ++p) {
      FabricPort far;
      if (f.peer({v, p}, far) && f.is_switch(far.node) && stage_[far.node] < 0)
        stage_[far.node] = stage_[v] + 1, queue.push_back(far.node);
    }
  }
  for (uint32_t v : f.switches()) {
    all_staged_ = all_staged_ && stage_[v] >= 0;
    stages_ = std::max(stages_, stage_[v] + 1);
  }
  const uint64_t hosts = f.hosts().size(), switches = f.switches().size();
  for (uint64_t k = 2; stages_ > 0 && arity_ == 0; ++k) {
    uint64_t power = 1;
    for (int i = 0; i < stages_ && power <= hosts; ++i) power *= k;
    if (power > hosts) break;
    if (power == hosts && (power / k) * static_cast<uint64_t>(stages_) == switches) arity_ = static_cast<int>(k);
  }
  if (!all_staged_) return;
  for (int s = 0; s < stages_; ++s) low_.push_back(components(true, s)), high_.push_back(components(false, s));
}

// Union-find over the nodes inside the level; hosts are represented by their CA node.
std::vector<uint32_t> TreeView::components(bool low, int s) const {
  std::vector<uint32_t> parent(f_.nodes().size(), Fabric::kNone);
  auto inside = [&](uint32_t v) {
    if (!f_.is_switch(v)) return low;
    return low ? stage_[v] <= s : stage_[v] >= s;
  };
  for (uint32_t v = 0; v < parent.size(); ++v)
    if (inside(v)) parent[v] = v;
  auto find = [&](uint32_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  for (uint32_t v = 0; v < parent.size(); ++v)
    for (int p = 1; inside(v) && p <= f_.node(v).ports; ++p) {
      FabricPort far;
      if (f_.peer({v, p}, far) && inside(far.node)) parent[find(v)] = find(far.node);
    }
  for (uint32_t v = 0; v < parent.size(); ++v)
    if (parent[v] != Fabric::kNone) parent[v] = find(v);
  return parent;
}

uint32_t TreeView::low(int s, uint32_t node) const {
  return s < 0 || s >= static_cast<int>(low_.size()) ? Fabric::kNone : low_[s][node];
}

uint32_t TreeView::high(int s, uint32_t node) const {
  return s < 0 || s >= static_cast<int>(high_.size()) ? Fabric::kNone : high_[s][node];
}

uint32_t TreeView::host_at(FabricPort p) const {
  FabricPort far;
  if (!f_.peer(p, far)) return Fabric::kNone;
  auto it = host_by_port_.find((uint64_t{far.node} << 32) | static_cast<uint32_t>(far.port));
  return it == host_by_port_.end() ? Fabric::kNone : it->second;
}

}  // namespace netcert
