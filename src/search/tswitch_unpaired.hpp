// tswitch_unpaired.hpp — the engine of tswitch.unpaired_minimum (seed 002, the
// uniqueness part of Prop. 1.29's proof): at switch <s,0> of every stage
// s < n-1, route every pair with DESTRO (uniform traffic, all connections) and
// take the least internal-link use over the *balanced, unpaired*
// configurations: |C^alpha ∩ B| = k/2 and some port l whose partner l±k lies in
// the other twin (C^alpha not in S_b). The proof states that such a
// configuration uses the link ½k^(n+1) + k^n − k^(s+1) times; its least use is
// compared with a claimed count per stage.
#pragma once
#include <cstdint>
#include <functional>

#include "core/bigint.hpp"
#include "core/context.hpp"
#include "core/verdict.hpp"

namespace netcert {

constexpr int kMaxUnpairedArity = 10;  // C(20,10) = 184756 configurations per stage

// The claimed least use at stage s of a k-ary n-tree (k even).
using UnpairedClaim = std::function<BigInt(int k, int n, int s)>;

// Whether the k-subset `mask` of the 2k ports is balanced (k/2 down ports) and unpaired (not in S_b).
bool balanced_unpaired(uint64_t mask, int k);

// Holds: {"stages": [{"stage", "least_use", "minimisers", "example"}]} per stage s < n-1 (minimisers counted over
// V, as masks; example = the first minimiser's alpha in increasing mask order). Fails at the first stage whose least
// use differs from the claim: {"stage", "least_use", "claimed", "alpha"} (alpha: that first minimiser).
Outcome unpaired_minimum_exhaustive(int k, int n, const UnpairedClaim& claim, const RunContext& ctx);

}  // namespace netcert
