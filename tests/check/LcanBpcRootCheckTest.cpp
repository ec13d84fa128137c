// LcanBpcRootCheckTest.cpp — the checker of table lcan-bpc-root (seed 004 Sec. 3, "some BPC permutations are
// also root permutations"): with d = 2 a BPC map is root exactly when it keeps the top bit in place and
// complements it, (n−1)!·2^(n−1) of n!·2^n; other sizes are counted, and shapes without two levels refused.
#include <catch2/catch.hpp>

#include "check/lcan_bpc_root_check.hpp"
#include "core/catalogue.hpp"

using namespace netcert;

TEST_CASE("bpc root check: counts of BPC permutations that are root permutations", "[lcan][bpc]") {
  const auto d2 = checked_bpc_root_count(4, 1);  // CB-LCAN(16,2,2)
  CHECK(d2.bpc == 384);
  CHECK(d2.root == 48);  // 3!·2^3
  CHECK(checked_bpc_root_count(6, 1).root == 3840);
  CHECK(checked_bpc_root_count(4, 2).root == 104);  // CB-LCAN(16,4,4)
  CHECK_THROWS(checked_bpc_root_count(4, 4));        // one level: no root level to cross
  CHECK_THROWS(checked_bpc_root_count(6, 4));        // 64 is not a power of 16
}

TEST_CASE("lcan-bpc-root: engine and checker agree on CB-LCAN(16,4,4) and (64,4,4)", "[lcan][bpc]") {
  const TableSpec* spec = catalogue().table("lcan-bpc-root");
  REQUIRE(spec);
  RunContext ctx;
  for (int64_t N : {16, 64}) {
    ParamSet ps;
    ps.set("N", N);
    ps.set("d", int64_t(4));
    const TableData t = spec->build(ps, ctx);
    REQUIRE(t.rows.size() == 1);
    CHECK(t.rows[0].back() == "holds");
  }
}
