// OftCheckTest.cpp — the independent checker for seed 003 (src/check/oft_check.cpp).
#include <catch2/catch.hpp>

#include "check/oft_check.hpp"

using namespace netcert;

TEST_CASE("walking a packet visits r+1 links, one per slot", "[oft]") {
  OpticalFatTree net(4);
  auto drive = ControlSchedule::prefer_one_schedule(4);
  auto w = walk_packet(net, drive, 5, 3);
  REQUIRE(w.link_slots.size() == 5);
  for (size_t k = 0; k < w.link_slots.size(); ++k) {
    CHECK(w.link_slots[k].first == 3 + k);
    CHECK(net.link_layer(w.link_slots[k].second) == static_cast<int>(k));
  }
  CHECK(w.arrival == table_entry_by_definition(drive, TableReading::PerProcessor, 5, 3));
  auto again = walk_packet_with_states(net, 5, 3, w.states);
  CHECK(again.arrival == w.arrival);
}

TEST_CASE("a mis-wired router makes two packets collide, and the checker confirms it", "[oft]") {
  OpticalFatTree net(3);
  // R(2,0) in drop state sends input 1 to output 0 as well as input 0.
  net.miswire(2, 0, RouterState::Drop, 1, 0);
  auto drive = ControlSchedule::prefer_one_schedule(3);
  RoutingTables tables(drive, TableReading::PerProcessor);
  RunContext ctx;
  ctx.jobs = 1;
  auto d = systolic_cycle_defect(net, drive, tables, ctx);
  REQUIRE(d);
  CHECK((*d)["kind"] == "collision");
  CHECK(d->contains("faults"));
  std::string why;
  CHECK(confirm_cycle_defect(*d, why));
  CHECK(cycle_defect_by_walking(net, drive, drive, TableReading::PerProcessor));
  // Without the fault in the counterexample the checker rejects it.
  json forged = *d;
  forged.erase("faults");
  CHECK(!confirm_cycle_defect(forged, why));
}

TEST_CASE("stale tables after a flipped control bit misdeliver; the checker confirms", "[oft]") {
  OpticalFatTree net(4);
  auto good = ControlSchedule::prefer_one_schedule(4);
  auto flipped = good;
  flipped.per_level[0][6] ^= 1;
  flipped.origin = "supplied";
  RoutingTables stale(good, TableReading::PerProcessor);
  RunContext ctx;
  ctx.jobs = 1;
  auto d = systolic_cycle_defect(net, flipped, stale, ctx);
  REQUIRE(d);
  CHECK((*d)["kind"] == "misdelivery");
  CHECK(d->contains("table_control"));
  std::string why;
  CHECK(confirm_cycle_defect(*d, why));
}

TEST_CASE("census from explicit links matches Sec. 2.2", "[oft]") {
  for (int r = 1; r <= 8; ++r) {
    OpticalFatTree net(r);
    auto c = census_from_links(net);
    CHECK(BigInt(c.routers) == OpticalFatTree::routers_closed_form(r));
    CHECK(BigInt(c.links) == OpticalFatTree::links_closed_form(r));
    CHECK(c.degrees_balanced);
    for (int lv = 1; lv <= r; ++lv) CHECK(c.routers_per_level[lv] == (1ULL << (r - lv)));
  }
}
