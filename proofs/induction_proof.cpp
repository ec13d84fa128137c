// induction_proof.cpp — see induction_proof.hpp.
#include "proofs/induction_proof.hpp"

#include "proofs/external_solver.hpp"
#include "proofs/smt.hpp"
#include "proofs/smt_export.hpp"

namespace netcert {

namespace {

// Without a --timeout each solver still gets a bound, so a stuck query ends unknown.
constexpr double kDefaultSolverSeconds = 120;

double solver_seconds(const RunContext& ctx) {
  return ctx.timeout_seconds > 0 ? ctx.remaining_seconds() : kDefaultSolverSeconds;
}

InductionSolverAnswer by_z3(const InductionQuery& q, const RunContext& ctx) {
  const SmtAnswer a = smt_check_text(q.smt2, solver_seconds(ctx));
  return {q.name, "z3", answer_name(a.status), a.reason, a.seconds};
}

InductionSolverAnswer by_cvc5(const InductionQuery& q, const std::string& cvc5, const RunContext& ctx) {
  if (cvc5.empty()) return {q.name, "cvc5", "unknown", "the cvc5 program is not on PATH", 0};
  const ExternalAnswer a = run_cvc5(cvc5, q.smt2, solver_seconds(ctx));
  return {q.name, "cvc5", a.answer, a.detail, a.seconds};
}

}  // namespace

InductionAnswer solve_induction(const std::vector<InductionQuery>& queries, const std::string& prefix,
                                const RunContext& ctx) {
  InductionAnswer out;
  const std::string cvc5 = find_on_path("cvc5");
  bool all_unsat = !queries.empty();
  for (const InductionQuery& q : queries) {
    if (!ctx.emit_smt2_dir.empty()) write_query_file(ctx.emit_smt2_dir, prefix + "_" + q.name, q.smt2);
    for (InductionSolverAnswer a : {by_z3(q, ctx), by_cvc5(q, cvc5, ctx)}) {
      all_unsat = all_unsat && a.answer == "unsat";
      out.summary += (out.summary.empty() ? "" : "; ") + a.query + " " + a.answer + " (" + a.solver +
                     (a.detail.empty() || a.answer != "unknown" ? "" : ": " + a.detail) + ")";
      out.answers.push_back(std::move(a));
    }
  }
  out.verdict = all_unsat ? Verdict::Holds : Verdict::Unknown;
  return out;
}

}  // namespace netcert
