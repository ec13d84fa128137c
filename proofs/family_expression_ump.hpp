// family_expression_ump.hpp — UMP of a user's family sigma_i(x), written as a
// formula (net/family_expression.hpp), for a whole range of sizes in one QF_BV
// query: ump_range_query.hpp with the formula as sigma.
//
// Symbolic: n (lo <= n <= hi), level j < n, slot i (i = 0 standing for slot N),
// inputs x != y below N = 1 << n, as 64-bit vectors. Fixed: the formula.
// sigma_i(x) is computed in the top n bits of the word (sigma << (64 - n)), as
// the built-in families are (family_expression_top.hpp).
#pragma once
#include <string>

#include "core/context.hpp"
#include "net/family_expression.hpp"
#include "proofs/fattree_symbolic.hpp"

namespace netcert {

struct ExpressionUmpRange {
  FamilyExpr sigma;
  std::string text;  // as the user wrote it (query name and comments)
  int lo = 1, hi = 63;
  bool weak_cell = false;  // test mutant: images need only share S(n-j+1, .)
};

struct ExpressionUmpAnswer {
  Verdict verdict = Verdict::Unknown;  // Holds: unsat; Fails: `model` at the smallest n the solver found
  SymbolicUmpModel model;              // checked by direct evaluation of the formula
  bool smallest = false;               // the narrowing ended unsat below model.n
  std::string smt2, reason;
  double seconds = 0;
  int queries = 0;
};

// The range query as portable SMT-LIB 2.6 with :status `status`.
std::string expression_ump_query(const ExpressionUmpRange& r, const std::string& status = "unsat");

// Solves the range query; on sat narrows to the smallest failing n (hi = found - 1
// until unsat). A model that direct evaluation does not confirm is Unknown.
ExpressionUmpAnswer solve_expression_ump(const ExpressionUmpRange& r, const RunContext& ctx);

// sigma_i(x) at size n as the query's term computes it (z3 simplifies the term
// on constants): tests compare it with evaluate_family_expression.
uint64_t symbolic_expression_value(const FamilyExpr& e, int n, uint64_t slot, uint64_t x);

}  // namespace netcert
