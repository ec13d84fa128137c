// oft_diameter_search.cpp — oft.diameter: breadth-first search from every
// processor over the model's explicit OFT(r) graph (OpticalFatTree::materialise:
// routers and processors are nodes, links are arcs) and the largest
// processor-to-processor distance, in links or in routing nodes crossed.
#include <algorithm>
#include <deque>
#include <limits>

#include "core/sliced_loop.hpp"
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

bool oft_diameter_counts_routers(const OftParams& p) { return p.reading == "routers"; }

json oft_diameter_witness(int r, bool routers) {
  const uint64_t n = 1ULL << r;
  return json{{"r", r}, {"reading", routers ? "routers" : "links"}, {"diameter", r}, {"pairs", n * (n - 1)}};
}

// The sliced loop is a max-at reduction over the sources s (core/slices.hpp: MaxAt):
// entry 0 the largest distance from s to another processor, entry 1 set when s misses
// one; ties keep the smallest s. The destination named is rebuilt from that one source.
Outcome oft_diameter_exhaustive(const OftParams& p, const RunContext& ctx) {
  const int r = p.r;
  const bool routers = oft_diameter_counts_routers(p);
  const char* reading = routers ? "routers" : "links";
  OpticalFatTree net(r);
  auto g = net.materialise();
  const uint64_t n = net.processors(), first = n - 1;  // processor nodes are n-1 .. 2n-2
  // hops from s to d, or kUnreached; a path between processors has >= 2 links.
  auto hops_of = [&](const std::vector<uint64_t>& dist, uint64_t d) {
    uint64_t links = dist[first + d];
    return links == kUnreached ? kUnreached : routers ? links - 1 : links;
  };
  enum : size_t { kFarthest, kMisses, kEntries };
  Progress progress("sources", n, ctx.progress);
  MaxAt total;
  Coverage coverage = sliced_max_at(static_cast<int64_t>(n), kEntries, ctx, [&](int64_t s, int, MaxAt& m) {
    auto dist = link_distances(g, first + static_cast<uint64_t>(s));
    uint64_t farthest = 0;
    bool misses = false;
    for (uint64_t d = 0; d < n; ++d) {
      if (d == static_cast<uint64_t>(s)) continue;
      uint64_t hops = hops_of(dist, d);
      if (hops == kUnreached) misses = true;
      else farthest = std::max(farthest, hops);
    }
    const uint64_t tag = static_cast<uint64_t>(s) + 1;
    m.offer(kFarthest, farthest, tag);
    if (misses) m.offer(kMisses, 1, tag);
  }, total, &progress);
  if (coverage == Coverage::Stopped) return Outcome::unknown("timeout before every source was searched");
  if (coverage == Coverage::Share)
    return Outcome::unknown("this shard's share of the sources searched (netcert merge combines the shards and decides)");
  // The first destination (in order) that source s misses, or reaches at `hops`.
  // n when none does: a reduction read back from a journal is not believed (the caller says unknown).
  auto first_destination = [&](uint64_t s, uint64_t hops) {
    if (s >= n) return n;
    auto dist = link_distances(g, first + s);
    uint64_t d = 0;
    while (d < n && (d == s || hops_of(dist, d) != hops)) ++d;
    return d;
  };
  const auto not_rebuilt = [] {
    return Outcome::unknown("the searched maximum names no source and destination that reach it (a journal read back?)");
  };
  if (total.tag[kMisses] != 0) {
    const uint64_t s = total.tag[kMisses] - 1;
    if (first_destination(s, kUnreached) >= n) return not_rebuilt();
    return Outcome::fails(json{{"reading", reading}, {"source", s}, {"destination", first_destination(s, kUnreached)},
                               {"reachable", false}},
                          "a processor does not reach another");
  }
  const uint64_t diameter = total.value[kFarthest];
  if (diameter != static_cast<uint64_t>(r)) {
    const uint64_t s = total.tag[kFarthest] - 1;
    if (first_destination(s, diameter) >= n) return not_rebuilt();
    return Outcome::fails(json{{"reading", reading}, {"diameter", diameter}, {"source", s},
                               {"destination", first_destination(s, diameter)}},
                          "the largest processor-to-processor distance is " + std::to_string(diameter) + ", not r");
  }
  Outcome o = Outcome::holds(oft_diameter_witness(r, routers),
                             std::string("largest processor-to-processor distance: r ") + reading);
  o.stats["pairs"] = n * (n - 1);
  return o;
}

}  // namespace netcert
