// fattree_ones.cpp — P_1 + ... + P_N = all-ones, every (input, slot) pair (seed 000, Eq. 1).
#include "core/sliced_loop.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

Outcome fattree_exhaustive_sums_to_ones(const Family& f, const RunContext& ctx) {
  const uint64_t N = f.size();
  int workers = worker_count(ctx, static_cast<int64_t>(N));
  std::vector<std::vector<uint64_t>> seen(workers, std::vector<uint64_t>(N, 0));
  Progress progress("family rows", N, ctx.progress);
  auto r = sliced_find_first(static_cast<int64_t>(N), ctx, [&](int64_t x, int w) {
    auto& s = seen[w];
    std::fill(s.begin(), s.end(), 0);
    for (uint64_t slot = 1; slot <= N; ++slot) {
      uint32_t y = f.apply(slot, static_cast<uint64_t>(x));
      if (y >= N || s[y]) return true;
      s[y] = slot;
    }
    return false;
  }, &progress);
  if (r.first_failure >= 0) {
    uint64_t x = static_cast<uint64_t>(r.first_failure);
    std::vector<uint64_t> first(N, 0);
    for (uint64_t slot = 1; slot <= N; ++slot) {
      uint32_t y = f.apply(slot, x);
      if (y < N && first[y])
        return Outcome::fails({{"x", x}, {"y", y}, {"slots", {first[y], slot}}},
                              "input " + std::to_string(x) + " reaches output " + std::to_string(y) + " in two slots");
      if (y < N) first[y] = slot;
    }
    return Outcome::unknown("an output lies outside Z_N");
  }
  if (r.timed_out) return Outcome::unknown("timeout after " + std::to_string(r.checked) + " of " + std::to_string(N) + " inputs");
  json witness = nullptr;
  if (!f.members) witness = {{"argument", "translation"}, {"base", family_base_name(f.kind)}, {"N", N}};
  Outcome o = Outcome::holds(witness, "every input reaches every output in exactly one of the N slots");
  o.stats["pairs_checked"] = N * N;
  return o;
}

}  // namespace netcert
