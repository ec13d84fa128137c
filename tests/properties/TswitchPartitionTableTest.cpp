// TswitchPartitionTableTest.cpp — table tswitch-port-partitions (properties/tswitch_partition_table.cpp;
// seed 002 Props. 1.1–1.2): engine and checker agree on every k and the row holds.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"

using namespace netcert;

TEST_CASE("tswitch-port-partitions: Props. 1.1-1.2 on every split meeting Def. 1.7, k = 1..6", "[tswitch][partition]") {
  const TableSpec* spec = catalogue().table("tswitch-port-partitions");
  REQUIRE(spec);
  RunContext ctx;
  for (int64_t k = 1; k <= 6; ++k) {
    ParamSet ps;
    ps.set("k", k);
    const TableData d = spec->build(ps, ctx);
    REQUIRE(d.rows.size() == 1);
    CHECK(d.rows[0].back() == "holds");
  }
}
