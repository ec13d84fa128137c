// induction_outcome.cpp — see induction_outcome.hpp.
#include "properties/induction_outcome.hpp"

namespace netcert {

Outcome induction_outcome(const std::vector<InductionQuery>& queries, const std::string& prefix,
                          const InductionScope& scope, const RunContext& ctx) {
  const InductionAnswer a = solve_induction(queries, prefix, ctx);
  const std::string every = "every " + scope.param + " >= " + std::to_string(scope.base);
  Outcome o;
  if (a.verdict == Verdict::Holds) {
    json stored = json::array();
    for (const InductionQuery& q : queries) stored.push_back({{"name", q.name}, {"query", q.smt2}, {"answer", "unsat"}});
    o = Outcome::holds({{"smt2", stored}}, every + " by induction on " + scope.param + ": " + scope.claim + "; base (" +
                                              scope.param + " = " + std::to_string(scope.base) + ") and step (" +
                                              scope.param + " to " + scope.param + " + 1, " + scope.param +
                                              " unbounded) unsat in z3 and cvc5");
  } else {
    o = Outcome::unknown(scope.param + "=all not proved by induction (" + a.summary +
                         "); a sat step refutes the proof, not the claim: " + scope.param + "=LO..HI finds a failing size");
  }
  o.stats["sizes"] = "all: " + every;
  o.stats["symbolic"] = scope.symbolic;
  o.stats["fixed"] = scope.fixed;
  json answers = json::array();
  for (const InductionSolverAnswer& s : a.answers)
    answers.push_back({{"query", s.query}, {"solver", s.solver}, {"answer", s.answer}, {"seconds", s.seconds},
                       {"detail", s.detail}});
  o.stats["induction"] = answers;
  return o;
}

Verification same_induction_queries(const json& w, const std::vector<InductionQuery>& expected, std::string& why) {
  if (!w.is_object() || w.size() != 1 || !w.contains("smt2") || !w["smt2"].is_array())
    return why = "an induction witness is exactly {\"smt2\": [...]}", false;
  const json& q = w["smt2"];
  if (q.size() != expected.size())
    return why = "expected " + std::to_string(expected.size()) + " queries, certificate has " + std::to_string(q.size()), false;
  for (size_t i = 0; i < expected.size(); ++i) {
    const json& e = q[i];
    if (!e.is_object() || e.size() != 3 || e.value("name", "") != expected[i].name ||
        e.value("query", "") != expected[i].smt2 || e.value("answer", "") != "unsat")
      return why = "query " + std::to_string(i) + " (" + expected[i].name + ") differs from the one netcert generates", false;
  }
  why = std::to_string(expected.size()) + " stored queries equal the generated ones (expected answers: unsat)";
  return true;
}

}  // namespace netcert
