// smt.hpp — three-valued proving with Z3: assert the negation of the claim;
// UNSAT proves it, SAT gives a counterexample model, anything else is unknown.
#pragma once
#include <z3++.h>

#include <string>

#include "core/context.hpp"
#include "core/verdict.hpp"

namespace netcert {

struct SmtAnswer {
  z3::check_result status = z3::unknown;
  std::string reason;  // Z3's reason_unknown when unknown
  double seconds = 0;
  std::string smt2;    // the query as SMT-LIB2 (filled when emitted or asked for)
};

// Runs s.check() under the context's remaining time; writes the query to
// ctx.emit_smt2_dir/<query_name>.smt2 when that is set. `keep_smt2` also
// returns the text (certificates carry it).
SmtAnswer smt_check(z3::solver& s, const RunContext& ctx, const std::string& query_name, bool keep_smt2 = false);

// The usual mapping for "negation asserted" queries.
inline Verdict verdict_of_negation(const SmtAnswer& a) {
  return a.status == z3::unsat ? Verdict::Holds : a.status == z3::sat ? Verdict::Fails : Verdict::Unknown;
}

// The solver's assertions as a stand-alone SMT-LIB2 script. Named assertions
// are stored by Z3 as (=> tracker e) with a free tracker, which would re-solve
// as sat on its own; the script asserts each tracker so it means what was asked.
std::string standalone_smt2(z3::solver& s);

// Solve an SMT-LIB2 text from scratch (verify-cert re-solves certified queries).
SmtAnswer smt_check_text(const std::string& smt2, double timeout_seconds);

// Solver preset: a fresh solver with the timeout set (no push/pop in sweeps).
z3::solver make_solver(z3::context& c, const RunContext& ctx, const char* logic = nullptr);

// Model value of a bit-vector or integer expression as uint64.
uint64_t model_u64(const z3::model& m, const z3::expr& e);

}  // namespace netcert
