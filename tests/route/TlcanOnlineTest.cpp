// TlcanOnlineTest.cpp — route/tlcan_online.cpp: Sec. 3's on-line
// algorithm on T-LCANs opens, cycle by cycle, only schedules the independent
// checker accepts; it never beats the off-line minimum; root permutations draw
// correctly; a replay with the same seed gives the same cycles (the checker's
// schedule check itself: TlcanRoutingCheckTest.cpp).
#include <catch2/catch.hpp>

#include <algorithm>

#include "check/tlcan_routing_check.hpp"
#include "route/tlcan_online.hpp"
#include "search/tlcan_offline.hpp"

using namespace netcert;

TEST_CASE("tlcan online: every simulated schedule passes the checker and needs at least the off-line minimum",
          "[lcan][tlcan]") {
  for (auto [N, d, u] : {std::tuple<int64_t, int64_t, int64_t>{16, 4, 2}, {8, 2, 1}, {54, 6, 2}, {24, 6, 3}}) {
    Lcan net(LcanShape{LcanKind::Tree, N, d, u});
    TlcanTreeModel tree = TlcanTreeModel::of(N, d, u);
    for (TlcanDown down : {TlcanDown::Bundle, TlcanDown::Label})
      for (uint64_t k = 0; k < 40; ++k) {
        INFO(net.shape().name() << " " << to_string(down) << " k " << k);
        LcanRng rng(1000 + k);
        Permutation perm = k % 2 ? random_tlcan_root_permutation(net, rng) : random_permutation(net.N(), rng);
        if (k % 2)
          for (uint64_t s = 0; s < perm.size(); ++s) REQUIRE(net.lca_level(s, perm[s]) == net.levels() - 1);
        std::vector<uint32_t> cycle_of;
        uint32_t c = tlcan_online_cycles(net, perm, down, rng, &cycle_of);
        REQUIRE(c == *std::max_element(cycle_of.begin(), cycle_of.end()) + 1);
        REQUIRE_FALSE(tlcan_check_schedule(tree, perm, cycle_of, down == TlcanDown::Label));
        if (N <= 16) REQUIRE(c >= tlcan_min_cycles(net, perm, down));
        if (k % 2) REQUIRE(c >= tree.bound());  // a root permutation cannot beat the root bundles' load
        LcanRng again(1000 + k);
        Permutation replay = k % 2 ? random_tlcan_root_permutation(net, again) : random_permutation(net.N(), again);
        REQUIRE(replay == perm);
        REQUIRE(tlcan_online_cycles(net, replay, down, again) == c);
      }
  }
}
