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
#include "proofs/smt.hpp"
#include "route/oft_debruijn.hpp"
#include "route/oft_systolic.hpp"
#include "proofs/oft_conflict_smt.hpp"

namespace netcert {

struct OftSmtResult {
  std::string name;
  SmtAnswer answer;
  json counterexample;  // filled when SAT
};

// One router level of the Sec. 2.2 wiring: position p (width r) through the
// level-lv router in state `turn` (width 1); shared by every OFT encoding.
z3::expr oft_router_step(z3::context& c, int r, int lv, const z3::expr& p, const z3::expr& turn);

// ∃ an r-bit word that is none of the 2^r cyclic windows of `seq`. UNSAT:
// the windows cover every word once, so B(2,r).
OftSmtResult smt_debruijn(int r, const BitSequence& seq, const RunContext& ctx, bool keep_smt2, bool solve = true);

// oft.conflict_free under the real control: proofs/oft_conflict_smt.hpp.

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

// What the smt engine of `property` fixes, what is symbolic, and which answer
// confirms the claim (notes, statements and every smt certificate).
std::string oft_smt_scope(const std::string& property);

// The certificate witness of an all-unsat run:
// {"smt2": [{name, query, answer}], "scope": oft_smt_scope(property)}.
json oft_smt_witness(const std::string& property, const std::vector<OftSmtResult>& results);
// The stored queries equal, in text, name, order and answer ("unsat"), what
// netcert generates for these params, and the scope is this property's; nothing
// else in the witness.
bool oft_smt_witness_matches(const std::string& property, int r, TableReading reading, const json& witness,
                             std::string& why);

}  // namespace netcert
