// tlcan_routing_check.hpp — independent checker of lcan.tlcan_offline:
// off-line circuit-switched routing of permutations on a T-LCAN(N, d, u).
//
// Own model, from the definitions alone (Sec. 2.1, Cor. 2): k = d/u, l levels
// with N = u k^l, the level-i switch above PE p is p div (d k^i), and a tree
// edge is a bundle of u connectors. A cycle is a set of circuits using every
// directed bundle at most u times (down=bundle), or every up bundle at most u
// times and every down connector w = destination mod u at most once
// (down=label). The minimum number of cycles of a permutation is computed by a
// dynamic programme over subsets of circuits (cover by feasible sets), not by
// the engine's backtracking. Nothing here includes search/, route/ or properties/.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/permutation.hpp"

namespace netcert {

struct TlcanTreeModel {
  uint64_t N = 0, d = 0, u = 0, k = 0;
  int levels = 0;
  // Throws std::invalid_argument unless u | d, d != u and N = u (d/u)^l.
  static TlcanTreeModel of(uint64_t N, uint64_t d, uint64_t u);
  uint64_t bound() const;  // (d/u)^(l-1)
};

// The exact minimum number of cycles routing `perm` (throws std::invalid_argument
// for more than 20 circuits leaving their level-0 switch: 3^n subset work).
uint32_t tlcan_check_min_cycles(const TlcanTreeModel& t, const Permutation& perm, bool label);

// Every permutation (std::next_permutation order = lexicographic): the maximum
// of the minimum, the first permutation reaching it, a histogram (index =
// cycles), and the first permutation needing more than the bound, if any.
struct TlcanSweep {
  uint64_t permutations = 0;
  uint32_t max_cycles = 0;
  Permutation first_max;
  std::vector<uint64_t> histogram;
  std::optional<Permutation> first_over;
  uint64_t over = 0;
};
TlcanSweep tlcan_check_all_permutations(const TlcanTreeModel& t, bool label);

// A schedule: source s's circuit opens in cycle cycle_of[s]. nullopt when every
// cycle is feasible under the rule, else which bundle or connector is overloaded.
std::optional<std::string> tlcan_check_schedule(const TlcanTreeModel& t, const Permutation& perm,
                                                const std::vector<uint32_t>& cycle_of, bool label);

}  // namespace netcert
