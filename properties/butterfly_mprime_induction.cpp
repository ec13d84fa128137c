// butterfly_mprime_induction.cpp — see butterfly_mprime_induction.hpp.
#include "properties/butterfly_mprime_induction.hpp"

#include "properties/induction_outcome.hpp"
#include "proofs/mprime_induction.hpp"

namespace netcert {

Outcome mprime_isomorphism_induction(const RunContext& ctx) {
  const InductionScope scope{"u", kMprimeInductionBase,
                             "phi is an isomorphism from the chip graph of M' onto G_{n/2} (a bijection keeping and "
                             "reflecting every edge)",
                             mprime_induction_symbolic(), mprime_induction_fixed()};
  return induction_outcome(mprime_induction_queries(), "butterfly.mprime_isomorphism_induction", scope, ctx);
}

Verification mprime_isomorphism_induction_verify(const json& witness, std::string& why) {
  return same_induction_queries(witness, mprime_induction_queries(), why);
}

}  // namespace netcert
