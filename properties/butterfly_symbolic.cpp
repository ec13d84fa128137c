// butterfly_symbolic.cpp — see butterfly_symbolic.hpp.
#include "properties/butterfly_symbolic.hpp"

#include "net/butterfly_chips.hpp"
#include "properties/symbolic_range_outcome.hpp"
#include "search/butterfly_engines.hpp"

namespace netcert {

namespace {

Outcome with_stats(Outcome o, const SymbolicMprimeAnswer& a, int64_t lo, int64_t hi) {
  return with_query_set_stats(std::move(o), a, lo, hi, symbolic_mprime_symbolic(), symbolic_mprime_fixed(),
                              mprime_query_name);
}

// A sat answer: the exhaustive engine at the solver's smallest failing u decides whether it is reported.
Outcome confirm_at_size(const SymbolicMprimeAnswer& a, int64_t lo, int64_t hi, const RunContext& ctx) {
  const SymbolicMprimeModel& m = a.model;
  const FailingSize f{"u", m.u, kButterflyMaterialMaxU, m.violation, m.violation};
  Outcome o = with_stats(confirm_failing_size(f, lo, hi,
                                              [&] { return mprime_isomorphism_exhaustive(mapping_mprime(m.u), true, ctx); }),
                         a, lo, hi);
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
    return with_stats(Outcome::holds(query_set_witness(a, mprime_query_name),
                                     "two QF_BV queries UNSAT: phi(chip (s,i)) = (s, i with bit s deleted) is a "
                                     "bijection from the chips of M' onto G_{n/2} that keeps and reflects every edge, "
                                     "for every u in " + size_range_text(lo, hi)),
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
    return why = "the witness is not exactly the two range queries netcert generates for u=" + size_range_text(lo, hi) +
                 " (bijection, edges; answer unsat)", false;
  why = "2 stored queries equal the generated ones for u=" + size_range_text(lo, hi) + " (expected answers: unsat)";
  return true;
}

}  // namespace netcert
