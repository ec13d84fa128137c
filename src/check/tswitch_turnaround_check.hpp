// tswitch_turnaround_check.hpp — the independent checker of
// tswitch.turnaround_paths (seed 002, A.5, A.5.1). On the model's link table
// (KaryNTree::peer) it restates the turnaround paths of Def. 1.23 rather than
// counting shortest paths: the turn stage L is the lowest stage with a switch
// that has both h and h' below it; the turnaround paths are the climbs from h's
// switch to such a switch (counted stage by stage over the up-ports) followed
// by the descent to h'; the distance is a breadth-first search from h over the
// links; DESTRO is walked (walk_destro).
#pragma once
#include <cstdint>
#include <boost/dynamic_bitset.hpp>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_reach.hpp"

namespace netcert {

struct TurnaroundCounts {
  int turn_stage = -1;              // L
  int first_difference = -1;        // Def. 1.24: the leftmost digit where h and h' differ
  uint64_t distance = 0;            // links on a shortest h -> h' path
  uint64_t turnaround_paths = 0;    // Def. 1.23 paths turning at stage L
  uint64_t turn_switches = 0;       // switches at stage L with h and h' below (claimed k^t, t = first_difference)
  uint64_t destro_switches = 0;     // switches on the walked DESTRO path
};

// Every destination hp of source h at once (index hp; entry h is left empty);
// below = terminals_below_bits(t).
std::vector<TurnaroundCounts> turnaround_counts_from(const KaryNTree& t, const std::vector<boost::dynamic_bitset<>>& below,
                                                     uint64_t h);

bool recheck_turnaround(int k, int n, const json& cex, const TurnaroundClaim& claim, std::string& why);
bool verify_turnaround(int k, int n, const json& witness, std::string& why);

}  // namespace netcert
