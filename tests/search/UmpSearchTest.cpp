// Tests for src/net/ump_search.cpp: the census by two counting methods.
#include <catch2/catch.hpp>

#include "check/fattree_check.hpp"
#include "check/fattree_claims_check.hpp"
#include "search/fattree_search.hpp"
#include "search/ump_search.hpp"

using namespace netcert;

TEST_CASE("fattree: UMP census: plain enumeration equals memoised count", "[fattree]") {
  RunContext ctx;
  for (int n = 1; n <= 3; ++n) {
    uint64_t bad = 0;
    FatTree t(n);
    auto c = enumerate_ump(n, ctx, [&](const Permutation& p, int) {
      if (!ump_by_definition(t, p)) ++bad;  // single-threaded enough: counted per call
      return true;
    });
    CHECK(c.complete);
    CHECK(bad == 0);
    CHECK(c.count == count_ump_memo(n));
  }
  CHECK(count_ump_memo(1) == 2);
  CHECK(count_ump_memo(2) == 16);
  CHECK(count_ump_memo(3) == 4096);
  CHECK(count_ump_memo(4) == 4294967296ULL);
}

TEST_CASE("count_ump_memo_levels: UMP at levels 1..n/2 only, against the walked census and n = 4", "[fattree][ump]") {
  for (int n = 1; n <= 3; ++n) {
    INFO("n = " << n);
    CHECK(count_ump_memo_levels(n, upper_half_levels(n)) == checked_permutation_census(n).upper_half_ump);
  }
  // (4!)^4 ways for the source quarters to meet the destination quarters once each (level 2),
  // 16 arrangements per destination quarter keeping each source half on distinct pairs (level 1).
  CHECK(count_ump_memo_levels(4, upper_half_levels(4)) == 21743271936ULL);
  CHECK(count_ump_memo_levels(4, ~0u) == count_ump_memo(4));
  CHECK(count_ump_memo_levels(3, 0) == 40320);  // no level required: every permutation
}
