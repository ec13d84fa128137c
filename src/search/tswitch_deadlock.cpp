// tswitch_deadlock.cpp — see tswitch_deadlock.hpp.
#include "search/tswitch_deadlock.hpp"

#include <algorithm>

#include "core/progress.hpp"
#include "route/destro.hpp"

namespace netcert {

DeadlockSearch destro_dependency_search(const KaryNTree& t, const RunContext& ctx) {
  DeadlockSearch r;
  const uint64_t P = t.ports(), N = t.terminals(), C = t.switch_count() * P;
  r.channels = C;
  std::vector<std::vector<uint64_t>> adj(C);
  std::vector<Hop> hops;
  Progress progress("route sources", N, ctx.progress);
  for (uint64_t h = 0; h < N; ++h, progress.advance()) {
    if (ctx.expired()) return r;
    for (uint64_t hp = 0; hp < N; ++hp) {
      if (h == hp) continue;
      destro_route(t, h, hp, hops);
      for (size_t i = 0; i + 1 < hops.size(); ++i) adj[hops[i].sw * P + hops[i].out].push_back(hops[i + 1].sw * P + hops[i + 1].out);
    }
  }
  std::vector<uint64_t> indeg(C, 0);
  for (auto& a : adj) {
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
    r.dependencies += a.size();
    for (uint64_t w : a) ++indeg[w];
  }
  std::vector<uint64_t> queue;
  for (uint64_t v = 0; v < C; ++v)
    if (!indeg[v]) queue.push_back(v);
  for (size_t i = 0; i < queue.size(); ++i)
    for (uint64_t w : adj[queue[i]])
      if (--indeg[w] == 0) queue.push_back(w);
  r.complete = true;
  if (queue.size() == C) return r;
  // Every vertex Kahn left has a predecessor that is also left: walk
  // predecessors until one repeats, then read the cycle forwards.
  std::vector<std::vector<uint64_t>> pred(C);
  for (uint64_t a = 0; a < C; ++a)
    for (uint64_t w : adj[a]) pred[w].push_back(a);
  uint64_t v = 0;
  while (indeg[v] == 0) ++v;
  std::vector<uint64_t> seen(C, UINT64_MAX), walk;
  while (seen[v] == UINT64_MAX) {
    seen[v] = walk.size();
    walk.push_back(v);
    for (uint64_t w : pred[v])
      if (indeg[w] > 0) {
        v = w;
        break;
      }
  }
  r.cycle.assign(walk.begin() + static_cast<long>(seen[v]), walk.end());
  r.cycle.push_back(v);
  std::reverse(r.cycle.begin(), r.cycle.end());
  return r;
}

Outcome deadlock_exhaustive(int k, int n, const RunContext& ctx) {
  KaryNTree t(k, n);
  DeadlockSearch r = destro_dependency_search(t, ctx);
  if (!r.complete) return Outcome::unknown("timeout while building the dependency graph");
  if (!r.cycle.empty())
    return Outcome::fails(json{{"cycle", r.cycle}},
                          "channel dependency cycle of length " + std::to_string(r.cycle.size() - 1));
  Outcome o = Outcome::holds(json{{"ranking", "stage"}, {"channels", r.channels},
                                  {"paths", t.terminals() * (t.terminals() - 1)}},
                             "Kahn's sort removes all " + std::to_string(r.channels) + " channels: the " +
                                 std::to_string(r.dependencies) + " dependencies of DESTRO are acyclic");
  o.stats = {{"channels", r.channels}, {"dependencies", r.dependencies}};
  return o;
}

}  // namespace netcert
