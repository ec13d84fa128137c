// lcan_structure.cpp — Sec. 2 structure of an LCAN model: Eq. (1), Cor. 1-2,
// Theorem 1 and the level interconnect Π (see lcan_search.hpp).
#include <algorithm>

#include "core/sliced_loop.hpp"
#include "search/lcan_search.hpp"

namespace netcert {


namespace {

constexpr size_t kLcanWiringGroup = 64;

// One item of the sliced wiring check: a switch of level >= 1 (its downers, Π_(level))
// or a top-level switch (its uppers lead nowhere), in the order the checks are stated.
struct WiringItem {
  uint64_t sw;
  int level;
  bool top;
};

std::optional<json> wiring_item_defect(const Lcan& net, const std::vector<int>& level_of, const WiringItem& it) {
  if (it.top) {
    for (uint64_t k = 0; k < net.u(); ++k)
      if (net.upper_link(it.sw * net.u() + k) != Lcan::kNone)
        return lcan_defect("top level", {{"switch", net.switch_name(it.sw)}, {"upper", k}});
    return std::nullopt;
  }
  for (uint64_t j = 0; j < net.d(); ++j) {  // every downer of level i+1 wired to an upper of level i and back
    uint64_t up = net.downer_link(it.sw * net.d() + j);
    bool ok = up != Lcan::kNone && up < net.switch_count() * net.u() && level_of[up / net.u()] == it.level - 1 &&
              net.upper_link(up) == it.sw * net.d() + j;
    if (!ok) return lcan_defect("Pi one-to-one", {{"level", it.level}, {"switch", net.switch_name(it.sw)}, {"downer", j}});
  }
  return std::nullopt;
}

}  // namespace

std::optional<json> level_sizes_defect(const Lcan& net) { return level_sizes_defect(net, RunContext(), nullptr); }

// The levels, Eq. (1), Cor. 1-2 and Theorem 1 come from one climb before the loop;
// the sliced loop (find-first) is over the switches whose wiring Π and the top level check.
std::optional<json> level_sizes_defect(const Lcan& net, const RunContext& ctx, bool* timed_out) {
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
  // Items: the switches of levels 1..l-1 (their downers), then those of level l-1 again (top).
  std::vector<size_t> first_item(1, 0);  // per part: its first item
  for (int i = 1; i < l; ++i) first_item.push_back(first_item.back() + levels[i].size());
  first_item.push_back(first_item.back() + levels[l - 1].size());
  auto item = [&](size_t x) {
    const size_t part = static_cast<size_t>(std::upper_bound(first_item.begin(), first_item.end(), x) - first_item.begin()) - 1;
    const bool top = part + 1 == static_cast<size_t>(l);
    const int level = top ? l - 1 : static_cast<int>(part) + 1;
    return WiringItem{levels[static_cast<size_t>(level)][x - first_item[part]], level, top};
  };
  const size_t items = first_item.back();
  // An index is a group of kLcanWiringGroup items (one item is too little work per index).
  auto group_defect = [&](int64_t g) -> std::optional<json> {
    const size_t end = std::min(items, static_cast<size_t>(g + 1) * kLcanWiringGroup);
    for (size_t x = static_cast<size_t>(g) * kLcanWiringGroup; x < end; ++x)
      if (auto d = wiring_item_defect(net, level_of, item(x))) return d;
    return std::nullopt;
  };
  const auto groups = static_cast<int64_t>((items + kLcanWiringGroup - 1) / kLcanWiringGroup);
  auto res = sliced_find_first(groups, ctx, [&](int64_t g, int) { return group_defect(g).has_value(); });
  if (timed_out) *timed_out = res.timed_out;
  if (res.first_failure >= 0) return group_defect(res.first_failure);
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
