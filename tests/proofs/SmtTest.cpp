// SmtTest.cpp — portable SMT-LIB2 export (proofs/smt.cpp) and the cvc5 runner
// (proofs/external_solver.cpp).
#include <catch2/catch.hpp>

#include <z3++.h>

#include "proofs/external_solver.hpp"
#include "proofs/smt.hpp"

using namespace netcert;

TEST_CASE("nonportable_construct finds Z3 dialect and nothing else", "[smt]") {
  CHECK(nonportable_construct("(assert ((_ pbeq 1 1 1) a b))") == "(_ pbeq");
  CHECK(nonportable_construct("(assert ((_ at-most 1) a b))") == "(_ at-most");
  CHECK(nonportable_construct("(assert ((_ at-least 1) a b))") == "(_ at-least");
  CHECK(nonportable_construct("(assert (= y (+ x)))") == "unary (+ x)");
  CHECK(nonportable_construct("(assert (= y (+ (ite a 1 0))))") == "unary (+ x)");
  CHECK(nonportable_construct("(minimize use)") == "(minimize");
  CHECK(nonportable_construct("(assert (= y (+ x 1)))").empty());
  CHECK(nonportable_construct("(assert (= y (- x)))").empty());  // unary minus is standard negation
  CHECK(nonportable_construct("; (_ pbeq in a comment\n(assert |(+ x)|)").empty());
  CHECK(nonportable_construct("(assert ((_ extract 3 0) x))").empty());
}

namespace {
SmtQueryInfo info(const std::string& confirms) {
  SmtQueryInfo q;
  q.name = "test.query";
  q.claim = "a test claim\nover two lines";
  q.symbolic = "a, b, c";
  q.fixed = "nothing";
  q.logic = "QF_LIA";
  q.confirms = confirms;
  return q;
}
}  // namespace

TEST_CASE("portable_smt2 writes the header, logic and status, and refuses Z3's cardinality", "[smt]") {
  z3::context c;
  z3::expr_vector lits(c);
  for (const char* n : {"a", "b", "c"}) lits.push_back(c.bool_const(n));
  z3::solver z3_dialect(c);
  z3_dialect.add(z3::atmost(lits, 1));
  CHECK_THROWS_AS(portable_smt2(z3_dialect, info("unsat"), "unsat"), std::logic_error);

  z3::solver s(c);
  s.add(at_most(lits, 1));
  s.add(at_least(lits, 2));  // contradicts at_most(1)
  std::string text = portable_smt2(s, info("unsat"), "unsat");
  CHECK(text.rfind("; query: test.query\n; claim: a test claim\n", 0) == 0);
  CHECK(text.find(";        over two lines\n") != std::string::npos);
  CHECK(text.find("; answer: unsat confirms the claim; sat refutes it") != std::string::npos);
  CHECK(text.find("(set-logic QF_LIA)\n(set-info :status unsat)\n") != std::string::npos);
  CHECK(text.find("(set-info :status unknown)") == std::string::npos);
  CHECK(text.size() > 20);
  CHECK(text.substr(text.size() - 19) == "(check-sat)\n(exit)\n");
  CHECK(nonportable_construct(text).empty());
  CHECK(smt_check_text(text, 10).status == z3::unsat);
}

TEST_CASE("standard-arithmetic cardinality agrees with counting on every assignment", "[smt]") {
  for (unsigned n = 0; n <= 4; ++n)
    for (unsigned k = 0; k <= n + 1; ++k)
      for (unsigned mask = 0; mask < (1u << n); ++mask) {
        z3::context c;
        z3::expr_vector lits(c);
        for (unsigned i = 0; i < n; ++i) lits.push_back(c.bool_val((mask >> i) & 1));
        unsigned ones = static_cast<unsigned>(__builtin_popcount(mask));
        z3::solver s(c);
        s.add(at_most(lits, k) == c.bool_val(ones <= k));
        s.add(at_least(lits, k) == c.bool_val(ones >= k));
        s.add(exactly(lits, k) == c.bool_val(ones == k));
        s.add(bv_count_true(lits, 4) == c.bv_val(ones, 4));
        REQUIRE(s.check() == z3::sat);
      }
  z3::context c;
  z3::expr_vector one(c);
  one.push_back(c.bool_const("a"));
  z3::solver s(c);
  s.add(count_true(one) == 1);
  CHECK(nonportable_construct(s.to_smt2()).empty());  // no unary (+ x) for a single literal
}

TEST_CASE("smt_check writes the answer it obtained as :status", "[smt]") {
  z3::context c;
  z3::expr x = c.int_const("x");
  z3::solver s(c);
  s.add(x > 2);
  RunContext ctx;
  SmtAnswer a = smt_check(s, ctx, info("unsat"), true);
  REQUIRE(a.status == z3::sat);
  CHECK(a.smt2.find("(set-info :status sat)") != std::string::npos);
  CHECK(a.smt2.find("; answer: unsat confirms the claim") != std::string::npos);
}

TEST_CASE("cvc5 as a separate program: answers, contradicted status, timeout, missing binary", "[smt]") {
  std::string cvc5 = find_on_path("cvc5");
  if (cvc5.empty()) {
    WARN("cvc5 is not on PATH; scripts/install-deps.sh installs it");
    return;
  }
  auto text = [](const char* status, const char* body) {
    return std::string("(set-logic QF_LIA)\n(set-info :status ") + status + ")\n(declare-fun x () Int)\n" + body +
           "(check-sat)\n(exit)\n";
  };
  CHECK(run_cvc5(cvc5, text("sat", "(assert (> x 2))\n"), 10).answer == "sat");
  CHECK(run_cvc5(cvc5, text("unsat", "(assert (> x 2))\n(assert (< x 1))\n"), 10).answer == "unsat");
  ExternalAnswer contradicted = run_cvc5(cvc5, text("unsat", "(assert (> x 2))\n"), 10);
  CHECK(contradicted.answer == "sat");  // cvc5 aborts on the annotation; its real answer is read
  CHECK(run_cvc5(cvc5, "(set-logic QF_LIA)\n(assert ((_ pbeq 1 1) true))\n(check-sat)\n", 10).answer == "unknown");
  CHECK(run_cvc5("/nonexistent/cvc5", text("sat", ""), 10).answer == "unknown");
  // A pigeonhole instance too hard for 1 ms: a timeout is unknown, never an answer.
  std::string php = "(set-logic QF_UF)\n";
  const int holes = 9;
  for (int p = 0; p <= holes; ++p)
    for (int h = 0; h < holes; ++h) php += "(declare-fun v" + std::to_string(p) + "_" + std::to_string(h) + " () Bool)\n";
  for (int p = 0; p <= holes; ++p) {
    php += "(assert (or";
    for (int h = 0; h < holes; ++h) php += " v" + std::to_string(p) + "_" + std::to_string(h);
    php += "))\n";
  }
  for (int h = 0; h < holes; ++h)
    for (int p = 0; p <= holes; ++p)
      for (int q = p + 1; q <= holes; ++q)
        php += "(assert (not (and v" + std::to_string(p) + "_" + std::to_string(h) + " v" + std::to_string(q) + "_" +
               std::to_string(h) + ")))\n";
  php += "(check-sat)\n";
  ExternalAnswer slow = run_cvc5(cvc5, php, 0.001);
  CHECK(slow.answer == "unknown");
}
