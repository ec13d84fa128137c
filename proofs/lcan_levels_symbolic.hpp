// lcan_levels_symbolic.hpp — Eq. (1) of seed 004 and the wiring Π_(i+1) as a bijection, for
// every CB-LCAN(N, d, u) whose number of levels l lies in a range, d = 2^a and u = 2^b fixed, in
// three QF_BV queries with l symbolic (the `symbolic` engine of lcan.level_sizes). A count is a
// bijection onto a range, which the queries check.
//
// Level i's switches are the labels (H, L) with H < d^(l-1-i) and L < u^i, dense index
// H u^i + L < S_i = (N div d^(i+1)) u^i (proofs/lcan_label_terms.hpp has the rule):
//   pes_level_0:      p -> (p div d, p mod d) maps the PEs onto the downers of level 0, and
//                     (s, j) -> s d + j undoes it both ways: N = S_0 d;
//   wiring_injective: upper k of switch s < S_i lands on a downer H mod d < d of a switch below
//                     S_(i+1), and no two uppers of level i land on one downer (every i < l-1);
//   wiring_onto:      every downer jd < d of switch t < S_(i+1) is reached, from the upper
//                     (H' d + jd) u^i + (L' div u), k = L' mod u of level i (t = H' u^(i+1) + L').
// All unsat: Π_(i+1) maps the uppers of level i one-to-one onto the downers of level i+1, so
// S_(i+1) d = S_i u; with N = S_0 d, S_i = N/d (u/d)^i (Eq. 1), every S_i (i < l) an integer,
// and l = log_d N levels (Cor. 1) — for every N in the range.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "proofs/lcan_symbolic.hpp"
#include "proofs/symbolic_query_set.hpp"

namespace netcert {

enum class LcanLevelsQuery { PesLevelZero, WiringInjective, WiringOnto };
const char* lcan_levels_query_name(LcanLevelsQuery q);
std::vector<LcanLevelsQuery> lcan_levels_queries();

// A model: the query, the number of levels and the values named there (decimal strings).
struct SymbolicLevelsModel {
  LcanLevelsQuery query = LcanLevelsQuery::PesLevelZero;
  int levels = 0;
  json values;
  json to_json() const;
};

using SymbolicLevelsAnswer = SymbolicQuerySetAnswer<LcanLevelsQuery, SymbolicLevelsModel>;

// The range query as portable SMT-LIB 2.6 with :status `status` (the range's lca_too is not used).
std::string symbolic_levels_query(LcanLevelsQuery q, const SymbolicLcanRange& r, const std::string& status = "unsat");

// Solves the three range queries (symbolic_query_set_solve.hpp: a sat one narrowed to its fewest levels).
SymbolicLevelsAnswer solve_symbolic_levels(const SymbolicLcanRange& r, const RunContext& ctx);

// The queries' wiring evaluated by z3 on constants (tests compare it with net/lcan.hpp): the downer
// that upper k of switch `index` of `level` reaches, and the upper (switch index * u + k) that downer jd of
// switch `index` of level+1 is wired from.
uint64_t symbolic_levels_downer(int log_d, int log_u, int level, uint64_t index, uint64_t k);
uint64_t symbolic_levels_upper_of(int log_d, int log_u, int level, uint64_t index, uint64_t jd);

const char* symbolic_levels_symbolic();
const char* symbolic_levels_fixed();

}  // namespace netcert
