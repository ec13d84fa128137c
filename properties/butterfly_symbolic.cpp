// butterfly_symbolic.cpp — see butterfly_symbolic.hpp.
#include "properties/butterfly_symbolic.hpp"

#include "net/butterfly_chips.hpp"
#include "search/butterfly_engines.hpp"

namespace netcert {

namespace {

std::string range_text(int64_t lo, int64_t hi) { return std::to_string(lo) + ".." + std::to_string(hi); }

Outcome with_stats(Outcome o, const SymbolicMprimeAnswer& a, int64_t lo, int64_t hi) {
  o.stats["sizes"] = range_text(lo, hi);
  o.stats["symbolic"] = symbolic_mprime_symbolic();
  o.stats["fixed"] = symbolic_mprime_fixed();
  o.stats["queries"] = a.solved;
  o.stats["solver_seconds"] = a.seconds;
  for (auto& q : a.queries) o.stats[std::string(mprime_query_name(q.query)) + "_seconds"] = q.seconds;
  return o;
}

json range_queries(const SymbolicMprimeAnswer& a) {
  json list = json::array();
  for (auto& q : a.queries) list.push_back({{"name", mprime_query_name(q.query)}, {"query", q.smt2}, {"answer", q.answer}});
  return list;
}

// A sat answer: the exhaustive engine at the solver's smallest failing u decides whether it is reported.
Outcome confirm_at_size(const SymbolicMprimeAnswer& a, int64_t lo, int64_t hi, const RunContext& ctx) {
  const SymbolicMprimeModel& m = a.model;
  Outcome o;
  if (m.u > kButterflyMaterialMaxU) {
    o = Outcome::unknown("the solver's smallest failing size u=" + std::to_string(m.u) + " (" + m.violation +
                         ") is beyond the exhaustive engine (u <= " + std::to_string(kButterflyMaterialMaxU) +
                         "), so it is not confirmed");
  } else {
    Outcome per_size = mprime_isomorphism_exhaustive(mapping_mprime(m.u), true, ctx);
    if (per_size.verdict != Verdict::Fails)
      o = Outcome::unknown("the solver's failing size u=" + std::to_string(m.u) + " (" + m.violation +
                           ") is not confirmed by the exhaustive engine (" + to_string(per_size.verdict) + ": " +
                           per_size.note + ")");
    else
      o = Outcome::fails({{"u", m.u}, {"at_size", per_size.counterexample}},
                         "u=" + std::to_string(m.u) + " (the smallest failing size in " + range_text(lo, hi) +
                             ", confirmed by the exhaustive engine there): " + per_size.note);
  }
  o = with_stats(o, a, lo, hi);
  o.stats["solver_model"] = m.to_json();
  return o;
}

}  // namespace

RangeScope mprime_isomorphism_symbolic_scope() {
  return {"u", 1, 63, symbolic_mprime_symbolic(), symbolic_mprime_fixed()};
}

Outcome mprime_isomorphism_symbolic(int64_t lo, int64_t hi, const RunContext& ctx, SymbolicMprimeMutant mutant) {
  const SymbolicMprimeAnswer a = solve_symbolic_mprime({static_cast<int>(lo), static_cast<int>(hi), mutant}, ctx);
  if (a.verdict == Verdict::Holds)
    return with_stats(Outcome::holds({{"smt2", range_queries(a)}},
                                     "two QF_BV queries UNSAT: phi(chip (s,i)) = (s, i with bit s deleted) is a "
                                     "bijection from the chips of M' onto G_{n/2} that keeps and reflects every edge, "
                                     "for every u in " + range_text(lo, hi)),
                      a, lo, hi);
  if (a.verdict == Verdict::Unknown) return with_stats(Outcome::unknown("solver: " + a.reason), a, lo, hi);
  return confirm_at_size(a, lo, hi, ctx);
}

Verification mprime_isomorphism_symbolic_verify(int64_t lo, int64_t hi, const json& witness, std::string& why) {
  const SymbolicMprimeRange range{static_cast<int>(lo), static_cast<int>(hi)};
  json want = json::array();
  for (MprimeQuery q : {MprimeQuery::Bijection, MprimeQuery::Edges})
    want.push_back({{"name", mprime_query_name(q)}, {"query", symbolic_mprime_query(q, range, "unsat")}, {"answer", "unsat"}});
  if (witness != json{{"smt2", want}})
    return why = "the witness is not exactly the two range queries netcert generates for u=" + range_text(lo, hi) +
                 " (bijection, edges; answer unsat)", false;
  why = "2 stored queries equal the generated ones for u=" + range_text(lo, hi) + " (expected answers: unsat)";
  return true;
}

}  // namespace netcert
