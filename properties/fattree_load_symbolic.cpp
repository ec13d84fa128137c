// fattree_load_symbolic.cpp — see fattree_load_symbolic.hpp.
#include "properties/fattree_load_symbolic.hpp"

#include "properties/symbolic_range_outcome.hpp"
#include "search/fattree_claims.hpp"

namespace netcert {

namespace {

// The exhaustive engine of fattree.load_equality stops here (N slots x N inputs x floor(n/2) levels).
constexpr int kLoadConfirmableLevels = 12;

constexpr LoadQuery kLoadQueries[] = {LoadQuery::StayNamed, LoadQuery::StayOnto, LoadQuery::Permutation,
                                      LoadQuery::ClosedForm};

Outcome with_load_stats(Outcome o, const SymbolicLoadAnswer& a, const std::string& family, int64_t lo, int64_t hi) {
  return with_query_set_stats(std::move(o), a, lo, hi, symbolic_load_symbolic(),
                              std::string(symbolic_load_fixed()) + "; family " + family, load_query_name);
}

// A sat answer: the exhaustive engine at the solver's smallest failing n decides whether it is reported.
Outcome confirm_load_at_size(const SymbolicLoadAnswer& a, const std::string& family, int64_t lo, int64_t hi,
                             const RunContext& ctx) {
  const SymbolicLoadModel& m = a.model;
  const FailingSize f{"n", m.n, kLoadConfirmableLevels, "", std::string(load_query_name(m.query)) + " query"};
  Outcome o = with_load_stats(confirm_failing_size(f, lo, hi,
                                                   [&] {
                                                     const FattreeFamilyParams at{m.n, family};
                                                     return fattree_exhaustive_load_equality(at.members(), ctx);
                                                   }),
                              a, family, lo, hi);
  o.stats["solver_model"] = m.to_json();
  return o;
}

}  // namespace

RangeScope fattree_load_symbolic_scope() { return {"n", 1, 63, symbolic_load_symbolic(), symbolic_load_fixed()}; }

Outcome fattree_load_symbolic(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi, const RunContext& ctx,
                              SymbolicLoadMutant mutant) {
  const SymbolicLoadRange range{family_from_name(at_lo.family), static_cast<int>(lo), static_cast<int>(hi), mutant};
  const SymbolicLoadAnswer a = solve_symbolic_load(range, ctx);
  if (a.verdict == Verdict::Holds) {
    return with_load_stats(
        Outcome::holds(query_set_witness(a, load_query_name),
                       "four QF_BV queries UNSAT: in every slot of " + at_lo.family + ", at every node (j,k) with "
                       "1 <= j <= n/2, exactly 2^(n-2j) paths from S(j,k) stay in it (one per block S(n-j,l) inside "
                       "it), so (2^j - 1) 2^(n-2j) leave and, sigma_i being a permutation, as many enter, for every n "
                       "in " + size_range_text(lo, hi)),
        a, at_lo.family, lo, hi);
  }
  if (a.verdict == Verdict::Unknown) return with_load_stats(Outcome::unknown("solver: " + a.reason), a, at_lo.family, lo, hi);
  return confirm_load_at_size(a, at_lo.family, lo, hi, ctx);
}

Verification fattree_load_symbolic_verify(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi, const json& witness,
                                          std::string& why) {
  const SymbolicLoadRange range{family_from_name(at_lo.family), static_cast<int>(lo), static_cast<int>(hi)};
  json want = json::array();
  for (LoadQuery q : kLoadQueries)
    want.push_back({{"name", load_query_name(q)}, {"query", symbolic_load_query(q, range, "unsat")}, {"answer", "unsat"}});
  if (witness != json{{"smt2", want}})
    return why = "the witness is not exactly the four range queries netcert generates for family " + at_lo.family +
                 ", n=" + size_range_text(lo, hi) + " (stay_named, stay_onto, permutation, closed_form; answer "
                 "unsat)", false;
  why = "4 stored queries equal the generated ones for family " + at_lo.family + ", n=" + size_range_text(lo, hi) +
        " (expected answers: unsat)";
  return true;
}

}  // namespace netcert
