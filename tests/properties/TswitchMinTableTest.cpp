// TswitchMinTableTest.cpp — table tswitch-min-self-routing (properties/tswitch_min_table.cpp;
// seed 002 A.4, A.4.1, Fig. 19): every row holds on the printed examples; a wrong printed tag or
// port list fails its row.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"
#include "properties/tswitch_min_table.hpp"

using namespace netcert;

TEST_CASE("tswitch-min-self-routing: banyan, self-routing and Fig. 19's two tags hold", "[tswitch][min]") {
  const TableSpec* spec = catalogue().table("tswitch-min-self-routing");
  REQUIRE(spec);
  ParamSet ps;
  ps.set("k", int64_t(2));
  ps.set("n", int64_t(4));
  RunContext ctx;
  TableData d = spec->build(ps, ctx);
  REQUIRE(d.rows.size() == 4);
  for (auto& r : d.rows) CHECK(r.back() == "holds");
  CHECK(d.rows[2][1] == "tag 0101, ports 3,2,3,2");
  CHECK(d.rows[3][1] == "tag 1011, ports 3,3,2,3");
}

TEST_CASE("tswitch-min-self-routing: a printed tag or port list the network does not give fails its row",
          "[tswitch][min]") {
  auto printed = fig19_examples();
  printed[0].tag = "1010";  // the destination, not the tag
  TableData d = tswitch_min_rows(2, 4, printed);
  CHECK(d.rows[2].back() == "fails");
  CHECK(d.rows[3].back() == "holds");
  printed = fig19_examples();
  printed[0].ports = {2, 3, 2, 3};
  CHECK(tswitch_min_rows(2, 4, printed).rows[2].back() == "fails");
  CHECK(tswitch_min_rows(3, 2, {}).rows.size() == 2);
}
