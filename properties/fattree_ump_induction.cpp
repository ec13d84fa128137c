// fattree_ump_induction.cpp — see fattree_ump_induction.hpp.
#include "properties/fattree_ump_induction.hpp"

#include "properties/induction_outcome.hpp"
#include "proofs/ump_induction.hpp"

namespace netcert {

namespace {

// The recursion of g in sigma_i(x) = g_n(x) + i: bitreverse and rotator are of that
// form; tdm (i - x) is not.
bool recursion_of(const std::string& family, UmpRecursion& r) {
  if (family == "bitreverse") return r = UmpRecursion::BitReverse, true;
  if (family == "rotator") return r = UmpRecursion::Identity, true;
  return false;
}

}  // namespace

Outcome fattree_ump_induction(const FattreeFamilyParams& at_lo, const RunContext& ctx) {
  UmpRecursion r{};
  if (!recursion_of(at_lo.family, r))
    return Outcome::unknown("n=all: the induction is written for families sigma_i(x) = g_n(x) + i with g's recursion "
                            "over x = 2x' + b (bitreverse, rotator); " + at_lo.family + " has none here");
  const InductionScope scope{"n", kUmpInductionBase, "every slot of " + at_lo.family + " has UMP at every level",
                             ump_induction_symbolic(), std::string(ump_induction_fixed()) + "; family " + at_lo.family};
  return induction_outcome(ump_induction_queries(r, "unsat"), "fattree.ump_induction_" + at_lo.family, scope, ctx);
}

Verification fattree_ump_induction_verify(const FattreeFamilyParams& at_lo, const json& witness, std::string& why) {
  UmpRecursion r{};
  if (!recursion_of(at_lo.family, r)) return why = "n=all: " + at_lo.family + " has no induction proof", false;
  return same_induction_queries(witness, ump_induction_queries(r, "unsat"), why);
}

}  // namespace netcert
