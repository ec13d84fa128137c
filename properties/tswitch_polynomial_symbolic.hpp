// tswitch_polynomial_symbolic.hpp — the symbolic engine of tswitch.ft_polynomial: three
// queries for a range of arities k at one n (proofs/tswitch_polynomial_symbolic.hpp); a sat
// answer is reported only after the exhaustive engine fails at that k.
#pragma once
#include "core/property.hpp"
#include "proofs/tswitch_polynomial_symbolic.hpp"

namespace netcert {

// The arities the symbolic engine covers (k = 2..64, the field's domain), what is symbolic and fixed (list --json).
RangeScope ft_polynomial_symbolic_scope();

// "" when n is inside the symbolic engine's reach, else why not.
std::string refuse_ft_polynomial_symbolic(int n);

// holds: the three range queries unsat (witness: the queries); fails: {"k": size, "at_size": the exhaustive
// engine's counterexample at the smallest failing k the solver found}; `mutant` is for tests only.
Outcome ft_polynomial_symbolic(int n, int64_t lo, int64_t hi, const RunContext& ctx,
                               SymbolicPolynomialMutant mutant = SymbolicPolynomialMutant::None);

// A holds certificate's witness: exactly {"smt2": [the three range queries]}, each equal to the one netcert
// generates for n and lo..hi with answer unsat (verify-cert; --resolve re-solves them).
Verification ft_polynomial_symbolic_verify(int n, int64_t lo, int64_t hi, const json& witness, std::string& why);

}  // namespace netcert
