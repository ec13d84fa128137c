// ButterflyTable1Test.cpp — tables butterfly-table1 and butterfly-pin-budget
// (seed 001, Sec. 2): the printed t1/t2 columns are matched by the counts on
// the constructed subnetworks, and every row has a verdict.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"

using namespace netcert;

TEST_CASE("butterfly Table 1: counts on G_{m-1} match the closed forms and the printed t1, t2", "[butterfly][table1]") {
  const TableSpec* spec = catalogue().table("butterfly-table1");
  REQUIRE(spec);
  ParamSet ps;
  ps.set("m", int64_t(8));
  RunContext ctx;
  TableData d = spec->build(ps, ctx);
  REQUIRE(d.rows.size() == 8);
  for (auto& r : d.rows) REQUIRE(r.back() == "holds");
  // t2: n' = 4 has 4 nodes, 8w pins, 4g gates, ratio g/(2w), improvement 2.
  const auto& t2 = d.rows[1];
  REQUIRE(t2[0] == 4);
  REQUIRE(t2[3] == 4);
  REQUIRE(t2[6] == 8);
  REQUIRE(t2[10] == "1/2");
  REQUIRE(t2[11] == "2");
  REQUIRE(d.rows[7][11] == "8");  // n' = 256: log2 n' = 8
}

TEST_CASE("butterfly pin budget: Sec. 2's numbers recomputed", "[butterfly][table1]") {
  const TableSpec* spec = catalogue().table("butterfly-pin-budget");
  REQUIRE(spec);
  RunContext ctx;
  TableData d = spec->build(ParamSet{}, ctx);
  REQUIRE(d.rows.size() == 7);
  for (auto& r : d.rows) REQUIRE(r.back() == "holds");
  REQUIRE(d.rows[3][2] == 416);
}
