// tswitch_check.hpp — the independent checker for seed 002.
//
// Shares only the network model (KaryNTree's link table) and the paper's
// closed forms (net/tswitch_config.hpp) with the engines; a configuration's
// link use, the optimal sets and the reachable-set comparison are its own
// (check/tswitch_measure.hpp). DESTRO is restated
// here from A.7.1: climb through up-port k + h'_s while the destination is not
// below the current switch, then descend through down-port h'_s; every path is
// walked link by link over the model's wiring. Loads are counted per hop; the
// optimal-configuration claim is decided by the checker's own class argument
// (see check_optimal_stage); deadlock freedom by a ranking of the channels that
// must strictly increase along every walked path.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/bigint.hpp"
#include "core/json.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_config.hpp"

namespace netcert {

// Path weights: empty = uniform (1 for every h != h'), else row-major N x N.
using WalkWeights = std::vector<uint64_t>;

struct WalkedHop {
  uint64_t sw;
  int in, out;
};
// The DESTRO path from h to hp, walked over the model's links (empty when the
// walk does not end at hp).
std::vector<WalkedHop> walk_destro(const KaryNTree& t, uint64_t h, uint64_t hp);
void walk_destro_into(const KaryNTree& t, uint64_t h, uint64_t hp, std::vector<WalkedHop>& path);

// Terminals below switch sw, found by walking down its down-ports.
std::vector<uint64_t> terminals_below(const KaryNTree& t, uint64_t sw);

// (2k)^2 loads of switch sw, by walking every path with an end below it.
std::vector<uint64_t> walked_switch_loads(const KaryNTree& t, const WalkWeights& weights, uint64_t sw);
// Loads of every switch ([switch][in][out]), by walking every path once.
std::vector<uint64_t> walked_all_loads(const KaryNTree& t, const WalkWeights& weights);

// Minimum internal-link use and number of minimisers by plain enumeration of
// every 2k-bit mask with k bits set (k <= 10).
struct PlainOptimum {
  uint64_t min_use = 0, minimisers = 0;
};
std::optional<PlainOptimum> plain_optimum(const std::vector<uint64_t>& loads, int k);

// The optimal-configuration claim at one stage, decided completely from the
// walked loads. When the symmetrised loads have the block form (one weight per
// down/down, up/up and down/up pair, plus an extra weight R on each pair
// (l, l+k)), the internal-link use of a configuration depends only on its
// class (p = down ports in alpha, x = pairs (l, l+k) wholly in alpha), so the
// O(k^2) classes, counted by binomials, decide the minimum, the number of
// minimisers and whether they are exactly the claimed set.
struct StageVerdict {
  bool decided = false;        // false: the loads lack the block form (why says so)
  std::string why;
  uint64_t min_use = 0;
  BigInt minimisers = 0;       // over V (C and its complement both counted)
  json violation;              // null when the claim holds at this stage, else the canonical counterexample
};
StageVerdict check_optimal_stage(const KaryNTree& t, int stage, Connections c);
// The canonical configuration of class (p, x): pairs 0..x-1 wholly in alpha,
// pairs x..p-1 down port only, the next k-p-x pairs up port only.
Sides class_representative(int k, int p, int x);

// The first channel dependency cycle of DESTRO on t (channels are directed
// links leaving a switch), or empty when the graph is acyclic. Extra edges let
// tests inject a broken dependency.
struct ChannelDependency {
  uint64_t from, to;  // channel ids: 2k·switch + out-port of the link's source side
};
std::vector<uint64_t> dependency_cycle(const KaryNTree& t, const std::vector<ChannelDependency>& extra = {});
// True when every consecutive pair of `cycle` is a dependency created by some
// DESTRO path (walked) or listed in `extra`.
bool dependencies_induced(const KaryNTree& t, const std::vector<uint64_t>& cycle,
                          const std::vector<ChannelDependency>& extra = {});
// Deadlock freedom by ranking: up-channels leaving stage s rank s, down-channels
// leaving stage s rank 2n - s; true when the rank strictly increases along
// every walked path (then no dependency cycle can exist). Counts the
// dependencies it checked.
bool ranks_increase_along_paths(const KaryNTree& t, uint64_t& dependencies, std::string& why);

// The switch named by {"stage", "position", "name"} (throws when out of range or the name disagrees).
uint64_t switch_of(const KaryNTree& t, const json& sw);

// Rechecks of counterexamples, from the definitions (walked paths). k and n
// come from the certificate's params, never from the counterexample. True when
// the counterexample is confirmed.
bool recheck_table1(int k, int n, const json& cex, const std::function<BigInt(int, int, int, int, int)>& claim,
                    std::string& why);
// same_kind: the two channels must also be of one kind (the per-kind reading of
// Prop. 1.31); without it any two channels of one stage (Def. 1.26 as printed).
// A recount counterexample {..., counted, claimed} is confirmed when both stated
// numbers are the checker's own (got, want) and they differ; why explains either way.
bool stated_counts_confirm(const json& cex, uint64_t got, uint64_t want, std::string& why);

bool recheck_balance(int k, int n, const json& cex, const WalkWeights& weights, std::string& why,
                     bool same_kind = true);
// Confirms only the canonical counterexample (first failing stage, kind and
// class in the checker's order), so any edit of a genuine one is rejected.
bool recheck_optimality(int k, int n, Connections c, const json& cex, std::string& why);

}  // namespace netcert
