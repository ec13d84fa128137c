// fattree_lemma5_count_table.cpp — table fattree-lemma5-count (seed 000): how many
// single permutations of Z_N route within the Lemma 5 degrees, up to N = 16. Counted by the
// engine's level recursion (search/fattree_degree_count.cpp), by the checker's half-tree
// enumeration (check/fattree_degree_count_check.cpp) and, for N <= 8, by walking all N!
// permutations (the fattree-permutation-census checker).
#include "check/fattree_claims_check.hpp"
#include "check/fattree_degree_count_check.hpp"
#include "core/catalogue.hpp"
#include "core/table_declaration.hpp"
#include "search/fattree_degree_count.hpp"

namespace netcert {

namespace {

constexpr int kMaxWalkedCensusLevels = 3;  // N! permutations walked one by one

struct Lemma5CountTableParams {
  int n = 0;  // tree levels
};

TableData lemma5_count(const Lemma5CountTableParams& p, const RunContext&) {
  const int n = p.n;
  TableData t;
  t.columns = {"n", "N", "permutations", "within_lemma5_degrees", "half_tree_enumeration", "all_permutations_walked",
               "cross_check", "verdict"};
  BigInt factorial = 1;
  for (int x = 2; x <= (1 << n); ++x) factorial *= x;
  const BigInt by_levels = fattree_degree_count(n), by_halves = checked_degree_count(n);
  json walked = "-";
  bool agree = by_levels == by_halves;
  if (n <= kMaxWalkedCensusLevels) {
    const uint64_t within = checked_permutation_census(n).within_lemma1;
    walked = within;
    agree = agree && BigInt(within) == by_levels;
  }
  t.rows.push_back({n, 1ULL << n, factorial.str(), by_levels.str(), by_halves.str(), walked,
                    agree ? "all counts agree" : "COUNTS DISAGREE", agree ? "holds" : "fails"});
  t.notes.push_back(
      "within_lemma5_degrees: permutations sigma of Z_N that alone route within ceil(2^(n-j)(1-2^-j)) at every up- "
      "and down-link group of level j >= 1 (Lemma 5's degrees, Lemma 1's bound), counted by the engine's level "
      "recursion (a subtree's partial permutations by their number of exports; siblings join by matching exports "
      "to imports). half_tree_enumeration: the checker lists every partial permutation of a half-tree, walks its "
      "loads node by node, and joins the halves at the root (e!^2 ways for e exports each). "
      "all_permutations_walked: every one of the N! permutations walked (N <= 8). verdict holds when every count "
      "present agrees. N = 32 is out of reach of the half-tree enumeration.");
  return t;
}

}  // namespace

void register_fattree_lemma5_count_table(Catalogue& cat) {
  using LP = Lemma5CountTableParams;
  cat.add(declare_table<LP>("fattree-lemma5-count",
                            "single permutations of Z_N (N <= 16) within the Lemma 5 degrees, counted three ways",
                            {int_field(&LP::n, "n", 1, kMaxCheckedDegreeCountLevels, "1..4", "tree levels; N = 2^n")},
                            lemma5_count));
}

}  // namespace netcert
