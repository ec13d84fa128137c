// TswitchNemTableTest.cpp — table tswitch-nem-budget (properties/tswitch_nem_table.cpp; seed 002, Sec. 6 and Sec. 1):
// every printed number is recomputed and holds; a wrong printed number fails its row.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"
#include "properties/tswitch.hpp"

using namespace netcert;

TEST_CASE("tswitch nem budget: 12 + 9 + 15 = 36 ports a chip, 72 in all, a 54-port twin", "[tswitch][nem]") {
  const TableSpec* spec = catalogue().table("tswitch-nem-budget");
  REQUIRE(spec);
  RunContext ctx;
  TableData d = spec->build(ParamSet{}, ctx);
  REQUIRE(d.rows.size() == 6);
  for (auto& r : d.rows) CHECK(r.back() == "holds");
  CHECK(d.rows[0][2] == 36);
  CHECK(d.rows[3][2] == 72);
  CHECK(d.rows[4][2] == 54);
}

TEST_CASE("tswitch nem budget: a printed number that the others do not give fails its row", "[tswitch][nem]") {
  NemPrinted wrong;
  wrong.chip_ports = 32;  // e.g. a 32-port chip
  TableData d = tswitch_nem_budget_rows(wrong);
  CHECK(d.rows[0].back() == "fails");
  CHECK(d.rows[1].back() == "holds");
  wrong = NemPrinted{};
  wrong.external_ports = 15;  // one chip's share read as the total
  CHECK(tswitch_nem_budget_rows(wrong).rows[2].back() == "fails");
}
