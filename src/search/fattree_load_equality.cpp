// fattree_load_equality.cpp — Eq. (22) with equality, slot by slot (see fattree_claims.hpp).
//
// Per slot and level j <= floor(n/2) one pass over the inputs: x whose image leaves
// its level-j block adds one path to the up-link group of (j, top_j(x)) and one to
// the down-link group into (j, top_j(sigma(x))). O(N floor(n/2)) per slot. The
// sliced loop runs over the slots (index = slot - 1); the smallest failing slot's
// defect is rebuilt by running that one slot again.
#include <vector>

#include "search/fattree_claims.hpp"
#include "search/fattree_slot_search.hpp"

namespace netcert {

uint64_t eq22_load(int n, int j) { return ((1ULL << j) - 1) << (n - 2 * j); }

namespace {

json load_equality_defect_json(uint64_t slot, int j, uint64_t k, bool up, uint64_t load, uint64_t expected) {
  return {{"slot", slot}, {"node", {j, k}}, {"link", up ? "up" : "down"}, {"load", load}, {"expected", expected}};
}

// One worker's buffers for a slot.
struct LoadEqualityScratch {
  Permutation sigma;
  std::vector<uint64_t> up, down;
};

// The first defect of `slot` (level, then k, up before down), or null.
json load_equality_slot_defect(const Family& f, uint64_t slot, LoadEqualityScratch& s) {
  const int n = f.n;
  const uint64_t N = f.size();
  f.member(slot, s.sigma);
  for (int j = 1; 2 * j <= n; ++j) {
    const int shift = n - j;
    s.up.assign(1ULL << j, 0);
    s.down.assign(1ULL << j, 0);
    for (uint64_t x = 0; x < N; ++x) {
      uint64_t from = x >> shift, to = static_cast<uint64_t>(s.sigma[x]) >> shift;
      if (from == to) continue;
      ++s.up[from];
      ++s.down[to];
    }
    const uint64_t want = eq22_load(n, j);
    for (uint64_t k = 0; k < (1ULL << j); ++k) {
      if (s.up[k] != want) return load_equality_defect_json(slot, j, k, true, s.up[k], want);
      if (s.down[k] != want) return load_equality_defect_json(slot, j, k, false, s.down[k], want);
    }
  }
  return nullptr;
}

}  // namespace

Outcome fattree_exhaustive_load_equality(const Family& f, const RunContext& ctx) {
  const int n = f.n;
  const uint64_t N = f.size();
  auto decided = fattree_first_failing_slot<LoadEqualityScratch>(f, ctx, [&](uint64_t slot, LoadEqualityScratch& s) {
    return load_equality_slot_defect(f, slot, s);
  });
  if (decided) return *decided;
  json levels = json::array();
  for (int j = 1; 2 * j <= n; ++j) levels.push_back({{"level", j}, {"load", eq22_load(n, j)}});
  Outcome o = Outcome::holds({{"base", f.members ? "explicit" : family_base_name(f.kind)}, {"slots", N}, {"levels", levels}},
                             "every slot loads every up- and down-link group of levels 1..floor(n/2) with exactly "
                             "(2^j - 1) 2^(n-2j) paths");
  o.stats["slots"] = N;
  return o;
}

}  // namespace netcert
