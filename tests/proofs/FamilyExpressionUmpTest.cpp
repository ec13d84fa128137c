// Tests for proofs/family_expression_ump.cpp: the query's term for a formula
// equals its direct evaluation on constants for n <= 10 (every operator), the
// range query is unsat for rev(x) + i and rev(x) xor i and sat at n = 2 for
// x + i, and a weakened query turns sat.
#include <catch2/catch.hpp>

#include "net/family_expression.hpp"
#include "proofs/family_expression_ump.hpp"

using namespace netcert;

namespace {

ExpressionUmpRange range_of(const std::string& text, int lo = 1, int hi = 63) {
  ExpressionUmpRange r;
  r.text = text;
  r.sigma = parse_family_expression(text, "sigma");
  r.lo = lo;
  r.hi = hi;
  return r;
}

}  // namespace

TEST_CASE("family expression UMP: the query's term is the direct evaluation for n <= 10", "[family-expression][symbolic]") {
  const char* formulas[] = {"rev(x) + i",        "x + i",        "i - x",          "rev(x) xor i",   "x * 3 + i * i",
                            "x * i",             "not x and i",  "-x or 5",        "x << 2 xor x >> 1", "x << i",
                            "x >> (i + 1)",      "rev(x + i)",   "rotl(x, 3) + i", "rotr(x, i) xor n", "rotl(rev(x), n - 1) + N",
                            "x * 18446744073709551615 + 7", "rev(x xor 5 and not i) + i", "rev(rev(x) or n) * i",
                            "rev(i) - rev(5 * x)", "x * x + i * (x >> 2)", "rotr(i, x) + rotl(x, i * i)",
                            "not x + not i", "rotl(not x, 1)", "(not i) * 3 xor x"};
  for (const char* text : formulas) {
    const FamilyExpr e = parse_family_expression(text, "sigma");
    for (int n = 1; n <= 10; ++n) {
      const uint64_t N = 1ULL << n;
      const uint64_t step = n <= 3 ? 1 : N / 5 + 1;
      for (uint64_t i = 1; i <= N; i += step)
        for (uint64_t x = 0; x < N; x += step) {
          INFO(text << " n=" << n << " i=" << i << " x=" << x);
          REQUIRE(symbolic_expression_value(e, n, i, x) == evaluate_family_expression(e, n, i, x));
        }
    }
  }
}

TEST_CASE("family expression UMP: rev(x) + i holds over 1..63, x + i fails at n = 2", "[family-expression][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  REQUIRE(solve_expression_ump(range_of("rev(x) + i"), ctx).verdict == Verdict::Holds);
  const ExpressionUmpAnswer rot = solve_expression_ump(range_of("x + i"), ctx);
  REQUIRE(rot.verdict == Verdict::Fails);
  CHECK(rot.model.n == 2);
  CHECK(rot.smallest);
  // A non-permutation (x >> 1 maps 2x and 2x + 1 to one image) fails at the smallest n of its range.
  const FamilyExpr halving = parse_family_expression("(x >> 1) + i", "sigma");
  const ExpressionUmpAnswer collide = solve_expression_ump(range_of("(x >> 1) + i", 3, 63), ctx);
  REQUIRE(collide.verdict == Verdict::Fails);
  const SymbolicUmpModel& m = collide.model;
  CHECK(m.n == 3);
  CHECK((m.x >> (3 - m.level)) == (m.y >> (3 - m.level)));
  CHECK((evaluate_family_expression(halving, 3, m.slot, m.x) >> m.level) ==
        (evaluate_family_expression(halving, 3, m.slot, m.y) >> m.level));
}

TEST_CASE("family expression UMP: a weakened image cell turns the rev(x) + i query sat", "[family-expression][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  ExpressionUmpRange r = range_of("rev(x) + i");
  r.weak_cell = true;
  CHECK(solve_expression_ump(r, ctx).verdict != Verdict::Holds);
  CHECK(expression_ump_query(range_of("rev(x) + i")).find("(set-info :status unsat)") != std::string::npos);
}
