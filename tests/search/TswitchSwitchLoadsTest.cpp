// Tests of src/search/tswitch_switch_loads.cpp: one switch's loads from the pairs
// crossing it equal that switch's part of routing every pair (destro_all_loads),
// and the k-subset unranking of src/search/ksubset_rank.hpp follows Gosper's order.
#include <catch2/catch.hpp>

#include "route/destro.hpp"
#include "search/ksubset_rank.hpp"
#include "search/tswitch_switch_loads.hpp"

using namespace netcert;

TEST_CASE("tswitch switch loads: every switch agrees with routing all pairs", "[tswitch][slices]") {
  for (int k = 2; k <= 4; ++k)
    for (int n = 1; n <= (k == 2 ? 5 : 3); ++n) {
      KaryNTree t(k, n);
      RunContext ctx;
      std::vector<uint64_t> all, one;
      REQUIRE(destro_all_loads(t, Traffic{t.terminals(), {}}, ctx, all));
      const uint64_t per = static_cast<uint64_t>(t.ports()) * t.ports();
      for (uint64_t sw = 0; sw < t.switch_count(); ++sw) {
        destro_uniform_switch_loads(t, sw, one);
        INFO("k=" << k << " n=" << n << " switch " << sw);
        REQUIRE(one == std::vector<uint64_t>(all.begin() + static_cast<long>(sw * per),
                                             all.begin() + static_cast<long>((sw + 1) * per)));
      }
    }
}

TEST_CASE("ksubset rank: the i-th mask is Gosper's i-th", "[tswitch][slices]") {
  for (int k = 1; k <= 6; ++k) {
    const int U = 2 * k;
    uint64_t rank = 0;
    for (uint64_t mask = (1ULL << k) - 1; mask < (1ULL << U); ++rank) {
      REQUIRE(ksubset_mask_at(U, k, rank) == mask);
      const uint64_t c = mask & -mask, r = mask + c;
      mask = (((r ^ mask) >> 2) / c) | r;
    }
    REQUIRE(rank == ksubset_binomial(U, k));
    REQUIRE_THROWS(ksubset_mask_at(U, k, rank));
  }
}
