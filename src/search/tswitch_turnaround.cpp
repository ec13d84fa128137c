// tswitch_turnaround.cpp — see tswitch_turnaround.hpp.
#include "search/tswitch_turnaround.hpp"

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

}  // namespace

Outcome turnaround_paths_exhaustive(int k, int n, const RunContext& ctx, const TurnaroundClaim& claim) {
  KaryNTree t(k, n);
  const uint64_t SW = t.switch_count(), N = t.terminals();
  Neighbours nb{t};
  std::vector<int32_t> dist;
  std::vector<int64_t> order;
  std::vector<uint64_t> paths(SW + N), mark(SW + N, ~0ULL);
  std::vector<Hop> hops;
  uint64_t stamp = 0;
  for (uint64_t hp = 0; hp < N; ++hp) {
    if (ctx.expired()) return Outcome::unknown("timeout after " + std::to_string(hp) + " destinations");
    distances_from(t, hp, dist, order);
    paths.assign(SW + N, 0);
    paths[order[0]] = 1;
    for (size_t i = 1; i < order.size(); ++i)
      nb.each(order[i], [&](int64_t u) {
        if (dist[u] == dist[order[i]] - 1) paths[order[i]] += paths[u];
      });
    for (uint64_t h = 0; h < N; ++h) {
      if (h == hp) continue;
      const int turn = first_difference(t, h, hp);
      uint64_t at_turn = 0;
      turn_switches(t, nb, dist, static_cast<int64_t>(SW + h), turn, mark, ++stamp, at_turn);
      destro_route(t, h, hp, hops);
      const std::pair<const char*, uint64_t> counted[] = {{"distance", static_cast<uint64_t>(dist[SW + h])},
                                                          {"shortest_paths", paths[SW + h]},
                                                          {"turn_switches", at_turn},
                                                          {"destro_switches", hops.size()}};
      for (auto& [what, got] : counted) {
        const uint64_t want = claim(what, k, turn);
        if (got != want)
          return Outcome::fails(json{{"h", h}, {"hp", hp}, {"quantity", what}, {"counted", got}, {"claimed", want}},
                                std::string("A.5: ") + what + " of " + std::to_string(h) + " -> " + std::to_string(hp) +
                                    " is " + std::to_string(got) + ", the paper says " + std::to_string(want));
      }
    }
  }
  const uint64_t pairs = N * (N - 1);
  Outcome o = Outcome::holds(json{{"pairs", pairs}}, "all " + std::to_string(pairs) +
                                                         " pairs: distance 2t+2, k^t shortest paths through k^t "
                                                         "stage-t switches, DESTRO shortest");
  o.stats = {{"pairs", pairs}};
  return o;
}

}  // namespace netcert
