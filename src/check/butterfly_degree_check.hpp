// butterfly_degree_check.hpp — the checker's degree count on seed 001's butterfly G_n (table
// butterfly-node-degrees): for every node (s,i), how many links of G_n enter it from stage s−1 and
// leave it to stage s+1. Read from Def. 1 pair by pair (rows i, i' of adjacent stages are joined when
// i' = i or i' = i XOR 2^s), not from the engine's edge walk.
#pragma once
#include <cstdint>
#include <vector>

namespace netcert {

constexpr int kMaxCheckedDegreeU = 10;  // n^2 row pairs per stage

struct StageDegrees {
  int64_t min_in = 0, max_in = 0, min_out = 0, max_out = 0;
};

// One entry per stage s = 0..u of G_n, n = 2^u, 1 <= u <= kMaxCheckedDegreeU; throws otherwise.
std::vector<StageDegrees> checked_butterfly_degrees(int u);

}  // namespace netcert
