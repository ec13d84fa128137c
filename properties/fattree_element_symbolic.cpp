// fattree_element_symbolic.cpp — see fattree_element_symbolic.hpp.
#include "properties/fattree_element_symbolic.hpp"

#include "search/fattree_claims.hpp"

namespace netcert {

namespace {

// The exhaustive engine of fattree.ump_element stops here (N slots x N inputs x (n+1) levels).
constexpr int kElementConfirmableLevels = 12;

std::string element_range_text(int64_t lo, int64_t hi) { return std::to_string(lo) + ".." + std::to_string(hi); }

Outcome with_element_stats(Outcome o, const SymbolicElementAnswer& a, const std::string& family, int64_t lo, int64_t hi) {
  o.stats["sizes"] = element_range_text(lo, hi);
  o.stats["symbolic"] = symbolic_element_symbolic();
  o.stats["fixed"] = std::string(symbolic_element_fixed()) + "; family " + family;
  o.stats["queries"] = a.solved;
  o.stats["solver_seconds"] = a.seconds;
  for (auto& q : a.queries) o.stats[std::string(element_query_name(q.query)) + "_seconds"] = q.seconds;
  return o;
}

// A sat answer: the exhaustive engine at the solver's smallest failing n decides whether it is reported.
Outcome confirm_element_at_size(const SymbolicElementAnswer& a, const std::string& family, int64_t lo, int64_t hi,
                                const RunContext& ctx) {
  const SymbolicElementModel& m = a.model;
  Outcome o;
  if (m.n > kElementConfirmableLevels) {
    o = Outcome::unknown("the solver's smallest failing size n=" + std::to_string(m.n) + " is beyond the exhaustive "
                         "engine (n <= " + std::to_string(kElementConfirmableLevels) + "), so it is not confirmed");
  } else {
    const FattreeFamilyParams at{m.n, family};
    Outcome per_size = fattree_exhaustive_ump_element(at.members(), ctx);
    if (per_size.verdict != Verdict::Fails)
      o = Outcome::unknown("the solver's failing size n=" + std::to_string(m.n) + " (" + element_query_name(m.query) +
                           " query) is not confirmed by the exhaustive engine (" + to_string(per_size.verdict) + ": " +
                           per_size.note + ")");
    else
      o = Outcome::fails({{"n", m.n}, {"at_size", per_size.counterexample}},
                         "n=" + std::to_string(m.n) + " (the smallest failing size in " + element_range_text(lo, hi) +
                             ", confirmed by the exhaustive engine there): " + per_size.note);
  }
  o = with_element_stats(o, a, family, lo, hi);
  o.stats["solver_model"] = m.to_json();
  return o;
}

}  // namespace

RangeScope fattree_element_symbolic_scope() {
  return {"n", 1, 63, symbolic_element_symbolic(), symbolic_element_fixed()};
}

Outcome fattree_element_symbolic(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi, const RunContext& ctx,
                                 SymbolicElementMutant mutant) {
  const SymbolicElementRange range{family_from_name(at_lo.family), static_cast<int>(lo), static_cast<int>(hi), mutant};
  const SymbolicElementAnswer a = solve_symbolic_element(range, ctx);
  if (a.verdict == Verdict::Holds) {
    json queries = json::array();
    for (auto& q : a.queries)
      queries.push_back({{"name", element_query_name(q.query)}, {"query", q.smt2}, {"answer", q.answer}});
    return with_element_stats(
        Outcome::holds({{"smt2", queries}},
                       "two QF_BV queries UNSAT: in every slot of " + at_lo.family + ", at every level j <= n, "
                       "sigma_i(S(j,k)) ∩ S(n-j,l) is exactly l 2^j + ((rev_j(k) + i) mod 2^j), for every n in " +
                           element_range_text(lo, hi)),
        a, at_lo.family, lo, hi);
  }
  if (a.verdict == Verdict::Unknown)
    return with_element_stats(Outcome::unknown("solver: " + a.reason), a, at_lo.family, lo, hi);
  return confirm_element_at_size(a, at_lo.family, lo, hi, ctx);
}

Verification fattree_element_symbolic_verify(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi,
                                             const json& witness, std::string& why) {
  const SymbolicElementRange range{family_from_name(at_lo.family), static_cast<int>(lo), static_cast<int>(hi)};
  json want = json::array();
  for (ElementQuery q : {ElementQuery::Element, ElementQuery::Onto})
    want.push_back({{"name", element_query_name(q)}, {"query", symbolic_element_query(q, range, "unsat")},
                    {"answer", "unsat"}});
  if (witness != json{{"smt2", want}})
    return why = "the witness is not exactly the two range queries netcert generates for family " + at_lo.family +
                 ", n=" + element_range_text(lo, hi) + " (element, onto; answer unsat)", false;
  why = "2 stored queries equal the generated ones for family " + at_lo.family + ", n=" + element_range_text(lo, hi) +
        " (expected answers: unsat)";
  return true;
}

}  // namespace netcert
