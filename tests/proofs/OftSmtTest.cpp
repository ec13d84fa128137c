// OftSmtTest.cpp — Z3 encodings for seed 003 (proofs/oft_smt.cpp), against the
// exhaustive engines; stored queries are bound to the params that generate them.
#include <catch2/catch.hpp>

#include "check/oft_check.hpp"
#include "proofs/oft_smt.hpp"
#include "search/oft_engines.hpp"

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

namespace {
namespace oc = netcert::oftcheck;
oc::ControlUnderTest checker_control(const OftControlSpec& spec) {
  return oc::ControlUnderTest{oc::Bits(spec.xi.begin(), spec.xi.end()), spec.reading == TableReading::Shared,
                              spec.row_offset};
}
}  // namespace

TEST_CASE("oft smt real control: per-processor unsat - shared delivery sat and the checker re-walks the model", "[oft]") {
  RunContext ctx;
  for (int r = 1; r <= 8; ++r) {
    OftControlSpec per = oft_paper_control(r, TableReading::PerProcessor);
    CHECK(smt_conflict_collision(per, ctx, false).answer.status == z3::unsat);
    CHECK(smt_conflict_delivery(per, ctx, false).answer.status == z3::unsat);
    CHECK(smt_conflict_coverage(per, ctx, false).answer.status == z3::unsat);
    OftControlSpec shared = oft_paper_control(r, TableReading::Shared);
    CHECK(smt_conflict_coverage(shared, ctx, false).answer.status == z3::unsat);  // de Bruijn: every word is a row
    OftSmtResult d = smt_conflict_delivery(shared, ctx, false);
    REQUIRE(d.answer.status == z3::sat);  // P_s != 0 reaches s XOR τ, its shared row names τ
    std::string why;
    CHECK(oc::confirm_model_misdelivery(r, checker_control(shared), d.counterexample, why));
    INFO(why);
  }
}

TEST_CASE("oft smt real control refutes a broken table - rows read one slot early", "[oft]") {
  RunContext ctx;
  for (int r = 2; r <= 10; ++r) {
    OftControlSpec spec = oft_paper_control(r, TableReading::PerProcessor);
    spec.row_offset = 0;  // τ_t = ξ_(i+t): not the states the packet meets
    OftSmtResult d = smt_conflict_delivery(spec, ctx, false);
    REQUIRE(d.answer.status == z3::sat);
    std::string why;
    CHECK(oc::confirm_model_misdelivery(r, checker_control(spec), d.counterexample, why));
    INFO(why);
    // The checker rejects the same model under the paper's table.
    CHECK(!oc::confirm_model_misdelivery(r, checker_control(oft_paper_control(r, TableReading::PerProcessor)),
                                         d.counterexample, why));
    CHECK(smt_conflict_coverage(spec, ctx, false).answer.status == z3::unsat);  // still every word once
  }
}

TEST_CASE("oft smt real control refutes a broken sequence - one bit of prefer-one flipped", "[oft]") {
  RunContext ctx;
  for (int r = 2; r <= 10; ++r) {
    OftControlSpec spec = oft_paper_control(r, TableReading::PerProcessor);
    spec.xi[spec.xi.size() / 2] ^= 1;
    REQUIRE(!oc::window_census(r, oc::Bits(spec.xi.begin(), spec.xi.end())).missing.empty());
    OftSmtResult c = smt_conflict_coverage(spec, ctx, false);
    REQUIRE(c.answer.status == z3::sat);
    std::string why;
    CHECK(oc::confirm_model_unserved(r, checker_control(spec), c.counterexample, why));
    INFO(why);
    CHECK(!oc::confirm_model_unserved(r, checker_control(oft_paper_control(r, TableReading::PerProcessor)),
                                      c.counterexample, why));
    // Tables computed from the broken cycle still match the timing: collision and delivery stay unsat.
    CHECK(smt_conflict_collision(spec, ctx, false).answer.status == z3::unsat);
    CHECK(smt_conflict_delivery(spec, ctx, false).answer.status == z3::unsat);
  }
}

TEST_CASE("oft.conflict_free smt agrees with the exhaustive engine wherever both run", "[oft]") {
  RunContext ctx;
  ctx.jobs = 1;
  for (const char* reading : {"per-processor", "shared"})
    for (int r = 1; r <= 10; ++r) {
      const OftParams params{r, reading};
      Outcome ex = oft_conflict_exhaustive(params, ctx), sm = oft_conflict_smt(params, ctx);
      INFO("r=" << r << " " << reading << ": " << sm.note);
      CHECK(ex.verdict == sm.verdict);
      CHECK(ex.verdict == (std::string(reading) == "shared" && r >= 1 ? Verdict::Fails : Verdict::Holds));
      if (ex.verdict == Verdict::Fails) CHECK(ex.counterexample == sm.counterexample);
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
  for (int r : {2, 5, 9}) {
    OftControlSpec spec = oft_paper_control(r, TableReading::PerProcessor);
    auto solved = oft_smt_witness("oft.conflict_free", {smt_conflict_collision(spec, ctx, true),
                                                        smt_conflict_delivery(spec, ctx, true),
                                                        smt_conflict_coverage(spec, ctx, true)});
    std::string why;
    CHECK(oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, solved, why));
    // Another reading, another size: the texts differ.
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::Shared, solved, why));
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r + 1, TableReading::PerProcessor, solved, why));
    // A stored query built from a broken cycle is not the one netcert generates.
    OftControlSpec broken = spec;
    broken.xi[1] ^= 1;
    json forged = solved;
    forged["smt2"][2]["query"] = smt_conflict_coverage(broken, ctx, true, false).answer.smt2;
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, forged, why));
    forged = solved;
    forged["smt2"][1]["query"] = "(assert false)\n(check-sat)\n";
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, forged, why));
    forged = solved;
    forged["smt2"][0]["answer"] = "sat";
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, forged, why));
    forged = solved;
    forged["smt2"].erase(1);
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, forged, why));
    forged = solved;
    forged["scope"] = "symbolic: everything";
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, forged, why));
    forged = solved;
    forged["note"] = "extra";
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, forged, why));
  }
  auto db = oft_smt_witness("oft.debruijn", {smt_debruijn(4, prefer_one(4), ctx, true)});
  std::string why;
  CHECK(oft_smt_witness_matches("oft.debruijn", 4, TableReading::PerProcessor, db, why));
  CHECK(!oft_smt_witness_matches("oft.all_to_all", 4, TableReading::PerProcessor, db, why));
}
