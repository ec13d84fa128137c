// OftSmtTest.cpp — Z3 encodings for seed 003 (proofs/oft_smt.cpp), against the
// exhaustive engines; stored queries are bound to the params that generate them.
#include <catch2/catch.hpp>

#include "proofs/oft_smt.hpp"

using namespace netcert;

TEST_CASE("oft smt de Bruijn agrees with the fast test - including on flipped bits", "[oft]") {
  RunContext ctx;
  for (int r = 1; r <= 8; ++r) {
    auto seq = prefer_one(r);
    CHECK(smt_debruijn(r, seq, ctx, false).answer.status == z3::unsat);
    if (r >= 2) {
      seq[r] ^= 1;
      REQUIRE(smt_debruijn(r, seq, ctx, false).answer.status == z3::sat);
      CHECK(debruijn_defect_fast(r, seq));
    }
  }
}

TEST_CASE("oft smt conflict-freedom: per-processor unsat - shared sat", "[oft]") {
  RunContext ctx;
  for (int r : {1, 2, 3, 5, 8, 32, 64}) {
    CHECK(smt_collision(r, ctx, false).answer.status == z3::unsat);
    CHECK(smt_misdelivery(r, TableReading::PerProcessor, ctx, false).answer.status == z3::unsat);
    CHECK(smt_misdelivery(r, TableReading::Shared, ctx, false).answer.status == z3::sat);
  }
}

TEST_CASE("oft smt all-to-all agrees with the exhaustive engine - a flipped bit is caught", "[oft]") {
  RunContext ctx;
  ctx.jobs = 1;
  for (int r = 1; r <= 6; ++r) {
    auto seq = prefer_one(r);
    OpticalFatTree net(r);
    CHECK(!all_to_all_defect(net, ControlSchedule::global(r, seq), ctx));
    CHECK(smt_all_to_all(r, seq, ctx, false).answer.status == z3::unsat);
    if (r >= 2) {
      seq[0] ^= 1;
      REQUIRE(smt_all_to_all(r, seq, ctx, false).answer.status == z3::sat);
      CHECK(all_to_all_defect(net, ControlSchedule::global(r, seq), ctx));
    }
  }
}

TEST_CASE("oft regenerated queries equal the solved ones - forged stored queries are rejected", "[oft]") {
  RunContext ctx;
  for (int r : {2, 5, 32}) {
    auto solved = oft_smt_witness({smt_collision(r, ctx, true), smt_misdelivery(r, TableReading::PerProcessor, ctx, true)});
    std::string why;
    CHECK(oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, solved, why));
    // Another reading, another size: the texts differ.
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::Shared, solved, why));
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r + 1, TableReading::PerProcessor, solved, why));
    json forged = solved;
    forged["smt2"][1]["query"] = "(assert false)\n(check-sat)\n";
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, forged, why));
    forged = solved;
    forged["smt2"][0]["answer"] = "sat";
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, forged, why));
    forged = solved;
    forged["smt2"].erase(1);
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, forged, why));
    forged = solved;
    forged["note"] = "extra";
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, forged, why));
  }
  auto db = oft_smt_witness({smt_debruijn(4, prefer_one(4), ctx, true)});
  std::string why;
  CHECK(oft_smt_witness_matches("oft.debruijn", 4, TableReading::PerProcessor, db, why));
  CHECK(!oft_smt_witness_matches("oft.all_to_all", 4, TableReading::PerProcessor, db, why));
}
