// butterfly_counts_symbolic.cpp — see butterfly_counts_symbolic.hpp.
#include "properties/butterfly_counts_symbolic.hpp"

#include "search/butterfly_engines.hpp"

namespace netcert {

namespace {

constexpr CountsQuery kCountsQueries[] = {CountsQuery::ChipsM, CountsQuery::ChipsMprime, CountsQuery::LinksM,
                                          CountsQuery::LinksMprime, CountsQuery::PinsMprime};

std::string counts_range_text(int64_t lo, int64_t hi) { return std::to_string(lo) + ".." + std::to_string(hi); }

Outcome with_counts_stats(Outcome o, const SymbolicCountsAnswer& a, int64_t lo, int64_t hi) {
  o.stats["sizes"] = counts_range_text(lo, hi);
  o.stats["symbolic"] = symbolic_counts_symbolic();
  o.stats["fixed"] = symbolic_counts_fixed();
  o.stats["queries"] = a.solved;
  o.stats["solver_seconds"] = a.seconds;
  for (auto& q : a.queries) o.stats[std::string(counts_query_name(q.query)) + "_seconds"] = q.seconds;
  return o;
}

// A sat answer: the exhaustive engine at the solver's smallest failing u decides whether it is reported.
Outcome confirm_counts_at_size(const SymbolicCountsAnswer& a, int64_t lo, int64_t hi, const RunContext& ctx) {
  const SymbolicCountsModel& m = a.model;
  Outcome o;
  if (m.u > kButterflyMaterialMaxU) {
    o = Outcome::unknown("the solver's smallest failing size u=" + std::to_string(m.u) + " (" + m.violation +
                         ") is beyond the exhaustive engine (u <= " + std::to_string(kButterflyMaterialMaxU) +
                         "), so it is not confirmed");
  } else {
    Outcome per_size = chip_counts_exhaustive(m.u, ctx);
    if (per_size.verdict != Verdict::Fails)
      o = Outcome::unknown("the solver's failing size u=" + std::to_string(m.u) + " (" + counts_query_name(m.query) +
                           ": " + m.violation + ") is not confirmed by the exhaustive engine (" +
                           to_string(per_size.verdict) + ": " + per_size.note + ")");
    else
      o = Outcome::fails({{"u", m.u}, {"at_size", per_size.counterexample}},
                         "u=" + std::to_string(m.u) + " (the smallest failing size in " + counts_range_text(lo, hi) +
                             ", confirmed by the exhaustive engine there): " + per_size.note);
  }
  o = with_counts_stats(o, a, lo, hi);
  o.stats["solver_model"] = m.to_json();
  return o;
}

}  // namespace

RangeScope chip_counts_symbolic_scope() { return {"u", 1, 63, symbolic_counts_symbolic(), symbolic_counts_fixed()}; }

Outcome chip_counts_symbolic(int64_t lo, int64_t hi, const RunContext& ctx, SymbolicCountsMutant mutant) {
  const SymbolicCountsAnswer a = solve_symbolic_counts({static_cast<int>(lo), static_cast<int>(hi), mutant}, ctx);
  if (a.verdict == Verdict::Holds) {
    json queries = json::array();
    for (auto& q : a.queries)
      queries.push_back({{"name", counts_query_name(q.query)}, {"query", q.smt2}, {"answer", q.answer}});
    return with_counts_stats(
        Outcome::holds({{"smt2", queries}},
                       "five QF_BV queries UNSAT: chip(M) = n(u+1), link(M) = 2nu, chip(M') = (n/2)u, "
                       "link(M') = n(u-1) (each count a bijection onto its range) and 4 pins on every M' chip, for "
                       "every u in " + counts_range_text(lo, hi) + "; so chip(M') <= chip(M)/2 and link(M') <= link(M)/2"),
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
                 counts_range_text(lo, hi) + " (chips_M, chips_Mprime, links_M, links_Mprime, pins_Mprime; answer unsat)",
           false;
  why = "5 stored queries equal the generated ones for u=" + counts_range_text(lo, hi) + " (expected answers: unsat)";
  return true;
}

}  // namespace netcert
