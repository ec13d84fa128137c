// lcan_offline.hpp — the constructive off-line router of Theorem 3.
//
// Unfolded, a CB-LCAN(N,d,u) is a Beneš-like network: above level 0 it is u
// copies of CB-LCAN(N/d,d,u) whose "PEs" are the level-0 switches (copy k is
// reached through upper k). Level by level, the pairs sharing a sub-network
// and a cycle class form a bipartite multigraph (source switch -> destination
// switch) of degree <= d; a proper d-edge-colouring (Kőnig, alternating
// paths; the looping algorithm when d = 2) gives colour c -> upper c mod u and
// cycle class c div u. Every pair is routed to the top this way, then cut back
// at its LCA level (the path above the LCA comes down through the same
// switch). ceil(d/u)^(l-1) cycles in all, which equals the theorem's
// ceil((d/u)^(l-1)) exactly in its hypotheses (d <= u, or u divides d).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/bigint.hpp"
#include "core/permutation.hpp"
#include "net/lcan.hpp"
#include "route/lca_routing.hpp"

namespace netcert {

struct OfflineRouting {
  std::vector<LcaRoute> routes;  // indexed by source
  uint32_t cycles = 0;           // cycles used (max cycle + 1)
};

// ceil((d/u)^(l-1)) exactly (Theorem 3's bound).
BigInt theorem3_cycle_bound(int64_t d, int64_t u, int levels);
// "" when Theorem 3's hypotheses hold (CB, d <= u or u | d), else why not.
std::string theorem3_hypotheses(const Lcan& net);

// Routes `perm` (perm[s] = destination of s). trim_at_lca = false keeps every
// pair going to the top level (the unfolded Beneš-like routing).
OfflineRouting route_offline(const Lcan& net, const Permutation& perm, bool trim_at_lca = true);

// Engine-side validation with flat stamp arrays: every source routed once to
// perm[source], cycles < max_cycles, no directed link used twice in a cycle.
// Returns the index of the first bad route or -1; `why` says what is wrong.
long first_bad_route(const Lcan& net, const Permutation& perm, const std::vector<LcaRoute>& routes,
                     uint64_t max_cycles, std::string* why);

// Proper edge colouring of a bipartite multigraph of maximum degree <= degree
// with `degree` colours (Kőnig's alternating-path method). Exposed for tests.
std::vector<uint32_t> colour_bipartite(uint32_t n_left, uint32_t n_right, uint32_t degree,
                                       const std::vector<std::pair<uint32_t, uint32_t>>& edges);

}  // namespace netcert
