// fattree_proof_steps.hpp — the intermediate steps of seed 000's Lemma 4 and
// Lemma 5 proofs, as fattree.proof_steps checks them (one sliced find-first
// loop over the slots i = 1..N of the family; slot N is i = 0, the paper's π):
//   lemma4  Eqs. (14)-(17): every y in σ_i(S(j,k)) is q 2^j + α, α = (k' + i) mod 2^j,
//           k' = rev_j(k), so σ_i(S(j,k)) = {q 2^j + α : 0 <= q < 2^(n-j)} (j = 0..n).
//   lemma5  Eq. (19): |S(j,k)| = 2^(n-j) = ⌈2^(n-j)(1 - 2^-j)⌉ for n/2 < j <= n (exact), and
//           Eqs. (20)-(21): |σ_i(S(j,k)) ∩ S(j,k1)| = 2^(n-2j) for j <= n/2, all k, k1.
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

enum class ProofSteps { Lemma4, Lemma5 };

Outcome fattree_exhaustive_proof_steps(const Family& f, ProofSteps steps, const RunContext& ctx);

}  // namespace netcert
