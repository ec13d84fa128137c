// tswitch_polynomial_check.hpp — the independent re-check of tswitch.ft_polynomial
// (seed 002, proof of Prop. 1.22). Loads come from the checker's own DESTRO walk
// (walked_switch_loads); a path through <s,0> is forward when it enters by a
// down port and leaves by an up port, turnaround when it enters and leaves by
// down ports, and it crosses the internal link when its two ports are in
// different twins. Configurations are enumerated as k-subsets of the 2k ports in
// increasing bit-mask order, like the engine's canonical order.
#pragma once
#include <string>

#include "core/json.hpp"
#include "net/kary_ntree_claims.hpp"

namespace netcert {

// The first defect in (stage, mask) order, then per stage the minimiser defect
// (same fields as the engine's counterexample); null when the claim holds.
json first_polynomial_defect(int k, int n, const CrossingsClaim& claim);
// Per stage s < n-1, the counted crossings of every p = 0..k (decimal strings);
// null when two configurations with one p cross a different number of times.
json walked_crossings_by_p(int k, int n);

bool recheck_ft_polynomial(int k, int n, const json& cex, const CrossingsClaim& claim, std::string& why);
bool verify_ft_polynomial(int k, int n, const json& witness, const CrossingsClaim& claim, std::string& why);

}  // namespace netcert
