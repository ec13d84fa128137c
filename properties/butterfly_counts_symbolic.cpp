// butterfly_counts_symbolic.cpp — see butterfly_counts_symbolic.hpp.
#include "properties/butterfly_counts_symbolic.hpp"

#include "properties/symbolic_range_outcome.hpp"
#include "search/butterfly_engines.hpp"

namespace netcert {

namespace {

constexpr CountsQuery kCountsQueries[] = {CountsQuery::ChipsM, CountsQuery::ChipsMprime, CountsQuery::LinksM,
                                          CountsQuery::LinksMprime, CountsQuery::PinsMprime};

Outcome with_counts_stats(Outcome o, const SymbolicCountsAnswer& a, int64_t lo, int64_t hi) {
  return with_query_set_stats(std::move(o), a, lo, hi, symbolic_counts_symbolic(), symbolic_counts_fixed(),
                              counts_query_name);
}

// A sat answer: the exhaustive engine at the solver's smallest failing u decides whether it is reported.
Outcome confirm_counts_at_size(const SymbolicCountsAnswer& a, int64_t lo, int64_t hi, const RunContext& ctx) {
  const SymbolicCountsModel& m = a.model;
  const FailingSize f{"u", m.u, kButterflyMaterialMaxU, m.violation,
                      std::string(counts_query_name(m.query)) + ": " + m.violation};
  Outcome o = with_counts_stats(confirm_failing_size(f, lo, hi, [&] { return chip_counts_exhaustive(m.u, ctx); }), a, lo, hi);
  o.stats["solver_model"] = m.to_json();
  return o;
}

}  // namespace

RangeScope chip_counts_symbolic_scope() { return {"u", 1, 63, symbolic_counts_symbolic(), symbolic_counts_fixed()}; }

Outcome chip_counts_symbolic(int64_t lo, int64_t hi, const RunContext& ctx, SymbolicCountsMutant mutant) {
  const SymbolicCountsAnswer a = solve_symbolic_counts({static_cast<int>(lo), static_cast<int>(hi), mutant}, ctx);
  if (a.verdict == Verdict::Holds) {
    return with_counts_stats(
        Outcome::holds(query_set_witness(a, counts_query_name),
                       "five QF_BV queries UNSAT: chip(M) = n(u+1), link(M) = 2nu, chip(M') = (n/2)u, "
                       "link(M') = n(u-1) (each count a bijection onto its range) and 4 pins on every M' chip, for "
                       "every u in " + size_range_text(lo, hi) + "; so chip(M') <= chip(M)/2 and link(M') <= link(M)/2"),
        a, lo, hi);
  }
  if (a.verdict == Verdict::Unknown) return with_counts_stats(Outcome::unknown("solver: " + a.reason), a, lo, hi);
  return confirm_counts_at_size(a, lo, hi, ctx);
}

Verification chip_counts_symbolic_verify(int64_t lo, int64_t hi, const json& witness, std::string& why) {
  const SymbolicCountsRange range{static_cast<int>(lo), static_cast<int>(hi)};
  json want = json::array();
  for (CountsQuery q : kCountsQueries)
    want.push_back({{"name", counts_query_name(q)}, {"query", symbolic_counts_query(q, range, "unsat")}, {"answer", "unsat"}});
  if (witness != json{{"smt2", want}})
    return why = "the witness is not exactly the five range queries netcert generates for u=" +
                 size_range_text(lo, hi) + " (chips_M, chips_Mprime, links_M, links_Mprime, pins_Mprime; answer unsat)",
           false;
  why = "5 stored queries equal the generated ones for u=" + size_range_text(lo, hi) + " (expected answers: unsat)";
  return true;
}

}  // namespace netcert
