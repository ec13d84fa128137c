// tswitch_unpaired.cpp — see tswitch_unpaired.hpp.
#include "search/tswitch_unpaired.hpp"

#include "net/kary_ntree.hpp"
#include "net/tswitch_config.hpp"
#include "route/destro.hpp"
#include "search/ksubset_rank.hpp"

namespace netcert {

bool balanced_unpaired(uint64_t mask, int k) {
  const uint64_t down = mask & ((1ULL << k) - 1), up = mask >> k;
  return __builtin_popcountll(down) * 2 == k && down != up;  // down == up: every l with l+k (S_b)
}

namespace {

struct UnpairedStage {
  uint64_t least = UINT64_MAX, minimisers = 0, first = 0;
};

UnpairedStage unpaired_stage_minimum(const std::vector<uint64_t>& loads, int k) {
  UnpairedStage r;
  const uint64_t configurations = ksubset_binomial(2 * k, k);
  for (uint64_t rank = 0; rank < configurations; ++rank) {  // increasing mask order
    const uint64_t mask = ksubset_mask_at(2 * k, k, rank);
    if (!balanced_unpaired(mask, k)) continue;
    const uint64_t use = internal_use(loads, k, sides_of_mask(mask, k));
    if (use < r.least) r = {use, 0, mask};
    if (use == r.least) ++r.minimisers;
  }
  return r;
}

}  // namespace

Outcome unpaired_minimum_exhaustive(int k, int n, const UnpairedClaim& claim, const RunContext& ctx) {
  KaryNTree t(k, n);
  json stages = json::array();
  for (int s = 0; s + 1 < n; ++s) {
    if (ctx.expired()) return Outcome::unknown("timed out at stage " + std::to_string(s));
    const auto loads = destro_switch_loads(t, Traffic{t.terminals(), {}}, t.switch_id(s, 0));
    const UnpairedStage r = unpaired_stage_minimum(loads, k);
    const json alpha = alpha_of(sides_of_mask(r.first, k));
    if (BigInt(r.least) != claim(k, n, s))
      return Outcome::fails(json{{"stage", s}, {"least_use", r.least}, {"claimed", claim(k, n, s).str()}, {"alpha", alpha}},
                            "stage " + std::to_string(s) + ": the least use of a balanced unpaired configuration is " +
                                std::to_string(r.least) + ", not " + claim(k, n, s).str());
    stages.push_back(json{{"stage", s}, {"least_use", r.least}, {"minimisers", r.minimisers}, {"example", alpha}});
  }
  return Outcome::holds(json{{"stages", stages}},
                        "at every stage s < n-1 the least use of a balanced unpaired configuration is the claimed count");
}

}  // namespace netcert
