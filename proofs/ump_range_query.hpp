// ump_range_query.hpp — the every-size UMP query, one QF_BV query for a family
// formula over a range of tree sizes: the built-in families (fattree_symbolic)
// and users' formulas (family_expression_ump) both ask it.
//
// Symbolic: the number of levels n (lo <= n <= hi), the level j (0 <= j < n),
// the slot i (0 <= i < N, i = 0 standing for slot N) and inputs x != y below
// N = 1 << n, all 64-bit vectors. Fixed: the formula and the range. It asks for
// x, y in one S(j,k) (x >> (n-j) = y >> (n-j)) whose images share one S(n-j,l)
// (sigma_i(x) >> j = sigma_i(y) >> j, compared in top form: family_expression_top.hpp):
// unsat proves UMP at every n in the range, every level, every slot.
#pragma once
#include <cstdint>
#include <functional>
#include <string>

#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/family_expression.hpp"
#include "proofs/smt.hpp"

namespace netcert {

struct UmpRangeSpec {
  FamilyExpr sigma;
  int lo = 1, hi = 63;
  bool weak_cell = false;  // test mutant: the images need only share S(n-j+1, .), one level coarser
};

// A model of the query: a size, level, slot (1..N) and two inputs x < y.
struct SymbolicUmpModel {
  int n = 0, level = 0;
  uint64_t slot = 0, x = 0, y = 0;
};

// sigma_slot(x) at n levels, computed without the solver (slot in 1..N): confirms a model.
using DirectFamily = std::function<uint64_t(int n, uint64_t slot, uint64_t x)>;

struct UmpRangeAnswer {
  Verdict verdict = Verdict::Unknown;  // Holds: unsat; Fails: sat, `model` (the smallest n found)
  SymbolicUmpModel model;
  bool confirmed = false;  // Fails: direct evaluation shows the model's two inputs collide
  bool smallest = false;   // Fails: the narrowing ended unsat below model.n
  std::string smt2;        // the range query, portable, with :status the answer obtained
  std::string reason;      // Unknown: the solver's reason
  double seconds = 0;
  int queries = 0;  // the range query plus the narrowing ones after a sat
};

// The range query as portable SMT-LIB 2.6 with :status `status`.
std::string ump_range_query_smt2(const UmpRangeSpec& r, const SmtQueryInfo& info, const std::string& status);

// Solves the range query. On a confirmed sat, narrows to the smallest failing n with
// separate queries (hi = found - 1, until unsat), so the exported query stays the range one.
UmpRangeAnswer solve_ump_range(const UmpRangeSpec& r, const SmtQueryInfo& info, const DirectFamily& direct,
                               const RunContext& ctx);

}  // namespace netcert
