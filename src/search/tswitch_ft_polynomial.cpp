// tswitch_ft_polynomial.cpp — see tswitch_ft_polynomial.hpp.
#include "search/tswitch_ft_polynomial.hpp"

#include <bitset>
#include <map>

#include "net/kary_ntree.hpp"
#include "net/tswitch_config.hpp"
#include "route/destro.hpp"

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

Outcome ft_polynomial_exhaustive(int k, int n, const RunContext& ctx, const CrossingsClaim& claim) {
  KaryNTree t(k, n);
  uint64_t checked = 0;
  for (int s = 0; s + 1 < n; ++s) {
    if (ctx.expired()) return Outcome::unknown("timed out at stage " + std::to_string(s));
    auto loads = filter_loads(destro_switch_loads(t, Traffic{t.terminals(), {}}, t.switch_id(s, 0)), k,
                              Connections::ForwardTurnaround);
    std::map<int, BigInt> by_p;
    for (uint64_t mask = 0; mask < (1ULL << (2 * k)); ++mask) {
      if (std::bitset<64>(mask).count() != static_cast<size_t>(k)) continue;
      const int p = down_ports_in_alpha(mask, k);
      const BigInt crossings = internal_use(loads, k, sides_of_mask(mask, k));
      ++checked;
      if (crossings != claim(k, n, s, p))
        return Outcome::fails(json{{"stage", s}, {"alpha", alpha_of(sides_of_mask(mask, k))}, {"p", p},
                                   {"crossings", crossings.str()}, {"polynomial", claim(k, n, s, p).str()}},
                              "stage " + std::to_string(s) + ": the counted crossings differ from C_I(p)");
      by_p[p] = crossings;
    }
    if (!half_minimises(by_p, k)) {
      BigInt least = by_p.begin()->second;
      for (auto& [p, c] : by_p) least = c < least ? c : least;
      json minimisers = json::array();
      for (auto& [p, c] : by_p)
        if (c == least) minimisers.push_back(p);
      return Outcome::fails(json{{"stage", s}, {"minimisers", minimisers}},
                            "stage " + std::to_string(s) + ": p = k/2 does not minimise the crossings");
    }
  }
  Outcome o = Outcome::holds(ft_polynomial_witness(k, n, claim),
                             "every configuration of every stage s < n-1 crosses C_I(p) times; p = k/2 minimises");
  o.stats["configurations_checked"] = checked;
  return o;
}

}  // namespace netcert
