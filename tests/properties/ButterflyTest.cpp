// Tests for properties/butterfly.cpp: every property can fail (broken witness ->
// fails -> the independent checker confirms), engines agree, the table is exact,
// the schedule checker validates its input.
#include <catch2/catch.hpp>

#include <set>

#include "check/butterfly_check.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "core/runner.hpp"
#include "proofs/smt.hpp"
#include "properties/verify_certificate.hpp"
#include "search/butterfly_engines.hpp"
#include "tests/core/reseal_certificate.hpp"

using namespace netcert;

static ParamSet u_is(int u) {
  ParamSet ps;
  ps.set("u", static_cast<int64_t>(u));
  return ps;
}

static const Property& prop(const std::string& id) {
  const Property* p = catalogue().property(id);
  REQUIRE(p);
  return *p;
}

static ChipMapping swapped_mprime(int u) {
  Butterfly g(u);
  ChipMapping m = mapping_mprime(u);
  swap_halves(m, Butterfly::half(g.node(2, 0), Half::Upper), Butterfly::half(g.node(0, 3), Half::Lower));
  return m;
}

TEST_CASE("butterfly.chip_counts holds on M and M' and both engines agree", "[butterfly]") {
  RunContext ctx;
  const Property& p = prop("butterfly.chip_counts");
  for (int u = 1; u <= 8; ++u) {
    for (auto& e : p.engines) {
      if (!e.range.param.empty()) continue;  // a range engine takes LO..HI, not one u (ButterflyCountsSymbolicTest)
      Outcome o = e.run(u_is(u), ctx);
      INFO(e.name << " u=" << u << " " << o.note);
      CHECK(o.verdict == Verdict::Holds);
      std::string why;
      if (e.name != "random") CHECK(p.verify_witness(u_is(u), e.name, o.witness, why));
      // A stored query must re-solve on its own to the recorded answer (verify-cert --resolve).
      if (e.name == "smt" && u == 1) {
        REQUIRE(o.witness.contains("smt2"));
        SmtAnswer a = smt_check_text(o.witness["smt2"][0]["query"].get<std::string>(), 60);
        CHECK(a.status == z3::unsat);
      }
    }
  }
}

TEST_CASE("butterfly exhaustive engines: two jobs give the one-job outcome, a thread's error reaches the caller",
          "[butterfly]") {
  for (const char* id : {"butterfly.chip_counts", "butterfly.mprime_isomorphism"}) {
    const Property& p = prop(id);
    const Engine* exhaustive = nullptr;
    for (auto& e : p.engines)
      if (e.name == "exhaustive") exhaustive = &e;
    REQUIRE(exhaustive);
    for (int u = 1; u <= 9; ++u) {
      INFO(id << " u=" << u);
      RunContext one, two;
      one.jobs = 1;
      two.jobs = 2;
      Outcome a = exhaustive->run(u_is(u), one), b = exhaustive->run(u_is(u), two);
      CHECK(a.verdict == Verdict::Holds);
      CHECK(a.verdict == b.verdict);
      CHECK(a.witness == b.witness);
      CHECK(a.stats == b.stats);
      CHECK(a.note == b.note);
    }
  }
  // u beyond what a mapping can be materialised for: both threads refuse, the caller gets the input error.
  RunContext two;
  two.jobs = 2;
  CHECK_THROWS_AS(chip_counts_exhaustive(ChipMapping::kMaxMaterialU + 1, two), InputError);
}

TEST_CASE("butterfly.chip_counts fails on broken mappings and the checker confirms", "[butterfly]") {
  const Property& p = prop("butterfly.chip_counts");
  std::string why;
  Butterfly g(3);
  // A swap across stages: four more inter-chip links (and two chips need 8 pins).
  Outcome o = chip_counts_exhaustive(mapping_m(3), swapped_mprime(3), false);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(o.counterexample["quantity"] == "link(M')");
  CHECK(o.counterexample["counted"] == 20);
  CHECK(counts_by_definition(g, swapped_mprime(3)).links == 20);  // the independent checker confirms
  // The catalogue's re-check rebuilds M and M' from u alone: a counterexample about another mapping confirms nothing.
  CHECK_FALSE(p.recheck(u_is(3), o.counterexample, why));
  // A dropped half: a placement defect.
  ChipMapping dropped = mapping_mprime(3);
  dropped.halves.pop_back();
  dropped.offsets.back() -= 1;
  o = chip_counts_exhaustive(mapping_m(3), dropped, false);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(o.counterexample["quantity"] == "placement");
  CHECK_FALSE(counts_by_definition(g, dropped).placement_ok);
  // Two M chips merged: chip(M) is one short of the formula.
  ChipMapping merged = mapping_m(3);
  merged.offsets.erase(merged.offsets.begin() + 1);
  o = chip_counts_exhaustive(merged, mapping_mprime(3), false);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(o.counterexample["quantity"] == "chip(M)");
  CHECK(counts_by_definition(g, merged).chips + 1 == counts_by_definition(g, mapping_m(3)).chips);
  // The checker does not confirm a fake counterexample about the real M'.
  CHECK_FALSE(p.recheck(u_is(3), json{{"mapping", "M'"}, {"quantity", "link(M')"}}, why));
  CHECK_FALSE(p.recheck(u_is(3), json{{"mapping", "M'"}, {"quantity", "pins"}}, why));
}

TEST_CASE("butterfly.mprime_isomorphism: engines agree on M' (u = 1..5)", "[butterfly]") {
  RunContext ctx;
  ctx.random_cases = 10;
  const Property& p = prop("butterfly.mprime_isomorphism");
  for (int u = 1; u <= 5; ++u)
    for (auto& e : p.engines) {
      if (!e.range.param.empty()) continue;  // a range engine takes LO..HI, not one u (ButterflySymbolicTest)
      Outcome o = e.run(u_is(u), ctx);
      INFO(e.name << " u=" << u << " " << o.note);
      CHECK(o.verdict == Verdict::Holds);
      if (e.name != "random") {
        std::string why;
        CHECK(p.verify_witness(u_is(u), e.name, o.witness, why));
      }
      if (e.name == "smt" && u == 3)
        CHECK(smt_check_text(o.witness["smt2"][0]["query"].get<std::string>(), 60).status == z3::sat);
    }
}

TEST_CASE("butterfly.mprime_isomorphism fails on a swap across stages (exhaustive and smt), checker confirms",
          "[butterfly]") {
  RunContext ctx;
  const Property& p = prop("butterfly.mprime_isomorphism");
  for (int u : {3, 4}) {
    ChipMapping m = swapped_mprime(u);
    Outcome ex = mprime_isomorphism_exhaustive(m, false, ctx);
    Outcome smt = mprime_isomorphism_smt(m, false, ctx);
    REQUIRE(ex.verdict == Verdict::Fails);
    REQUIRE(smt.verdict == Verdict::Fails);
    std::string why;
    // The independent checker confirms the broken mapping is no butterfly ...
    CHECK(confirm_not_butterfly(Butterfly(u), m, ChipAdjacency::SharedNode, u - 1, why));
    // ... but the catalogue re-check rebuilds M' from u alone, which is one.
    CHECK_FALSE(p.recheck(u_is(u), ex.counterexample, why));
    CHECK_FALSE(p.recheck(u_is(u), smt.counterexample, why));
    CHECK(ex.counterexample["failure"].contains("chip"));
  }
  // The real M' is no counterexample.
  std::string why;
  CHECK_FALSE(p.recheck(u_is(4), json{{"mapping", "M'"}}, why));
  // A forged witness is rejected.
  Outcome good = mprime_isomorphism_exhaustive(mapping_mprime(3), true, ctx);
  json forged = good.witness;
  std::swap(forged["phi"][0], forged["phi"][11]);
  CHECK_FALSE(p.verify_witness(u_is(3), "exhaustive", forged, why));
  forged = good.witness;  // twins of G_4 (same neighbours): still an isomorphism, but not the block map
  std::swap(forged["phi"][0], forged["phi"][1]);
  CHECK_FALSE(p.verify_witness(u_is(3), "exhaustive", forged, why));
}

TEST_CASE("butterfly.mprime_isomorphism: runner plan refuses sizes outside each engine", "[butterfly]") {
  const Property& p = prop("butterfly.mprime_isomorphism");
  CheckRequest req;
  req.property = &p;
  req.engine = "smt";
  req.param_sets = {u_is(6)};
  CHECK_THROWS_AS(plan_check(req), InputError);
  req.engine = "exhaustive";
  req.param_sets = {u_is(21)};
  CHECK_THROWS_AS(plan_check(req), InputError);
}

TEST_CASE("butterfly-chips table: exact at u = 64, certified isomorphism for small u", "[butterfly]") {
  const TableSpec* t = catalogue().table("butterfly-chips");
  REQUIRE(t);
  RunContext ctx;
  ParamSet ps;
  ps.set("u", int64_t{64});
  ps.set("certify_max", int64_t{12});
  TableData d = t->build(ps, ctx);
  REQUIRE(d.rows.size() == 1);
  CHECK(d.rows[0][1] == "18446744073709551616");
  CHECK(d.rows[0][2] == "1199038364791120855040");
  CHECK(d.rows[0][3] == "590295810358705651712");
  CHECK(d.rows[0][4] == "2361183241434822606848");
  CHECK(d.rows[0][5] == "1162144876643701751808");
  CHECK(d.rows[0][6] == "32/65");
  CHECK(d.rows[0][7] == "63/128");
  CHECK(d.certificates.empty());
  CHECK(d.rows[0][9] == "n/a");
  ParamSet small;
  small.set("u", int64_t{4});
  small.set("certify_max", int64_t{12});
  TableData s = t->build(small, ctx);
  CHECK(s.certificates.size() == 2);
  CHECK(s.rows[0][8] == "certified (edge by edge)");
  CHECK(s.rows[0][9] == "holds");
  for (auto& c : s.certificates)
    CHECK(verify_certificate(serialize_certificate(c), {}).status == CertVerdict::Status::Verified);
}

TEST_CASE("butterfly chip-mapping schedule: good, broken and malformed files", "[butterfly]") {
  const ScheduleSpec* spec = catalogue().schedule("butterfly", "chip-mapping");
  REQUIRE(spec);
  RunContext ctx;
  Butterfly g(3);
  json doc = {{"network", "butterfly"}, {"params", {{"u", 3}}}, {"kind", "chip-mapping"},
              {"chips", mapping_chips_json(g, mapping_mprime(3))}};
  ScheduleReport ok = spec->check(doc, ctx);
  CHECK(ok.verdict == Verdict::Holds);
  CHECK(ok.details["links"] == 16);
  CHECK_FALSE(ok.dot.empty());
  json bad = doc;
  bad["chips"] = mapping_chips_json(g, swapped_mprime(3));
  ScheduleReport br = spec->check(bad, ctx);
  REQUIRE(br.verdict == Verdict::Fails);
  auto& over = br.counterexample["pins_over_budget"];
  REQUIRE(over.size() == 2);
  CHECK(over[0]["external_links"].size() == over[0]["pins"].get<size_t>() - 1);  // + the network port
  CHECK(br.dot.find("fillcolor") != std::string::npos);
  // M is interconnected as G_n itself.
  json m = doc;
  m["chips"] = mapping_chips_json(g, mapping_m(3));
  CHECK(spec->check(m, ctx).verdict == Verdict::Holds);
  // A tight pin budget rejects M'.
  json tight = doc;
  tight["pin_budget"] = 3;
  CHECK(spec->check(tight, ctx).verdict == Verdict::Fails);
  // The smallest butterfly: one chip, no links.
  Butterfly g1(1);
  json one = {{"network", "butterfly"}, {"params", {{"u", 1}}}, {"kind", "chip-mapping"},
              {"chips", mapping_chips_json(g1, mapping_mprime(1))}};
  ScheduleReport r1 = spec->check(one, ctx);
  CHECK(r1.verdict == Verdict::Holds);
  CHECK(r1.details["links"] == 0);
  // The broken mapping's counterexample names the first chip that is not a 2x2 block.
  CHECK(br.counterexample["interconnect"].contains("first_chip_not_a_2x2_block"));
  json wrong = doc;
  wrong["pin_budget"] = "four";
  CHECK_THROWS_WITH(spec->check(wrong, ctx), Catch::Contains("pin_budget"));
  wrong = doc;
  wrong["params"]["u"] = 17;
  CHECK_THROWS_WITH(spec->check(wrong, ctx), Catch::Contains("params.u"));
}

TEST_CASE("butterfly.chip_counts: smt certificates are bound to their queries, counts are read", "[butterfly]") {
  RunContext ctx;
  const Property& p = prop("butterfly.chip_counts");
  Outcome o = p.engine("smt")->run(u_is(3), ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  json cert = make_certificate("butterfly.chip_counts", u_is(3), "smt", Verdict::Holds, o.witness);
  auto status = [](const json& c) { return verify_certificate(testing::resealed_certificate(c), {}).status; };
  CHECK(status(cert) == CertVerdict::Status::Partial);  // genuine: verified, queries not re-solved
  json none = cert;
  none["witness"]["smt2"] = json::array();
  CHECK(status(none) == CertVerdict::Status::Rejected);  // no queries at all
  json dropped = cert;
  dropped["witness"].erase("smt2");
  CHECK(status(dropped) == CertVerdict::Status::Rejected);
  json magic = cert;
  magic["engine"] = "magic";
  CHECK(status(magic) == CertVerdict::Status::Rejected);
  json changed = cert;
  changed["witness"]["smt2"][0]["query"] = "(assert false)\n(check-sat)\n";
  CHECK(status(changed) == CertVerdict::Status::Rejected);
  json other_u = cert;
  other_u["params"]["u"] = 4;
  CHECK(status(other_u) == CertVerdict::Status::Rejected);
  json counts = cert;
  counts["witness"]["counted"]["M'"]["links"] = 17;
  CHECK(status(counts) == CertVerdict::Status::Rejected);
  Outcome ex = p.engine("exhaustive")->run(u_is(3), ctx);
  json exc = make_certificate("butterfly.chip_counts", u_is(3), "exhaustive", Verdict::Holds, ex.witness);
  CHECK(status(exc) == CertVerdict::Status::Verified);
  exc["witness"]["counted"]["M"]["chips"] = 31;
  CHECK(status(exc) == CertVerdict::Status::Rejected);
}

TEST_CASE("butterfly: every property x engine x u at small size, engines agree", "[butterfly]") {
  RunContext ctx;
  ctx.random_cases = 5;
  for (const char* id : {"butterfly.chip_counts", "butterfly.mprime_isomorphism"}) {
    const Property& p = prop(id);
    for (int u = 1; u <= 6; ++u) {
      std::set<Verdict> seen;
      for (auto& e : p.engines) {
        if (!e.refuse(u_is(u)).empty()) continue;
        Outcome o = e.run(u_is(u), ctx);
        INFO(id << " u=" << u << " [" << e.name << "] " << o.note);
        REQUIRE(o.verdict == Verdict::Holds);
        std::string why;
        if (e.name != "random") REQUIRE(p.verify_witness(u_is(u), e.name, o.witness, why));
        seen.insert(o.verdict);
      }
      REQUIRE(seen.size() == 1);
    }
  }
}
