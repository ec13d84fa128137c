// Tests for table fattree-latin-census (properties/fattree_latin_census_table.cpp,
// search/fattree_latin_census.cpp): the engine's counts equal the checker's, and the table
// says so with a holds verdict.
#include <catch2/catch.hpp>

#include "check/fattree_latin_census_check.hpp"
#include "core/catalogue.hpp"
#include "search/fattree_claims.hpp"

using namespace netcert;

TEST_CASE("fattree Latin census: engine (4-subsets of S_4) and checker (ordered squares) agree", "[fattree][claims]") {
  RunContext ctx;
  for (int n = 1; n <= kMaxLatinCensusLevels; ++n) {
    INFO("n=" << n);
    LatinCensus e = fattree_latin_census(n, ctx);
    CheckedLatinCensus c = checked_latin_census(n);
    REQUIRE(e.complete);
    CHECK(e.families == c.families);
    CHECK(e.within_bound == c.within_bound);
    CHECK(e.meet_bound == c.meet_bound);
  }
  CHECK(fattree_latin_census(2, ctx).meet_bound == 12);
  const TableSpec* spec = catalogue().table("fattree-latin-census");
  REQUIRE(spec);
  ParamSet ps;
  ps.set("n", int64_t(2));
  TableData t = spec->build(ps, ctx);
  REQUIRE(t.rows.size() == 1);
  CHECK(t.rows[0] == std::vector<json>{2, 4, 576, 24, 12, 12, "engine and checker agree", "holds"});
}
