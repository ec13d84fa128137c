// oft_diameter_search.cpp — oft.diameter: breadth-first search from every
// processor over the model's explicit OFT(r) graph (OpticalFatTree::materialise:
// routers and processors are nodes, links are arcs) and the largest
// processor-to-processor distance, in links or in routing nodes crossed.
#include <deque>
#include <limits>

#include "net/oft.hpp"
#include "search/oft_engines.hpp"

namespace netcert {

namespace {

constexpr uint64_t kUnreached = std::numeric_limits<uint64_t>::max();

// Links from processor node `from` to every node of the graph.
std::vector<uint64_t> link_distances(const OpticalFatTree::Csr& g, uint64_t from) {
  std::vector<uint64_t> dist(g.offset.size() - 1, kUnreached);
  std::deque<uint64_t> queue{from};
  dist[from] = 0;
  while (!queue.empty()) {
    uint64_t v = queue.front();
    queue.pop_front();
    for (uint64_t k = g.offset[v]; k < g.offset[v + 1]; ++k) {
      uint64_t w = g.head[g.link_of[k]];
      if (dist[w] != kUnreached) continue;
      dist[w] = dist[v] + 1;
      queue.push_back(w);
    }
  }
  return dist;
}

}  // namespace

bool oft_diameter_counts_routers(const ParamSet& ps) { return !ps.has("reading") || ps.s("reading") == "routers"; }

json oft_diameter_witness(int r, bool routers) {
  const uint64_t n = 1ULL << r;
  return json{{"r", r}, {"reading", routers ? "routers" : "links"}, {"diameter", r}, {"pairs", n * (n - 1)}};
}

Outcome oft_diameter_exhaustive(const ParamSet& ps, const RunContext&) {
  const int r = static_cast<int>(ps.i("r"));
  const bool routers = oft_diameter_counts_routers(ps);
  OpticalFatTree net(r);
  auto g = net.materialise();
  const uint64_t n = net.processors(), first = n - 1;  // processor nodes are n-1 .. 2n-2
  uint64_t diameter = 0, at_s = 0, at_d = 0;
  for (uint64_t s = 0; s < n; ++s) {
    auto dist = link_distances(g, first + s);
    for (uint64_t d = 0; d < n; ++d) {
      if (d == s) continue;
      if (dist[first + d] == kUnreached)
        return Outcome::fails(json{{"reading", routers ? "routers" : "links"}, {"source", s}, {"destination", d},
                                   {"reachable", false}},
                              "a processor does not reach another");
      uint64_t hops = routers ? dist[first + d] - 1 : dist[first + d];  // a path between processors has >= 2 links
      if (hops > diameter) diameter = hops, at_s = s, at_d = d;
    }
  }
  if (diameter != static_cast<uint64_t>(r))
    return Outcome::fails(json{{"reading", routers ? "routers" : "links"}, {"diameter", diameter}, {"source", at_s},
                               {"destination", at_d}},
                          "the largest processor-to-processor distance is " + std::to_string(diameter) + ", not r");
  Outcome o = Outcome::holds(oft_diameter_witness(r, routers),
                             std::string("largest processor-to-processor distance: r ") + (routers ? "routers" : "links"));
  o.stats["pairs"] = n * (n - 1);
  return o;
}

}  // namespace netcert
