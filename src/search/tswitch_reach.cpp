// tswitch_reach.cpp — see tswitch_reach.hpp.
#include "search/tswitch_reach.hpp"

#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "route/destro.hpp"

namespace netcert {

int64_t arithmetic_neighbour(const KaryNTree& t, uint64_t w, int port) {
  const int s = t.stage_of(w), k = t.k();
  const uint64_t o = t.position_of(w);
  if (port >= k)  // up-port k+j reaches <s+1, o with o_s := j>
    return s + 1 < t.n() ? static_cast<int64_t>(t.switch_id(s + 1, t.with_digit(o, s, port - k))) : -1;
  if (s == 0) return static_cast<int64_t>(t.switch_count() + o * k + port);  // terminal h_0 = port, h_{i+1} = o_i
  return static_cast<int64_t>(t.switch_id(s - 1, t.with_digit(o, s - 1, port)));  // down-port d: o_{s-1} := d
}

void distances_from(const KaryNTree& t, uint64_t hp, std::vector<int32_t>& dist, std::vector<int64_t>& queue) {
  const uint64_t SW = t.switch_count();
  dist.assign(SW + t.terminals(), -1);
  queue.assign(1, static_cast<int64_t>(SW + hp));
  dist[SW + hp] = 0;
  for (size_t head = 0; head < queue.size(); ++head) {
    const int64_t v = queue[head];
    auto visit = [&](int64_t u) {
      if (u >= 0 && dist[u] < 0) dist[u] = dist[v] + 1, queue.push_back(u);
    };
    if (static_cast<uint64_t>(v) >= SW) visit(static_cast<int64_t>(t.switch_id(0, (v - SW) / t.k())));
    else
      for (int l = 0; l < t.ports(); ++l) visit(arithmetic_neighbour(t, v, l));
  }
}

namespace {

// A worker's scratch vectors on a cache line of their own: every push_back writes
// the vector's end pointer, and two workers' pointers side by side in one line made
// two jobs take 0.79 of one job's time (BENCHMARKS.md, "Two jobs against one").
struct alignas(64) DistanceScratch {
  std::vector<int32_t> dist;
  std::vector<int64_t> queue;
};
struct alignas(64) RouteScratch {
  std::vector<Hop> hops;
};

struct Partial {
  std::vector<uint64_t> down, up, port;
};

std::vector<Partial> partials(int workers, uint64_t SW, uint64_t P) {
  return std::vector<Partial>(workers, Partial{std::vector<uint64_t>(SW, 0), std::vector<uint64_t>(SW, 0),
                                               std::vector<uint64_t>(SW * P, 0)});
}

void add_up(const std::vector<Partial>& parts, std::vector<uint64_t>& down, std::vector<uint64_t>& up,
            std::vector<uint64_t>& port) {
  down = parts[0].down, up = parts[0].up, port = parts[0].port;
  for (size_t w = 1; w < parts.size(); ++w)
    for (size_t i = 0; i < port.size(); ++i) {
      port[i] += parts[w].port[i];
      if (i < down.size()) down[i] += parts[w].down[i], up[i] += parts[w].up[i];
    }
}

}  // namespace

bool topological_reach_by_distances(const KaryNTree& t, const RunContext& ctx, ReachCounts& c) {
  const uint64_t SW = t.switch_count(), P = t.ports(), N = t.terminals();
  const int k = t.k(), workers = worker_count(ctx, static_cast<int64_t>(N));
  auto parts = partials(workers, SW, P);
  std::vector<DistanceScratch> scratch(workers);
  bool complete = parallel_for(static_cast<int64_t>(N), ctx, [&](int64_t hp, int w) {
    std::vector<int32_t>& dist = scratch[w].dist;
    distances_from(t, static_cast<uint64_t>(hp), dist, scratch[w].queue);
    Partial& acc = parts[w];
    for (uint64_t sw = 0; sw < SW; ++sw) {
      bool down = false, up = false;
      for (int l = 0; l < static_cast<int>(P); ++l) {
        int64_t v = arithmetic_neighbour(t, sw, l);
        if (v < 0 || dist[v] != dist[sw] - 1) continue;  // l starts no shortest path to hp
        ++acc.port[sw * P + l];
        (l < k ? down : up) = true;
      }
      acc.down[sw] += down, acc.up[sw] += up;
    }
  });
  if (!complete) return false;
  c.k = k, c.n = t.n();
  add_up(parts, c.topo_down, c.topo_up, c.topo_port);
  return true;
}

bool destro_reach_by_routing(const KaryNTree& t, const RunContext& ctx, ReachCounts& c) {
  const uint64_t SW = t.switch_count(), P = t.ports(), N = t.terminals();
  const int k = t.k(), workers = worker_count(ctx, static_cast<int64_t>(N));
  auto parts = partials(workers, SW, P);
  // Per worker: the destination that last marked each port / switch side.
  std::vector<std::vector<uint64_t>> seen_port(workers, std::vector<uint64_t>(SW * P, ~0ULL)),
      seen_side(workers, std::vector<uint64_t>(2 * SW, ~0ULL));
  std::vector<RouteScratch> scratch(workers);
  bool complete = parallel_for(static_cast<int64_t>(N), ctx, [&](int64_t dst, int w) {
    const uint64_t hp = static_cast<uint64_t>(dst);
    Partial& acc = parts[w];
    for (uint64_t h = 0; h < N; ++h) {
      if (h == hp) continue;
      destro_route(t, h, hp, scratch[w].hops);
      for (const Hop& hop : scratch[w].hops) {
        uint64_t& port_mark = seen_port[w][hop.sw * P + hop.out];
        if (port_mark != hp) port_mark = hp, ++acc.port[hop.sw * P + hop.out];
        const bool up = hop.out >= k;
        uint64_t& side_mark = seen_side[w][2 * hop.sw + up];
        if (side_mark != hp) side_mark = hp, ++(up ? acc.up : acc.down)[hop.sw];
      }
    }
  });
  if (!complete) return false;
  c.k = k, c.n = t.n();
  add_up(parts, c.destro_down, c.destro_up, c.destro_port);
  return true;
}

Outcome reachable_sets_exhaustive(int k, int n, const std::string& sets, const RunContext& ctx,
                                  const ReachClaim& claim) {
  KaryNTree t(k, n);
  ReachCounts c;
  c.k = k, c.n = n;
  if (sets != "destro" && !topological_reach_by_distances(t, ctx, c))
    return Outcome::unknown("timeout while computing distances");
  if (sets != "topological" && !destro_reach_by_routing(t, ctx, c)) return Outcome::unknown("timeout while routing");
  // The sliced loop: switches, each compared with the claim on the counts above.
  // (The distances and routes are not split: every shard, and merge, redo them.)
  Progress progress("switches", t.switch_count(), ctx.progress);
  SearchResult r = sliced_find_first(static_cast<int64_t>(t.switch_count()), ctx, [&](int64_t sw, int) {
    uint64_t ignored = 0;
    return first_reach_mismatch_at(c, sets, claim, static_cast<uint64_t>(sw), ignored).has_value();
  }, &progress);
  if (r.first_failure < 0 && r.timed_out) return Outcome::unknown("timeout while comparing the switches");
  uint64_t compared = 0;  // every stated size of every switch (the claim's values are not needed to count them)
  for (uint64_t sw = 0; sw < t.switch_count(); ++sw)
    for (ReachSet set : kReachSets)
      if (reach_in_scope(set, sets) && reach_stated(set, n, t.stage_of(sw))) compared += reach_is_port(set) ? k : 1;
  std::optional<ReachMismatch> bad;
  if (r.first_failure >= 0) bad = first_reach_mismatch_at(c, sets, claim, static_cast<uint64_t>(r.first_failure), compared);
  if (bad) {
    const uint64_t sw = bad->sw;
    json cex{{"set", reach_set_name(bad->set)},
             {"switch", {{"stage", t.stage_of(sw)}, {"position", t.position_of(sw)}, {"name", t.switch_name(sw)}}},
             {"port", bad->port < 0 ? json(nullptr) : json(bad->port)},
             {"counted", bad->counted},
             {"claimed", bad->claimed}};
    return Outcome::fails(cex, std::string(reach_set_prop(bad->set)) + ": " + reach_set_name(bad->set) + " at " +
                                   t.switch_name(sw) + " counts " + std::to_string(bad->counted) + ", the paper says " +
                                   std::to_string(bad->claimed));
  }
  Outcome o = Outcome::holds(json{{"sets", sets}, {"switches", t.switch_count()}, {"compared", compared}},
                             "all " + std::to_string(compared) + " stated set sizes of the " +
                                 std::to_string(t.switch_count()) + " switches match Props. 1.4-1.11");
  o.stats = {{"compared", compared}};
  return o;
}

}  // namespace netcert
