// lca_routing.hpp — LCA routing in a CB-LCAN (Sec. 2.3): up through chosen
// uppers (the random or off-line choices), turn, then down deterministically,
// the level-i switch taking downer digit_i(destination).
//
// A route is stored by its choices only (`ups[i]` = upper taken at level i;
// ups.size() = the turn level), which is everything a switch setting has to
// fix in a CB-LCAN: the downward half follows from the destination label.
#pragma once
#include <cstdint>
#include <vector>

#include "core/json.hpp"
#include "net/lcan.hpp"

namespace netcert {

struct LcaRoute {
  uint64_t source = 0, dest = 0;
  uint32_t cycle = 0;            // network cycle (0-based) in which the pair is routed
  std::vector<uint32_t> ups;     // upper taken at levels 0..turn-1
};

// Directed link ids: the upward direction of upper port P is 2P, the downward
// 2P+1; the PE wire of p adds 2*(upper port count) + 2p (towards the switch)
// and +1 (towards the PE). One id per wire direction is what a circuit owns.
inline uint64_t up_link_id(uint64_t upper_port) { return 2 * upper_port; }
inline uint64_t down_link_id(uint64_t upper_port) { return 2 * upper_port + 1; }
inline uint64_t pe_link_id(const Lcan& net, uint64_t pe, bool towards_pe) {
  return 2 * net.switch_count() * net.u() + 2 * pe + (towards_pe ? 1 : 0);
}
inline uint64_t directed_link_count(const Lcan& net) { return 2 * net.switch_count() * net.u() + 2 * net.N(); }

// Appends the directed links of the route to `links` and returns the PE the
// route arrives at, or Lcan::kNone when a choice is out of range or leads off
// the top level.
uint64_t lca_route_links(const Lcan& net, const LcaRoute& r, std::vector<uint64_t>& links);

json routes_to_json(const std::vector<LcaRoute>& routes);
// Throws InputError naming the field on malformed input.
std::vector<LcaRoute> routes_from_json(const json& j, const std::string& field);

}  // namespace netcert
