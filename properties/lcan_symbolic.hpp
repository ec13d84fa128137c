// lcan_symbolic.hpp — the symbolic engine of lcan.reachable_switches (Lemma 1) and
// lcan.lca_count (Lemma 2): the climb queries of proofs/lcan_symbolic.hpp for every
// CB-LCAN(N, d, u) with N in a range, d and u fixed powers of two; a sat answer is reported
// only after the exhaustive engine fails at that size.
#pragma once
#include <cstdint>
#include <string>

#include "core/declaration.hpp"
#include "proofs/lcan_symbolic.hpp"
#include "search/lcan_params.hpp"

namespace netcert {

// The engine as the two declarations list it (lca_too: lcan.lca_count's four queries, else Lemma 1's two).
EngineDecl<LcanParams> lcan_symbolic_engine(bool lca_too);

// Why the engine refuses these params (the field it names and the message), or an empty message.
struct LcanSymbolicRefusal {
  std::string field, message;
};
LcanSymbolicRefusal refuse_lcan_symbolic(const LcanParams& at_lo, int64_t lo, int64_t hi);

// holds: every query unsat (witness: the queries); fails: {"N": size, "at_size": the exhaustive
// engine's counterexample at the fewest levels the solver found}; `mutant` is for tests only.
// Refused params throw InputError naming the field.
Outcome lcan_symbolic_run(const LcanParams& at_lo, int64_t lo, int64_t hi, bool lca_too, const RunContext& ctx,
                          SymbolicLcanMutant mutant = SymbolicLcanMutant::None);

}  // namespace netcert
