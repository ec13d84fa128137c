// tswitch_polynomial_symbolic.cpp — see tswitch_polynomial_symbolic.hpp.
#include "proofs/tswitch_polynomial_symbolic.hpp"

#include <z3++.h>

#include <utility>

#include "proofs/smt.hpp"
#include "proofs/symbolic_query_set_solve.hpp"

namespace netcert {

namespace {

// The bit-blasted queries' word: C_I <= k^2 k^(n-1) <= 2^(6(n+1)) at k <= 64, so C_I is exact in
// 6(n+1)+2 bits (wrap-around of the subtractions cancels modulo 2^W). 128-bit words
// measured 10x slower; integers: cvc5 answers no minimum query within a minute.
unsigned minimum_word_bits(int n) { return static_cast<unsigned>(6 * (n + 1) + 2); }

// Declared widths of the bit-vector variables (zero-extended to the word): k, p <= 64, s <= n-2.
constexpr unsigned kArityBits = 7, kStageBits = 4;

// k, s, p in one sort: exact integers (width 0) or W-bit words.
struct PolynomialVars {
  z3::expr k, s, p;       // as declared
  z3::expr kw, sw, pw;    // in the arithmetic's sort
};

PolynomialVars declare_vars(z3::context& c, unsigned width) {
  if (width == 0) {
    const z3::expr k = c.int_const("k"), s = c.int_const("s"), p = c.int_const("p");
    return {k, s, p, k, s, p};
  }
  const z3::expr k = c.bv_const("k", kArityBits), s = c.bv_const("s", kStageBits), p = c.bv_const("p", kArityBits);
  return {k, s, p, z3::zext(k, width - kArityBits), z3::zext(s, width - kStageBits), z3::zext(p, width - kArityBits)};
}

// C_I and its pieces at a fixed n, a symbolic k and s. The polynomial keeps the paper's
// term order; only the mutant changes it.
class PolynomialTerms {
 public:
  PolynomialTerms(z3::context& c, int n, unsigned width, z3::expr k, z3::expr s, SymbolicPolynomialMutant m)
      : c_(c), n_(n), width_(width), k_(std::move(k)), s_(std::move(s)), m_(m) {}

  z3::expr val(uint64_t v) const { return width_ == 0 ? c_.int_val(v) : c_.bv_val(v, width_); }
  z3::expr less(const z3::expr& a, const z3::expr& b) const { return width_ == 0 ? a < b : z3::ult(a, b); }
  z3::expr at_most(const z3::expr& a, const z3::expr& b) const { return width_ == 0 ? a <= b : z3::ule(a, b); }
  z3::expr half_down() const { return width_ == 0 ? k_ / val(2) : z3::udiv(k_, val(2)); }
  z3::expr half_up() const { return width_ == 0 ? (k_ + val(1)) / val(2) : z3::udiv(k_ + val(1), val(2)); }
  z3::expr odd() const { return width_ == 0 ? z3::mod(k_, val(2)) == val(1) : k_.extract(0, 0) == c_.bv_val(1, 1); }

  // k^e as a product of e copies of k (n is fixed, so no exponentiation is needed).
  z3::expr power_of_k(int e) const {
    z3::expr r = val(1);
    for (int i = 0; i < e; ++i) r = i == 0 ? k_ : r * k_;
    return r;
  }
  z3::expr a() const { return power_of_k(n_ - 1); }
  // k^s over s = 0..n-2 (the stages below the top one).
  z3::expr b() const {
    z3::expr r = power_of_k(n_ - 2);
    for (int e = n_ - 3; e >= 0; --e) r = z3::ite(s_ == val(static_cast<uint64_t>(e)), power_of_k(e), r);
    return r;
  }

  // C_I(p) = 2p^2 k^(n-1) - 4p^2 k^s + k^(n+1) - k^(s+2) - 2p k^n + 4p k^(s+1).
  z3::expr crossings(const z3::expr& p) const {
    const z3::expr A = a(), B = b(), kk = k_ * k_, pp = p * p;
    const z3::expr four_p2_b = val(4) * pp * B;
    const z3::expr head = m_ == SymbolicPolynomialMutant::PlusFourP2KS ? val(2) * pp * A + four_p2_b
                                                                        : val(2) * pp * A - four_p2_b;
    return head + kk * A - kk * B - val(2) * p * (k_ * A) + val(4) * p * (k_ * B);
  }
  // The proof's middle line: (k^(n-1) - k^s) CC_I(p) + k^s TC_I(p).
  z3::expr decomposed(const z3::expr& p) const {
    const z3::expr A = a(), B = b(), q = k_ - p;
    return (A - B) * (p * p + q * q) + B * (val(2) * p * q);
  }
  // The claimed minimiser.
  z3::expr minimiser() const { return m_ == SymbolicPolynomialMutant::MinimiserAtZero ? val(0) : half_down(); }

 private:
  z3::context& c_;
  int n_;
  unsigned width_;
  z3::expr k_, s_;
  SymbolicPolynomialMutant m_;
};

// Measured: the identity is easy for both NIA solvers and hard to bit-blast; the comparisons the other way round
// (cvc5 answers neither minimum nor, at n = 4, odd_tie in QF_NIA within two minutes).
bool bit_blasted(PolynomialQuery kind) { return kind != PolynomialQuery::Decomposition; }
unsigned query_width(PolynomialQuery kind, int n) { return bit_blasted(kind) ? minimum_word_bits(n) : 0; }
const char* query_logic(PolynomialQuery kind) { return bit_blasted(kind) ? "QF_BV" : "QF_NIA"; }

struct PolynomialRangeQuery {
  z3::solver s;
  PolynomialVars v;
};

PolynomialRangeQuery build_polynomial_query(z3::context& c, const RunContext& ctx, PolynomialQuery kind,
                                            const SymbolicPolynomialRange& r) {
  z3::solver s = make_solver(c, ctx, query_logic(kind));
  const PolynomialVars v = declare_vars(c, query_width(kind, r.n));
  const PolynomialTerms t(c, r.n, query_width(kind, r.n), v.kw, v.sw, r.mutant);
  auto num = [&](int x) { return t.val(static_cast<uint64_t>(x)); };
  s.add(t.at_most(num(r.lo), v.kw) && t.at_most(v.kw, num(r.hi)), "k_in_range");
  s.add(t.at_most(num(0), v.sw) && t.at_most(v.sw, num(r.n - 2)), "s_below_top_stage");
  s.add(t.at_most(num(0), v.pw) && t.at_most(v.pw, v.kw), "p_at_most_k");
  if (kind == PolynomialQuery::Minimum)
    s.add(t.less(t.crossings(v.pw), t.crossings(t.minimiser())), "some_p_crosses_less_than_at_the_minimiser");
  else if (kind == PolynomialQuery::OddTie)
    s.add(t.odd() && t.crossings(t.half_down()) != t.crossings(t.half_up()), "odd_k_nearest_integers_differ");
  else
    s.add(t.crossings(v.pw) != t.decomposed(v.pw), "polynomial_is_not_the_weighted_connection_counts");
  return {s, v};
}

std::string polynomial_claim(PolynomialQuery kind) {
  switch (kind) {
    case PolynomialQuery::Minimum: return "C_I(p) >= C_I(floor(k/2)) for every p in 0..k and stage s <= n-2";
    case PolynomialQuery::OddTie: return "odd k: C_I(floor(k/2)) = C_I(ceil(k/2)) at every stage s <= n-2";
    default:
      return "C_I(p) = (k^(n-1) - k^s)(p^2 + (k-p)^2) + k^s 2p(k-p) (CC_I and TC_I of Sec. 4.1 weighted) for every "
             "p in 0..k and stage s <= n-2";
  }
}

SmtQueryInfo polynomial_query_info(PolynomialQuery kind, const SymbolicPolynomialRange& r) {
  SmtQueryInfo q;
  const std::string range = std::to_string(r.lo) + ".." + std::to_string(r.hi);
  q.name = std::string("tswitch.ft_polynomial_symbolic_") + polynomial_query_name(kind) + "_n" + std::to_string(r.n) +
           "_k" + std::to_string(r.lo) + "_" + std::to_string(r.hi);
  if (r.mutant != SymbolicPolynomialMutant::None) q.name += "_mutant";
  q.claim = "tswitch.ft_polynomial (Prop. 1.22), n=" + std::to_string(r.n) + ", every k in " + range + ": " +
            polynomial_claim(kind);
  q.symbolic = symbolic_polynomial_symbolic();
  q.fixed = std::string(symbolic_polynomial_fixed()) + "; here n=" + std::to_string(r.n) + ", k in " + range;
  q.logic = query_logic(kind);
  return q;
}

SymbolicPolynomialModel read_polynomial_model(const z3::model& mdl, const PolynomialRangeQuery& q, PolynomialQuery kind) {
  SymbolicPolynomialModel out;
  out.query = kind;
  out.k = static_cast<int>(model_u64(mdl, q.v.k));
  out.s = static_cast<int>(model_u64(mdl, q.v.s));
  out.p = static_cast<int>(model_u64(mdl, q.v.p));
  return out;
}

// The engine's pieces for the shared query-set loop (symbolic_query_set_solve.hpp).
using PolynomialSpec = QuerySetSpec<PolynomialQuery, SymbolicPolynomialModel, SymbolicPolynomialRange,
                                    PolynomialRangeQuery, build_polynomial_query, polynomial_query_info,
                                    polynomial_query_name, read_polynomial_model, &SymbolicPolynomialModel::k>;

// C_I evaluated on constants in one sort, as a decimal string.
std::string evaluated_crossings(int k, int n, int s, int p, unsigned width) {
  z3::context c;
  const PolynomialTerms t(c, n, width, width == 0 ? c.int_val(k) : c.bv_val(k, width),
                          width == 0 ? c.int_val(s) : c.bv_val(s, width), SymbolicPolynomialMutant::None);
  return t.crossings(t.val(static_cast<uint64_t>(p))).simplify().get_decimal_string(0);
}

}  // namespace

const char* polynomial_query_name(PolynomialQuery q) {
  switch (q) {
    case PolynomialQuery::Minimum: return "minimum";
    case PolynomialQuery::OddTie: return "odd_tie";
    default: return "decomposition";
  }
}

json SymbolicPolynomialModel::to_json() const {
  return {{"query", polynomial_query_name(query)}, {"k", k}, {"s", s}, {"p", p}};
}

const char* symbolic_polynomial_symbolic() {
  return "k (within the range), the stage s (0 <= s <= n-2) and p (0 <= p <= k): so every arity in the range, every "
         "stage below the top and every configuration size p at once";
}

const char* symbolic_polynomial_fixed() {
  return "n, and the polynomial C_I(p) = 2p^2 A - 4p^2 B + k^2 A - k^2 B - 2p kA + 4p kB with A = k^(n-1) (n-1 "
         "copies of k) and B = k^s (an ite chain over s); three queries: minimum and odd_tie (QF_BV, 6(n+1)+2-bit words: "
         "C_I is exact there) and decomposition (QF_NIA)";
}

std::string symbolic_polynomial_query(PolynomialQuery q, const SymbolicPolynomialRange& r, const std::string& status) {
  return query_set_text<PolynomialSpec>(q, r, status);
}

SymbolicPolynomialAnswer solve_symbolic_polynomial(const SymbolicPolynomialRange& r, const RunContext& ctx) {
  return solve_query_set<PolynomialSpec>({PolynomialQuery::Minimum, PolynomialQuery::OddTie,
                                          PolynomialQuery::Decomposition},
                                         r, ctx);
}

std::string polynomial_term_int(int k, int n, int s, int p) { return evaluated_crossings(k, n, s, p, 0); }
std::string polynomial_term_bv(int k, int n, int s, int p) {
  return evaluated_crossings(k, n, s, p, minimum_word_bits(n));
}

}  // namespace netcert
