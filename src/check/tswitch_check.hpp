// tswitch_check.hpp — the independent checker for seed 002.
//
// Shares only the network model (KaryNTree's link table, T-switch sides) with
// the engines: paths are walked link by link with the routing rule restated
// from its definition (climb while the destination is not below the current
// switch), loads are counted per hop, optima are found by plain enumeration.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_config.hpp"
#include "route/destro.hpp"

namespace netcert {

struct WalkedHop {
  uint64_t sw;
  int in, out;
};
// The DESTRO path from h to hp, walked over the model's links.
std::vector<WalkedHop> walk_destro(const KaryNTree& t, uint64_t h, uint64_t hp);

// Terminals below switch sw, found by walking down its down-ports.
std::vector<uint64_t> terminals_below(const KaryNTree& t, uint64_t sw);

// (2k)^2 loads of switch sw, by walking every path with an end below it.
std::vector<uint64_t> walked_switch_loads(const KaryNTree& t, const Traffic& traffic, uint64_t sw);

// Minimum internal-link use and number of minimisers by plain enumeration of
// every 2k-bit mask with k bits set (k <= 10).
struct PlainOptimum {
  uint64_t min_use = 0, minimisers = 0;
};
std::optional<PlainOptimum> plain_optimum(const std::vector<uint64_t>& loads, int k);

// The first channel dependency cycle of DESTRO on t (channels are directed
// links, including the terminal links), or empty when the graph is acyclic.
// Extra edges let tests inject a broken dependency.
struct ChannelDependency {
  uint64_t from, to;  // channel ids: 2k·switch + out-port of the link's source side
};
std::vector<uint64_t> dependency_cycle(const KaryNTree& t, const std::vector<ChannelDependency>& extra = {});
// True when every consecutive pair of `cycle` is a dependency created by some
// DESTRO path (walked) or listed in `extra`.
bool dependencies_induced(const KaryNTree& t, const std::vector<uint64_t>& cycle,
                          const std::vector<ChannelDependency>& extra = {});

}  // namespace netcert

namespace netcert {
// Rechecks of the counterexamples of src/net/tswitch_claims.hpp, from the
// definitions (walked paths). True when the counterexample is confirmed.
bool recheck_table1(const json& cex,
                    const std::function<BigInt(int, int, int, int, int)>& claim, std::string& why);
bool recheck_balance(const json& cex, const Traffic& traffic, std::string& why);
bool recheck_optimality(const json& cex, std::string& why);
}  // namespace netcert
