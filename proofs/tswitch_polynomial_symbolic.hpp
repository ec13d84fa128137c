// tswitch_polynomial_symbolic.hpp — the proof of Prop. 1.22 (seed 002) for a whole
// range of arities k at one n in three range queries (the `symbolic` engine of
// tswitch.ft_polynomial).
//
// Symbolic: k (lo <= k <= hi), the stage s (0 <= s <= n-2) and p (0 <= p <= k).
// Fixed: n, and the polynomial C_I(p) = 2p^2 A - 4p^2 B + k^2 A - k^2 B - 2p kA + 4p kB
// with A = k^(n-1) (a product of n-1 copies of k) and B = k^s (an ite chain over s).
//   minimum:        some k, s, p with C_I(p) < C_I(floor(k/2));
//   odd_tie:        some odd k and s with C_I(floor(k/2)) != C_I(ceil(k/2));
//   decomposition:  some k, s, p with C_I(p) != (A - B)(p^2 + (k-p)^2) + B 2p(k-p), the
//                   proof's middle line: Sec. 4.1's CC_I and TC_I weighted by k^(n-1) - k^s
//                   and k^s.
// All unsat: p = k/2 (odd k: both nearest integers) minimises C_I for every k in the range
// and every stage, and C_I is the weighted sum of the connection counts. The counted
// crossings equal C_I per size only (the exhaustive engine, k <= 10).
#pragma once
#include <memory>
#include <string>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/verdict.hpp"
#include "proofs/symbolic_query_set.hpp"

namespace netcert {

// Deliberately broken variants (tests: each must turn its query sat).
enum class SymbolicPolynomialMutant {
  None,
  PlusFourP2KS,      // +4p^2 k^s instead of -4p^2 k^s: decomposition
  MinimiserAtZero,   // the minimiser claimed at p = 0 instead of floor(k/2): minimum
};

enum class PolynomialQuery { Minimum, OddTie, Decomposition };
const char* polynomial_query_name(PolynomialQuery q);

// The queries' reach in n: minimum is bit-blasted, and its multipliers grow with n
// (n = 4: under 20 s with z3 and cvc5; n = 5: cvc5 over a minute).
constexpr int kPolynomialSymbolicMaxN = 4;

struct SymbolicPolynomialRange {
  int n = 3;
  int lo = 2, hi = 64;  // k
  SymbolicPolynomialMutant mutant = SymbolicPolynomialMutant::None;
};

// A model: the query it breaks and its k, s, p.
struct SymbolicPolynomialModel {
  PolynomialQuery query = PolynomialQuery::Minimum;
  int k = 0, s = 0, p = 0;
  json to_json() const;
};

using SymbolicPolynomialAnswer = SymbolicQuerySetAnswer<PolynomialQuery, SymbolicPolynomialModel>;

// The range query as portable SMT-LIB 2.6 with :status `status`.
std::string symbolic_polynomial_query(PolynomialQuery q, const SymbolicPolynomialRange& r,
                                      const std::string& status = "unsat");

// Solves the three range queries (symbolic_query_set_solve.hpp: a sat one narrowed to its smallest k).
SymbolicPolynomialAnswer solve_symbolic_polynomial(const SymbolicPolynomialRange& r, const RunContext& ctx);

// The queries' C_I(p) evaluated by z3 on constants, as the integer term (decomposition)
// and as the bit-vector term (minimum, odd_tie); decimal strings (tests compare
// them with prop122_crossings_claim).
std::string polynomial_term_int(int k, int n, int s, int p);
std::string polynomial_term_bv(int k, int n, int s, int p);

// What the engine proves (list --json, notes, docs).
const char* symbolic_polynomial_symbolic();
const char* symbolic_polynomial_fixed();

}  // namespace netcert
