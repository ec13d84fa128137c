// tswitch_claims.hpp — the engines' side of seed 002's claims: compare routed
// loads with Table 1, test DESTRO's balance (Prop. 1.31), and decide the
// optimal-configuration claim (Props. 1.22–1.30) from a search result.
//
// Each function returns null when the claim holds on its input and otherwise a
// JSON counterexample that src/check/tswitch_check.hpp re-establishes from the
// definitions. The claimed values are injectable so tests can break them.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "core/bigint.hpp"
#include "core/json.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_config.hpp"

namespace netcert {

using PortClaim = std::function<BigInt(int k, int n, int s, int in, int out)>;

// all_loads: flat [switch][in][out] as from destro_all_loads. Checks every
// port-pair row of Table 1, then every per-switch row (C_f, T, C_b, C).
json table1_violation(const KaryNTree& t, const std::vector<uint64_t>& all_loads,
                      const PortClaim& claim = table1_port);
// The same for switch sw alone, its (2k)^2 loads at L (table1_violation: the first switch that has one).
json table1_switch_violation(const KaryNTree& t, uint64_t sw, const uint64_t* L, const PortClaim& claim = table1_port);

// Def. 1.26: within a stage, every channel of the same kind (down/up port,
// into/out of the switch) carries the same number of paths.
// literal: Def. 1.26 as printed (every channel of a stage, whatever its kind);
// otherwise per kind (down/up port x in/out), what the proof of Prop. 1.31 shows.
json balance_violation(const KaryNTree& t, const std::vector<uint64_t>& all_loads, bool literal = false);
// The first channel of switch sw (loads L) whose load differs from the first channel
// of its kind in its stage, on <s,0> (loads first_of_stage); balance_violation: the
// first switch that has one.
json balance_switch_violation(const KaryNTree& t, uint64_t sw, const uint64_t* L, const uint64_t* first_of_stage,
                              bool literal);
// Paths on the channel of switch sw, port l, leaving (out) or entering the switch.
uint64_t channel_load(const std::vector<uint64_t>& switch_loads, int k, int port, bool out);

// What an optimality engine found for one switch.
struct OptimumEvidence {
  uint64_t min_use = 0;
  Sides argmin;                // one minimiser
  bool counted = false;        // exhaustive: the counts below are exact
  uint64_t minimisers = 0, minimisers_in_set = 0;
};
// Decides "the minimisers are exactly the claimed set, with the claimed
// minimum" from the evidence; `find` is asked for a configuration with
// bad(sides, use) when the counts show one exists (exhaustive engine); if it
// finds none (timeout) the answer is {"kind":"undetermined"}, never null.
json optimality_violation(int k, int n, int stage, Connections c, const std::vector<uint64_t>& loads,
                          const OptimumEvidence& ev,
                          const std::function<Sides(const std::function<bool(const Sides&, uint64_t)>&)>& find);

}  // namespace netcert
