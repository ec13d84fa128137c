// OftSystolicTest.cpp — control schedules, routing tables and the fast cycle simulation (src/route/oft_systolic.cpp).
#include <catch2/catch.hpp>

#include "check/oft_check.hpp"
#include "core/errors.hpp"
#include "route/oft_systolic.hpp"

using namespace netcert;

namespace {
RunContext one_job() {
  RunContext c;
  c.jobs = 1;
  return c;
}
}  // namespace

TEST_CASE("oft the paper's example: P011 -> P111 needs states turn - drop - drop", "[oft]") {
  // Routing bits 011 XOR 111 = 100: turn at level 3, drop at levels 2 and 1.
  OpticalFatTree net(3);
  ControlSchedule c = ControlSchedule::global(3, BitSequence{0, 1, 0, 0, 0, 0, 0, 0});
  // Injected at slot 0, the packet meets ξ_1 = 1 at the root, then ξ_2 = ξ_3 = 0.
  CHECK(systolic_arrival(net, c, 3, 0) == 7);
  RoutingTables per(c, TableReading::PerProcessor), shared(c, TableReading::Shared);
  CHECK(per.window(0) == 4);            // 100
  CHECK(per.destination(3, 0) == 7);    // 011 XOR 100
  CHECK(shared.destination(3, 0) == 4); // shared reading: address 100, but the packet reaches 111
}

TEST_CASE("oft per-processor tables: the whole cycle is conflict-free - fast and walked agree", "[oft]") {
  for (int r = 1; r <= 6; ++r) {
    OpticalFatTree net(r);
    auto drive = ControlSchedule::prefer_one_schedule(r);
    RoutingTables tables(drive, TableReading::PerProcessor);
    SystolicCycleStats st;
    CHECK(!systolic_cycle_defect(net, drive, tables, one_job(), &st));
    CHECK(st.packets == (1ULL << (2 * r)));
    CHECK(!oftcheck::cycle_defect_by_walking(oftcheck::Wiring(r), drive.per_level[0], false));
    CHECK(!all_to_all_defect(net, drive, one_job()));
  }
}

TEST_CASE("oft shared table: misdelivery - found by both simulations", "[oft]") {
  for (int r = 1; r <= 5; ++r) {
    OpticalFatTree net(r);
    auto drive = ControlSchedule::prefer_one_schedule(r);
    RoutingTables tables(drive, TableReading::Shared);
    auto fast = systolic_cycle_defect(net, drive, tables, one_job());
    auto walked = oftcheck::cycle_defect_by_walking(oftcheck::Wiring(r), drive.per_level[0], true);
    REQUIRE(fast);
    REQUIRE(walked);
    CHECK((*fast)["kind"] == "misdelivery");
    CHECK((*fast)["source"] == (*walked)["source"]);
    CHECK((*fast)["injection"] == (*walked)["injection"]);
    CHECK((*fast)["source"] == 1);  // P_0 is the only processor the shared table serves
    CHECK((*fast)["arrival"] == (*walked)["arrival"]);
    CHECK((*fast)["table_destination"] == (*walked)["table_destination"]);
  }
}

TEST_CASE("oft control schedules round-trip through JSON and are validated", "[oft]") {
  auto c = ControlSchedule::from_json(2, json{{"per_level", {"0011", "0101"}}});
  CHECK(!c.is_global());
  CHECK(c.state(2, 2) == RouterState::Turn);  // root level: per_level[0]
  CHECK(c.state(1, 1) == RouterState::Turn);
  CHECK(ControlSchedule::from_json(2, c.to_json()).per_level == c.per_level);
  CHECK_THROWS_AS(ControlSchedule::from_json(2, json{{"per_level", {"0011"}}}), InputError);
  CHECK_THROWS_AS(ControlSchedule::from_json(2, json{{"per_level", {"0011", "01"}}}), InputError);
  CHECK_THROWS_AS(ControlSchedule::from_json(2, json{{"sequence", "0011"}, {"per_level", {"0011", "0101"}}}), InputError);
  CHECK_THROWS_AS(ControlSchedule::from_json(2, json{{"sequence", 5}}), InputError);
  CHECK(ControlSchedule::from_json(20, json{{"generator", "prefer-one"}}).period() == (1u << 20));
}
