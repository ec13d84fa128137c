// DestroTest.cpp — DESTRO routing (src/route/destro.cpp) against the walked paths.
#include <catch2/catch.hpp>

#include "check/tswitch_check.hpp"
#include "route/destro.hpp"

using namespace netcert;

TEST_CASE("DESTRO arithmetic routing equals the walked path for every pair", "[tswitch]") {
  for (auto [k, n] : {std::pair{2, 3}, {3, 3}, {4, 2}, {5, 2}, {2, 1}}) {
    KaryNTree t(k, n);
    std::vector<Hop> hops;
    for (uint64_t h = 0; h < t.terminals(); ++h)
      for (uint64_t hp = 0; hp < t.terminals(); ++hp) {
        if (h == hp) continue;
        destro_route(t, h, hp, hops);
        auto walked = walk_destro(t, h, hp);
        REQUIRE(!walked.empty());
        REQUIRE(hops.size() == walked.size());
        int turn = first_difference(t, h, hp);
        REQUIRE(static_cast<int>(hops.size()) == 2 * turn + 1);  // up, turn, down
        for (size_t i = 0; i < hops.size(); ++i) {
          REQUIRE(hops[i].sw == walked[i].sw);
          REQUIRE(hops[i].in == walked[i].in);
          REQUIRE(hops[i].out == walked[i].out);
        }
      }
  }
}

TEST_CASE("per-switch loads equal the slice of the all-switch loads", "[tswitch]") {
  KaryNTree t(3, 3);
  Traffic uniform{t.terminals(), {}};
  std::vector<uint64_t> all;
  RunContext ctx;
  REQUIRE(destro_all_loads(t, uniform, ctx, all));
  const uint64_t per = t.ports() * t.ports();
  for (uint64_t sw = 0; sw < t.switch_count(); sw += 4) {
    auto one = destro_switch_loads(t, uniform, sw);
    REQUIRE(std::equal(one.begin(), one.end(), all.begin() + sw * per));
    REQUIRE(one == walked_switch_loads(t, uniform.weight, sw));
  }
}
