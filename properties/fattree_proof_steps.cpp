// fattree_proof_steps.cpp — fattree.proof_steps: the intermediate equations of
// seed 000's Lemma 4 proof (Eqs. 14-17) and Lemma 5 proof (Eqs. 19-21). Engine:
// search/fattree_proof_steps.cpp; checker: check/fattree_proof_steps_check.cpp.
#include "check/fattree_proof_steps_check.hpp"
#include "core/catalogue.hpp"
#include "properties/fattree.hpp"
#include "search/fattree_proof_steps.hpp"

namespace netcert {

namespace {

using PS = FattreeProofStepsParams;

bool recheck_proof_steps(const PS& p, const json& cx, std::string& why) {
  auto mine = first_proof_step_defect(p.n, p.steps, checked_family_member(p.n, p.family));
  if (!mine) return why = "rejected: the checker finds every step of the proof true for this family", false;
  if (*mine != cx) return why = "rejected: the checker's first defect is " + mine->dump(), false;
  why = "confirmed by the independent checker: " + mine->dump();
  return true;
}

Verification verify_proof_steps(const PS& p, const std::string&, const json& w, std::string& why) {
  const json expected = {{"steps", p.steps}, {"family", p.family}, {"slots", uint64_t(1) << p.n}};
  if (w != expected) return why = "witness is not " + expected.dump(), false;
  if (auto d = first_proof_step_defect(p.n, p.steps, checked_family_member(p.n, p.family)))
    return why = "the checker finds " + d->dump(), false;
  why = "the independent checker recomputed every step for all " + std::to_string(uint64_t(1) << p.n) + " slots";
  return true;
}

Declaration<PS> proof_steps() {
  return {"fattree.proof_steps",
          "000: Chueh, Lien, Chang, Cheng, Lee — Load-Balanced Birkhoff-von Neumann Switches and Fat-Tree Networks",
          "Proof of Lemma 4, Eqs. (14)-(17); proof of Lemma 5, Case 1 Eq. (19) and Case 2 Eqs. (20)-(21)",
          "steps=lemma4: for every slot i = 1..N of the family (slot N is i = 0, the paper's π = rev_n), every level "
          "j = 0..n and node k < 2^j, every y in σ_i(S(j,k)) is q 2^j + α with α = (k' + i) mod 2^j and k' = "
          "sum_m I_(j+1-m)(k) 2^(m-1) (Eq. 14), i.e. σ_i(S(j,k)) = {q 2^j + α : 0 <= q < 2^(n-j)} (Eqs. 15-17). "
          "steps=lemma5: |S(j,k)| = 2^(n-j) equals ⌈2^(n-j)(1 - 1/2^j)⌉ for n/2 < j <= n (Eq. 19, exact), and for "
          "every slot, j <= floor(n/2) and k, k1 < 2^j, |σ_i(S(j,k)) ∩ S(j,k1)| = 2^(n-2j) (Eq. 21, the UMP of σ_i "
          "summed over the 2^(n-2j) subtrees S(n-j,l) inside S(j,k1); Eq. 20 then sums to Eq. 22, "
          "fattree.load_equality). S(j,k): the leaves under node (j,k), Eq. (5). The paper's family is bitreverse; "
          "rotator and tdm are controls (expected to fail)",
          {fattree_levels<PS>(1, 16, "1..8"),
           choice_field(&PS::steps, "steps", {"lemma4", "lemma5"}, "lemma4", "which proof's steps"),
           choice_field(&PS::family, "family", {"bitreverse", "rotator", "tdm"}, "bitreverse",
                        "bitreverse: the paper's π_i; rotator, tdm: controls")},
          {{"exhaustive", {limit<PS>("n", 12, "N slots x N inputs x (n + 1) levels").worded(LimitWording::Over)},
            [](const PS& p, const RunContext& ctx) {
              return fattree_exhaustive_proof_steps(p.members(), p.steps == "lemma4" ? ProofSteps::Lemma4 : ProofSteps::Lemma5, ctx);
            },
            "every slot (sliced), level, node and input of the family", true}},
          recheck_proof_steps,
          verify_proof_steps};
}

}  // namespace

void register_fattree_proof_steps(Catalogue& cat) { cat.add(declare(proof_steps())); }

}  // namespace netcert
