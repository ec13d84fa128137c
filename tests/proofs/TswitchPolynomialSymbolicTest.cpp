// Tests for proofs/tswitch_polynomial_symbolic.cpp and properties/tswitch_polynomial_symbolic.cpp:
// the queries' C_I (z3 evaluates the integer and the bit-vector term on constants) equals
// prop122_crossings_claim for k = 2..10, n = 2..4; the three range queries are unsat for
// k = 2..64 at n = 2 and 3; broken variants turn sat and are never reported as fails.
#include <catch2/catch.hpp>

#include "net/kary_ntree_claims.hpp"
#include "properties/tswitch_polynomial_symbolic.hpp"
#include "proofs/smt.hpp"

using namespace netcert;

TEST_CASE("symbolic ft polynomial: the queries' C_I is prop122_crossings_claim for k <= 10, n <= 4",
          "[tswitch][symbolic]") {
  for (int n = 2; n <= 4; ++n)
    for (int k = 2; k <= 10; ++k)
      for (int s = 0; s + 1 < n; ++s)
        for (int p = 0; p <= k; ++p) {
          INFO("n=" << n << " k=" << k << " s=" << s << " p=" << p);
          const std::string want = prop122_crossings_claim(k, n, s, p).str();
          CHECK(polynomial_term_int(k, n, s, p) == want);
          CHECK(polynomial_term_bv(k, n, s, p) == want);
        }
}

// n = 4 is the CLI's and the both-solvers script's (about 20 s of solver CPU).
TEST_CASE("symbolic ft polynomial: the three range queries are unsat for k = 2..64 at n = 2 and 3",
          "[tswitch][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  for (int n = 2; n <= 3; ++n) {
    INFO("n=" << n);
    const Outcome o = ft_polynomial_symbolic(n, 2, 64, ctx);
    REQUIRE(o.verdict == Verdict::Holds);
    REQUIRE(o.witness["smt2"].size() == 3);
    for (auto& q : o.witness["smt2"]) CHECK(q["answer"] == "unsat");
  }
}

// Each mutant breaks k = 2 already, so the range 2..4 keeps the test short.
TEST_CASE("symbolic ft polynomial: broken variants turn sat, and the engine does not report them as fails",
          "[tswitch][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  const std::pair<SymbolicPolynomialMutant, PolynomialQuery> mutants[] = {
      {SymbolicPolynomialMutant::PlusFourP2KS, PolynomialQuery::Decomposition},
      {SymbolicPolynomialMutant::MinimiserAtZero, PolynomialQuery::Minimum}};
  for (auto& [mutant, broken] : mutants) {
    INFO("mutant " << static_cast<int>(mutant));
    const SymbolicPolynomialAnswer a = solve_symbolic_polynomial({3, 2, 4, mutant}, ctx);
    REQUIRE(a.verdict == Verdict::Fails);
    bool broken_sat = false;
    for (auto& q : a.queries) broken_sat = broken_sat || (q.query == broken && q.answer == "sat");
    CHECK(broken_sat);
    CHECK(a.model.k == 2);
    // The real polynomial holds at that size, so the exhaustive engine refuses to confirm: unknown, never fails.
    const Outcome o = ft_polynomial_symbolic(3, 2, 4, ctx, mutant);
    CHECK(o.verdict == Verdict::Unknown);
    CHECK(o.note.find("not confirmed by the exhaustive engine") != std::string::npos);
    CHECK(o.stats["solver_model"]["k"] == a.model.k);
  }
}

TEST_CASE("symbolic ft polynomial: the exported queries are portable with their :status and logic",
          "[tswitch][symbolic]") {
  const std::pair<PolynomialQuery, const char*> kinds[] = {{PolynomialQuery::Minimum, "QF_BV"},
                                                           {PolynomialQuery::OddTie, "QF_BV"},
                                                           {PolynomialQuery::Decomposition, "QF_NIA"}};
  for (auto& [kind, logic] : kinds) {
    const std::string q = symbolic_polynomial_query(kind, {4, 2, 64});
    CHECK(q.find(std::string("(set-logic ") + logic + ")") != std::string::npos);
    CHECK(q.find("(set-info :status unsat)") != std::string::npos);
    CHECK(nonportable_construct(q).empty());
  }
}

TEST_CASE("symbolic ft polynomial: n beyond the queries' reach is refused", "[tswitch][symbolic]") {
  CHECK(refuse_ft_polynomial_symbolic(kPolynomialSymbolicMaxN).empty());
  CHECK(!refuse_ft_polynomial_symbolic(kPolynomialSymbolicMaxN + 1).empty());
}
