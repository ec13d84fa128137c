// fattree_latin_census_check.cpp — see fattree_latin_census_check.hpp.
#include "check/fattree_latin_census_check.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "check/fattree_check.hpp"
#include "net/fat_tree.hpp"

namespace netcert {

namespace {

struct LatinRecount {
  const FatTree& tree;
  std::vector<Permutation> square;
  std::vector<std::vector<bool>> column_has;  // column_has[x][y]: some filled row sends x to y
  uint64_t ordered = 0, within = 0, meets = 0;

  // Max walked load per link group over the rows, against ceil(2^(n-j)(1-2^-j)).
  void classify() {
    std::vector<uint64_t> most(2 * tree.id_count(), 0);
    for (const Permutation& row : square) {
      auto load = walked_link_loads(tree, row);
      for (size_t g = 0; g < load.size(); ++g) most[g] = std::max(most[g], load[g]);
    }
    bool w = true, m = true;
    for (uint64_t v = 2; v < tree.id_count(); ++v)
      for (int dir = 0; dir < 2; ++dir) {
        const BigInt degree = lemma1_degree_exact(tree.n(), FatTree::level(v));
        w = w && BigInt(most[2 * v + dir]) <= degree;
        m = m && BigInt(most[2 * v + dir]) == degree;
      }
    ++ordered;
    within += w;
    meets += m;
  }

  void fill(uint64_t row, uint64_t x, std::vector<bool>& row_has) {
    const uint64_t N = tree.leaves();
    if (row == N) return classify();
    if (x == N) {
      std::vector<bool> fresh(N, false);
      return fill(row + 1, 0, fresh);
    }
    for (uint64_t y = 0; y < N; ++y) {
      if (row_has[y] || column_has[x][y]) continue;
      row_has[y] = column_has[x][y] = true;
      square[row][x] = static_cast<uint32_t>(y);
      fill(row, x + 1, row_has);
      row_has[y] = column_has[x][y] = false;
    }
  }
};

}  // namespace

CheckedLatinCensus checked_latin_census(int n) {
  if (n < 1 || n > 2) throw std::invalid_argument("Latin census: n in 1..2");
  FatTree t(n);
  const uint64_t N = t.leaves();
  LatinRecount r{t, std::vector<Permutation>(N, Permutation(N, 0)),
                 std::vector<std::vector<bool>>(N, std::vector<bool>(N, false))};
  std::vector<bool> row_has(N, false);
  r.fill(0, 0, row_has);
  uint64_t orderings = 1;
  for (uint64_t i = 2; i <= N; ++i) orderings *= i;
  CheckedLatinCensus c;
  c.ordered_squares = r.ordered;
  c.divisible = r.ordered % orderings == 0 && r.within % orderings == 0 && r.meets % orderings == 0;
  c.families = r.ordered / orderings;
  c.within_bound = r.within / orderings;
  c.meet_bound = r.meets / orderings;
  return c;
}

}  // namespace netcert
