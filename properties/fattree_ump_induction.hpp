// fattree_ump_induction.hpp — fattree.ump with n=all: every tree size n >= 1 by
// induction on n (proofs/ump_induction.hpp), base and step unsat in Z3 and cvc5.
#pragma once
#include <string>

#include "core/property.hpp"
#include "properties/fattree.hpp"

namespace netcert {

// holds: base and step unsat in both solvers (witness: the two queries); unknown
// otherwise, with what each solver answered. Never fails: a sat step refutes the proof,
// not the claim (the range engine, n=LO..HI, finds a failing size).
Outcome fattree_ump_induction(const FattreeFamilyParams& at_lo, const RunContext& ctx);

// A holds certificate: its witness is exactly the base and step queries netcert generates
// for the family (verify-cert; --resolve re-solves them).
Verification fattree_ump_induction_verify(const FattreeFamilyParams& at_lo, const json& witness, std::string& why);

}  // namespace netcert
