// tswitch_measure.cpp — see tswitch_measure.hpp.
#include "check/tswitch_measure.hpp"

namespace netcert {

uint64_t checked_link_use(const std::vector<uint64_t>& loads, int k, const Sides& sides) {
  const size_t ports = 2 * static_cast<size_t>(k);
  uint64_t use = 0;
  // Each unordered pair {a in C^α, b in C^β} once, both directions.
  for (size_t a = 0; a < ports; ++a) {
    if (!sides[a]) continue;
    for (size_t b = 0; b < ports; ++b)
      if (!sides[b]) use += loads[a * ports + b] + loads[b * ports + a];
  }
  return use;
}

ClaimedSet checked_claimed_set(int n, int stage, Connections c) {
  if (stage == n - 1) return ClaimedSet::OneSide;                               // Prop. 1.30
  if (c == Connections::ForwardTurnaround) return ClaimedSet::HalfAndHalf;      // Prop. 1.22
  return ClaimedSet::Paired;                                                    // Props. 1.25-1.29
}

bool checked_in_set(ClaimedSet set, int k, const Sides& sides) {
  int down = 0, up = 0;  // ports of C^α below k and from k on
  bool partners = true;
  for (int l = 0; l < 2 * k; ++l) {
    if (!sides[static_cast<size_t>(l)]) continue;
    (l < k ? down : up) += 1;
    const int partner = l < k ? l + k : l - k;
    if (!sides[static_cast<size_t>(partner)]) partners = false;
  }
  if (set == ClaimedSet::Paired) return partners;
  if (set == ClaimedSet::HalfAndHalf) return 2 * down == k && 2 * up == k;
  return down == 0 || up == 0;
}

BigInt checked_claimed_min_twice(int k, int n, int stage, Connections c) {
  if (stage == n - 1 || c == Connections::Backward) return 0;
  BigInt twice = 1;
  for (int i = 0; i <= n; ++i) twice *= k;  // 2 * k^(n+1)/2
  return twice;
}

std::optional<ReachMismatch> checked_reach_mismatch(const ReachCounts& c, const std::string& sets,
                                                    const ReachClaim& claim, uint64_t& compared) {
  compared = 0;
  uint64_t per_stage = 1;
  for (int i = 1; i < c.n; ++i) per_stage *= static_cast<uint64_t>(c.k);
  for (int s = 0; s < c.n; ++s)
    for (uint64_t o = 0; o < per_stage; ++o) {
      const uint64_t sw = static_cast<uint64_t>(s) * per_stage + o;
      for (ReachSet r : kReachSets) {
        if (!reach_in_scope(r, sets) || !reach_stated(r, c.n, s)) continue;
        const uint64_t want = claim(r, c.k, c.n, s);
        if (!reach_is_port(r)) {
          ++compared;
          if (c.count(r, sw, -1) != want) return ReachMismatch{r, sw, -1, c.count(r, sw, -1), want};
          continue;
        }
        const int first = reach_is_up(r) ? c.k : 0;  // D_f sets leave through up-ports, D_b through down-ports
        for (int l = first; l < first + c.k; ++l) {
          ++compared;
          if (c.count(r, sw, l) != want) return ReachMismatch{r, sw, l, c.count(r, sw, l), want};
        }
      }
    }
  return std::nullopt;
}

}  // namespace netcert
