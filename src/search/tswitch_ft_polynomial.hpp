// tswitch_ft_polynomial.hpp — the engine of tswitch.ft_polynomial (seed 002,
// proof of Prop. 1.22): at switch <s,0> of every stage s < n-1, route every
// pair with DESTRO, keep the forward and turnaround connections, and count for
// every configuration C^alpha (all C(2k,k) k-subsets of the 2k ports, in
// increasing bit-mask order) the paths whose two ports lie in different twins;
// each count must equal C_I(p), p = |C^alpha ∩ B|, and p = k/2 must minimise it.
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/kary_ntree_claims.hpp"

namespace netcert {

constexpr int kMaxPolynomialArity = 10;  // C(20,10) = 184756 configurations per stage

// The holds witness: {"configurations": C(2k,k), "crossings_by_p": per stage s < n-1
// the claimed C_I(0..k) as decimal strings}.
json ft_polynomial_witness(int k, int n, const CrossingsClaim& claim = prop122_crossings_claim);
// Counterexamples, first in (stage, mask) order: {"stage", "alpha", "p", "crossings",
// "polynomial"}; else per stage {"stage", "minimisers"} when p = k/2 (odd k: both
// nearest integers) is not among the p minimising the counted crossings.
Outcome ft_polynomial_exhaustive(int k, int n, const RunContext& ctx,
                                 const CrossingsClaim& claim = prop122_crossings_claim);

}  // namespace netcert
