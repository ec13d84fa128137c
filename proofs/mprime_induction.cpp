// mprime_induction.cpp — see mprime_induction.hpp. flip(i, s) = i xor 2^s, del(i, s) =
// i with bit s deleted, ins(r, t) = r with a 0 inserted at bit t are uninterpreted
// functions defined by their recursion over x = 2q + c (the low bit c): the query
// asserts those definitions at the terms it uses, unrolled two bits deep.
#include "proofs/mprime_induction.hpp"

#include <z3++.h>

#include "proofs/smt.hpp"

namespace netcert {

namespace {

struct Chip {
  z3::expr s, i;
};
struct Node {
  z3::expr t, r;
};

class MprimeInductionTerms {
 public:
  MprimeInductionTerms(z3::context& c, z3::solver& s, MprimeInductionMutant m)
      : c_(c), s_(s), m_(m),
        flip(c.function("flip", c.int_sort(), c.int_sort(), c.int_sort())),
        del(c.function("del", c.int_sort(), c.int_sort(), c.int_sort())),
        ins(c.function("ins", c.int_sort(), c.int_sort(), c.int_sort())) {}

  z3::expr var(const std::string& name) { return c_.int_const(name.c_str()); }
  z3::expr num(int v) { return c_.int_val(v); }
  // x = 2q + c with c a fresh bit; returns q (fresh) and c.
  std::pair<z3::expr, z3::expr> split(const z3::expr& x, const std::string& name) {
    z3::expr q = var(name + "_half"), low = var(name + "_low");
    s_.add((low == 0 || low == 1) && x == 2 * q + low);
    return {q, low};
  }
  // The recursions of flip, del and ins at (x, k), unrolled `depth` low bits deep;
  // returns x's half q (x = 2q + c).
  z3::expr define(const z3::expr& x, const z3::expr& k, const std::string& name, int depth) {
    auto [q, low] = split(x, name);
    const z3::expr up = m_ == MprimeInductionMutant::CrossEdgeSkipsLowBit ? k : k - 1;
    s_.add(z3::implies(k == 0, flip(x, k) == 2 * q + 1 - low && del(x, k) == q && ins(x, k) == 2 * x));
    s_.add(z3::implies(k >= 1, flip(x, k) == 2 * flip(q, up) + low && del(x, k) == 2 * del(q, k - 1) + low &&
                                   ins(x, k) == 2 * ins(q, k - 1) + low));
    if (depth > 1) define(q, k - 1, name + "h", depth - 1);
    return q;
  }
  void add(const z3::expr& e, const char* name) { s_.add(e, name); }

 private:
  z3::context& c_;
  z3::solver& s_;
  MprimeInductionMutant m_;

 public:
  z3::func_decl flip, del, ins;
};

// M', phi and G_{n/2} at one size: u, rows < rows, target rows < half.
struct MprimeAtSize {
  MprimeInductionTerms& t;
  z3::expr u, rows, half;

  z3::expr is_chip(const Chip& a) const { return 0 <= a.s && a.s < u && 0 <= a.i && a.i < rows; }
  z3::expr is_node(const Node& v) const { return 0 <= v.t && v.t < u && 0 <= v.r && v.r < half; }
  z3::expr in_block(const z3::expr& row, const Chip& a) const { return row == a.i || row == t.flip(a.i, a.s); }
  z3::expr same_chip(const Chip& a, const Chip& b) const { return a.s == b.s && in_block(b.i, a); }
  Node image(const Chip& a) const { return {a.s, t.del(a.i, a.s)}; }
  Chip preimage(const Node& v) const { return {v.t, t.ins(v.r, v.t)}; }
  z3::expr same_node(const Node& a, const Node& b) const { return a.t == b.t && a.r == b.r; }
  z3::expr upper_on_a_lower_on_b(const Chip& a, const Chip& b) const {
    return b.s == a.s + 1 && (in_block(a.i, b) || in_block(t.flip(a.i, a.s), b));
  }
  z3::expr chips_adjacent(const Chip& a, const Chip& b) const {
    return upper_on_a_lower_on_b(a, b) || upper_on_a_lower_on_b(b, a);
  }
  z3::expr target_edge(const Node& a, const Node& b) const {
    return b.t == a.t + 1 && (b.r == a.r || b.r == t.flip(a.r, a.t));
  }
  z3::expr target_adjacent(const Node& a, const Node& b) const { return target_edge(a, b) || target_edge(b, a); }

  // phi is not well defined or not injective at (a, b).
  z3::expr injection_violated(const Chip& a, const Chip& b) const {
    const z3::expr chips = is_chip(a) && is_chip(b);
    const z3::expr one_image = same_node(image(a), image(b));
    return (chips && same_chip(a, b) && !one_image) || (chips && !same_chip(a, b) && one_image);
  }
  // An image outside G_{n/2}, or a node of G_{n/2} that is not its preimage's image.
  z3::expr onto_violated(const Chip& a, const Node& v) const {
    return (is_chip(a) && !is_node(image(a))) ||
           (is_node(v) && !(is_chip(preimage(v)) && same_node(image(preimage(v)), v)));
  }
  // Chips holding one node's halves whose images are not joined (kept), or the converse (reflected).
  // One direction suffices: a and b range over all chips and target_adjacent is symmetric.
  z3::expr edge_lost(const Chip& a, const Chip& b) const {
    return is_chip(a) && is_chip(b) && upper_on_a_lower_on_b(a, b) && !target_adjacent(image(a), image(b));
  }
  // Likewise one direction: chips_adjacent is symmetric.
  z3::expr edge_invented(const Chip& a, const Chip& b) const {
    return is_chip(a) && is_chip(b) && !chips_adjacent(a, b) && target_edge(image(a), image(b));
  }
  // The claim fails at (a, b, v): the range query's bijection and edges parts.
  z3::expr violated(const Chip& a, const Chip& b, const Node& v) const {
    return injection_violated(a, b) || onto_violated(a, v) || edge_lost(a, b) || edge_invented(a, b);
  }
};

Chip fresh_chip(MprimeInductionTerms& t, const std::string& name) { return {t.var(name + "_s"), t.var(name + "_i")}; }
Node fresh_node(MprimeInductionTerms& t, const std::string& name) { return {t.var(name + "_t"), t.var(name + "_r")}; }

// The halves of the rows (a.i = 2 a1 + c): the objects' rows in their copy of G_{2^u}.
struct Halves {
  z3::expr a, b, v;
};

// The recursion instances at every term the claim applies flip, del and ins to.
Halves define_terms(MprimeInductionTerms& t, const Chip& a, const Chip& b, const Node& v, int depth) {
  const z3::expr a1 = t.define(a.i, a.s, "a_i", depth);
  t.define(t.del(a.i, a.s), a.s, "a_image", depth);
  const z3::expr b1 = t.define(b.i, b.s, "b_i", depth);
  t.define(t.del(b.i, b.s), b.s, "b_image", depth);
  const z3::expr v1 = t.define(v.r, v.t, "v_r", depth);
  t.define(t.ins(v.r, v.t), v.t, "v_preimage", depth);
  return {a1, b1, v1};
}

// The step's four queries each negate one part of the claim at u + 1 (as one query cvc5
// timed out at 30 s; the parts answer in seconds).
constexpr int kStepInjective = 1, kStepOnto = 2, kStepEdgesKept = 3, kStepEdgesReflected = 4;
const char* const kQueryNames[] = {"base", "step_injective", "step_onto", "step_edges_kept", "step_edges_reflected"};

void build_step(MprimeInductionTerms& t, int part) {
  const z3::expr u = t.var("u"), rows = t.var("rows"), half = t.var("half");
  t.add(u >= kMprimeInductionBase && half >= 1 && rows == 2 * half, "sizes_at_u");
  const MprimeAtSize at_u{t, u, rows, half}, at_next{t, u + 1, 2 * rows, rows};
  const Chip a = fresh_chip(t, "a"), b = fresh_chip(t, "b");
  const Node v = fresh_node(t, "v");
  const z3::expr negation = part == kStepInjective ? at_next.injection_violated(a, b)
                            : part == kStepOnto      ? at_next.onto_violated(a, v)
                            : part == kStepEdgesKept ? at_next.edge_lost(a, b)
                                                     : at_next.edge_invented(a, b);
  t.add(negation, "claim_fails_at_u_plus_1");
  const Halves h = define_terms(t, a, b, v, 2);
  // The hypothesis in the copies of G_{2^u} the objects lie in (rows 2q + c, stages >= 1):
  // rows halved, stages one lower.
  const Chip a1{a.s - 1, h.a}, b1{b.s - 1, h.b};
  const Node v1{v.t - 1, h.v};
  t.add(!at_u.violated(a1, b1, v1) && !at_u.violated(b1, a1, v1), "hypothesis_at_u");
}

void build_base(MprimeInductionTerms& t) {
  const MprimeAtSize at_1{t, t.num(1), t.num(2), t.num(1)};
  const Chip a = fresh_chip(t, "a"), b = fresh_chip(t, "b");
  const Node v = fresh_node(t, "v");
  t.add(at_1.violated(a, b, v), "claim_fails_at_1");
  define_terms(t, a, b, v, 2);
}

SmtQueryInfo query_info(int part, MprimeInductionMutant m) {
  SmtQueryInfo q;
  const bool step = part > 0;
  const char* const step_part[] = {"", "phi is well defined and injective", "phi maps onto G_{n/2}",
                                   "phi keeps every edge", "phi reflects every edge"};
  q.name = std::string("butterfly.mprime_isomorphism_induction") + (m == MprimeInductionMutant::None ? "" : "_mutant") +
           "_" + kQueryNames[part];
  q.claim = step ? std::string("butterfly.mprime_isomorphism (Lemma 2): if phi is an isomorphism from M''s chip graph "
                               "onto G_{n/2} for u, then at u + 1 ") + step_part[part] + ", for every u >= 1"
                 : "butterfly.mprime_isomorphism (Lemma 2): phi is an isomorphism from M''s chip graph onto G_{n/2} at u = 1";
  q.symbolic = mprime_induction_symbolic();
  q.fixed = std::string(mprime_induction_fixed()) + (step ? "" : "; here u = 1");
  q.logic = "QF_UFLIA";
  return q;
}

}  // namespace

std::vector<InductionQuery> mprime_induction_queries(MprimeInductionMutant m, const std::string& status) {
  std::vector<InductionQuery> out;
  for (int part = 0; part <= kStepEdgesReflected; ++part) {
    z3::context c;
    z3::solver s(c);
    MprimeInductionTerms t(c, s, m);
    if (part > 0) build_step(t, part);
    else build_base(t);
    out.push_back({kQueryNames[part], portable_smt2(s, query_info(part, m), status)});
  }
  return out;
}

uint64_t mprime_bitop_value(MprimeBitOp op, uint64_t x, int k) {
  z3::context c;
  z3::solver s(c);
  MprimeInductionTerms t(c, s, MprimeInductionMutant::None);
  const z3::expr x0 = c.int_val(x);
  t.define(x0, t.num(k), "x", k + 1);
  if (s.check() != z3::sat) return ~uint64_t{0};
  const z3::func_decl& f = op == MprimeBitOp::Flip ? t.flip : op == MprimeBitOp::Delete ? t.del : t.ins;
  return s.get_model().eval(f(x0, t.num(k)), true).get_numeral_uint64();
}

const char* mprime_induction_symbolic() {
  return "u (an unbounded integer >= 1, in the step), two chips (stage, row) and a node of G_{n/2}, and the bit "
         "operations flip (xor 2^s), del (delete bit s) and ins (insert a 0 at bit t) as uninterpreted functions "
         "defined by their recursion over the low bit at the terms the query uses";
}

const char* mprime_induction_fixed() {
  return "M' as Fig. 3 builds it, phi(chip (s, i)) = (s, del(i, s)), G_{n/2}'s edges (t, r)-(t+1, r) and "
         "(t+1, flip(r, t)); the base size u = 1";
}

}  // namespace netcert
