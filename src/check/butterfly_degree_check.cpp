// butterfly_degree_check.cpp — in- and out-degrees of G_n by pairwise adjacency (butterfly_degree_check.hpp).
#include "check/butterfly_degree_check.hpp"

#include <algorithm>
#include <stdexcept>

namespace netcert {

namespace {

// Def. 1: stage s row a and stage s+1 row b are joined iff b = a or b = a XOR 2^s.
bool butterfly_joined(int s, int64_t a, int64_t b) { return b == a || b == (a ^ (int64_t{1} << s)); }

}  // namespace

std::vector<StageDegrees> checked_butterfly_degrees(int u) {
  if (u < 1 || u > kMaxCheckedDegreeU) throw std::invalid_argument("butterfly degrees: needs 1 <= u <= 10");
  const int64_t n = int64_t{1} << u;
  std::vector<StageDegrees> stages;
  for (int s = 0; s <= u; ++s) {
    StageDegrees d{n, 0, n, 0};
    for (int64_t i = 0; i < n; ++i) {
      int64_t in = 0, out = 0;
      for (int64_t other = 0; other < n; ++other) {
        if (s > 0) in += butterfly_joined(s - 1, other, i);
        if (s < u) out += butterfly_joined(s, i, other);
      }
      d.min_in = std::min(d.min_in, in), d.max_in = std::max(d.max_in, in);
      d.min_out = std::min(d.min_out, out), d.max_out = std::max(d.max_out, out);
    }
    stages.push_back(d);
  }
  return stages;
}

}  // namespace netcert
