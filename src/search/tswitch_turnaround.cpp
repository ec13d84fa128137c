// tswitch_turnaround.cpp — see tswitch_turnaround.hpp.
#include "search/tswitch_turnaround.hpp"

#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "route/destro.hpp"
#include "search/tswitch_reach.hpp"

namespace netcert {

namespace {

struct Neighbours {
  const KaryNTree& t;
  template <typename F>
  void each(int64_t v, F f) const {
    const uint64_t SW = t.switch_count();
    if (static_cast<uint64_t>(v) >= SW) return f(static_cast<int64_t>(t.switch_id(0, (v - SW) / t.k())));
    for (int l = 0; l < t.ports(); ++l) {
      int64_t u = arithmetic_neighbour(t, static_cast<uint64_t>(v), l);
      if (u >= 0) f(u);
    }
  }
};

// Switches of the union of shortest paths from `from` (dist = distances to the target) at stage t. (None lies
// above t when the distance is 2t+2: reaching stage s takes s+1 links each way.)
void turn_switches(const KaryNTree& t, const Neighbours& nb, const std::vector<int32_t>& dist, int64_t from, int turn,
                   std::vector<uint64_t>& mark, uint64_t stamp, uint64_t& at_turn) {
  std::vector<int64_t> stack{from};
  mark[from] = stamp;
  at_turn = 0;
  while (!stack.empty()) {
    int64_t v = stack.back();
    stack.pop_back();
    if (static_cast<uint64_t>(v) < t.switch_count()) at_turn += t.stage_of(static_cast<uint64_t>(v)) == turn;
    nb.each(v, [&](int64_t u) {
      if (dist[u] == dist[v] - 1 && mark[u] != stamp) mark[u] = stamp, stack.push_back(u);
    });
  }
}

// One worker's scratch for a destination's breadth-first pass and its pairs.
struct TurnaroundScratch {
  std::vector<int32_t> dist;
  std::vector<int64_t> order;
  std::vector<uint64_t> paths, mark;
  std::vector<Hop> hops;
  uint64_t stamp = 0;
};

// Every pair h -> hp for one destination hp: the first mismatch in (h, quantity) order, or null.
json turnaround_first_mismatch(const KaryNTree& t, const Neighbours& nb, uint64_t hp, TurnaroundScratch& x,
                               const TurnaroundClaim& claim) {
  const uint64_t SW = t.switch_count(), N = t.terminals();
  distances_from(t, hp, x.dist, x.order);
  x.paths.assign(SW + N, 0);
  if (x.mark.size() != SW + N) x.mark.assign(SW + N, ~0ULL);
  x.paths[x.order[0]] = 1;
  for (size_t i = 1; i < x.order.size(); ++i)
    nb.each(x.order[i], [&](int64_t u) {
      if (x.dist[u] == x.dist[x.order[i]] - 1) x.paths[x.order[i]] += x.paths[u];
    });
  for (uint64_t h = 0; h < N; ++h) {
    if (h == hp) continue;
    const int turn = first_difference(t, h, hp);
    uint64_t at_turn = 0;
    turn_switches(t, nb, x.dist, static_cast<int64_t>(SW + h), turn, x.mark, ++x.stamp, at_turn);
    destro_route(t, h, hp, x.hops);
    const std::pair<const char*, uint64_t> counted[] = {{"distance", static_cast<uint64_t>(x.dist[SW + h])},
                                                        {"shortest_paths", x.paths[SW + h]},
                                                        {"turn_switches", at_turn},
                                                        {"destro_switches", x.hops.size()}};
    for (auto& [what, got] : counted) {
      const uint64_t want = claim(what, t.k(), turn);
      if (got != want) return json{{"h", h}, {"hp", hp}, {"quantity", what}, {"counted", got}, {"claimed", want}};
    }
  }
  return nullptr;
}

}  // namespace

Outcome turnaround_paths_exhaustive(int k, int n, const RunContext& ctx, const TurnaroundClaim& claim) {
  KaryNTree t(k, n);
  const uint64_t N = t.terminals();
  Neighbours nb{t};
  // The sliced loop: destinations hp (each a breadth-first pass and its N-1 pairs).
  std::vector<TurnaroundScratch> scratch(static_cast<size_t>(worker_count(ctx, static_cast<int64_t>(N))));
  Progress progress("destinations", N, ctx.progress);
  SearchResult r = sliced_find_first(static_cast<int64_t>(N), ctx, [&](int64_t hp, int w) {
    return !turnaround_first_mismatch(t, nb, static_cast<uint64_t>(hp), scratch[static_cast<size_t>(w)], claim).is_null();
  }, &progress);
  if (r.first_failure >= 0) {
    TurnaroundScratch x;
    json cex = turnaround_first_mismatch(t, nb, static_cast<uint64_t>(r.first_failure), x, claim);
    const std::string what = cex["quantity"].get<std::string>();
    return Outcome::fails(cex, "A.5: " + what + " of " + std::to_string(cex["h"].get<uint64_t>()) + " -> " +
                                   std::to_string(cex["hp"].get<uint64_t>()) + " is " +
                                   std::to_string(cex["counted"].get<uint64_t>()) + ", the paper says " +
                                   std::to_string(cex["claimed"].get<uint64_t>()));
  }
  if (r.timed_out) return Outcome::unknown("timeout after " + std::to_string(r.checked) + " destinations");
  const uint64_t pairs = N * (N - 1);
  Outcome o = Outcome::holds(json{{"pairs", pairs}}, "all " + std::to_string(pairs) +
                                                         " pairs: distance 2t+2, k^t shortest paths through k^t "
                                                         "stage-t switches, DESTRO shortest");
  o.stats = {{"pairs", pairs}};
  return o;
}

}  // namespace netcert
