// symbolic_query_set.hpp — the result of a symbolic engine that proves a claim for a
// range of sizes by a fixed set of range queries (all unsat: holds), shared by the
// engines with more than one query. The loop that fills it is in
// symbolic_query_set_solve.hpp (it needs z3; this header does not).
#pragma once
#include <string>
#include <vector>

#include "core/verdict.hpp"

namespace netcert {

// One range query of the set: its kind, the solver's answer and the query text.
template <class Kind>
struct SymbolicQueryResult {
  Kind query{};
  std::string answer;  // sat | unsat | unknown
  std::string smt2;    // the range query, :status the answer obtained
  std::string reason;  // unknown: the solver's reason
  double seconds = 0;  // the range query alone
};

template <class Kind, class Model>
struct SymbolicQuerySetAnswer {
  Verdict verdict = Verdict::Unknown;  // Holds: every query unsat; Fails: `model`, the smallest size a sat query was narrowed to
  Model model;
  std::vector<SymbolicQueryResult<Kind>> queries;  // in the order they were asked
  std::string reason;
  double seconds = 0;  // every query, narrowing included
  int solved = 0;      // queries solved, narrowing included
};

}  // namespace netcert
