// tswitch_connections.hpp — the engine of tswitch.connection_counts (seed 002,
// Sec. 4.1 and Props. 1.23–1.24): every configuration C^α of a k×k T-switch
// (all C(2k,k) k-subsets of the 2k ports), every ordered port pair classified
// and counted one by one; and R_b (Def. 1.22) enumerated over U² and U³.
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/tswitch_connections.hpp"

namespace netcert {

constexpr int kMaxConnectionArity = 10;  // C(20,10) = 184756 configurations

// Witness {"configurations": C(2k,k), "rb_triples": (2k)^3}. Counterexamples:
// {"alpha", "quantity", "counted", "claimed"} or {"relation": "R_b", "prop", "ports"}.
Outcome connection_counts_exhaustive(int k, const RunContext& ctx, const ConnClaim& claim = conn_claim);

}  // namespace netcert
