// tswitch_turnaround.hpp — the engine of tswitch.turnaround_paths (seed 002,
// A.5 and A.5.1): for every ordered pair h != h' with t = FirstDifference(h,h'),
// on the paper's arithmetic link rule, count the shortest paths (breadth-first
// distances from h', then path counts in visit order), the distinct switches
// of their union at stage t and above, and the length of the DESTRO path.
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/tswitch_reach.hpp"

namespace netcert {

constexpr uint64_t kMaxTurnaroundTerminals = 256;

// Witness {"pairs": N^2-N}; counterexample {"h", "hp", "quantity", "counted", "claimed"},
// quantity one of distance, shortest_paths, turn_switches, destro_switches.
Outcome turnaround_paths_exhaustive(int k, int n, const RunContext& ctx,
                                   const TurnaroundClaim& claim = turnaround_claim);

}  // namespace netcert
