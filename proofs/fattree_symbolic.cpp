// fattree_symbolic.cpp — see fattree_symbolic.hpp.
#include "proofs/fattree_symbolic.hpp"

#include <z3++.h>

#include "proofs/bitvector64.hpp"
#include "proofs/family_expression_top.hpp"

namespace netcert {

namespace {

// The built-in families as formulas (net/family_expression.hpp), so they share the range
// query with users' formulas: rev(x) + i is the 64-bit reversal of x plus i << (64 - n) in
// top form, with no term shifting data by a symbolic amount except the rotator's and tdm's
// x << (64 - n). (Shifts of data by symbolic amounts made the bitreverse query time out at
// 300 s with z3 and cvc5; this one answers in seconds.)
const char* builtin_family_formula(FamilyKind kind, SymbolicUmpMutant mutant) {
  switch (kind) {
    case FamilyKind::BitReverse:
      return mutant == SymbolicUmpMutant::NotPermutation ? "rev(x and not 1) + i" : "rev(x) + i";
    case FamilyKind::Rotator: return "x + i";
    default: return "i - x";  // tdm
  }
}

UmpRangeSpec builtin_range_spec(const SymbolicUmpRange& r) {
  UmpRangeSpec spec;
  spec.sigma = parse_family_expression(builtin_family_formula(r.kind, r.mutant), "family");
  spec.lo = r.lo;
  spec.hi = r.hi;
  spec.weak_cell = r.mutant == SymbolicUmpMutant::WeakCell;
  return spec;
}

SmtQueryInfo builtin_query_info(const SymbolicUmpRange& r) {
  SmtQueryInfo q;
  q.name = std::string("fattree.ump_symbolic_") + family_name(r.kind) + "_n" + std::to_string(r.lo) + "_" + std::to_string(r.hi);
  if (r.mutant != SymbolicUmpMutant::None) q.name += "_mutant";
  q.claim = std::string("fattree.ump (Lemma 4), family=") + family_name(r.kind) + ", every n in " + std::to_string(r.lo) +
            ".." + std::to_string(r.hi) + ": no slot maps two inputs of one S(j,k) into one S(n-j,l), at any level j < n";
  q.symbolic = symbolic_ump_symbolic();
  q.fixed = std::string(symbolic_ump_fixed()) + "; here " + std::to_string(r.lo) + " <= n <= " + std::to_string(r.hi);
  q.logic = "QF_BV";
  return q;
}

}  // namespace

const char* symbolic_ump_symbolic() {
  return "n (the number of levels, within the range), level j (0 <= j < n), slot i (i = 0 stands for slot N) and inputs "
         "x != y below N = 1 << n: 64-bit vectors, so every size in the range, every level, slot and pair at once";
}

const char* symbolic_ump_fixed() {
  return "the family's formula, computed in the top n bits of a 64-bit word (sigma_i(x) << (64 - n)): "
         "rev_n(x) << (64 - n) = the 64-bit reversal of x, + i << (64 - n); sums and differences mod N are the word's wrap-around";
}

std::string symbolic_ump_query(const SymbolicUmpRange& r, const std::string& status) {
  return ump_range_query_smt2(builtin_range_spec(r), builtin_query_info(r), status);
}

SymbolicUmpAnswer solve_symbolic_ump(const SymbolicUmpRange& r, const RunContext& ctx) {
  // A model is confirmed with the family's own code (bvn_families), not with the formula.
  const DirectFamily direct = [kind = r.kind](int n, uint64_t slot, uint64_t x) { return family_apply(kind, n, slot, x); };
  const UmpRangeAnswer a = solve_ump_range(builtin_range_spec(r), builtin_query_info(r), direct, ctx);
  SymbolicUmpAnswer out;
  out.verdict = a.verdict;
  out.model = a.model;
  out.smt2 = a.smt2;
  out.reason = a.reason;
  out.seconds = a.seconds;
  out.queries = a.queries;
  if (a.verdict == Verdict::Fails && !a.confirmed) {
    // A mutant's model collides in the mutated query, not in the family: still its sat.
    if (r.mutant == SymbolicUmpMutant::None) out.verdict = Verdict::Unknown;
    out.reason = "the solver's model is not a violation when the family is evaluated directly";
  }
  return out;
}

uint64_t symbolic_family_value(FamilyKind kind, int n, uint64_t i, uint64_t x) {
  z3::context c;
  const z3::expr nn = bv64(c, static_cast<uint64_t>(n));
  const FamilyExpr sigma = parse_family_expression(builtin_family_formula(kind, SymbolicUmpMutant::None), "family");
  return z3::lshr(family_expression_top(c, sigma, nn, bv64(c, i), bv64(c, x)), bv64(c, 64) - nn)
      .simplify()
      .get_numeral_uint64();
}

}  // namespace netcert
