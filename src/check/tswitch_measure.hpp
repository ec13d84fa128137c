// tswitch_measure.hpp — the T-switch checker's own measures of seed 002 (check/
// only; the engines measure with net/tswitch_config and net/tswitch_reach), so
// a wrong measure in the engines is not confirmed by the checker:
//
// - Def. 1.3 ff.: a configuration C^α (sides[l] != 0: port l in C^α, |C^α| = k)
//   sends a connection in -> out over the internal link between the twins when
//   exactly one of in, out is in C^α; its use is the number of paths that do.
// - The optimal sets the paper states: S^va / S_b (Props. 1.25–1.29): every
//   down-port l < k is in C^α with its partner l + k; S_ft^va (Prop. 1.22): C^α
//   holds k/2 down-ports and k/2 up-ports; S^vb (Prop. 1.30, the top stage):
//   C^α holds only down-ports or only up-ports. Which one is claimed and the
//   claimed minimum use: top stage S^vb with 0; forward+turnaround S_ft^va with
//   k^(n+1)/2; all or backward connections S^va, k^(n+1)/2 for all, 0 for backward.
// - The reachable-set sizes (Props. 1.4–1.11) compared with their claims set by
//   set, in switch order, stated sets only.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bigint.hpp"
#include "net/tswitch_config.hpp"
#include "net/tswitch_reach.hpp"

namespace netcert {

// Paths over the internal link: loads is the switch's (2k)x(2k) array [in * 2k + out].
uint64_t checked_link_use(const std::vector<uint64_t>& loads, int k, const Sides& sides);

ClaimedSet checked_claimed_set(int n, int stage, Connections c);
bool checked_in_set(ClaimedSet set, int k, const Sides& sides);
// Twice the claimed minimum use (k^(n+1)/2 is a half-integer for odd k).
BigInt checked_claimed_min_twice(int k, int n, int stage, Connections c);

// The first stated set whose counted size differs from the claim (switches in
// order, then the sets in kReachSets order, then ports); nullopt when all agree.
// `compared` counts the sizes compared.
std::optional<ReachMismatch> checked_reach_mismatch(const ReachCounts& c, const std::string& sets,
                                                    const ReachClaim& claim, uint64_t& compared);

}  // namespace netcert
