// Tests for proofs/ump_induction.cpp: the recursion the queries state is the
// family's own map, base and step are unsat in z3 and cvc5 for bitreverse, a
// mutant family (the rotator's g) and a wrong recursion turn the step sat, and the
// step's assumptions without the claim's negation are satisfiable.
#include <catch2/catch.hpp>

#include "net/bvn_families.hpp"
#include "proofs/smt.hpp"
#include "proofs/ump_induction.hpp"

using namespace netcert;

namespace {

std::string answer_of(const InductionAnswer& a, const std::string& query, const std::string& solver) {
  for (auto& s : a.answers)
    if (s.query == query && s.solver == solver) return s.answer;
  return "missing";
}

InductionAnswer solved(UmpRecursion r) {
  RunContext ctx;
  ctx.timeout_seconds = 60;
  return solve_induction(ump_induction_queries(r), "test", ctx);
}

}  // namespace

TEST_CASE("UMP induction: the queries' g is the family's map for n <= 6", "[fattree][induction]") {
  const std::pair<UmpRecursion, FamilyKind> families[] = {{UmpRecursion::BitReverse, FamilyKind::BitReverse},
                                                          {UmpRecursion::Identity, FamilyKind::Rotator}};
  for (auto [r, kind] : families)
    for (int n = 1; n <= 6; ++n) {
      const uint64_t N = uint64_t{1} << n;
      const Permutation slot_n = family_member(kind, n, N);  // slot N: sigma_N(x) = g_n(x)
      for (uint64_t x = 0; x < N; ++x) {
        INFO(family_name(kind) << " n=" << n << " x=" << x);
        REQUIRE(ump_recursion_value(r, n, x) == slot_n[x]);
      }
    }
}

TEST_CASE("UMP induction: bitreverse's base and step are unsat in z3 and cvc5", "[fattree][induction]") {
  const InductionAnswer a = solved(UmpRecursion::BitReverse);
  INFO(a.summary);
  CHECK(a.verdict == Verdict::Holds);
  for (const char* q : {"base", "step"})
    for (const char* s : {"z3", "cvc5"}) CHECK(answer_of(a, q, s) == "unsat");
}

TEST_CASE("UMP induction: a mutant family and a wrong recursion break the step (sat)", "[fattree][induction]") {
  for (UmpRecursion r : {UmpRecursion::Identity, UmpRecursion::LowBitLost}) {
    const InductionAnswer a = solved(r);
    INFO(a.summary);
    CHECK(a.verdict == Verdict::Unknown);  // never holds, never fails
    CHECK(answer_of(a, "step", "z3") == "sat");
    CHECK(answer_of(a, "step", "cvc5") == "sat");
  }
  // The rotator is injective at n = 1 (its claim fails first at n = 2): its base holds.
  CHECK(answer_of(solved(UmpRecursion::Identity), "base", "z3") == "unsat");
}

TEST_CASE("UMP induction: the step's assumptions alone are satisfiable (the proof is not vacuous)", "[fattree][induction]") {
  std::string step = ump_induction_queries(UmpRecursion::BitReverse)[1].smt2;
  const std::string negation = "(assert\n claim_fails_at_n_plus_1)";
  const size_t at = step.find(negation);
  REQUIRE(at != std::string::npos);
  step.erase(at, negation.size());
  CHECK(smt_check_text(step, 60).status == z3::sat);
}

TEST_CASE("UMP induction: the exported queries are portable QF_UFLIA with their :status", "[fattree][induction]") {
  for (const InductionQuery& q : ump_induction_queries(UmpRecursion::BitReverse)) {
    CHECK(q.smt2.find("(set-logic QF_UFLIA)") != std::string::npos);
    CHECK(q.smt2.find("(set-info :status unsat)") != std::string::npos);
    CHECK(nonportable_construct(q.smt2).empty());
  }
}
