// lcan_downers.cpp — see lcan_downers.hpp. Every switch of every level >= 1 is
// visited; its downers' far ends are upper ports, whose switch is port / u.
#include "search/lcan_downers.hpp"

#include <algorithm>
#include <vector>

#include "core/sliced_loop.hpp"
#include "search/lcan_search.hpp"

namespace netcert {

namespace {

// Switch `sw` (level >= 1): its downers' distinct level-below switches must number d.
std::optional<json> downer_switch_defect(const Lcan& net, uint64_t sw, std::vector<uint64_t>& below) {
  const uint64_t d = net.d(), u = net.u();
  const int level = net.level_of(sw);
  below.clear();
  for (uint64_t j = 0; j < d; ++j) {
    uint64_t far = net.downer_link(sw * d + j);
    if (far != Lcan::kNone && net.level_of(far / u) == level - 1) below.push_back(far / u);
  }
  std::sort(below.begin(), below.end());
  uint64_t distinct = static_cast<uint64_t>(std::unique(below.begin(), below.end()) - below.begin());
  if (distinct == d) return std::nullopt;
  return lcan_defect("Sec. 2.1 downers", {{"level", level},
                                          {"switch", sw - net.level_offset(level)},
                                          {"distinct", distinct},
                                          {"expected", d}});
}

}  // namespace

// One sliced find-first loop over groups of kDownerGroup switches of levels >= 1
// (contiguous ids, level-major; one switch is too little work per index).
std::optional<json> downer_switches_defect(const Lcan& net, const RunContext& ctx, bool* timed_out) {
  if (net.levels() < 2) return std::nullopt;
  constexpr uint64_t kDownerGroup = 64;
  const uint64_t first = net.level_offset(1), count = net.switch_count() - first;
  auto group_defect = [&](int64_t g, std::vector<uint64_t>& below) -> std::optional<json> {
    const uint64_t end = std::min(count, static_cast<uint64_t>(g + 1) * kDownerGroup);
    for (uint64_t x = static_cast<uint64_t>(g) * kDownerGroup; x < end; ++x)
      if (auto d = downer_switch_defect(net, first + x, below)) return d;
    return std::nullopt;
  };
  const auto groups = static_cast<int64_t>((count + kDownerGroup - 1) / kDownerGroup);
  std::vector<std::vector<uint64_t>> scratch(static_cast<size_t>(worker_count(ctx, groups)));
  auto res = sliced_find_first(groups, ctx, [&](int64_t g, int w) {
    return group_defect(g, scratch[static_cast<size_t>(w)]).has_value();
  });
  if (timed_out) *timed_out = res.timed_out;
  if (res.first_failure < 0) return std::nullopt;
  std::vector<uint64_t> below;
  return group_defect(res.first_failure, below);
}

}  // namespace netcert
