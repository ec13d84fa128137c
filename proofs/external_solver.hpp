// external_solver.hpp — a second SMT solver as a separate program:
// verify-cert --solver cvc5 runs the real `cvc5` binary on a stored query, so
// the answer does not come from the Z3 library netcert itself links.
#pragma once
#include <string>

namespace netcert {

struct ExternalAnswer {
  std::string answer = "unknown";  // sat | unsat | unknown (timeout, error, crash: never an answer)
  std::string detail;              // why unknown, or the solver's remark
  double seconds = 0;
};

// Absolute path of `program` on $PATH, or "" when it is not there.
std::string find_on_path(const std::string& program);

// Runs `solver_path` on the SMT-LIB2 text (written to a temporary file) with
// its own limit and a wall-clock kill at timeout_seconds + 2. The answer is the
// first stdout line sat/unsat/unknown; a solver that aborts on a contradicted
// (set-info :status ...) ("Expected result X but got Y") answered Y. QF_BV
// queries run with --bitblast=eager, QF_UFBV ones with --ackermann --bitblast=eager
// (tests/smt/seeds_both_solvers.sh does the same).
ExternalAnswer run_cvc5(const std::string& solver_path, const std::string& smt2, double timeout_seconds);

}  // namespace netcert
