// uniform_mapping.hpp — the uniform mapping property (Def. 3, seed 000), fast.
//
// sigma has UMP at level j iff |sigma(S(j,k)) ∩ S(n-j,l)| = 1 for all k, l,
// i.e. iff x -> (top j bits of x, top n-j bits of sigma(x)) is a bijection of
// Z_N: one pass over a cell bitmap per level, O(N) per level.
#pragma once
#include <cstdint>
#include <vector>

namespace netcert {

struct UmpViolation {
  int level = -1;
  uint64_t k = 0, l = 0;  // the cell S(j,k) -> S(n-j,l) hit twice
  uint64_t x1 = 0, x2 = 0;
};

class UmpChecker {
 public:
  explicit UmpChecker(int n) : n_(n), hit_(((1ULL << n) + 63) / 64, 0) {}
  // True when sigma has UMP at level j; otherwise fills v (if given).
  bool level_ok(const uint32_t* sigma, int j, UmpViolation* v = nullptr);
  // True when sigma has UMP at every level 0..n.
  bool all_levels_ok(const uint32_t* sigma, UmpViolation* v = nullptr);

 private:
  int n_;
  // One bit per cell: N bits = 8 KiB at n = 16, so a level's scan stays in L1.
  std::vector<uint64_t> hit_;
};

}  // namespace netcert
