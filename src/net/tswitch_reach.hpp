// tswitch_reach.hpp — the reachable-set sizes of seed 002, Sec. 5.1 (Props.
// 1.4–1.11), shared by the engine (search/tswitch_reach) and the checker
// (check/tswitch_reach_check): the set names, where each is defined, and the
// paper's closed forms.
//
// D_b sets are left through a down-port (0..k-1), D_f sets through an up-port
// (k..2k-1); "t" = topological (every minimal path), "R" = DESTRO (the paths
// DESTRO actually routes, any source). Switch-level sets are the unions of the
// port-level ones. The paper states the f sets for 0 <= s < n-1 only.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace netcert {

enum class ReachSet { TopDown, TopUp, TopDownPort, TopUpPort, DestroDown, DestroUp, DestroDownPort, DestroUpPort };
constexpr ReachSet kReachSets[] = {ReachSet::TopDown,    ReachSet::TopUp,    ReachSet::TopDownPort,
                                   ReachSet::TopUpPort,  ReachSet::DestroDown, ReachSet::DestroUp,
                                   ReachSet::DestroDownPort, ReachSet::DestroUpPort};

const char* reach_set_name(ReachSet r);  // "D_b^t(<s,o>)", ..., "D_f^R(<s,o>,l)"
const char* reach_set_prop(ReachSet r);  // "Prop. 1.4", ...
bool parse_reach_set(const std::string& name, ReachSet& r);
bool reach_is_destro(ReachSet r);
bool reach_is_up(ReachSet r);
bool reach_is_port(ReachSet r);
// True when the paper states this set for a switch of stage s (f sets: s < n-1).
bool reach_stated(ReachSet r, int n, int s);

// Which sets a run covers: "topological", "destro" or "both".
bool reach_in_scope(ReachSet r, const std::string& sets);

// The paper's value; k^n <= 2^22 in every model we build, so 64 bits suffice.
using ReachClaim = std::function<uint64_t(ReachSet r, int k, int n, int s)>;
uint64_t reach_claim(ReachSet r, int k, int n, int s);

// Counted set sizes of every switch (id s·k^(n-1)+o): switch level [switch],
// port level [switch·2k + l]; a family left empty was not counted.
struct ReachCounts {
  int k = 0, n = 0;
  std::vector<uint64_t> topo_down, topo_up, topo_port, destro_down, destro_up, destro_port;
  uint64_t count(ReachSet r, uint64_t sw, int l) const;
};
struct ReachMismatch {
  ReachSet set;
  uint64_t sw;
  int port;  // -1 for switch-level sets
  uint64_t counted, claimed;
};
// The first stated set (switch order, then kReachSets order, then port) whose
// count differs from the claim; nullopt when all agree. Counts `compared`.
std::optional<ReachMismatch> first_reach_mismatch(const ReachCounts& c, const std::string& sets,
                                                  const ReachClaim& claim, uint64_t& compared);
// The same for switch sw alone; adds its comparisons to `compared`.
std::optional<ReachMismatch> first_reach_mismatch_at(const ReachCounts& c, const std::string& sets,
                                                     const ReachClaim& claim, uint64_t sw, uint64_t& compared);

// A.5 / A.5.1, per ordered pair with t = FirstDifference(h, h'): quantity
// "turn_stage" t, "distance" 2t+2 links, "shortest_paths" k^t, "turn_switches"
// k^t, "destro_switches" 2t+1.
using TurnaroundClaim = std::function<uint64_t(const std::string& quantity, int k, int t)>;
uint64_t turnaround_claim(const std::string& quantity, int k, int t);

}  // namespace netcert
