// tswitch_ft_polynomial.cpp — see tswitch_ft_polynomial.hpp.
#include "search/tswitch_ft_polynomial.hpp"

#include <bitset>
#include <map>

#include "core/progress.hpp"

#include "core/sliced_loop.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_config.hpp"
#include "route/destro.hpp"
#include "search/ksubset_rank.hpp"

namespace netcert {

namespace {

int down_ports_in_alpha(uint64_t mask, int k) { return static_cast<int>(std::bitset<64>(mask & ((1ULL << k) - 1)).count()); }

// p = k/2 for even k; for odd k both integers nearest k/2 (the parabola's vertex).
bool half_minimises(const std::map<int, BigInt>& by_p, int k) {
  BigInt least = by_p.begin()->second;
  for (auto& [p, c] : by_p) least = c < least ? c : least;
  return by_p.at(k / 2) == least && by_p.at((k + 1) / 2) == least;
}

}  // namespace

json ft_polynomial_witness(int k, int n, const CrossingsClaim& claim) {
  uint64_t configurations = 1;
  for (int i = 1; i <= k; ++i) configurations = configurations * static_cast<uint64_t>(k + i) / static_cast<uint64_t>(i);
  json stages = json::array();
  for (int s = 0; s + 1 < n; ++s) {
    json row = json::array();
    for (int p = 0; p <= k; ++p) row.push_back(claim(k, n, s, p).str());
    stages.push_back(row);
  }
  return json{{"configurations", configurations}, {"crossings_by_p", stages}};
}

namespace {

// The p minimising the claimed crossings of stage s (the counted ones once every configuration matched).
std::map<int, BigInt> polynomial_claimed_by_p(int k, int n, int s, const CrossingsClaim& claim) {
  std::map<int, BigInt> by_p;
  for (int p = 0; p <= k; ++p) by_p[p] = claim(k, n, s, p);
  return by_p;
}

}  // namespace

Outcome ft_polynomial_exhaustive(int k, int n, const RunContext& ctx, const CrossingsClaim& claim) {
  KaryNTree t(k, n);
  std::vector<std::vector<uint64_t>> loads;  // per stage s < n-1, switch <s,0>: built before the sliced loop
  for (int s = 0; s + 1 < n; ++s) {
    if (ctx.expired()) return Outcome::unknown("timed out at stage " + std::to_string(s));
    loads.push_back(filter_loads(destro_switch_loads(t, Traffic{t.terminals(), {}}, t.switch_id(s, 0)), k,
                                 Connections::ForwardTurnaround));
  }
  // The sliced loop: per stage, the C(2k,k) configurations by rank (increasing
  // mask order), then one index for "p = k/2 minimises" (after them: the
  // unsliced order of the checks, so the same counterexample comes first).
  const uint64_t configurations = ksubset_binomial(2 * k, k);
  const int64_t per_stage = static_cast<int64_t>(configurations) + 1, count = per_stage * (n - 1);
  auto mask_at = [&](int64_t i) { return ksubset_mask_at(2 * k, k, static_cast<uint64_t>(i % per_stage)); };
  auto config_fails = [&](int64_t i) {
    const int s = static_cast<int>(i / per_stage);
    const uint64_t mask = mask_at(i);
    return BigInt(internal_use(loads[static_cast<size_t>(s)], k, sides_of_mask(mask, k))) !=
           claim(k, n, s, down_ports_in_alpha(mask, k));
  };
  auto is_half_index = [&](int64_t i) { return i % per_stage == per_stage - 1; };
  Progress progress("configurations", static_cast<uint64_t>(count), ctx.progress);
  SearchResult r = sliced_find_first(count, ctx, [&](int64_t i, int) {
    if (is_half_index(i)) return !half_minimises(polynomial_claimed_by_p(k, n, static_cast<int>(i / per_stage), claim), k);
    return config_fails(i);
  }, &progress);
  if (r.first_failure >= 0) {
    const int64_t i = r.first_failure;
    const int s = static_cast<int>(i / per_stage);
    if (is_half_index(i)) {
      const std::map<int, BigInt> by_p = polynomial_claimed_by_p(k, n, s, claim);
      BigInt least = by_p.begin()->second;
      for (auto& [p, c] : by_p) least = c < least ? c : least;
      json minimisers = json::array();
      for (auto& [p, c] : by_p)
        if (c == least) minimisers.push_back(p);
      return Outcome::fails(json{{"stage", s}, {"minimisers", minimisers}},
                            "stage " + std::to_string(s) + ": p = k/2 does not minimise the crossings");
    }
    const uint64_t mask = mask_at(i);
    const int p = down_ports_in_alpha(mask, k);
    const BigInt crossings = internal_use(loads[static_cast<size_t>(s)], k, sides_of_mask(mask, k));
    return Outcome::fails(json{{"stage", s}, {"alpha", alpha_of(sides_of_mask(mask, k))}, {"p", p},
                               {"crossings", crossings.str()}, {"polynomial", claim(k, n, s, p).str()}},
                          "stage " + std::to_string(s) + ": the counted crossings differ from C_I(p)");
  }
  if (r.timed_out) return Outcome::unknown("timed out after " + std::to_string(r.checked) + " configurations");
  Outcome o = Outcome::holds(ft_polynomial_witness(k, n, claim),
                             "every configuration of every stage s < n-1 crosses C_I(p) times; p = k/2 minimises");
  o.stats["configurations_checked"] = configurations * static_cast<uint64_t>(n - 1);
  return o;
}

}  // namespace netcert
