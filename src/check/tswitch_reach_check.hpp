// tswitch_reach_check.hpp — the independent checker of tswitch.reachable_sets
// (seed 002, Props. 1.4–1.11). It counts on the model's link table
// (KaryNTree::peer), not on the engine's arithmetic, and restates the sets
// from the paper's phases rather than from distances:
//   descending through down-port l: the terminals below the far end of l;
//   ascending through up-port l: the terminals below some switch reached by
//     climbing from the far end of l, except those below <s,o> itself (a
//     turnaround path turns at the first stage where the destination lies
//     below, A.5.1, so it never climbs for them);
//   DESTRO: the destinations of the walked DESTRO paths (walk_destro) that
//     leave <s,o> by l, over every source.
#pragma once
#include <boost/dynamic_bitset.hpp>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_reach.hpp"

namespace netcert {

// Terminals below every switch (bit h of entry w), stage by stage over the down-ports' links.
std::vector<boost::dynamic_bitset<>> terminals_below_bits(const KaryNTree& t);

// sets = topological | destro | both: which families to fill.
ReachCounts walked_reach_counts(const KaryNTree& t, const std::string& sets);

// Confirms a counterexample {"set", "switch", "port", "counted", "claimed"}:
// the walked count of that set equals "counted" and differs from the claim
// (recomputed from k, n, never read from the counterexample).
bool recheck_reach(int k, int n, const std::string& sets, const json& cex, const ReachClaim& claim,
                   std::string& why);
// A holds witness {"switches", "compared"}: every walked count equals the claim.
bool verify_reach(int k, int n, const std::string& sets, const json& witness, std::string& why);

}  // namespace netcert
