// lcan_recurrence.hpp — the analysis of Sec. 3 for root permutations:
// Eq. (2) p_(i-1) = 1 - (1 - p_i/d)^u, iterated down the network for the
// fraction of pairs that get through one cycle, and Eq. (3)
// x_i = x_(i-1) - (pairs through), x_0 = N, iterated until x_i < 1.
//
// Reading (the OCR'd text says "iterate to p_1" and counts cycles as
// i - 1 + x_i): downward contention happens at the downers of levels
// l-1, ..., 1 (level 0 delivers to distinct PEs), so Eq. (2) is applied
// `contention_levels` = l - 1 times by default, starting from the load on the
// top level's N (u/d)^(l-1) downers, min(1, x / (N (u/d)^(l-1))); the pairs
// through a cycle are p * N (u/d) (the wires into level 0; = N p when d = u).
// Both cycle counts are reported: the paper's i - 1 + x_i and i + x_i.
// The top switch receives its pairs on its d downers, so by default Eq. (2)'s
// exponent is d there (u below); `printed_exponent` keeps u at every level as
// Eq. (2) is printed. The two agree when d = u; for d > u only the first
// matches simulation (Fig. 5; see ERRATA.md, seed 004).
#pragma once
#include <cstdint>
#include <vector>

namespace netcert {

struct RecurrencePrediction {
  std::vector<double> remaining;  // x_0 = N, x_1, ..., x_i (< 1)
  std::vector<double> top_load;   // p at the top in each cycle
  int cycles_iterated = 0;        // i: first index with x_i < 1
  double cycles_paper = 0;        // i - 1 + x_i, as printed
  double cycles_plus_pass = 0;    // i + x_i
};

// contention_levels < 0 means l - 1.
RecurrencePrediction lcan_recurrence(uint64_t N, uint64_t d, uint64_t u, int levels, int contention_levels = -1,
                                     bool printed_exponent = false);

}  // namespace netcert
