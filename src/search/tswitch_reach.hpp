// tswitch_reach.hpp — the engine of tswitch.reachable_sets (seed 002, Props.
// 1.4–1.11): count, for every switch and port of the k-ary n-tree, the
// terminals reachable from it.
//
// Topological sets: h' is reachable through port l of w when some SHORTEST
// path from w to h' leaves w by l (breadth-first distances from h' over the
// paper's link rule, Sec. 5: <s,o> ~ <s+1,o'> iff o_i = o'_i for i != s, port
// numbers from A.6.1 — arithmetic, not the model's link table). DESTRO sets:
// h' is reachable through port l of w when the arithmetic DESTRO router
// (route/destro) sends some packet to h' out of w by l.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_reach.hpp"

namespace netcert {

// The paper's link rule as arithmetic. Node ids: switch w = w, terminal h =
// switch_count + h; -1 = no link (the last stage's up-ports).
int64_t arithmetic_neighbour(const KaryNTree& t, uint64_t w, int port);
// Breadth-first distances of every node from terminal hp; `order` is the visit order.
void distances_from(const KaryNTree& t, uint64_t hp, std::vector<int32_t>& dist, std::vector<int64_t>& order);

// Fills c.topo_* (false on --timeout).
bool topological_reach_by_distances(const KaryNTree& t, const RunContext& ctx, ReachCounts& c);
// Fills c.destro_* (false on --timeout).
bool destro_reach_by_routing(const KaryNTree& t, const RunContext& ctx, ReachCounts& c);

// sets = topological | destro | both. Witness {"switches", "compared"};
// counterexample {"set", "switch", "port", "counted", "claimed"}.
Outcome reachable_sets_exhaustive(int k, int n, const std::string& sets, const RunContext& ctx,
                                  const ReachClaim& claim = reach_claim);

}  // namespace netcert
