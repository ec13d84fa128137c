// fattree_example_tables.cpp — two small claims of seed 000 that name concrete sets:
//  * table fattree-leaf-sets: S(j,k), the leaves of subtree T(j,k), against the paper's three ways of
//    writing it, Eq. (2) (an interval, with Eq. (3)'s size), Eq. (5) and Eq. (13) (bits), for every
//    level and cell of one n; at n = 4 also Sec. II's example on Fig. 2, S(3,2) = {4, 5}, S(3,3) = {6, 7}
//    and S(2,1) = S(3,2) ∪ S(3,3) = {4, 5, 6, 7}. Engine: the leaves under node (j,k) by walking the
//    tree's children (net/fat_tree.hpp ids); checker: the printed formulas (check/fattree_sec2_example_check).
//  * table fattree-any-sigma: Sec. III, "for any σ" the family σ_i = σ_c^i ∘ σ, i = 1..N, sums to
//    the all-ones matrix; every σ of Z_N for n <= 3. Engine: (σ(x) + i) mod N counted into the
//    matrix; checker: σ_c composed as a permutation table.
#include <algorithm>
#include <numeric>
#include <string>

#include "check/fattree_sec2_example_check.hpp"
#include "core/table_declaration.hpp"
#include "net/fat_tree.hpp"
#include "properties/fattree_example_tables.hpp"

namespace netcert {

namespace {

constexpr int kFig2Levels = 4;  // Fig. 2: 16 leaves

std::vector<int64_t> leaves_below(int n, int j, int64_t k) {
  std::vector<uint64_t> frontier{FatTree::id(j, static_cast<uint64_t>(k))};
  for (int level = j; level < n; ++level) {
    std::vector<uint64_t> next;
    for (uint64_t id : frontier) next.insert(next.end(), {2 * id, 2 * id + 1});
    frontier = next;
  }
  std::vector<int64_t> leaves;
  for (uint64_t id : frontier) leaves.push_back(static_cast<int64_t>(id - (uint64_t{1} << n)));
  return leaves;
}

std::string set_text(const std::vector<int64_t>& s) {
  std::string t = "{";
  for (size_t i = 0; i < s.size(); ++i) t += (i ? ", " : "") + std::to_string(s[i]);
  return t + "}";
}

struct LeafSetTableParams {
  int n = 0;  // tree levels
};

void add_identity_rows(TableData& t, int n) {
  const std::pair<const char*, LeafSetForm> forms[] = {
      {"Eq. (2): S(j,k) = {k 2^(n-j) .. (k+1) 2^(n-j) - 1}", LeafSetForm::Eq2Interval},
      {"Eq. (5): S(j,k) = {x : I_(n-j+m)(x) = I_m(k), 1 <= m <= j}", LeafSetForm::Eq5Bits},
      {"Eq. (13): S(n-j',l) = {y : I_(j'+m)(y) = I_m(l), 1 <= m <= n-j'}", LeafSetForm::Eq13Bits}};
  const int64_t cells = (int64_t{2} << n) - 1;
  int64_t sized = 0;
  for (const auto& [what, form] : forms) {
    int64_t equal = 0;
    for (int j = 0; j <= n; ++j) {
      const auto printed = checked_level_leaf_sets(n, j, form);
      for (int64_t k = 0; k < (int64_t{1} << j); ++k) {
        const auto walked = leaves_below(n, j, k);
        equal += printed[k] == walked;
        if (form == LeafSetForm::Eq2Interval) sized += static_cast<int64_t>(walked.size()) == (int64_t{1} << (n - j));
      }
    }
    t.rows.push_back({what, std::to_string(cells) + " cells (j,k) walked", std::to_string(equal) + " equal",
                      "every cell", equal == cells ? "holds" : "fails"});
  }
  t.rows.push_back({"Eq. (3): |S(j,k)| = 2^(n-j)", std::to_string(sized) + " of " + std::to_string(cells), "-",
                    "every cell", sized == cells ? "holds" : "fails"});
}

int64_t engine_any_sigma_count(int n) {
  const int64_t N = int64_t{1} << n;
  std::vector<int64_t> sigma(N);
  std::iota(sigma.begin(), sigma.end(), 0);
  int64_t count = 0;
  do {
    std::vector<int> sum(N * N, 0), column(N * N, 0);  // column[i-1][y]: inputs sent to y in slot i
    for (int64_t i = 1; i <= N; ++i)
      for (int64_t x = 0; x < N; ++x) ++sum[x * N + (sigma[x] + i) % N], ++column[(i - 1) * N + (sigma[x] + i) % N];
    const auto once = [](int c) { return c == 1; };
    count += std::all_of(sum.begin(), sum.end(), once) && std::all_of(column.begin(), column.end(), once);
  } while (std::next_permutation(sigma.begin(), sigma.end()));
  return count;
}

struct AnySigmaParams {
  int n = 0;  // tree levels
};

TableData any_sigma_rows(const AnySigmaParams& p, const RunContext&) {
  TableData t;
  t.columns = {"n", "N", "permutations sigma", "families summing to ones (engine)", "(checker)", "verdict"};
  int64_t factorial = 1;
  for (int64_t x = 2; x <= (int64_t{1} << p.n); ++x) factorial *= x;
  const int64_t engine = engine_any_sigma_count(p.n), checker = checked_any_sigma_count(p.n);
  t.rows.push_back({p.n, int64_t{1} << p.n, factorial, engine, checker,
                    engine == factorial && checker == factorial ? "holds" : "fails"});
  t.notes.push_back("sigma_i = sigma_c^i o sigma, i = 1..N (Sec. III); holds when every one of the N! permutations "
                    "sigma gives N slot maps that are permutations and whose 0/1 matrices sum to the all-ones matrix");
  return t;
}

}  // namespace

TableData fattree_leaf_set_rows(int n, const std::vector<PrintedLeafSet>& printed) {
  TableData t;
  t.columns = {"set", "engine (tree walk)", "checker (printed formula)", "printed", "verdict"};
  add_identity_rows(t, n);
  if (n != kFig2Levels) return t;
  for (const auto& e : printed) {
    std::vector<int64_t> engine, checker;
    for (auto [j, k] : e.cells) {
      const auto walked = leaves_below(kFig2Levels, j, k), read = checked_leaf_set(kFig2Levels, j, k);
      engine.insert(engine.end(), walked.begin(), walked.end());
      checker.insert(checker.end(), read.begin(), read.end());
    }
    std::sort(engine.begin(), engine.end());
    std::sort(checker.begin(), checker.end());
    const bool ok = engine == e.leaves && checker == e.leaves;
    t.rows.push_back({e.name, set_text(engine), set_text(checker), set_text(e.leaves), ok ? "holds" : "fails"});
  }
  t.notes.push_back("I_m(x) is the m-th least significant bit (Eq. (4)); Eq. (13) is Eq. (5) at level n - j'. "
                    "Fig. 2's tree: n = 4, 16 leaves; its rows compare the engine's walk and Eq. (5) with the printed sets");
  return t;
}

std::vector<PrintedLeafSet> fig2_leaf_sets() {
  return {{"S(3,2)", {{3, 2}}, {4, 5}},
          {"S(3,3)", {{3, 3}}, {6, 7}},
          {"S(2,1)", {{2, 1}}, {4, 5, 6, 7}},
          {"S(3,2) u S(3,3)", {{3, 2}, {3, 3}}, {4, 5, 6, 7}}};
}

void register_fattree_example_tables(Catalogue& cat) {
  using LP = LeafSetTableParams;
  cat.add(declare_table<LP>(
      "fattree-leaf-sets",
      "S(j,k) against Eqs. (2), (3), (5) and (13) for every cell; at n = 4 Sec. II's S(3,2) = {4,5} example (Fig. 2)",
      {int_field(&LP::n, "n", 1, 12, "4", "tree levels; N = 2^n leaves")},
      [](const LP& p, const RunContext&) { return fattree_leaf_set_rows(p.n, fig2_leaf_sets()); }));
  using AP = AnySigmaParams;
  cat.add(declare_table<AP>(
      "fattree-any-sigma",
      "Sec. III: for every permutation sigma of Z_N (n <= 3) the family sigma_c^i o sigma, i = 1..N, sums to ones",
      {int_field(&AP::n, "n", 1, kMaxCheckedAnySigmaLevels, "1..3", "tree levels; N = 2^n, every one of N! sigma")},
      any_sigma_rows));
}

}  // namespace netcert
