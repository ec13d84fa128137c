// Tests for src/check/lcan_check.cpp: the independent checker agrees with the
// engines on the real networks and disagrees on mutated ones.
#include <catch2/catch.hpp>

#include "check/lcan_check.hpp"
#include "route/lcan_claims.hpp"

using namespace netcert;

TEST_CASE("checker and engine count the same paths and LCA switches", "[lcan]") {
  for (LcanShape s : {LcanShape{LcanKind::CompleteBipartite, 16, 2, 2}, LcanShape{LcanKind::CompleteBipartite, 27, 3, 2},
                      LcanShape{LcanKind::CompleteBipartite, 16, 4, 2}, LcanShape{LcanKind::CompleteBipartite, 9, 3, 3}}) {
    Lcan net(s);
    for (uint64_t p = 0; p < net.N(); ++p)
      for (uint64_t q = 0; q < net.N(); ++q) {
        if (p == q) continue;
        auto lca = lca_by_definition(net, p, q);
        REQUIRE(lca.level == net.lca_level(p, q));
        REQUIRE(count_switch_paths_by_definition(net, p, q) == count_paths_fast(net, p, q));
        REQUIRE(count_paths_fast(net, p, q) == lca.switches.size());
      }
  }
}

TEST_CASE("checker sees a rewired network", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 16, 2, 2});
  net.swap_uppers(0 * 2 + 1, 1 * 2 + 0);  // level-0 switch 0 now has both uppers on one level-1 switch
  CHECK(upward_reachable_by_walk(net, 0)[1].size() == 1);
  CHECK(lca_by_definition(net, 0, 2).switches.size() != 2);
}

TEST_CASE("walker rejects bad routes", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 4, 2, 2});
  Permutation p{1, 0, 3, 2};
  std::vector<LcaRoute> routes{{0, 1, 0, {}}, {1, 0, 0, {}}, {2, 3, 0, {}}, {3, 2, 0, {}}};
  CHECK_FALSE(check_routes_by_walk(net, p, routes, 1));
  routes[3] = {3, 2, 0, {0, 0}};  // climbs above the top of a two-level network
  CHECK(check_routes_by_walk(net, p, routes, 1).has_value());
  routes[3] = {2, 3, 0, {}};  // source 2 twice, source 3 never
  CHECK(check_routes_by_walk(net, p, routes, 1).has_value());
  routes[3] = {3, 2, 0, {0}};
  routes[2] = {2, 3, 0, {0}};  // both turn at level-1 switch 0: PE 2 and 3 share level-0 switch 1's upper 0
  CHECK(check_routes_by_walk(net, p, routes, 1).has_value());
}
