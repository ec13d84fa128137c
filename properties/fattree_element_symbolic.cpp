// fattree_element_symbolic.cpp — see fattree_element_symbolic.hpp.
#include "properties/fattree_element_symbolic.hpp"

#include "properties/symbolic_range_outcome.hpp"
#include "search/fattree_claims.hpp"

namespace netcert {

namespace {

// The exhaustive engine of fattree.ump_element stops here (N slots x N inputs x (n+1) levels).
constexpr int kElementConfirmableLevels = 12;

Outcome with_element_stats(Outcome o, const SymbolicElementAnswer& a, const std::string& family, int64_t lo, int64_t hi) {
  return with_query_set_stats(std::move(o), a, lo, hi, symbolic_element_symbolic(),
                              std::string(symbolic_element_fixed()) + "; family " + family, element_query_name);
}

// A sat answer: the exhaustive engine at the solver's smallest failing n decides whether it is reported.
Outcome confirm_element_at_size(const SymbolicElementAnswer& a, const std::string& family, int64_t lo, int64_t hi,
                                const RunContext& ctx) {
  const SymbolicElementModel& m = a.model;
  const FailingSize f{"n", m.n, kElementConfirmableLevels, "", std::string(element_query_name(m.query)) + " query"};
  Outcome o = with_element_stats(confirm_failing_size(f, lo, hi,
                                                      [&] {
                                                        const FattreeFamilyParams at{m.n, family};
                                                        return fattree_exhaustive_ump_element(at.members(), ctx);
                                                      }),
                                 a, family, lo, hi);
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
    return with_element_stats(
        Outcome::holds(query_set_witness(a, element_query_name),
                       "two QF_BV queries UNSAT: in every slot of " + at_lo.family + ", at every level j <= n, "
                       "sigma_i(S(j,k)) ∩ S(n-j,l) is exactly l 2^j + ((rev_j(k) + i) mod 2^j), for every n in " +
                           size_range_text(lo, hi)),
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
                 ", n=" + size_range_text(lo, hi) + " (element, onto; answer unsat)", false;
  why = "2 stored queries equal the generated ones for family " + at_lo.family + ", n=" + size_range_text(lo, hi) +
        " (expected answers: unsat)";
  return true;
}

}  // namespace netcert
