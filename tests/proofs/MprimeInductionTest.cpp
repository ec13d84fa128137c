// Tests for proofs/mprime_induction.cpp: the bit operations the queries define by
// their recursion are xor 2^k, bit deletion and zero insertion; base and step are
// unsat in z3 and cvc5; a wrong recursion breaks the step (sat); the step's
// assumptions without the claim's negation are satisfiable (the proof is not vacuous).
#include <catch2/catch.hpp>

#include "proofs/mprime_induction.hpp"
#include "proofs/smt.hpp"

using namespace netcert;

namespace {

std::string answers(const InductionAnswer& a, const std::string& solver, const std::string& prefix) {
  std::string out;
  for (auto& s : a.answers)
    if (s.solver == solver && s.query.rfind(prefix, 0) == 0) out += s.answer + " ";
  return out;
}

InductionAnswer solved(MprimeInductionMutant m) {
  RunContext ctx;
  ctx.timeout_seconds = 120;
  return solve_induction(mprime_induction_queries(m), "test", ctx);
}

}  // namespace

TEST_CASE("M' induction: flip, del and ins are the bit operations for x < 16, k < 4", "[butterfly][induction]") {
  for (int k = 0; k < 4; ++k)
    for (uint64_t x = 0; x < 16; ++x) {
      INFO("x=" << x << " k=" << k);
      const uint64_t low = x & ((uint64_t{1} << k) - 1);
      CHECK(mprime_bitop_value(MprimeBitOp::Flip, x, k) == (x ^ (uint64_t{1} << k)));
      CHECK(mprime_bitop_value(MprimeBitOp::Delete, x, k) == (((x >> (k + 1)) << k) | low));
      CHECK(mprime_bitop_value(MprimeBitOp::Insert, x, k) == (((x >> k) << (k + 1)) | low));
    }
}

TEST_CASE("M' induction: base and the four step queries are unsat in z3 and cvc5", "[butterfly][induction]") {
  const InductionAnswer a = solved(MprimeInductionMutant::None);
  INFO(a.summary);
  CHECK(a.verdict == Verdict::Holds);
  CHECK(answers(a, "z3", "") == "unsat unsat unsat unsat unsat ");
  CHECK(answers(a, "cvc5", "") == "unsat unsat unsat unsat unsat ");
}

TEST_CASE("M' induction: the cross edge one bit higher breaks the step (sat)", "[butterfly][induction]") {
  const InductionAnswer a = solved(MprimeInductionMutant::CrossEdgeSkipsLowBit);
  INFO(a.summary);
  CHECK(a.verdict == Verdict::Unknown);
  CHECK(answers(a, "z3", "step_edges") == "sat sat ");
  CHECK(answers(a, "cvc5", "step_edges") == "sat sat ");
}

TEST_CASE("M' induction: the step's assumptions alone are satisfiable", "[butterfly][induction]") {
  for (const InductionQuery& q : mprime_induction_queries()) {
    if (q.name == "base") continue;
    std::string text = q.smt2;
    const std::string negation = "(assert\n claim_fails_at_u_plus_1)";
    const size_t at = text.find(negation);
    REQUIRE(at != std::string::npos);
    text.erase(at, negation.size());
    INFO(q.name);
    CHECK(smt_check_text(text, 60).status == z3::sat);
    CHECK(q.smt2.find("(set-logic QF_UFLIA)") != std::string::npos);
    CHECK(nonportable_construct(q.smt2).empty());
  }
}
