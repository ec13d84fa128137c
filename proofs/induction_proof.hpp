// induction_proof.hpp — a claim for every size n >= n0 by induction: a base query
// (the claim at n0) and a step query (the claim at n assumed, its negation at n + 1
// asserted, n arbitrary), each answered by two solvers: Z3 in-process and the cvc5
// program on the same SMT-LIB 2.6 text (docs/symbolic.md, "Every n by induction").
#pragma once
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/verdict.hpp"

namespace netcert {

struct InductionQuery {
  std::string name;  // base | step
  std::string smt2;  // portable SMT-LIB 2.6, :status unsat (the answer that proves it)
};

struct InductionSolverAnswer {
  std::string query, solver;  // base|step, z3|cvc5
  std::string answer;         // sat | unsat | unknown
  std::string detail;         // why unknown (timeout, missing program)
  double seconds = 0;
};

struct InductionAnswer {
  // Holds: every query unsat in both solvers. Unknown otherwise (a sat base or step
  // refutes the proof, not the claim). Never Fails.
  Verdict verdict = Verdict::Unknown;
  std::vector<InductionSolverAnswer> answers;
  std::string summary;  // what each solver established, for the note
};

// Solves every query with Z3 and with the cvc5 program found on $PATH, each under the
// context's remaining time; writes each to ctx.emit_smt2_dir/<prefix>_<name>.smt2 when set.
InductionAnswer solve_induction(const std::vector<InductionQuery>& queries, const std::string& prefix,
                                const RunContext& ctx);

}  // namespace netcert
