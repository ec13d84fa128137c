// lcan_symbolic.hpp — the symbolic engines of seed 004's structure properties for every
// CB-LCAN(N, d, u) with N in a range, d and u fixed powers of two: lcan.reachable_switches
// (Lemma 1) and lcan.lca_count (Lemma 2) by the climb queries (proofs/lcan_symbolic.hpp),
// lcan.level_sizes (Eq. 1, Π one-to-one onto) by the bijection queries
// (proofs/lcan_levels_symbolic.hpp). A sat answer is reported only after the exhaustive
// engine fails at that size.
#pragma once
#include <cstdint>
#include <string>

#include "core/declaration.hpp"
#include "proofs/lcan_symbolic.hpp"
#include "search/lcan_params.hpp"

namespace netcert {

enum class LcanSymbolicClaim { ReachableSwitches, LcaCount, LevelSizes };  // in the order of lcan_symbolic.cpp's rows

// The engine as the declarations list it.
EngineDecl<LcanParams> lcan_symbolic_engine(LcanSymbolicClaim claim);

// Why the engine refuses these params (the field it names and the message), or an empty message.
struct LcanSymbolicRefusal {
  std::string field, message;
};
LcanSymbolicRefusal refuse_lcan_symbolic(const LcanParams& at_lo, int64_t lo, int64_t hi);

// holds: every query unsat (witness: the queries); fails: {"N": size, "at_size": the exhaustive
// engine's counterexample at the fewest levels the solver found}; `mutant` is for tests only.
// Refused params throw InputError naming the field.
Outcome lcan_symbolic_run(LcanSymbolicClaim claim, const LcanParams& at_lo, int64_t lo, int64_t hi,
                          const RunContext& ctx, SymbolicLcanMutant mutant = SymbolicLcanMutant::None);

}  // namespace netcert
