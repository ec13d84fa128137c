// fattree_load_equality.cpp — Eq. (22) with equality, slot by slot (see fattree_claims.hpp).
//
// Per slot and level j <= floor(n/2) one pass over the inputs: x whose image leaves
// its level-j block adds one path to the up-link group of (j, top_j(x)) and one to
// the down-link group into (j, top_j(sigma(x))). O(N floor(n/2)) per slot.
#include <vector>

#include "search/fattree_claims.hpp"

namespace netcert {

uint64_t eq22_load(int n, int j) { return ((1ULL << j) - 1) << (n - 2 * j); }

namespace {

json defect(uint64_t slot, int j, uint64_t k, bool up, uint64_t load, uint64_t expected) {
  return {{"slot", slot}, {"node", {j, k}}, {"link", up ? "up" : "down"}, {"load", load}, {"expected", expected}};
}

}  // namespace

Outcome fattree_exhaustive_load_equality(const Family& f, const RunContext& ctx) {
  const int n = f.n;
  const uint64_t N = f.size();
  Permutation sigma;
  std::vector<uint64_t> up, down;
  for (uint64_t slot = 1; slot <= N; ++slot) {
    if (ctx.expired()) return Outcome::unknown("timeout at slot " + std::to_string(slot));
    f.member(slot, sigma);
    for (int j = 1; 2 * j <= n; ++j) {
      const int shift = n - j;
      up.assign(1ULL << j, 0);
      down.assign(1ULL << j, 0);
      for (uint64_t x = 0; x < N; ++x) {
        uint64_t from = x >> shift, to = static_cast<uint64_t>(sigma[x]) >> shift;
        if (from == to) continue;
        ++up[from];
        ++down[to];
      }
      const uint64_t want = eq22_load(n, j);
      for (uint64_t k = 0; k < (1ULL << j); ++k) {
        if (up[k] != want) return Outcome::fails(defect(slot, j, k, true, up[k], want));
        if (down[k] != want) return Outcome::fails(defect(slot, j, k, false, down[k], want));
      }
    }
  }
  json levels = json::array();
  for (int j = 1; 2 * j <= n; ++j) levels.push_back({{"level", j}, {"load", eq22_load(n, j)}});
  Outcome o = Outcome::holds({{"base", f.members ? "explicit" : family_base_name(f.kind)}, {"slots", N}, {"levels", levels}},
                             "every slot loads every up- and down-link group of levels 1..floor(n/2) with exactly "
                             "(2^j - 1) 2^(n-2j) paths");
  o.stats["slots"] = N;
  return o;
}

}  // namespace netcert
