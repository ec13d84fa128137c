// lcan_claims.cpp — see lcan_claims.hpp.
#include "route/lcan_claims.hpp"

#include <chrono>
#include <cmath>
#include <memory>

#include "search/parallel.hpp"
#include "route/lcan_online.hpp"
#include "route/lcan_recurrence.hpp"

namespace netcert {

namespace {

json defect(const Lcan& net, const std::string& claim, json facts) {
  json j{{"network", net.to_json()}, {"claim", claim}};
  for (auto& [k, v] : facts.items()) j[k] = v;
  return j;
}

uint64_t int_pow(uint64_t b, int e) {
  uint64_t r = 1;
  while (e-- > 0) r *= b;
  return r;
}

// Per-PE upward reach as bitsets: level i of PE p occupies words
// [word_offset[i], word_offset[i+1]) of row p, bit = index within level i.
struct ReachBits {
  std::vector<uint64_t> word_offset;
  uint64_t row = 0;
  std::vector<uint64_t> bits;
  const uint64_t* at(uint64_t pe, int level) const { return bits.data() + pe * row + word_offset[level]; }
};

ReachBits reach_bits(const Lcan& net) {
  ReachBits r;
  const int l = net.levels();
  r.word_offset.assign(l + 1, 0);
  for (int i = 0; i < l; ++i) r.word_offset[i + 1] = r.word_offset[i] + (net.switches_at(i) + 63) / 64;
  r.row = r.word_offset[l];
  r.bits.assign(net.N() * r.row, 0);
  std::vector<uint64_t> frontier, next;
  for (uint64_t p = 0; p < net.N(); ++p) {
    uint64_t* row = r.bits.data() + p * r.row;
    frontier.assign(1, net.pe_switch(p));
    for (int i = 0;; ++i) {
      for (uint64_t sw : frontier) {
        if (net.level_of(sw) != i) continue;  // mutated wiring that skips a level: not reach at level i
        uint64_t idx = sw - net.level_offset(i);
        row[r.word_offset[i] + idx / 64] |= 1ULL << (idx % 64);
      }
      if (i + 1 >= l) break;
      next.clear();
      for (uint64_t sw : frontier)
        for (uint64_t k = 0; k < net.u(); ++k) {
          uint64_t far = net.upper_link(sw * net.u() + k);
          if (far != Lcan::kNone) next.push_back(far / net.d());
        }
      std::sort(next.begin(), next.end());
      next.erase(std::unique(next.begin(), next.end()), next.end());
      frontier.swap(next);
    }
  }
  return r;
}

// (LCA level, number of LCA switches) from the bitsets; (-1, 0) when none.
std::pair<int, uint64_t> lca_from_bits(const ReachBits& r, int levels, uint64_t p, uint64_t q) {
  for (int i = 0; i < levels; ++i) {
    const uint64_t *a = r.at(p, i), *b = r.at(q, i);
    uint64_t c = 0;
    for (uint64_t w = 0; w < r.word_offset[i + 1] - r.word_offset[i]; ++w) c += __builtin_popcountll(a[w] & b[w]);
    if (c) return {i, c};
  }
  return {-1, 0};
}

}  // namespace

std::optional<json> level_sizes_defect(const Lcan& net) {
  const LcanShape& s = net.shape();
  // Follow the wiring up from the PEs: F_0 = switches holding PEs, F_(i+1) = far ends of F_i's uppers.
  std::vector<std::vector<uint64_t>> levels;
  std::vector<uint64_t> frontier;
  for (uint64_t sw = 0; sw < net.switch_count(); ++sw)
    for (uint64_t j = 0; j < net.d(); ++j)
      if (net.level_of(sw) == 0 && net.downer_link(sw * net.d() + j) < net.N()) {
        frontier.push_back(sw);
        break;
      }
  std::vector<int> level_of(net.switch_count(), -1);
  while (!frontier.empty()) {
    int i = static_cast<int>(levels.size());
    for (uint64_t sw : frontier) {
      if (level_of[sw] >= 0 && level_of[sw] != i)
        return defect(net, "levels", {{"switch", net.switch_name(sw)},
                                      {"found", "reached at levels " + std::to_string(level_of[sw]) + " and " +
                                                    std::to_string(i)}});
      level_of[sw] = i;
    }
    levels.push_back(frontier);
    std::vector<uint64_t> next;
    for (uint64_t sw : frontier)
      for (uint64_t k = 0; k < net.u(); ++k) {
        uint64_t far = net.upper_link(sw * net.u() + k);
        if (far != Lcan::kNone) next.push_back(far / net.d());
      }
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
    frontier.swap(next);
    if (levels.size() > 64) return defect(net, "levels", {{"found", "more than 64 levels (a cycle in the wiring)"}});
  }
  const int l = static_cast<int>(levels.size());
  // Eq. (1) per level.
  for (int i = 0; i < l; ++i) {
    auto eq1 = eq1_switches(s.N, s.d, s.u, i);
    if (eq1.second != 1 || eq1.first != levels[i].size())
      return defect(net, "Eq. (1)", {{"level", i}, {"expected", to_string(eq1.first) + "/" + to_string(eq1.second)},
                                     {"found", levels[i].size()}});
  }
  // Cor. 1 / Cor. 2.
  BigInt expected_N = net.complete_bipartite()
                          ? big_pow(BigInt(s.d), l)
                          : big_pow(BigInt(s.d), l) / big_pow(BigInt(s.u), l - 1);
  if (expected_N != s.N)
    return defect(net, net.complete_bipartite() ? "Cor. 1" : "Cor. 2",
                  {{"levels", l}, {"expected_N", to_string(expected_N)}, {"found_N", s.N}});
  if (!net.complete_bipartite() && levels.back().size() != 1)
    return defect(net, "Cor. 2", {{"found", "top level has " + std::to_string(levels.back().size()) + " switches"}});
  // Theorem 1.
  int lmax = theorem1_lmax(s.N, s.d, s.u);
  if (lmax >= 0 && l > lmax) return defect(net, "Theorem 1", {{"levels", l}, {"l_max", lmax}});
  // Π_(i+1): every downer of level i+1 wired to an upper of level i and back.
  for (int i = 0; i + 1 < l; ++i)
    for (uint64_t sw : levels[i + 1])
      for (uint64_t j = 0; j < net.d(); ++j) {
        uint64_t up = net.downer_link(sw * net.d() + j);
        bool ok = up != Lcan::kNone && up < net.switch_count() * net.u() && level_of[up / net.u()] == i &&
                  net.upper_link(up) == sw * net.d() + j;
        if (!ok)
          return defect(net, "Pi one-to-one", {{"level", i + 1}, {"switch", net.switch_name(sw)}, {"downer", j}});
      }
  for (uint64_t sw : levels[l - 1])
    for (uint64_t k = 0; k < net.u(); ++k)
      if (net.upper_link(sw * net.u() + k) != Lcan::kNone)
        return defect(net, "top level", {{"switch", net.switch_name(sw)}, {"upper", k}});
  return std::nullopt;
}

std::optional<json> reachable_defect(const Lcan& net, const RunContext& ctx, bool* timed_out) {
  // Per PE, climb level by level keeping the distinct switches (no per-PE
  // bitsets: N x switches bits would not fit for large N).
  auto pe_defect = [&](uint64_t p) -> std::optional<json> {
    std::vector<uint64_t> frontier{net.pe_switch(p)}, next;
    for (int i = 0; i < net.levels(); ++i) {
      uint64_t expected = net.complete_bipartite() ? int_pow(net.u(), i) : 1;
      uint64_t found = 0;
      for (uint64_t sw : frontier) found += net.level_of(sw) == i;
      if (found != expected)
        return defect(net, "Lemma 1", {{"pe", p}, {"level", i}, {"expected", expected}, {"found", found}});
      next.clear();
      for (uint64_t sw : frontier)
        for (uint64_t k = 0; k < net.u(); ++k) {
          uint64_t far = net.upper_link(sw * net.u() + k);
          if (far != Lcan::kNone) next.push_back(far / net.d());
        }
      std::sort(next.begin(), next.end());
      next.erase(std::unique(next.begin(), next.end()), next.end());
      frontier.swap(next);
    }
    return std::nullopt;
  };
  auto res = parallel_find_first(static_cast<int64_t>(net.N()), ctx,
                                 [&](int64_t p, int) { return pe_defect(static_cast<uint64_t>(p)).has_value(); });
  if (timed_out) *timed_out = res.timed_out;
  if (res.first_failure < 0) return std::nullopt;
  return pe_defect(static_cast<uint64_t>(res.first_failure));
}

std::optional<json> lca_count_defect(const Lcan& net, const RunContext& ctx, bool* timed_out) {
  ReachBits r = reach_bits(net);
  const uint64_t N = net.N();
  auto pair_defect = [&](uint64_t p, uint64_t q) -> std::optional<json> {
    auto [level, count] = lca_from_bits(r, net.levels(), p, q);
    int expected_level = net.lca_level(p, q);
    uint64_t expected = net.complete_bipartite() ? int_pow(net.u(), expected_level) : 1;
    if (level != expected_level || count != expected)
      return defect(net, net.complete_bipartite() ? "Lemma 2" : "Lemma 3",
                    {{"p", p}, {"q", q}, {"expected_level", expected_level}, {"expected_switches", expected},
                     {"found_level", level}, {"found_switches", count}});
    return std::nullopt;
  };
  auto res = parallel_find_first(static_cast<int64_t>(N), ctx, [&](int64_t p, int) {
    for (uint64_t q = 0; q < N; ++q)
      if (q != uint64_t(p) && pair_defect(p, q)) return true;
    return false;
  });
  if (timed_out) *timed_out = res.timed_out;
  if (res.first_failure < 0) return std::nullopt;
  for (uint64_t q = 0; q < N; ++q)
    if (q != uint64_t(res.first_failure))
      if (auto d = pair_defect(res.first_failure, q)) return d;
  return std::nullopt;
}

uint64_t count_paths_fast(const Lcan& net, uint64_t p, uint64_t q) {
  const uint64_t D = net.d(), U = net.u();
  const int l = net.levels();
  // Switches from which q can be reached going down = switches q reaches going up.
  std::vector<char> ancestor_of_q(net.switch_count(), 0);
  std::vector<uint64_t> frontier{net.pe_switch(q)}, next;
  while (!frontier.empty()) {
    next.clear();
    for (uint64_t sw : frontier) {
      if (ancestor_of_q[sw]) continue;
      ancestor_of_q[sw] = 1;
      for (uint64_t k = 0; k < U; ++k) {
        uint64_t far = net.upper_link(sw * U + k);
        if (far != Lcan::kNone) next.push_back(far / D);
      }
    }
    frontier.swap(next);
  }
  std::vector<uint64_t> up_switch(l + 1, Lcan::kNone);
  uint64_t total = 0;
  // Down from sw (entered from above, or the turning switch) to q, avoiding the up path's switches.
  std::function<void(uint64_t, int, uint64_t)> down = [&](uint64_t sw, int level, uint64_t skip_downer) {
    for (uint64_t j = 0; j < D; ++j) {
      if (j == skip_downer) continue;
      uint64_t far = net.downer_link(sw * D + j);
      if (far == Lcan::kNone) continue;
      if (level == 0) {
        if (far == q) ++total;
        continue;
      }
      uint64_t child = far / U;
      if (child >= net.switch_count() || !ancestor_of_q[child]) continue;
      bool on_up_path = false;
      for (int t = 0; t <= l; ++t) on_up_path |= up_switch[t] == child;
      if (!on_up_path) down(child, level - 1, D);
    }
  };
  std::function<void(uint64_t, int, uint64_t)> up = [&](uint64_t sw, int level, uint64_t entry_downer) {
    up_switch[level] = sw;
    if (ancestor_of_q[sw]) down(sw, level, entry_downer);  // turn here
    if (level + 1 < l)
      for (uint64_t k = 0; k < U; ++k) {
        uint64_t far = net.upper_link(sw * U + k);
        if (far == Lcan::kNone) continue;
        bool seen = false;
        for (int t = 0; t <= level; ++t) seen |= up_switch[t] == far / D;
        if (!seen) up(far / D, level + 1, far % D);
      }
    up_switch[level] = Lcan::kNone;
  };
  up(net.pe_switch(p), 0, net.pe_downer(p));
  return total;
}

std::optional<json> paths_defect(const Lcan& net, const RunContext& ctx, bool* timed_out) {
  ReachBits r = reach_bits(net);
  const uint64_t N = net.N();
  auto pair_defect = [&](uint64_t p, uint64_t q) -> std::optional<json> {
    uint64_t paths = count_paths_fast(net, p, q);
    auto [level, count] = lca_from_bits(r, net.levels(), p, q);
    if (paths != count)
      return defect(net, "Theorem 2", {{"p", p}, {"q", q}, {"lca_level", level}, {"lca_switches", count},
                                       {"paths", paths}});
    return std::nullopt;
  };
  auto res = parallel_find_first(static_cast<int64_t>(N), ctx, [&](int64_t p, int) {
    for (uint64_t q = 0; q < N; ++q)
      if (q != uint64_t(p) && pair_defect(p, q)) return true;
    return false;
  });
  if (timed_out) *timed_out = res.timed_out;
  if (res.first_failure < 0) return std::nullopt;
  for (uint64_t q = 0; q < N; ++q)
    if (q != uint64_t(res.first_failure))
      if (auto d = pair_defect(res.first_failure, q)) return d;
  return std::nullopt;
}

OfflineRouter default_offline_router() {
  return [](const Lcan& net, const Permutation& perm) { return route_offline(net, perm, true); };
}

std::optional<json> offline_defect(const Lcan& net, const Permutation& perm, const OfflineRouter& router) {
  BigInt bound_big = theorem3_cycle_bound(net.d(), net.u(), net.levels());
  uint64_t bound = bound_big > 1000000 ? 1000000 : static_cast<uint64_t>(bound_big);
  OfflineRouting routing = router(net, perm);
  std::string why;
  long bad = first_bad_route(net, perm, routing.routes, bound, &why);
  if (bad < 0) return std::nullopt;
  return defect(net, "Theorem 3", {{"permutation", perm}, {"bound", bound}, {"routes", routes_to_json(routing.routes)},
                                   {"route", bad}, {"why", why}});
}

SimulationSummary simulate_class(const Lcan& net, TrafficClass c, uint64_t count, uint64_t seed,
                                 const RunContext& ctx) {
  auto t0 = std::chrono::steady_clock::now();
  std::vector<uint32_t> cycles(count, 0);
  int workers = worker_count(ctx, static_cast<int64_t>(count));
  std::vector<std::unique_ptr<OnlineSimulator>> sims(workers);
  parallel_for(static_cast<int64_t>(count), ctx, [&](int64_t k, int w) {
    if (!sims[w]) sims[w] = std::make_unique<OnlineSimulator>(net);
    LcanRng rng(seed * 0x9e3779b97f4a7c15ULL + static_cast<uint64_t>(k));
    Permutation perm = draw_permutation(net, c, rng);
    cycles[k] = sims[w]->run(perm, rng);
  });
  CycleStats st = cycle_stats(cycles);
  SimulationSummary s;
  s.permutations = count;
  s.mean = st.mean;
  s.variance = st.variance;
  s.min = st.min;
  s.max = st.max;
  s.histogram = st.histogram;
  s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return s;
}

RecurrenceCheck recurrence_check(const Lcan& net, TrafficClass c, uint64_t count, uint64_t seed, double tolerance,
                                 const RunContext& ctx) {
  RecurrenceCheck r;
  r.prediction = lcan_recurrence(net.N(), net.d(), net.u(), net.levels()).cycles_plus_pass;
  r.sim = simulate_class(net, c, count, seed, ctx);
  double gap = std::fabs(r.sim.mean - r.prediction);
  if (gap > tolerance)
    r.defect = defect(net, "Sec. 3 recurrence", {{"class", to_string(c)}, {"permutations", count}, {"seed", seed},
                                                 {"mean", r.sim.mean}, {"variance", r.sim.variance},
                                                 {"prediction", r.prediction}, {"tolerance", tolerance},
                                                 {"gap", gap}});
  return r;
}

}  // namespace netcert
