// lcan_partition_check.cpp — see lcan_partition_check.hpp.
#include "check/lcan_partition_check.hpp"

#include <set>
#include <vector>

namespace netcert {

uint64_t lcan_partition_block_size(const LcanWiring& w, int level) {
  uint64_t b = w.d();
  for (int j = 0; j < level; ++j) b *= w.cb() ? w.d() : w.d() / w.u();
  return b;
}

std::optional<json> lcan_first_partition_defect(const LcanWiring& w) {
  // reached[level][switch] = the PEs whose upward walk arrives there
  std::vector<std::vector<std::set<uint64_t>>> reached(static_cast<size_t>(w.levels()));
  for (int j = 0; j < w.levels(); ++j) reached[static_cast<size_t>(j)].resize(w.switches(j));
  for (uint64_t p = 0; p < w.N(); ++p) {
    auto reach = lcan_reach_by_walk(w, p);
    for (int j = 0; j < w.levels() && j < static_cast<int>(reach.size()); ++j)
      for (uint64_t s : reach[static_cast<size_t>(j)]) reached[static_cast<size_t>(j)][s].insert(p);
  }
  for (int j = 0; j < w.levels(); ++j) {
    const uint64_t B = lcan_partition_block_size(w, j);
    for (uint64_t s = 0; s < w.switches(j); ++s) {
      const std::set<uint64_t>& pes = reached[static_cast<size_t>(j)][s];
      const bool one_block = pes.size() == B && *pes.begin() % B == 0 && *pes.rbegin() == *pes.begin() + B - 1;
      if (one_block) continue;
      return json{{"claim", "Sec. 1 partitionable"}, {"level", j}, {"switch", s}, {"pes_below", pes.size()},
                  {"first", pes.empty() ? 0 : *pes.begin()}, {"last", pes.empty() ? 0 : *pes.rbegin()},
                  {"block_size", B}};
    }
  }
  return std::nullopt;
}

}  // namespace netcert
