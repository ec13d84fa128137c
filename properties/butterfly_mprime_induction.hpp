// butterfly_mprime_induction.hpp — butterfly.mprime_isomorphism with u=all: every
// butterfly size u >= 1 by induction on u (proofs/mprime_induction.hpp), base and the
// three step queries unsat in Z3 and cvc5.
#pragma once
#include <string>

#include "core/property.hpp"

namespace netcert {

// holds: every query unsat in both solvers (witness: the queries); unknown otherwise. Never fails.
Outcome mprime_isomorphism_induction(const RunContext& ctx);

// A holds certificate: its witness is exactly the queries netcert generates (verify-cert).
Verification mprime_isomorphism_induction_verify(const json& witness, std::string& why);

}  // namespace netcert
