// fattree_latin_census_table.cpp — table fattree-latin-census (seed 000, Lemma 1 with N <= 4):
// the unordered Latin-square families of order N (sets of N permutations summing to
// ones) that meet the Lemma 1 bound at every node, counted twice (engine:
// search/fattree_latin_census.cpp, N-subsets of the N! permutations and LCA loads; checker:
// check/fattree_latin_census_check.cpp, ordered squares filled cell by cell, walked paths, / N!).
#include "check/fattree_latin_census_check.hpp"
#include "core/catalogue.hpp"
#include "core/table_declaration.hpp"
#include "search/fattree_claims.hpp"

namespace netcert {

namespace {

struct LatinCensusTableParams {
  int n = 0;  // tree levels
};

TableData latin_census(const LatinCensusTableParams& p, const RunContext& ctx) {
  const int n = p.n;
  TableData t;
  t.columns = {"n", "N", "latin_squares", "unordered_families", "within_lemma1_degrees", "meet_bound_every_node",
               "cross_check", "verdict"};
  LatinCensus e = fattree_latin_census(n, ctx);
  CheckedLatinCensus c = checked_latin_census(n);
  const bool agree = e.complete && c.divisible && e.families == c.families && e.within_bound == c.within_bound &&
                     e.meet_bound == c.meet_bound;
  const std::string cross = !e.complete ? "timeout" : agree ? "engine and checker agree" : "ENGINE AND CHECKER DISAGREE";
  // Lemma 1: no family summing to ones stays below the bound, so within == meet.
  const std::string verdict = !e.complete ? "unknown" : agree && c.within_bound == c.meet_bound ? "holds" : "fails";
  t.rows.push_back({n, 1ULL << n, c.ordered_squares, c.families, c.within_bound, c.meet_bound, cross, verdict});
  t.notes.push_back(
      "A family is a set of N permutations of Z_N sending every input to every output exactly once (a Latin square "
      "with its slot order forgotten; its rows are distinct, so each family is N! ordered squares). "
      "within_lemma1_degrees: the max load over the members is <= ceil(2^(n-j)(1-2^-j)) at every up- and down-link "
      "group of level j >= 1 (shortest up/down routing); meet_bound_every_node: it equals that degree at every "
      "group. Counted by the engine (N-subsets of the N! permutations, LCA loads) and by the checker (ordered "
      "squares cell by cell, walked paths, divided by N!); verdict holds when both agree and within = meet "
      "(Lemma 1: no family goes below the bound). N = 8 (about 1.1e20 Latin squares) is out of reach.");
  return t;
}

}  // namespace

void register_fattree_latin_census_table(Catalogue& cat) {
  using LP = LatinCensusTableParams;
  cat.add(declare_table<LP>("fattree-latin-census",
                            "unordered Latin-square families of order N <= 4 meeting the Lemma 1 bound at every node "
                            "(engine and checker counts)",
                            {int_field(&LP::n, "n", 1, kMaxLatinCensusLevels, "1..2", "tree levels; N = 2^n")},
                            latin_census));
}

}  // namespace netcert
