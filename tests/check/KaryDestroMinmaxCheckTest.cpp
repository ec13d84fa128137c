// KaryDestroMinmaxCheckTest.cpp — the checker of table tswitch-destro-minmax (seed 002 Sec. 5): the pairs every
// minimal routing sends across level s are k^n (k^n − k^s), so no routing's busiest link carries fewer than
// k^n − k^s, and DESTRO's walked maximum is exactly that.
#include <catch2/catch.hpp>

#include "check/kary_destro_minmax_check.hpp"
#include "core/catalogue.hpp"

using namespace netcert;

TEST_CASE("destro minmax check: level totals, bounds and DESTRO's walked maximum", "[tswitch][minmax]") {
  for (int k = 2; k <= 4; ++k)
    for (int n = 2; n <= 4; ++n) {
      uint64_t N = 1;
      for (int i = 0; i < n; ++i) N *= k;
      const auto levels = checked_minmax_levels(k, n);
      REQUIRE(levels.size() == static_cast<size_t>(n - 1));
      uint64_t ks = 1;
      for (const auto& L : levels) {
        ks *= k;  // k^s
        CHECK(L.crossing_pairs == N * (N - ks));
        CHECK(L.bound == N - ks);
        CHECK(L.walked_max_up == L.bound);
        CHECK(L.walked_max_down == L.bound);
      }
    }
  CHECK_THROWS(checked_minmax_levels(8, 5));  // 32 768 terminals
}

TEST_CASE("tswitch-destro-minmax: DESTRO meets the bound of any minimal routing, k = 2..4, n = 2..3",
          "[tswitch][minmax]") {
  const TableSpec* spec = catalogue().table("tswitch-destro-minmax");
  REQUIRE(spec);
  RunContext ctx;
  for (int64_t k = 2; k <= 4; ++k)
    for (int64_t n = 2; n <= 3; ++n) {
      ParamSet ps;
      ps.set("k", k);
      ps.set("n", n);
      const TableData d = spec->build(ps, ctx);
      REQUIRE(d.rows.size() == static_cast<size_t>(n - 1));
      for (auto& r : d.rows) CHECK(r.back() == "holds");
    }
}
