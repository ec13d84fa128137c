// induction_outcome.hpp — the result row and certificate check of a PARAM=all run
// (proofs/induction_proof.hpp): holds only when every query is unsat in both solvers.
#pragma once
#include <string>
#include <vector>

#include "core/property.hpp"
#include "proofs/induction_proof.hpp"

namespace netcert {

struct InductionScope {
  std::string param;     // n | u
  int base = 1;          // the induction's first size
  std::string claim;     // what holds for every size >= base (the note)
  std::string symbolic, fixed;
};

// Solves the queries (z3 and cvc5) and reports: holds with witness {"smt2": [...]} when all are
// unsat in both; unknown otherwise, with each solver's answer in stats.induction. Never fails.
Outcome induction_outcome(const std::vector<InductionQuery>& queries, const std::string& prefix,
                          const InductionScope& scope, const RunContext& ctx);

// A holds certificate's witness is exactly {"smt2": [...]} with the queries netcert generates,
// in order, each with answer unsat (verify-cert; --resolve re-solves them).
Verification same_induction_queries(const json& witness, const std::vector<InductionQuery>& expected, std::string& why);

}  // namespace netcert
