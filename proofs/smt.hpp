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

// ---- Portable SMT-LIB 2.6 -------------------------------------
// Every query netcert exports (--emit-smt2) or stores in a certificate
// (witness["smt2"]) should be built by portable_smt2: a comment header naming
// the claim, what is symbolic, what is fixed and which answer confirms the
// claim; (set-info :smt-lib-version 2.6); (set-logic LOGIC); (set-info :status
// S); the declarations and assertions Z3 prints; (check-sat); (exit).
// :status convention: S is the answer netcert obtained for this query (sat or
// unsat; unknown when it was not decided). A stored certificate query carries
// its recorded answer, which for a holds certificate is the confirming one.
struct SmtQueryInfo {
  std::string name;       // query name; the emitted file is <name>.smt2
  std::string claim;      // property, params and the fact checked
  std::string symbolic;   // what the solver chooses
  std::string fixed;      // what the query pins (sizes, sequences, tables)
  std::string logic;      // QF_BV | QF_LIA | QF_NIA | QF_UFBV | ALL ...
  std::string confirms = "unsat";  // the answer that confirms the claim
};

// "sat" | "unsat" | "unknown".
const char* answer_name(z3::check_result r);

// The solver's assertions (named ones with their trackers asserted, as in
// standalone_smt2) as portable SMT-LIB 2.6 with :status `status`. Throws
// std::logic_error when Z3 printed a construct that is not standard SMT-LIB
// (see nonportable_construct): change the encoding, never ship such a query.
std::string portable_smt2(z3::solver& s, const SmtQueryInfo& q, const std::string& status);

// The first Z3-only construct in an SMT-LIB2 text ("(_ pbeq", "(_ at-most",
// "(_ at-least", "(_ pble", "(_ pbge", unary "(+ x)", "(minimize", "(maximize"),
// or "" when there is none. Comments and quoted symbols are skipped.
std::string nonportable_construct(const std::string& smt2);

// smt_check with a portable query: the answer's smt2 (when kept or emitted)
// is portable_smt2 with :status = the answer obtained; the file is written
// after solving, so its :status is what netcert got.
SmtAnswer smt_check(z3::solver& s, const RunContext& ctx, const SmtQueryInfo& q, bool keep_smt2 = false);

// smt_check when `solve`; otherwise only the portable query (:status q.confirms),
// as a holds certificate stores it for verify-cert --resolve.
SmtAnswer smt_solve_or_export(z3::solver& s, const RunContext& ctx, const SmtQueryInfo& q, bool keep_smt2, bool solve);

// Standard-arithmetic cardinality (Z3's atmost/atleast/pbeq print as
// (_ at-most k) etc., which other solvers reject).
z3::expr int_sum(const z3::expr_vector& terms);            // 0 for none, the term itself for one: never unary (+ x)
z3::expr count_true(const z3::expr_vector& literals);      // Int: sum of (ite l 1 0)
z3::expr at_most(const z3::expr_vector& literals, unsigned k);
z3::expr at_least(const z3::expr_vector& literals, unsigned k);
z3::expr exactly(const z3::expr_vector& literals, unsigned k);
// Bit-vector count of true literals, `width` bits (the caller picks a width that
// holds literals.size()); for QF_BV encodings.
z3::expr bv_count_true(const z3::expr_vector& literals, unsigned width);

}  // namespace netcert
