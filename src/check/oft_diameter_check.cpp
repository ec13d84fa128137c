// oft_diameter_check.cpp — link-by-link breadth-first walks on the checker's
// explicit wiring: from P_s's injection link, a link feeding a router leads to
// every output link of that router, a link feeding a processor ends there.
#include "check/oft_diameter_check.hpp"

#include <vector>


namespace netcert::oftcheck {

namespace {

// Per processor: the number of links on a shortest path from P_source (0: none).
std::vector<uint64_t> links_to_processors(const Wiring& w, uint64_t source) {
  std::vector<uint64_t> link_depth(w.head.size(), 0), to_processor(w.processors(), 0);
  std::vector<uint64_t> frontier{w.injection[source]};
  link_depth[w.injection[source]] = 1;
  while (!frontier.empty()) {
    std::vector<uint64_t> next;
    for (uint64_t link : frontier) {
      const Wiring::Head& h = w.head[link];
      if (h.processor) {  // a broken wiring may name a node that does not exist: a dead end
        if (h.node < to_processor.size() && to_processor[h.node] == 0) to_processor[h.node] = link_depth[link];
        continue;
      }
      if (h.node >= w.routers.size()) continue;
      for (uint64_t out : w.routers[h.node].out)
        if (out < link_depth.size() && link_depth[out] == 0) link_depth[out] = link_depth[link] + 1, next.push_back(out);
    }
    frontier.swap(next);
  }
  return to_processor;
}

}  // namespace

json diameter_defect(int r, bool routers) { return diameter_defect(Wiring(r), routers); }

json diameter_defect(const Wiring& w, bool routers) {
  const char* reading = routers ? "routers" : "links";
  uint64_t best = 0, best_s = 0, best_d = 0;
  for (uint64_t s = 0; s < w.processors(); ++s) {
    std::vector<uint64_t> links = links_to_processors(w, s);
    for (uint64_t d = 0; d < w.processors(); ++d) {
      if (d == s) continue;
      if (links[d] == 0) return json{{"reading", reading}, {"source", s}, {"destination", d}, {"reachable", false}};
      uint64_t distance = routers ? links[d] - 1 : links[d];  // n links between processors cross n - 1 routers
      if (distance > best) best = distance, best_s = s, best_d = d;
    }
  }
  if (best == static_cast<uint64_t>(w.r())) return nullptr;
  return json{{"reading", reading}, {"diameter", best}, {"source", best_s}, {"destination", best_d}};
}

}  // namespace netcert::oftcheck
