// lcan_downers.cpp — see lcan_downers.hpp. Every switch of every level >= 1 is
// visited; its downers' far ends are upper ports, whose switch is port / u.
#include "search/lcan_downers.hpp"

#include <algorithm>
#include <vector>

#include "search/lcan_search.hpp"

namespace netcert {

std::optional<json> downer_switches_defect(const Lcan& net, const RunContext& ctx, bool* timed_out) {
  const uint64_t d = net.d(), u = net.u();
  std::vector<uint64_t> below;
  for (int level = 1; level < net.levels(); ++level) {
    if (ctx.expired()) return *timed_out = true, std::nullopt;
    for (uint64_t s = 0; s < net.switches_at(level); ++s) {
      below.clear();
      const uint64_t first_downer = (net.level_offset(level) + s) * d;
      for (uint64_t j = 0; j < d; ++j) {
        uint64_t far = net.downer_link(first_downer + j);
        if (far != Lcan::kNone && net.level_of(far / u) == level - 1) below.push_back(far / u);
      }
      std::sort(below.begin(), below.end());
      uint64_t distinct = static_cast<uint64_t>(std::unique(below.begin(), below.end()) - below.begin());
      if (distinct != d)
        return lcan_defect("Sec. 2.1 downers",
                           {{"level", level}, {"switch", s}, {"distinct", distinct}, {"expected", d}});
    }
  }
  return std::nullopt;
}

}  // namespace netcert
