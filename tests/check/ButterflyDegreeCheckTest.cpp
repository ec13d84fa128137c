// ButterflyDegreeCheckTest.cpp — the checker of table butterfly-node-degrees (seed 001, proof of Lemma 1):
// stage-0 nodes have no link in, stage-u nodes none out, every other node two each way.
#include <catch2/catch.hpp>

#include "check/butterfly_degree_check.hpp"
#include "core/catalogue.hpp"

using namespace netcert;

TEST_CASE("butterfly degree check: first stage 0 in, last stage 0 out, inner 2 / 2", "[butterfly][degrees]") {
  const auto d = checked_butterfly_degrees(3);
  REQUIRE(d.size() == 4);
  CHECK((d[0].min_in == 0 && d[0].max_in == 0 && d[0].min_out == 2 && d[0].max_out == 2));
  CHECK((d[1].min_in == 2 && d[1].max_in == 2 && d[1].min_out == 2 && d[1].max_out == 2));
  CHECK((d[3].min_in == 2 && d[3].max_in == 2 && d[3].min_out == 0 && d[3].max_out == 0));
  CHECK_THROWS(checked_butterfly_degrees(11));
}

TEST_CASE("butterfly-node-degrees: every stage holds, u = 1..6", "[butterfly][degrees]") {
  const TableSpec* spec = catalogue().table("butterfly-node-degrees");
  REQUIRE(spec);
  RunContext ctx;
  for (int64_t u = 1; u <= 6; ++u) {
    ParamSet ps;
    ps.set("u", u);
    const TableData t = spec->build(ps, ctx);
    REQUIRE(t.rows.size() == static_cast<size_t>(u + 1));
    for (auto& r : t.rows) CHECK(r.back() == "holds");
    CHECK(t.rows[0][5] == "upper");
    CHECK(t.rows[u][5] == "lower");
  }
}
