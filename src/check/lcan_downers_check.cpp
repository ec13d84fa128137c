// lcan_downers_check.cpp — see lcan_downers_check.hpp.
#include "check/lcan_downers_check.hpp"

#include <set>

namespace netcert {

uint64_t lcan_distinct_below(const LcanWiring& w, int level, uint64_t s) {
  std::set<uint64_t> below;
  for (uint64_t j = 0; j < w.d(); ++j) {
    LcanWiring::End e = w.down(level, s, j);
    if (e.sw < w.switches(level - 1) && e.port < w.u()) below.insert(e.sw);  // off-level or open ends do not count
  }
  return below.size();
}

std::optional<json> lcan_first_downer_defect(const LcanWiring& w) {
  for (int level = 1; level < w.levels(); ++level)
    for (uint64_t s = 0; s < w.switches(level); ++s) {
      uint64_t distinct = lcan_distinct_below(w, level, s);
      if (distinct != w.d())
        return json{{"claim", "Sec. 2.1 downers"}, {"level", level}, {"switch", s}, {"distinct", distinct}, {"expected", w.d()}};
    }
  return std::nullopt;
}

}  // namespace netcert
