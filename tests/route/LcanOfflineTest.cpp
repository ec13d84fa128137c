// Tests for src/route/lcan_offline.cpp: the Theorem 3 router.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>

#include "check/lcan_check.hpp"
#include "properties/lcan.hpp"
#include "route/lcan_offline.hpp"
#include "route/lcan_traffic.hpp"

using namespace netcert;

TEST_CASE("lcan: Kőnig colouring is proper on a regular multigraph", "[lcan]") {
  std::vector<std::pair<uint32_t, uint32_t>> edges{{0, 0}, {0, 0}, {0, 1}, {1, 1}, {1, 2}, {1, 0},
                                                   {2, 2}, {2, 2}, {2, 1}};
  auto c = colour_bipartite(3, 3, 3, edges);
  for (size_t a = 0; a < edges.size(); ++a)
    for (size_t b = a + 1; b < edges.size(); ++b)
      if (edges[a].first == edges[b].first || edges[a].second == edges[b].second) CHECK(c[a] != c[b]);
}

TEST_CASE("lcan: router: every permutation of CB-LCAN(8,2,2), cut back or not, is valid", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 8, 2, 2});
  Permutation p(8);
  std::iota(p.begin(), p.end(), 0u);
  int count = 0;
  do {
    for (bool trim : {true, false}) {
      auto r = route_offline(net, p, trim);
      REQUIRE(r.cycles == 1);
      REQUIRE(first_bad_route(net, p, r.routes, 1, nullptr) == -1);
    }
    if (++count % 97 == 0) REQUIRE_FALSE(check_routes_by_walk(net, p, route_offline(net, p).routes, 1));
  } while (std::next_permutation(p.begin(), p.end()));
}

TEST_CASE("lcan: router uses (d/u)^(l-1) cycles when u divides d", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 64, 4, 2});
  CHECK(theorem3_cycle_bound(4, 2, 3) == 4);
  LcanRng rng(7);
  for (int k = 0; k < 20; ++k) {
    Permutation p = random_permutation(64, rng);
    auto r = route_offline(net, p);
    CHECK(r.cycles <= 4);
    CHECK(first_bad_route(net, p, r.routes, 4, nullptr) == -1);
    CHECK_FALSE(check_routes_by_walk(net, p, r.routes, 4));
  }
  CHECK(theorem3_hypotheses(Lcan({LcanKind::CompleteBipartite, 27, 3, 2})) != "");
  CHECK(theorem3_hypotheses(Lcan({LcanKind::CompleteBipartite, 9, 3, 3})) == "");
}

TEST_CASE("lcan: a mutated route is caught by the engine check and the walker alike", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 16, 2, 2});
  LcanRng rng(3);
  Permutation p = random_root_permutation(net, rng);
  auto r = route_offline(net, p);
  r.routes[5].ups[0] ^= 1;  // now shares an upper with another root pair
  std::string why;
  CHECK(first_bad_route(net, p, r.routes, 1, &why) >= 0);
  CHECK(check_routes_by_walk(net, p, r.routes, 1).has_value());
  auto r2 = route_offline(net, p);
  r2.routes[2].cycle = 1;  // beyond the bound of one cycle
  CHECK(first_bad_route(net, p, r2.routes, 1, nullptr) == 2);
  CHECK(check_routes_by_walk(net, p, r2.routes, 1).has_value());
}
