// tswitch_polynomial_symbolic.cpp — see tswitch_polynomial_symbolic.hpp.
#include "properties/tswitch_polynomial_symbolic.hpp"

#include "properties/symbolic_range_outcome.hpp"
#include "search/tswitch_ft_polynomial.hpp"

namespace netcert {

namespace {

constexpr PolynomialQuery kPolynomialQueries[] = {PolynomialQuery::Minimum, PolynomialQuery::OddTie,
                                                  PolynomialQuery::Decomposition};

Outcome with_polynomial_stats(Outcome o, const SymbolicPolynomialAnswer& a, int64_t lo, int64_t hi) {
  return with_query_set_stats(std::move(o), a, lo, hi, symbolic_polynomial_symbolic(), symbolic_polynomial_fixed(),
                              polynomial_query_name);
}

// A sat answer: the exhaustive engine at the solver's smallest failing k decides whether it is reported.
Outcome confirm_polynomial_at_size(const SymbolicPolynomialAnswer& a, int n, int64_t lo, int64_t hi,
                                   const RunContext& ctx) {
  const SymbolicPolynomialModel& m = a.model;
  const std::string at = "s=" + std::to_string(m.s) + ", p=" + std::to_string(m.p);
  const FailingSize f{"k", m.k, kMaxPolynomialArity, at, std::string(polynomial_query_name(m.query)) + ": " + at};
  Outcome o = with_polynomial_stats(
      confirm_failing_size(f, lo, hi, [&] { return ft_polynomial_exhaustive(m.k, n, ctx); }), a, lo, hi);
  o.stats["solver_model"] = m.to_json();
  return o;
}

// The holds witness as netcert generates it for n and lo..hi. Regenerated rather than taken from the solve:
// z3 prints a solved integer query with other `let` bindings than a fresh one, and verify-cert compares text.
json polynomial_witness(int n, int64_t lo, int64_t hi) {
  const SymbolicPolynomialRange range{n, static_cast<int>(lo), static_cast<int>(hi)};
  json list = json::array();
  for (PolynomialQuery q : kPolynomialQueries)
    list.push_back({{"name", polynomial_query_name(q)},
                    {"query", symbolic_polynomial_query(q, range, "unsat")},
                    {"answer", "unsat"}});
  return {{"smt2", list}};
}

}  // namespace

RangeScope ft_polynomial_symbolic_scope() {
  return {"k", 2, 64, symbolic_polynomial_symbolic(), symbolic_polynomial_fixed()};
}

std::string refuse_ft_polynomial_symbolic(int n) {
  if (n <= kPolynomialSymbolicMaxN) return "";
  return "n > " + std::to_string(kPolynomialSymbolicMaxN) +
         ": the minimum query is bit-blasted and its multipliers grow with n (n = 5: cvc5 over a minute)";
}

Outcome ft_polynomial_symbolic(int n, int64_t lo, int64_t hi, const RunContext& ctx, SymbolicPolynomialMutant mutant) {
  const SymbolicPolynomialAnswer a =
      solve_symbolic_polynomial({n, static_cast<int>(lo), static_cast<int>(hi), mutant}, ctx);
  if (a.verdict == Verdict::Holds)
    return with_polynomial_stats(
        Outcome::holds(polynomial_witness(n, lo, hi),
                       "three queries UNSAT at n=" + std::to_string(n) + ": p = floor(k/2) minimises C_I (odd k: "
                       "ceil(k/2) ties) and C_I = (k^(n-1) - k^s) CC_I + k^s TC_I, for every k in " +
                           size_range_text(lo, hi) + " and every stage s <= n-2"),
        a, lo, hi);
  if (a.verdict == Verdict::Unknown) return with_polynomial_stats(Outcome::unknown("solver: " + a.reason), a, lo, hi);
  return confirm_polynomial_at_size(a, n, lo, hi, ctx);
}

Verification ft_polynomial_symbolic_verify(int n, int64_t lo, int64_t hi, const json& witness, std::string& why) {
  if (!refuse_ft_polynomial_symbolic(n).empty()) return why = refuse_ft_polynomial_symbolic(n), false;
  if (witness != polynomial_witness(n, lo, hi))
    return why = "the witness is not exactly the three range queries netcert generates for n=" + std::to_string(n) +
                 ", k=" + size_range_text(lo, hi) + " (minimum, odd_tie, decomposition; answer unsat)",
           false;
  why = "3 stored queries equal the generated ones for n=" + std::to_string(n) + ", k=" + size_range_text(lo, hi) +
        " (expected answers: unsat)";
  return true;
}

}  // namespace netcert
