// updown.cpp — see updown.hpp.
#include "route/updown.hpp"

namespace netcert {

void updown_path(const FatTree& t, uint64_t x, uint64_t y, std::vector<uint64_t>& links) {
  links.clear();
  if (x == y) return;
  int lca = t.lca_level(x, y);
  int n = t.n();
  for (int j = n; j > lca; --j) links.push_back(up_link(FatTree::id(j, x >> (n - j))));
  for (int j = lca + 1; j <= n; ++j) links.push_back(down_link(FatTree::id(j, y >> (n - j))));
}

void updown_loads(const FatTree& t, const uint32_t* sigma, std::vector<uint32_t>& up,
                  std::vector<uint32_t>& inside) {
  const int n = t.n();
  const uint64_t N = t.leaves();
  up.assign(2 * N, 0);
  inside.assign(2 * N, 0);
  // inside[v] first collects the pairs whose LCA is v (x and sigma(x) in
  // different children of v), leaves collect fixed points.
  for (uint64_t x = 0; x < N; ++x) {
    uint64_t y = sigma[x];
    if (x == y) {
      inside[N + x] = 1;
      continue;
    }
    int lca = t.lca_level(x, y);
    inside[FatTree::id(lca, x >> (n - lca))] += 1;
#ifdef NETCERT_TEST_SLOWDOWN
    // A deliberately slowed build: bench/compare.sh must report it (test bench.compare_*).
    for (volatile int spin = 0; spin < NETCERT_TEST_SLOWDOWN; spin = spin + 1) {
    }
#endif
  }
  // Bottom-up: pairs inside v = pairs inside each child + pairs crossing at v.
  for (uint64_t v = N - 1; v >= 1; --v) inside[v] += inside[2 * v] + inside[2 * v + 1];
  for (uint64_t v = 2; v < 2 * N; ++v) up[v] = static_cast<uint32_t>(t.subtree_size(FatTree::level(v)) - inside[v]);
}

}  // namespace netcert
