// oft_smt.hpp — Z3 encodings for seed 003 (optical fat tree, systolic routing).
//
// Each query asserts the *negation* of a claim over bit-vectors of width r, so
// slot arithmetic "mod 2^r" (the control cycle of a de Bruijn sequence) is the
// bit-vector's own wrap-around. Routers are encoded from their definition:
// router index q = p >> lv, input i_s = p mod 2^lv, output o_s (drop) or
// o_((s + l/2) mod l) (turn), next position q * 2^lv + output.
#pragma once
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "search/smt.hpp"
#include "route/oft_debruijn.hpp"
#include "route/oft_systolic.hpp"

namespace netcert {

struct OftSmtResult {
  std::string name;
  SmtAnswer answer;
  json counterexample;  // filled when SAT
};

// Largest r for which a concrete sequence is asserted as a 2^r-bit constant.
constexpr int kOftSmtMaxFactsR = 16;

// ∃ an r-bit word that is none of the 2^r cyclic windows of `seq`. UNSAT:
// the windows cover every word once, so B(2,r).
OftSmtResult smt_debruijn(int r, const BitSequence& seq, const RunContext& ctx, bool keep_smt2, bool solve = true);

// For EVERY control schedule (one uninterpreted ξ per level, period 2^r):
// ∃ two distinct packets (s1,i1) ≠ (s2,i2) on one link in one slot.
OftSmtResult smt_collision(int r, const RunContext& ctx, bool keep_smt2, bool solve = true);
// For EVERY control schedule: ∃ packet (s,i) that does not arrive at row i of
// P_s's table under `reading`. The counterexample carries the states the
// packet met ("path_states", root first).
OftSmtResult smt_misdelivery(int r, TableReading reading, const RunContext& ctx, bool keep_smt2, bool solve = true);

// For the concrete sequence: ∃ s, d such that none of the T = 2^r packets of
// P_s reaches P_d (with T = 2^r injections, missing none = each exactly once).
OftSmtResult smt_all_to_all(int r, const BitSequence& seq, const RunContext& ctx, bool keep_smt2, bool solve = true);

// `solve = false` builds the query and returns its SMT-LIB2 text unsolved.

// The queries the smt engine of `property` (oft.debruijn, oft.conflict_free,
// oft.all_to_all) asserts for these params, in order, each expected unsat:
// what verify-cert compares a certificate's stored queries with.
struct OftQueryText {
  std::string name, smt2;
};
std::vector<OftQueryText> oft_smt_queries(const std::string& property, int r, TableReading reading);

// The certificate witness of an all-unsat run: {"smt2": [{name, query, answer}]}.
json oft_smt_witness(const std::vector<OftSmtResult>& results);
// The stored queries equal, in text, name, order and answer ("unsat"), what
// netcert generates for these params; nothing else in the witness.
bool oft_smt_witness_matches(const std::string& property, int r, TableReading reading, const json& witness,
                             std::string& why);

}  // namespace netcert
