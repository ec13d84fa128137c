// ump_induction.cpp — see ump_induction.hpp. Notation: P = 2^n, cells compared by
// sh(a, k) = floor(a / 2^k); pow2, sh and g are uninterpreted functions, and only the
// instances of their defining facts that the step needs are asserted (each true of
// 2^k, floor division and g, so an unsat answer is a proof; docs/symbolic.md lists them).
#include "proofs/ump_induction.hpp"

#include <z3++.h>

#include "proofs/smt.hpp"

namespace netcert {

namespace {

class UmpInductionTerms {
 public:
  UmpInductionTerms(z3::context& c, z3::solver& s, UmpRecursion r)
      : c_(c), s_(s), r_(r),
        pow2(c.function("pow2", c.int_sort(), c.int_sort())),
        sh(c.function("sh", c.int_sort(), c.int_sort(), c.int_sort())),
        g(c.function("g", c.int_sort(), c.int_sort(), c.int_sort())) {}

  z3::expr var(const std::string& name) { return c_.int_const(name.c_str()); }
  z3::expr num(int v) { return c_.int_val(v); }
  // A fresh 0/1 variable.
  z3::expr bit(const std::string& name) {
    z3::expr b = var(name);
    s_.add(b == 0 || b == 1);
    return b;
  }
  z3::expr times_bit(const z3::expr& b, const z3::expr& v) { return z3::ite(b == 1, v, num(0)); }
  z3::expr below(const z3::expr& v, const z3::expr& bound) { return 0 <= v && v < bound; }
  // value mod m for 0 <= value < 2m, without a symbolic modulus: value = r + w m, w a bit.
  z3::expr mod_once(const z3::expr& value, const z3::expr& m, const std::string& name) {
    z3::expr rem = var(name);
    s_.add(value == rem + times_bit(bit(name + "_wrap"), m) && below(rem, m));
    return rem;
  }
  // g_{n+1}(2x' + b) from g_n(x'), P = 2^n: the family's defining recursion.
  z3::expr recursion(const z3::expr& n, const z3::expr& half, const z3::expr& low, const z3::expr& P) {
    if (r_ == UmpRecursion::BitReverse) return times_bit(low, P) + g(n, half);
    if (r_ == UmpRecursion::LowBitLost) return g(n, half);
    return 2 * g(n, half) + low;
  }
  void add(const z3::expr& e, const char* name) { s_.add(e, name); }

 private:
  z3::context& c_;
  z3::solver& s_;
  UmpRecursion r_;

 public:
  z3::func_decl pow2, sh, g;
};

// An input at size n + 1 split as x = 2x' + b, its image sigma_i(x) = (g_{n+1}(x) + i)
// mod 2P split at its top bit as t P + s0.
struct SplitInput {
  z3::expr x, half, low, image, top, rest;
};

SplitInput split_input(UmpInductionTerms& t, const std::string& name, const z3::expr& n, const z3::expr& P,
                       const z3::expr& slot) {
  z3::expr x = t.var(name), half = t.var(name + "_half"), low = t.bit(name + "_low");
  t.add(t.below(x, 2 * P) && x == 2 * half + low && t.below(half, P), (name + "_is_2half_plus_low").c_str());
  t.add(t.below(t.g(n, half), P), (name + "_hypothesis_g_n_in_range").c_str());
  t.add(t.g(n + 1, x) == t.recursion(n, half, low, P), (name + "_recursion").c_str());
  z3::expr image = t.mod_once(t.g(n + 1, x) + slot, 2 * P, name + "_image");
  z3::expr top = t.bit(name + "_image_top"), rest = t.var(name + "_image_rest");
  t.add(image == t.times_bit(top, P) + rest && t.below(rest, P), (name + "_image_top_split").c_str());
  return {x, half, low, image, top, rest};
}

// Facts about floor division by powers of two at the instances the step uses.
void assert_shift_facts(UmpInductionTerms& t, const z3::expr& n, const z3::expr& level, const SplitInput& a) {
  const z3::expr below_level = t.pow2(n - level);
  const std::string p = a.x.to_string();
  // x >> (n+1-j) = x' >> (n-j), and x' >> 0 = x'.
  t.add(t.sh(a.x, n + 1 - level) == t.sh(a.half, n - level), (p + "_cell_from_half").c_str());
  t.add(t.sh(a.half, t.num(0)) == a.half, (p + "_shift_by_zero").c_str());
  // (t P + s0) >> j = t 2^(n-j) + (s0 >> j) and s0 >> j < 2^(n-j) for s0 < P, j <= n.
  t.add(t.sh(a.image, level) == t.times_bit(a.top, below_level) + t.sh(a.rest, level),
        (p + "_image_cell_split").c_str());
  t.add(t.below(t.sh(a.rest, level), below_level), (p + "_rest_cell_in_range").c_str());
}

// The induction hypothesis at the one instance the step needs: level j, slot i mod P, x', y'.
void assert_hypothesis(UmpInductionTerms& t, const z3::expr& n, const z3::expr& P, const z3::expr& level,
                       const z3::expr& slot, const SplitInput& a, const SplitInput& b) {
  z3::expr slot_low = t.var("slot_low");
  t.add(slot == t.times_bit(t.bit("slot_top"), P) + slot_low && t.below(slot_low, P), "slot_split");
  const z3::expr image_a = t.mod_once(t.g(n, a.half) + slot_low, P, "hypothesis_image_x");
  const z3::expr image_b = t.mod_once(t.g(n, b.half) + slot_low, P, "hypothesis_image_y");
  t.add(z3::implies(level < n && a.half != b.half && t.sh(a.half, n - level) == t.sh(b.half, n - level),
                    t.sh(image_a, level) != t.sh(image_b, level)),
        "hypothesis_ump_at_n");
}

void build_step(UmpInductionTerms& t, z3::context& c) {
  const z3::expr n = t.var("n"), level = t.var("j"), slot = t.var("i");
  const z3::expr P = t.pow2(n);
  t.add(n >= kUmpInductionBase && P >= 1 && t.pow2(n + 1) == 2 * P && t.pow2(n - level) >= 1, "powers_of_two");
  t.add(0 <= level && level <= n && t.below(slot, 2 * P), "level_and_slot_at_n_plus_1");
  const SplitInput a = split_input(t, "x", n, P, slot), b = split_input(t, "y", n, P, slot);
  t.add(a.x != b.x, "two_inputs");
  assert_shift_facts(t, n, level, a);
  assert_shift_facts(t, n, level, b);
  assert_hypothesis(t, n, P, level, slot, a, b);
  const z3::expr one_cell = t.sh(a.x, n + 1 - level) == t.sh(b.x, n + 1 - level);
  const z3::expr one_image_cell = t.sh(a.image, level) == t.sh(b.image, level);
  t.add(!t.below(t.g(n + 1, a.x), 2 * P) || (one_cell && one_image_cell), "claim_fails_at_n_plus_1");
  (void)c;
}

// The claim at n = 1 in plain integers: g_0(0) = 0, g_1 by the recursion, level 0 only.
void build_base(UmpInductionTerms& t) {
  const z3::expr zero = t.num(0), one = t.num(1), two = t.num(2);
  t.add(t.g(zero, zero) == 0, "g_0_of_0");
  const z3::expr slot = t.var("i");
  t.add(t.below(slot, two), "slot_at_1");
  std::vector<z3::expr> images;
  z3::expr out_of_range = t.num(0) != 0;
  for (const char* name : {"x", "y"}) {
    z3::expr x = t.var(name);
    const z3::expr low = t.bit(std::string(name) + "_low");
    t.add(t.below(x, two) && x == low, (std::string(name) + "_below_2").c_str());
    t.add(t.g(one, x) == t.recursion(zero, zero, low, one), (std::string(name) + "_recursion").c_str());
    out_of_range = out_of_range || !t.below(t.g(one, x), two);
    images.push_back(t.mod_once(t.g(one, x) + slot, two, std::string(name) + "_image"));
  }
  const z3::expr x = t.var("x"), y = t.var("y");
  t.add(x != y, "two_inputs");
  // Level 0: x, y in one S(0, k) (x >> 1 = y >> 1) with images in one S(1, l) (one output).
  t.add(out_of_range || (z3::operator/(x, two) == z3::operator/(y, two) && images[0] == images[1]),
        "claim_fails_at_1");
}

SmtQueryInfo query_info(bool step, UmpRecursion r) {
  SmtQueryInfo q;
  const std::string family = r == UmpRecursion::BitReverse ? "bitreverse"
                             : r == UmpRecursion::Identity ? "rotator"
                                                           : "low_bit_lost";
  q.name = "fattree.ump_induction_" + family + (step ? "_step" : "_base");
  q.claim = step ? "fattree.ump (Lemma 4, every level), family " + family +
                       ": if every slot has UMP at every level j < n for size n (and g_n maps into [0, 2^n)), the "
                       "same holds at n + 1, for every n >= 1"
                 : "fattree.ump (Lemma 4, every level), family " + family + ": every slot has UMP at n = 1";
  q.symbolic = ump_induction_symbolic();
  q.fixed = std::string(ump_induction_fixed()) + (step ? "" : "; here n = 1");
  q.logic = "QF_UFLIA";
  return q;
}

}  // namespace

std::vector<InductionQuery> ump_induction_queries(UmpRecursion r, const std::string& status) {
  std::vector<InductionQuery> out;
  for (bool step : {false, true}) {
    z3::context c;
    z3::solver s(c);
    UmpInductionTerms t(c, s, r);
    if (step) build_step(t, c);
    else build_base(t);
    out.push_back({step ? "step" : "base", portable_smt2(s, query_info(step, r), status)});
  }
  return out;
}

uint64_t ump_recursion_value(UmpRecursion r, int n, uint64_t x) {
  z3::context c;
  z3::solver s(c);
  UmpInductionTerms t(c, s, r);
  s.add(t.g(t.num(0), t.num(0)) == 0);
  for (int k = 0; k < n; ++k) {  // g_{k+1}(x >> (n-k-1)) from g_k(x >> (n-k))
    const uint64_t prefix = x >> (n - k - 1);
    s.add(t.g(t.num(k + 1), c.int_val(prefix)) ==
          t.recursion(t.num(k), c.int_val(prefix >> 1), c.int_val(prefix & 1), c.int_val(uint64_t{1} << k)));
  }
  if (s.check() != z3::sat) return ~uint64_t{0};
  return s.get_model().eval(t.g(t.num(n), c.int_val(x)), true).get_numeral_uint64();
}

const char* ump_induction_symbolic() {
  return "n (an unbounded integer >= 1, in the step), the level j <= n, the slot i < 2^(n+1) (i = 0 standing for slot "
         "N), inputs x != y, and the functions 2^k, floor(a / 2^k) and g as uninterpreted functions constrained at "
         "the instances the step uses";
}

const char* ump_induction_fixed() {
  return "the family sigma_i(x) = (g_n(x) + i) mod 2^n with g's recursion over x = 2x' + b (bitreverse: g_{n+1}(2x' "
         "+ b) = b 2^n + g_n(x'), g_0(0) = 0); the base size n = 1";
}

}  // namespace netcert
