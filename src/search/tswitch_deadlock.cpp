// tswitch_deadlock.cpp — see tswitch_deadlock.hpp.
#include "search/tswitch_deadlock.hpp"

#include <algorithm>

#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "route/destro.hpp"

namespace netcert {

namespace {

// DESTRO's dependency graph after Kahn's sort: a channel keeps in-degree > 0 iff Kahn could not remove it.
struct DestroDependencyGraph {
  bool complete = false;
  uint64_t channels = 0, dependencies = 0;
  std::vector<std::vector<uint64_t>> adj;
  std::vector<uint64_t> indeg;
};

DestroDependencyGraph destro_dependency_graph(const KaryNTree& t, const RunContext& ctx) {
  DestroDependencyGraph g;
  const uint64_t P = t.ports(), N = t.terminals(), C = t.switch_count() * P;
  g.channels = C;
  auto& adj = g.adj;
  adj.resize(C);
  std::vector<Hop> hops;
  Progress progress("route sources", N, ctx.progress);
  for (uint64_t h = 0; h < N; ++h, progress.advance()) {
    if (ctx.expired()) return g;
    for (uint64_t hp = 0; hp < N; ++hp) {
      if (h == hp) continue;
      destro_route(t, h, hp, hops);
      for (size_t i = 0; i + 1 < hops.size(); ++i) adj[hops[i].sw * P + hops[i].out].push_back(hops[i + 1].sw * P + hops[i + 1].out);
    }
  }
  auto& indeg = g.indeg;
  indeg.assign(C, 0);
  for (auto& a : adj) {
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
    g.dependencies += a.size();
    for (uint64_t w : a) ++indeg[w];
  }
  std::vector<uint64_t> queue;
  for (uint64_t v = 0; v < C; ++v)
    if (!indeg[v]) queue.push_back(v);
  for (size_t i = 0; i < queue.size(); ++i)
    for (uint64_t w : adj[queue[i]])
      if (--indeg[w] == 0) queue.push_back(w);
  g.complete = true;
  return g;
}

// Every vertex Kahn left has a predecessor that is also left: from v (left),
// walk predecessors until one repeats, then read the cycle forwards.
std::vector<uint64_t> destro_cycle_from(const DestroDependencyGraph& g, uint64_t v) {
  const uint64_t C = g.channels;
  std::vector<std::vector<uint64_t>> pred(C);
  for (uint64_t a = 0; a < C; ++a)
    for (uint64_t w : g.adj[a]) pred[w].push_back(a);
  std::vector<uint64_t> seen(C, UINT64_MAX), walk, cycle;
  while (seen[v] == UINT64_MAX) {
    seen[v] = walk.size();
    walk.push_back(v);
    for (uint64_t w : pred[v])
      if (g.indeg[w] > 0) {
        v = w;
        break;
      }
  }
  cycle.assign(walk.begin() + static_cast<long>(seen[v]), walk.end());
  cycle.push_back(v);
  std::reverse(cycle.begin(), cycle.end());
  return cycle;
}

}  // namespace

DeadlockSearch destro_dependency_search(const KaryNTree& t, const RunContext& ctx) {
  DestroDependencyGraph g = destro_dependency_graph(t, ctx);
  DeadlockSearch r;
  r.channels = g.channels;
  r.complete = g.complete;
  if (!g.complete) return r;
  r.dependencies = g.dependencies;
  for (uint64_t v = 0; v < g.channels; ++v)
    if (g.indeg[v] > 0) {
      r.cycle = destro_cycle_from(g, v);
      break;
    }
  return r;
}

Outcome deadlock_exhaustive(int k, int n, const RunContext& ctx) {
  KaryNTree t(k, n);
  DestroDependencyGraph g = destro_dependency_graph(t, ctx);
  if (!g.complete) return Outcome::unknown("timeout while building the dependency graph");
  // The sliced loop: channels, each "removed by Kahn's sort". (Routing and the
  // sort are not split: every shard, and merge, redo them; the smallest channel
  // left is where the cycle walk starts, as unsliced.)
  Progress progress("channels", g.channels, ctx.progress);
  SearchResult left = sliced_find_first(static_cast<int64_t>(g.channels), ctx, [&](int64_t v, int) {
    return g.indeg[static_cast<size_t>(v)] > 0;
  }, &progress);
  if (left.first_failure >= 0) {
    std::vector<uint64_t> cycle = destro_cycle_from(g, static_cast<uint64_t>(left.first_failure));
    return Outcome::fails(json{{"cycle", cycle}}, "channel dependency cycle of length " + std::to_string(cycle.size() - 1));
  }
  if (left.timed_out) return Outcome::unknown("timeout while reading Kahn's sort");
  DeadlockSearch r{true, g.channels, g.dependencies, {}};
  Outcome o = Outcome::holds(json{{"ranking", "stage"}, {"channels", r.channels},
                                  {"paths", t.terminals() * (t.terminals() - 1)}},
                             "Kahn's sort removes all " + std::to_string(r.channels) + " channels: the " +
                                 std::to_string(r.dependencies) + " dependencies of DESTRO are acyclic");
  o.stats = {{"channels", r.channels}, {"dependencies", r.dependencies}};
  return o;
}

}  // namespace netcert
