// family_expression_ump.cpp — see family_expression_ump.hpp.
#include "proofs/family_expression_ump.hpp"

#include <z3++.h>

#include <cstdio>

#include "proofs/bitvector64.hpp"
#include "proofs/family_expression_top.hpp"

namespace netcert {

namespace {

// A short stable name for the formula (FNV-1a of its text), so queries of two formulas do not collide.
std::string expression_formula_tag(const std::string& text) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char ch : text) h = (h ^ ch) * 1099511628211ULL;
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return std::string(buf).substr(0, 10);
}

SmtQueryInfo expression_query_info(const ExpressionUmpRange& r) {
  SmtQueryInfo q;
  const std::string range = std::to_string(r.lo) + ".." + std::to_string(r.hi);
  q.name = "fattree.family_expression_ump_" + expression_formula_tag(family_expression_text(r.sigma)) + "_n" + std::to_string(r.lo) +
           "_" + std::to_string(r.hi) + (r.weak_cell ? "_mutant" : "");
  q.claim = "schedule fattree/family-expression, sigma_i(x) = " + family_expression_text(r.sigma) + " (mod N), every n in " +
            range + ": no slot maps two inputs of one S(j,k) into one S(n-j,l), at any level j < n";
  q.symbolic = symbolic_ump_symbolic();
  q.fixed = "the formula, computed in the top n bits of a 64-bit word (sigma_i(x) << (64 - n)); here " +
            std::to_string(r.lo) + " <= n <= " + std::to_string(r.hi);
  q.logic = "QF_BV";
  return q;
}

UmpRangeSpec expression_range_spec(const ExpressionUmpRange& r) {
  UmpRangeSpec spec;
  spec.sigma = r.sigma;
  spec.lo = r.lo;
  spec.hi = r.hi;
  spec.weak_cell = r.weak_cell;
  return spec;
}

}  // namespace

std::string expression_ump_query(const ExpressionUmpRange& r, const std::string& status) {
  return ump_range_query_smt2(expression_range_spec(r), expression_query_info(r), status);
}

ExpressionUmpAnswer solve_expression_ump(const ExpressionUmpRange& r, const RunContext& ctx) {
  const DirectFamily direct = [&r](int n, uint64_t slot, uint64_t x) { return evaluate_family_expression(r.sigma, n, slot, x); };
  const UmpRangeAnswer a = solve_ump_range(expression_range_spec(r), expression_query_info(r), direct, ctx);
  ExpressionUmpAnswer out;
  out.verdict = a.verdict;
  out.model = a.model;
  out.smallest = a.smallest;
  out.smt2 = a.smt2;
  out.seconds = a.seconds;
  out.queries = a.queries;
  if (a.verdict == Verdict::Unknown) out.reason = "the solver answered unknown: " + a.reason;
  if (a.verdict == Verdict::Fails && !a.confirmed) {
    out.verdict = Verdict::Unknown;
    out.reason = "the solver's model is not a violation when the formula is evaluated directly";
  }
  return out;
}

uint64_t symbolic_expression_value(const FamilyExpr& e, int n, uint64_t slot, uint64_t x) {
  z3::context c;
  // The query's slot variable is i mod N (slot N is 0), as in the range query.
  const z3::expr nn = bv64(c, static_cast<uint64_t>(n)), i = bv64(c, slot & ((uint64_t{1} << n) - 1)), xx = bv64(c, x);
  return z3::lshr(family_expression_top(c, e, nn, i, xx), bv64(c, 64) - nn).simplify().get_numeral_uint64();
}

}  // namespace netcert
