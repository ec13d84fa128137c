// fattree_degree_count.cpp — see fattree_degree_count.hpp.
#include "search/fattree_degree_count.hpp"

#include <algorithm>
#include <stdexcept>

#include "net/fat_tree.hpp"

namespace netcert {

namespace {

// C(m, k) for every k <= m <= top, and k! for k <= top.
struct DegreeCountTables {
  std::vector<std::vector<BigInt>> choose;
  std::vector<BigInt> factorial;
  explicit DegreeCountTables(size_t top) : choose(top + 1), factorial(top + 1, 1) {
    for (size_t m = 0; m <= top; ++m) {
      choose[m].assign(m + 1, 1);
      for (size_t k = 1; k < m; ++k) choose[m][k] = choose[m - 1][k - 1] + choose[m - 1][k];
      if (m) factorial[m] = factorial[m - 1] * m;
    }
  }
  // Ways to match k exports of one side to k imports of the other.
  BigInt matchings(size_t exports, size_t imports, size_t k) const {
    return choose[exports][k] * choose[imports][k] * factorial[k];
  }
};

// Joins two level-(j+1) count vectors into the level-j one, keeping e <= cap.
std::vector<BigInt> join_siblings(const std::vector<BigInt>& child, uint64_t cap, const DegreeCountTables& tab) {
  std::vector<BigInt> parent(static_cast<size_t>(cap) + 1, 0);
  for (size_t ea = 0; ea < child.size(); ++ea)
    for (size_t eb = 0; eb < child.size(); ++eb) {
      if (child[ea] == 0 || child[eb] == 0) continue;
      const BigInt both = child[ea] * child[eb];
      const size_t most = std::min(ea, eb);
      for (size_t k1 = 0; k1 <= most; ++k1)
        for (size_t k2 = 0; k2 <= most; ++k2) {
          const size_t e = ea + eb - k1 - k2;
          if (e > cap) continue;
          parent[e] += both * tab.matchings(ea, eb, k1) * tab.matchings(eb, ea, k2);
        }
    }
  return parent;
}

}  // namespace

std::vector<BigInt> fattree_degree_count_level(int n, int j) {
  if (n < 1 || n > kMaxDegreeCountLevels || j < 0 || j > n)
    throw std::invalid_argument("fattree_degree_count: n must be 1.." + std::to_string(kMaxDegreeCountLevels));
  const FatTree t(n);
  const DegreeCountTables tab(t.leaves());
  // A leaf keeps its input (0 exports) or sends it away (1 export and 1 import); degree 1.
  std::vector<BigInt> ways = {1, 1};
  for (int m = n - 1; m >= j; --m) ways = join_siblings(ways, m == 0 ? 0 : t.up_bound(m), tab);
  return ways;
}

BigInt fattree_degree_count(int n) { return fattree_degree_count_level(n, 0)[0]; }

}  // namespace netcert
