// kary_destro_minmax_check.hpp — the checker's side of table tswitch-destro-minmax (seed 002, Sec. 5:
// DESTRO "reduces to the minimum the number of paths that share each link").
//
// A minimal path from h to h' in a k-ary n-tree climbs to stage t = FirstDifference(h,h') (the most
// significant differing digit) and comes down, so it crosses the channel level s (the k^n links
// between stages s−1 and s) once upward and once downward exactly when t >= s, whatever switches it
// uses. Under uniform traffic every minimal routing therefore puts the same total on level s, and its
// busiest link of the level carries at least the ceiling of that total over the k^n links. The checker
// counts those pairs digit by digit and takes DESTRO's link loads from its own walk over the model's
// wiring (check/tswitch_check.hpp walked_all_loads).
#pragma once
#include <cstdint>
#include <vector>

namespace netcert {

constexpr uint64_t kMaxCheckedMinmaxTerminals = 4096;

struct LevelLoads {
  int level = 0;                       // links between stages level−1 and level, 1 <= level <= n−1
  uint64_t crossing_pairs = 0;         // ordered pairs whose every minimal path crosses the level (each way)
  uint64_t links = 0;                  // k^n
  uint64_t bound = 0;                  // ceil(crossing_pairs / links): no minimal routing does better
  uint64_t walked_max_up = 0, walked_max_down = 0;  // DESTRO's busiest link of the level, walked
};

// One entry per level 1..n−1 under uniform traffic (one path per ordered pair h != h');
// k^n <= kMaxCheckedMinmaxTerminals, else throws.
std::vector<LevelLoads> checked_minmax_levels(int k, int n);

}  // namespace netcert
