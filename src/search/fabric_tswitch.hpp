// fabric_tswitch.hpp — engine of fabric.tswitch_optimal (table
// fabric-tswitch): the T-switch configurations (seed 002, Defs. 1.3-1.10) that
// minimise internal-link use on every switch of a real fabric, under the
// fabric's real traffic: every ordered host pair walked through its OpenSM
// tables (route/fabric_walk.hpp), one path each, as tswitch-oscp's uniform
// traffic is one DESTRO path per ordered pair.
//
// A switch's configuration positions: when the fabric is a k-ary n-tree, its
// 2k netcert ports under the recognised isomorphism (search/fabric_kary_ntree,
// IB port 0 where the model port has no link: the top stage's up-ports), so
// configurations read in tswitch-oscp's numbering; otherwise its connected IB
// ports in ascending order. A configuration C^alpha is a set of positions of
// size floor(P/2) or ceil(P/2) (for even P: P/2, C and its complement both
// counted, as tswitch-oscp counts subsets of V); a connection in -> out crosses
// the internal link iff in and out lie in different halves.
//
// Switches of more than kMaxTswitchPositions positions (36-, 40-, 64-port
// switches) are not enumerated: search/tswitch_blocks.hpp finds their minimum
// by count vectors over classes of interchangeable positions, and the witness
// states those classes, the minimising count vectors and the number of
// minimisers instead of listing them. A switch whose classes give too many
// count vectors leaves the verdict unknown, saying which switch and why.
//
// Sliced (--shard, merge) over switches: the enumeration is the sliced loop, its
// journal holds each switch's minimum and minimisers; the walk of every host pair
// (the connection counts) comes before it, so every shard and merge repeats it,
// and so the count-vector switches (fast) are solved by every shard and merge.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/verdict.hpp"
#include "route/fabric_routing.hpp"
#include "search/tswitch_blocks.hpp"

namespace netcert {

// Enumeration limit: C(16,8) = 12870 configurations per switch; beyond it, count vectors.
constexpr int kMaxTswitchPositions = 16;

struct FabricTswitch {
  uint32_t node = 0;
  int stage = 0;                    // distance in switch hops from a switch with a host
  std::vector<int> ports;           // IB port per position (0: a model port without a link)
  std::vector<uint64_t> loads;      // P x P, [in * P + out]: paths entering at in, leaving at out
  uint64_t min_use = 0;
  std::vector<uint64_t> minimisers; // position masks (bit i: position i in C^alpha), ascending
  bool by_blocks = false;           // more than kMaxTswitchPositions: `blocks` instead of `minimisers`
  TswitchBlockOptimum blocks;
};

// The number of optimal configurations (decimal) and the positions of one, however the switch was solved.
std::string tswitch_minimiser_count(const FabricTswitch& sw);
std::vector<int> tswitch_example_minimiser(const FabricTswitch& sw);

struct FabricTswitchRun {
  Outcome outcome;  // holds: witness {"fabric", "isomorphism" (or null), "switches"}; unknown otherwise
  std::vector<FabricTswitch> switches;  // Fabric::switches() order
  int k = 0, n = 0;                     // the recognised k-ary n-tree, 0 when none
};

FabricTswitchRun fabric_tswitch_run(const FabricRouting& r, const RunContext& ctx);
Outcome fabric_tswitch_exhaustive(const FabricRouting& r, const RunContext& ctx);

}  // namespace netcert
