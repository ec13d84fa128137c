// LcanReferenceNetworksTest.cpp — the checker's own baseline, butterfly and
// Beneš networks (src/check/lcan_reference_networks.cpp, built from the
// definitions) against the engines' (net/baseline, net/butterfly_switch_graph,
// net/benes): the same colours and the same multiset of links at every size the
// equivalence claims use, and the same domain.
#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>

#include "check/lcan_reference_networks.hpp"
#include "net/baseline.hpp"
#include "net/benes.hpp"
#include "net/butterfly_switch_graph.hpp"

using namespace netcert;

namespace {

std::vector<std::pair<uint32_t, uint32_t>> links(const ColouredGraph& g) {
  auto e = g.edges;
  for (auto& x : e)
    if (x.first > x.second) std::swap(x.first, x.second);
  std::sort(e.begin(), e.end());
  return e;
}

void require_same(const ColouredGraph& engine, const ColouredGraph& checker) {
  REQUIRE(engine.colour == checker.colour);
  REQUIRE(links(engine) == links(checker));
}

}  // namespace

TEST_CASE("lcan reference networks: the checker's baseline and butterfly are the engines', vertex for vertex",
          "[lcan][equivalence][independence]") {
  for (int n = 1; n <= 11; ++n) {
    INFO("n = " << n);
    require_same(baseline_graph(n), checked_baseline_network(n));
    require_same(butterfly_switch_graph(n), checked_butterfly_network(n));
  }
  // Not one network twice: from n = 3 on the baseline's and the butterfly's links differ.
  CHECK(links(checked_baseline_network(3)) != links(checked_butterfly_network(3)));
  for (int n : {0, 21}) {
    CHECK_THROWS_AS(checked_baseline_network(n), std::invalid_argument);
    CHECK_THROWS_AS(checked_butterfly_network(n), std::invalid_argument);
  }
}

TEST_CASE("lcan reference networks: the checker's Beneš network is the engines', vertex for vertex",
          "[lcan][equivalence][independence]") {
  for (uint64_t d = 2; d <= 5; ++d)
    for (uint64_t N = d; N <= 4096; N *= d) {
      INFO("N = " << N << ", d = " << d);
      require_same(benes_graph(N, d), checked_benes_network(N, d));
    }
  for (auto [N, d] : std::vector<std::pair<uint64_t, uint64_t>>{{1, 2}, {6, 2}, {8, 1}, {2, 4}, {0, 3}, {1u << 21, 2}}) {
    INFO("N = " << N << ", d = " << d);
    CHECK_THROWS_AS(benes_graph(N, d), std::invalid_argument);
    CHECK_THROWS_AS(checked_benes_network(N, d), std::invalid_argument);
  }
}
