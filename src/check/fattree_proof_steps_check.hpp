// fattree_proof_steps_check.hpp — the independent re-check of fattree.proof_steps
// (seed 000, the steps of the Lemma 4 and Lemma 5 proofs). Written from the
// printed equations: S(j,k) as the leaves under node (j,k) (Eq. 5), k' by the
// printed sum of Eq. (14), the image set compared with {q 2^j + α} as sets
// (Eq. 17), the Eq. (21) counts by a double loop over blocks, Eq. (19) as an
// exact ceiling. The family is the checker's own (checked_family_member).
#pragma once
#include <optional>
#include <string>

#include "check/fattree_claims_check.hpp"
#include "core/json.hpp"

namespace netcert {

// The first defect in the engine's report format ({"step", ...}); nullopt when none.
std::optional<json> first_proof_step_defect(int n, const std::string& steps, const SlotMember& member);

}  // namespace netcert
