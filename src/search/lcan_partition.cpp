// lcan_partition.cpp — see lcan_partition.hpp.
#include "search/lcan_partition.hpp"

#include <algorithm>
#include <vector>

#include "core/sliced_loop.hpp"
#include "search/lcan_search.hpp"

namespace netcert {

uint64_t lcan_block_size(const Lcan& net, int level) {
  uint64_t size = net.d();
  const uint64_t step = net.complete_bipartite() ? net.d() : net.d() / net.u();
  for (int j = 0; j < level; ++j) size *= step;
  return size;
}

namespace {

// Appends the PEs reached from switch `sw` going down through downers only.
void pes_below(const Lcan& net, uint64_t sw, std::vector<uint64_t>& out) {
  const int level = net.level_of(sw);
  for (uint64_t j = 0; j < net.d(); ++j) {
    const uint64_t far = net.downer_link(sw * net.d() + j);
    if (far == Lcan::kNone) continue;
    if (level == 0)
      out.push_back(far);  // at level 0 a downer serves a PE
    else if (net.level_of(far / net.u()) == level - 1)
      pes_below(net, far / net.u(), out);
  }
}

}  // namespace

std::optional<json> partition_switch_defect(const Lcan& net, uint64_t sw) {
  std::vector<uint64_t> below;
  pes_below(net, sw, below);
  std::sort(below.begin(), below.end());
  below.erase(std::unique(below.begin(), below.end()), below.end());
  const int level = net.level_of(sw);
  const uint64_t size = lcan_block_size(net, level);
  const bool one_block = below.size() == size && below.front() % size == 0 && below.back() == below.front() + size - 1;
  if (one_block) return std::nullopt;
  return lcan_defect("Sec. 1 partitionable", {{"level", level}, {"switch", sw - net.level_offset(level)},
                                              {"pes_below", below.size()}, {"first", below.empty() ? 0 : below.front()},
                                              {"last", below.empty() ? 0 : below.back()}, {"block_size", size}});
}

Outcome lcan_partition_exhaustive(const Lcan& net, const RunContext& ctx) {
  const uint64_t switches = net.switch_count();
  Progress progress("switches", switches, ctx.progress);
  auto r = sliced_find_first(static_cast<int64_t>(switches), ctx, [&](int64_t sw, int) {
    return partition_switch_defect(net, static_cast<uint64_t>(sw)).has_value();
  }, &progress);
  if (r.first_failure >= 0) return Outcome::fails(*partition_switch_defect(net, static_cast<uint64_t>(r.first_failure)));
  if (r.timed_out)
    return Outcome::unknown("timeout after " + std::to_string(r.checked) + " of " + std::to_string(switches) + " switches");
  json sizes = json::array(), switches_per_level = json::array();
  for (int j = 0; j < net.levels(); ++j) sizes.push_back(lcan_block_size(net, j)), switches_per_level.push_back(net.switches_at(j));
  Outcome o = Outcome::holds({{"levels", net.levels()}, {"block_size_per_level", sizes}, {"switches_per_level", switches_per_level}},
                             "every switch serves exactly one block of PEs (" + net.shape().name() + ")");
  o.stats["switches"] = switches;
  return o;
}

}  // namespace netcert
