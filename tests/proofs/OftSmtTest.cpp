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
// The coverage cubes' decision: the first cube that is not unsat, or the last.
OftSmtResult coverage_decision(const OftControlSpec& spec, const RunContext& ctx) {
  return smt_conflict_coverage(spec, ctx, false).back();
}
}  // namespace

TEST_CASE("oft smt real control: per-processor unsat - shared delivery sat and the checker re-walks the model", "[oft]") {
  RunContext ctx;
  for (int r = 1; r <= 8; ++r) {
    OftControlSpec per = oft_paper_control(r, TableReading::PerProcessor);
    CHECK(smt_conflict_collision(per, ctx, false).answer.status == z3::unsat);
    CHECK(smt_conflict_delivery(per, ctx, false).answer.status == z3::unsat);
    CHECK(coverage_decision(per, ctx).answer.status == z3::unsat);
    OftControlSpec shared = oft_paper_control(r, TableReading::Shared);
    CHECK(coverage_decision(shared, ctx).answer.status == z3::unsat);  // de Bruijn: every word is a row
    CHECK(smt_conflict_delivery(shared, ctx, false).answer.status == z3::sat);  // for some cycle, then for this one:
    OftSmtResult d = smt_conflict_delivery_on_cycle(shared, ctx, false);
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
    CHECK(smt_conflict_delivery(spec, ctx, false).answer.status == z3::sat);
    OftSmtResult d = smt_conflict_delivery_on_cycle(spec, ctx, false);
    REQUIRE(d.answer.status == z3::sat);
    std::string why;
    CHECK(oc::confirm_model_misdelivery(r, checker_control(spec), d.counterexample, why));
    INFO(why);
    // The checker rejects the same model under the paper's table.
    CHECK(!oc::confirm_model_misdelivery(r, checker_control(oft_paper_control(r, TableReading::PerProcessor)),
                                         d.counterexample, why));
    CHECK(coverage_decision(spec, ctx).answer.status == z3::unsat);  // still every word once
  }
}

TEST_CASE("oft smt real control refutes a broken sequence - one bit of prefer-one flipped", "[oft]") {
  RunContext ctx;
  for (int r = 2; r <= 10; ++r) {
    OftControlSpec spec = oft_paper_control(r, TableReading::PerProcessor);
    spec.xi[spec.xi.size() / 2] ^= 1;
    REQUIRE(!oc::window_census(r, oc::Bits(spec.xi.begin(), spec.xi.end())).missing.empty());
    OftSmtResult c = coverage_decision(spec, ctx);
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

namespace {
size_t count_of(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}
}  // namespace

TEST_CASE("oft smt coverage cubes: every row in exactly one cube, a flipped bit turns one cube sat", "[oft]") {
  RunContext ctx;
  for (int r : {11, 12}) {
    OftControlSpec spec = oft_paper_control(r, TableReading::PerProcessor);
    auto cubes = smt_conflict_coverage(spec, ctx, true);
    REQUIRE(cubes.size() == (1u << (r - kOftCoverageCubeLog2Rows)));
    size_t rows = 0;
    for (auto& cube : cubes) {
      CHECK(cube.answer.status == z3::unsat);
      CHECK(cube.name.find(".prefix") != std::string::npos);
      rows += count_of(cube.answer.smt2, "(distinct w ");  // one "the word is not this row's" per carried row
    }
    CHECK(rows == (1ULL << r));
    // A flipped bit loses a word; the cube of that word's prefix is sat and the checker confirms its model.
    spec.xi[spec.xi.size() / 3] ^= 1;
    OftSmtResult c = coverage_decision(spec, ctx);
    REQUIRE(c.answer.status == z3::sat);
    std::string why;
    CHECK(oc::confirm_model_unserved(r, checker_control(spec), c.counterexample, why));
    INFO(why);
  }
}

TEST_CASE("oft smt collision and delivery hold for every cycle - a wrong router slot turns delivery sat", "[oft]") {
  RunContext ctx;
  for (int r : {3, 9, 20, 24}) {  // no 2^r-bit constant in these two: any r the engine accepts is cheap
    OftControlSpec spec = oft_paper_control(r >= 20 ? 2 : r, TableReading::PerProcessor);
    spec.r = r;
    spec.xi.assign(1ULL << r, 0);  // not read by either query
    CHECK(smt_conflict_collision(spec, ctx, false).answer.status == z3::unsat);
    CHECK(smt_conflict_delivery(spec, ctx, false).answer.status == z3::unsat);
    spec.row_offset = 2;  // the table reads the states one slot late
    CHECK(smt_conflict_delivery(spec, ctx, false).answer.status == z3::sat);
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
    std::vector<OftSmtResult> all{smt_conflict_collision(spec, ctx, true), smt_conflict_delivery(spec, ctx, true)};
    for (auto& cube : smt_conflict_coverage(spec, ctx, true)) all.push_back(cube);
    auto solved = oft_smt_witness("oft.conflict_free", all);
    std::string why;
    CHECK(oft_smt_witness_matches("oft.conflict_free", r, TableReading::PerProcessor, solved, why));
    // Another reading, another size: the texts differ.
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r, TableReading::Shared, solved, why));
    CHECK(!oft_smt_witness_matches("oft.conflict_free", r + 1, TableReading::PerProcessor, solved, why));
    // A stored query built from a broken cycle is not the one netcert generates.
    OftControlSpec broken = spec;
    broken.xi[1] ^= 1;
    json forged = solved;
    forged["smt2"][2]["query"] = smt_conflict_coverage(broken, ctx, true, false)[0].answer.smt2;
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
