// tlcan_offline.hpp — off-line permutation routing on T-LCANs (an
// extension of Theorem 3 of seed 004 outside its hypotheses): the minimum
// number of circuit-switched cycles that route a permutation, found by an exact
// backtracking search over schedules.
//
// Convention. The down route of a T-LCAN is unique at switch level (a tree);
// Sec. 2.3's digit rule cannot apply literally (N != d^l). down=bundle: a
// circuit may use any free connector of the u-connector bundle towards the
// destination's child, so a cycle is feasible iff every directed bundle carries
// at most u circuits. down=label (netcert's deterministic analogue of the digit
// rule): the down connector is w = destination mod u at every level, so every
// down connector carries at most one circuit and every up bundle at most u.
// Up: any free upper (both). PE links are never shared in a permutation.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/permutation.hpp"
#include "core/verdict.hpp"
#include "net/lcan.hpp"
#include "route/tlcan_down.hpp"

namespace netcert {

// B = (d/u)^(l-1): the bound of the claim (Theorem 3's ceil((d/u)^(l-1)) with
// the T-LCAN's l); also the load of a root permutation on a root child's bundle.
uint64_t tlcan_cycle_bound(const Lcan& net);

// The exact minimum number of cycles that route `perm` (>= 1).
uint32_t tlcan_min_cycles(const Lcan& net, const Permutation& perm, TlcanDown down);

// lcan.tlcan_offline, engine exhaustive: every permutation (sliced over ranks);
// fails with the smallest-rank permutation needing more than B cycles. Holds
// witness: {permutations, bound, down, min_max_cycles, max_permutation, histogram}.
Outcome tlcan_offline_exhaustive(const Lcan& net, TlcanDown down, const RunContext& ctx);
// Engine random: one sampled permutation (drawn from `draw`); a counterexample or nullopt.
std::optional<json> tlcan_offline_sample(const Lcan& net, TlcanDown down, uint64_t draw);
// The counterexample for a permutation needing more than B cycles.
json tlcan_offline_counterexample(const Lcan& net, TlcanDown down, const Permutation& perm, uint32_t cycles);

}  // namespace netcert
