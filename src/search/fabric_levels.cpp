// fabric_levels.cpp — see fabric_levels.hpp (breadth-first from every host at once).
#include "search/fabric_levels.hpp"

#include <deque>

namespace netcert {

std::vector<uint32_t> fabric_host_distance(const Fabric& f) {
  std::vector<uint32_t> level(f.nodes().size(), Fabric::kNone);
  std::deque<uint32_t> queue;
  for (auto& h : f.hosts())
    if (level[h.at.node] == Fabric::kNone) level[h.at.node] = 0, queue.push_back(h.at.node);
  while (!queue.empty()) {
    const uint32_t v = queue.front();
    queue.pop_front();
    for (int p = 1; p <= f.node(v).ports; ++p) {
      FabricPort far;
      if (f.peer({v, p}, far) && level[far.node] == Fabric::kNone)
        level[far.node] = level[v] + 1, queue.push_back(far.node);
    }
  }
  return level;
}

}  // namespace netcert
