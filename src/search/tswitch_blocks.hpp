// tswitch_blocks.hpp — one switch's optimal T-switch configurations (seed 002,
// Defs. 1.3-1.10) without enumerating its C(P, P/2) configurations, for the
// 36- and 64-port switches fabric-tswitch cannot enumerate.
//
// A configuration's internal-link use depends only on the symmetric loads
// W[x][y] = load[x][y] + load[y][x] (a pair crosses iff x and y lie in
// different halves). The positions are grouped into blocks (a position alone,
// or a pair that is each other's unique heaviest partner: under ftree a host
// port and the up port its traffic comes down through), and the blocks into
// classes such that swapping two blocks of a class, role by role, leaves W
// unchanged. Any permutation of the blocks within classes is then an
// automorphism of W, so the use depends only on the count vector: per class,
// how many blocks lie in each state (the set of their roles in C^alpha). The
// search runs over count vectors (product over classes of
// C(blocks + 2^r - 1, 2^r - 1)), and the number of minimising configurations is
// the sum, over minimising vectors, of the product of multinomials.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace netcert {

// More count vectors than this: the switch is not solved by blocks.
constexpr uint64_t kMaxTswitchCountVectors = 200'000;

using TswitchBlockClasses = std::vector<std::vector<std::vector<int>>>;  // class -> block -> position per role
using TswitchCountVector = std::vector<std::vector<uint64_t>>;  // class -> blocks per state (bit i: role i in C^alpha)

struct TswitchBlockOptimum {
  std::string unsolved;  // "" when solved, else why not (too many count vectors)
  TswitchBlockClasses classes;
  uint64_t min_use = 0;
  std::vector<TswitchCountVector> optimal_counts;  // ascending
  std::string minimiser_count;                     // decimal: can exceed 64 bits beyond 64 positions
  std::vector<int> example;                        // the positions in C^alpha of one minimiser, ascending
};

// loads: P x P, [in * P + out].
TswitchBlockOptimum tswitch_block_optimum(size_t P, const std::vector<uint64_t>& loads);

// The positions in C^alpha of the first configuration of a count vector (blocks filled in order).
std::vector<int> tswitch_count_vector_example(const TswitchBlockClasses& classes, const TswitchCountVector& counts);

}  // namespace netcert
