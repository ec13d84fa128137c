// Tests for src/net/ump_search.cpp: the census by two counting methods.
#include <catch2/catch.hpp>

#include "check/fattree_check.hpp"
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
