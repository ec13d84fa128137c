// fattree_element_symbolic.hpp — the symbolic engine of fattree.ump_element: two
// queries for a range of tree sizes (proofs/fattree_element_symbolic.hpp); a sat
// answer is reported only after the exhaustive engine fails at that size.
#pragma once
#include "properties/fattree.hpp"
#include "proofs/fattree_element_symbolic.hpp"

namespace netcert {

// The sizes the engine covers (n = 1..63: N = 2^n is a 64-bit word), what is symbolic and fixed (list --json).
RangeScope fattree_element_symbolic_scope();

// holds: both range queries unsat (witness: the queries); fails: {"n": size, "at_size": the exhaustive
// engine's counterexample at the smallest failing size the solver found}; `mutant` is for tests only.
Outcome fattree_element_symbolic(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi, const RunContext& ctx,
                                 SymbolicElementMutant mutant = SymbolicElementMutant::None);

// A holds certificate's witness: exactly {"smt2": [element, onto]}, each equal to the query netcert
// generates for the family and lo..hi with answer unsat (verify-cert; --resolve re-solves them).
Verification fattree_element_symbolic_verify(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi,
                                             const json& witness, std::string& why);

}  // namespace netcert
