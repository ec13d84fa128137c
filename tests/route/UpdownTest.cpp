// Tests for src/route/updown.cpp: the O(N) loads equal the loads of walking every path.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "check/fattree_check.hpp"
#include "generators/fattree_gen.hpp"
#include "route/updown.hpp"

using namespace netcert;

TEST_CASE("fattree: paths go up to the LCA and down", "[fattree]") {
  FatTree t(3);
  std::vector<uint64_t> links;
  updown_path(t, 0, 1, links);
  REQUIRE(links.size() == 2);
  CHECK(links[0] == up_link(t.leaf_id(0)));
  CHECK(links[1] == down_link(t.leaf_id(1)));
  updown_path(t, 0, 7, links);
  CHECK(links.size() == 6);
  updown_path(t, 5, 5, links);
  CHECK(links.empty());
}

TEST_CASE("fattree: fast loads agree with walked loads", "[fattree]") {
  rc::prop("any permutation", [](std::vector<uint32_t> keys) {
    int n = 1 + static_cast<int>(keys.size() % 7);
    keys.resize(1ULL << n);
    Permutation sigma = permutation_from_keys(keys);
    FatTree t(n);
    std::vector<uint32_t> up, scratch;
    updown_loads(t, sigma.data(), up, scratch);
    auto walked = walked_link_loads(t, sigma);
    for (uint64_t v = 2; v < 2 * t.leaves(); ++v) {
      RC_ASSERT(walked[2 * v] == up[v]);
      RC_ASSERT(walked[2 * v + 1] == up[v]);  // up-load = down-load for a permutation
    }
  });
}
