// butterfly_counts_symbolic.hpp — the symbolic engine of butterfly.chip_counts: five
// queries for a range of butterfly sizes (proofs/butterfly_counts_symbolic.hpp); a sat
// answer is reported only after the exhaustive engine fails at that size.
#pragma once
#include "core/property.hpp"
#include "properties/butterfly.hpp"
#include "proofs/butterfly_counts_symbolic.hpp"

namespace netcert {

// The sizes the symbolic engine covers (u = 1..63: n = 2^u is a 64-bit word), what is symbolic and fixed (list --json).
RangeScope chip_counts_symbolic_scope();

// holds: the five range queries unsat (witness: the queries); fails: {"u": size, "at_size": the exhaustive
// engine's counterexample at the smallest failing size the solver found}; `mutant` is for tests only.
Outcome chip_counts_symbolic(int64_t lo, int64_t hi, const RunContext& ctx,
                             SymbolicCountsMutant mutant = SymbolicCountsMutant::None);

// A holds certificate's witness: exactly {"smt2": [the five range queries]}, each equal to the one netcert
// generates for lo..hi with answer unsat (verify-cert; --resolve re-solves them).
Verification chip_counts_symbolic_verify(int64_t lo, int64_t hi, const json& witness, std::string& why);

}  // namespace netcert
