// fattree_load_symbolic.hpp — the symbolic engine of fattree.load_equality: four
// queries for a range of tree sizes (proofs/fattree_load_symbolic.hpp); a sat answer
// is reported only after the exhaustive engine fails at that size.
#pragma once
#include "properties/fattree.hpp"
#include "proofs/fattree_load_symbolic.hpp"

namespace netcert {

// The sizes the engine covers (n = 1..63: N = 2^n is a 64-bit word), what is symbolic and fixed (list --json).
RangeScope fattree_load_symbolic_scope();

// holds: the four range queries unsat (witness: the queries); fails: {"n": size, "at_size": the exhaustive
// engine's counterexample at the smallest failing size the solver found}; `mutant` is for tests only.
Outcome fattree_load_symbolic(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi, const RunContext& ctx,
                              SymbolicLoadMutant mutant = SymbolicLoadMutant::None);

// A holds certificate's witness: exactly {"smt2": [the four range queries]}, each equal to the one netcert
// generates for the family and lo..hi with answer unsat (verify-cert; --resolve re-solves them).
Verification fattree_load_symbolic_verify(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi, const json& witness,
                                          std::string& why);

}  // namespace netcert
