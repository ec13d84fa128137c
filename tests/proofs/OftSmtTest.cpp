// OftSmtTest.cpp — Z3 encodings for seed 003 (proofs/oft_smt.cpp), against the exhaustive engines.
#include <catch2/catch.hpp>

#include "check/oft_check.hpp"
#include "proofs/oft_smt.hpp"

using namespace netcert;

TEST_CASE("smt de Bruijn agrees with the fast test, including on flipped bits", "[oft]") {
  RunContext ctx;
  for (int r = 1; r <= 8; ++r) {
    auto seq = prefer_one(r);
    CHECK(smt_debruijn(r, seq, ctx, false).answer.status == z3::unsat);
    if (r >= 2) {
      seq[r] ^= 1;
      auto res = smt_debruijn(r, seq, ctx, false);
      REQUIRE(res.answer.status == z3::sat);
      CHECK(debruijn_defect_fast(r, seq));
      std::string why;
      CHECK(confirm_debruijn_defect(r, res.counterexample, why));
    }
  }
}

TEST_CASE("smt conflict-freedom: per-processor unsat, shared sat and confirmed", "[oft]") {
  RunContext ctx;
  for (int r : {1, 2, 3, 5, 8, 32, 64}) {
    CHECK(smt_collision(r, ctx, false).answer.status == z3::unsat);
    CHECK(smt_misdelivery(r, TableReading::PerProcessor, ctx, false).answer.status == z3::unsat);
    auto shared = smt_misdelivery(r, TableReading::Shared, ctx, false);
    REQUIRE(shared.answer.status == z3::sat);
    if (r <= OpticalFatTree::kMaxR) {
      std::string why;
      CHECK(confirm_cycle_defect(shared.counterexample, why));
    }
  }
}

TEST_CASE("smt all-to-all agrees with the exhaustive engine; a flipped bit is caught", "[oft]") {
  RunContext ctx;
  ctx.jobs = 1;
  for (int r = 1; r <= 6; ++r) {
    auto seq = prefer_one(r);
    OpticalFatTree net(r);
    bool exhaustive_holds = !all_to_all_defect(net, ControlSchedule::global(r, seq), ctx);
    bool smt_holds = smt_all_to_all(r, seq, ctx, false).answer.status == z3::unsat;
    CHECK(exhaustive_holds == smt_holds);
    CHECK(smt_holds);
    if (r >= 2) {
      seq[0] ^= 1;
      auto res = smt_all_to_all(r, seq, ctx, false);
      REQUIRE(res.answer.status == z3::sat);
      CHECK(all_to_all_defect(net, ControlSchedule::global(r, seq), ctx));
      std::string why;
      CHECK(confirm_all_to_all_defect(res.counterexample, why));
    }
  }
}
