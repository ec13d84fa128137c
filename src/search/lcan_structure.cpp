// lcan_structure.cpp — Sec. 2 structure of an LCAN model: Eq. (1), Cor. 1-2,
// Theorem 1 and the level interconnect Π (see lcan_search.hpp).
#include <algorithm>

#include "search/lcan_search.hpp"

namespace netcert {


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
        return lcan_defect("levels", {{"switch", net.switch_name(sw)},
                                      {"found", "reached at levels " + std::to_string(level_of[sw]) + " and " +
                                                    std::to_string(i)}});
      level_of[sw] = i;
    }
    levels.push_back(frontier);
    std::vector<uint64_t> next;
    climb_one_level(net, frontier, next);
    if (levels.size() > 64) return lcan_defect("levels", {{"found", "more than 64 levels (a cycle in the wiring)"}});
  }
  const int l = static_cast<int>(levels.size());
  // Eq. (1) per level.
  for (int i = 0; i < l; ++i) {
    auto eq1 = eq1_switches(s.N, s.d, s.u, i);
    if (eq1.second != 1 || eq1.first != levels[i].size())
      return lcan_defect("Eq. (1)", {{"level", i}, {"expected", to_string(eq1.first) + "/" + to_string(eq1.second)},
                                     {"found", levels[i].size()}});
  }
  // Cor. 1 / Cor. 2.
  BigInt expected_N = net.complete_bipartite()
                          ? big_pow(BigInt(s.d), l)
                          : big_pow(BigInt(s.d), l) / big_pow(BigInt(s.u), l - 1);
  if (expected_N != s.N)
    return lcan_defect(net.complete_bipartite() ? "Cor. 1" : "Cor. 2",
                  {{"levels", l}, {"expected_N", to_string(expected_N)}, {"found_N", s.N}});
  if (!net.complete_bipartite() && levels.back().size() != 1)
    return lcan_defect("Cor. 2", {{"found", "top level has " + std::to_string(levels.back().size()) + " switches"}});
  // Theorem 1.
  int lmax = theorem1_lmax(s.N, s.d, s.u);
  if (lmax >= 0 && l > lmax) return lcan_defect("Theorem 1", {{"levels", l}, {"l_max", lmax}});
  // Π_(i+1): every downer of level i+1 wired to an upper of level i and back.
  for (int i = 0; i + 1 < l; ++i)
    for (uint64_t sw : levels[i + 1])
      for (uint64_t j = 0; j < net.d(); ++j) {
        uint64_t up = net.downer_link(sw * net.d() + j);
        bool ok = up != Lcan::kNone && up < net.switch_count() * net.u() && level_of[up / net.u()] == i &&
                  net.upper_link(up) == sw * net.d() + j;
        if (!ok)
          return lcan_defect("Pi one-to-one", {{"level", i + 1}, {"switch", net.switch_name(sw)}, {"downer", j}});
      }
  for (uint64_t sw : levels[l - 1])
    for (uint64_t k = 0; k < net.u(); ++k)
      if (net.upper_link(sw * net.u() + k) != Lcan::kNone)
        return lcan_defect("top level", {{"switch", net.switch_name(sw)}, {"upper", k}});
  return std::nullopt;
}

std::optional<json> switch_wiring_defect(const Lcan& net, uint64_t sw) {
  const int i = net.level_of(sw);
  for (uint64_t k = 0; k < net.u(); ++k) {
    uint64_t far = net.upper_link(sw * net.u() + k);
    bool top = i + 1 == net.levels();
    bool ok = top ? far == Lcan::kNone
                  : far != Lcan::kNone && net.level_of(far / net.d()) == i + 1 && net.downer_link(far) == sw * net.u() + k;
    if (!ok) return lcan_defect("Pi one-to-one", {{"level", i}, {"switch", net.switch_name(sw)}, {"upper", k}});
  }
  for (uint64_t j = 0; j < net.d() && i > 0; ++j) {
    uint64_t far = net.downer_link(sw * net.d() + j);
    bool ok = far != Lcan::kNone && net.level_of(far / net.u()) == i - 1 && net.upper_link(far) == sw * net.d() + j;
    if (!ok) return lcan_defect("Pi one-to-one", {{"level", i}, {"switch", net.switch_name(sw)}, {"downer", j}});
  }
  return std::nullopt;
}

}  // namespace netcert
