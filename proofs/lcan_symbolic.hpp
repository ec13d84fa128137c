// lcan_symbolic.hpp — Lemmas 1 and 2 of seed 004 for every CB-LCAN(N, d, u) whose number
// of levels l lies in a range, at fixed d = 2^a and u = 2^b, in QF_BV queries with l symbolic
// (the `symbolic` engine of lcan.reachable_switches and lcan.lca_count).
//
// Sec. 2's label rule: switch (H, L) of level j, dense index H u^j + L with L < u^j, is wired
// by its upper k to switch (H div d, L u + k) of level j+1; PE p sits on switch p div d of
// level 0. With d and u powers of two the rule is shifts, so the level can be a bit-vector.
// The queries prove, by induction on the level i, the closed form of a climb: from PE p
// through up-choices k_0..k_(i-1), written as one number K < u^i (their base-u numeral), the
// switch reached is C(p, K, i) = (p div d^(i+1)) u^i + K, a switch of level i (C < S_i):
//   climb_base:  PE p's level-0 switch p div d is C(p, 0, 0);
//   climb_step:  the rule applied to C(p, K, i) with a choice k < u gives C(p, K u + k, i+1),
//                with K u + k < u^(i+1) (every level i < l-1);
//   lca_common:  PEs p, q that agree above digit i (p div d^(i+1) = q div d^(i+1)) reach the
//                same level-i switch under the same choices;
//   lca_apart:   PEs p, q that differ above digit i never meet at level i, whatever choices.
// All unsat: a PE reaches exactly the u^i switches C(p, K, i), K < u^i, at level i (Lemma 1:
// the choice sequences are the base-u numerals K, and K -> C(p, K, i) adds K to a fixed
// multiple of u^i); two PEs meet first at the most significant base-d digit m where they
// differ, on all u^m switches either reaches there (Lemma 2). lcan.reachable_switches asks
// the two climb queries, lcan.lca_count all four.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/verdict.hpp"
#include "proofs/symbolic_query_set.hpp"

namespace netcert {

// Deliberately broken queries (tests: each must turn its query sat).
enum class SymbolicLcanMutant {
  None,
  StepWithoutTimesU,  // the rule's new L is L + k, not L u + k: climb_step
  LevelZeroIsThePe,   // PE p sits on switch p, not p div d: climb_base
  CommonOneDigitHigh,  // "agree above digit i" read as above digit i+1: lca_common
  ApartOneDigitLow,    // "differ above digit i" read as at or above digit i: lca_apart
  // lcan.level_sizes (proofs/lcan_levels_symbolic.hpp):
  DownerFromLowDigits,   // the upper lands on downer s mod d, not H mod d: wiring_injective
  PreimageDropsDowner,   // the preimage of downer j forgets j: wiring_onto
  PeInverseDropsDowner,  // the PE on downer j of switch s is s d, not s d + j: pes_level_0
};

enum class LcanClimbQuery { Base, Step, Common, Apart };
const char* lcan_climb_query_name(LcanClimbQuery q);

struct SymbolicLcanRange {
  int log_d = 1, log_u = 1;  // d = 2^log_d, u = 2^log_u
  int lo = 1, hi = 62;       // levels l (N = d^l)
  bool lca_too = false;      // lcan.lca_count: common and apart as well
  SymbolicLcanMutant mutant = SymbolicLcanMutant::None;
};

// The query kinds a range asks, in order.
std::vector<LcanClimbQuery> lcan_climb_queries(const SymbolicLcanRange& r);

// A model: the query, the number of levels and the values named there (decimal strings).
struct SymbolicLcanModel {
  LcanClimbQuery query = LcanClimbQuery::Base;
  int levels = 0;
  json values;
  json to_json() const;
};

using SymbolicLcanAnswer = SymbolicQuerySetAnswer<LcanClimbQuery, SymbolicLcanModel>;

// The range query as portable SMT-LIB 2.6 with :status `status`.
std::string symbolic_lcan_query(LcanClimbQuery q, const SymbolicLcanRange& r, const std::string& status = "unsat");

// Solves the range's queries (symbolic_query_set_solve.hpp: a sat one narrowed to its fewest levels).
SymbolicLcanAnswer solve_symbolic_lcan(const SymbolicLcanRange& r, const RunContext& ctx);

// The queries' terms evaluated by z3 on constants (tests compare them with net/lcan.hpp's wiring):
// the level-(level+1) switch the rule reaches from switch `index` of `level` by upper k, and C(p, K, i).
uint64_t symbolic_lcan_up(int log_d, int log_u, int level, uint64_t index, uint64_t k);
uint64_t symbolic_lcan_closed_form(int log_d, int log_u, int level, uint64_t pe, uint64_t choices);

// What the engine proves (list --json, notes, docs).
const char* symbolic_lcan_symbolic();
const char* symbolic_lcan_fixed();

}  // namespace netcert
