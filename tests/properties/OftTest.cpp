// OftTest.cpp — the oft.* properties, tables and schedule checker (properties/oft.cpp):
// every property x engine x parameter value at small r agrees across engines, every
// certificate round-trips through verify_certificate, and reproduced forgeries (certificates
// once accepted though they certified nothing) are rejected.
#include <catch2/catch.hpp>

#include <map>

#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "properties/verify_certificate.hpp"
#include "route/oft_systolic.hpp"

using namespace netcert;

namespace {
ParamSet params(int r, const std::string& reading = "") {
  ParamSet ps;
  ps.set("r", static_cast<int64_t>(r));
  if (!reading.empty()) ps.set("reading", reading);
  return ps;
}
RunContext small_ctx() {
  RunContext c;
  c.jobs = 1;
  c.random_cases = 40;
  c.seed = 11;
  return c;
}
const Property& prop(const std::string& id) {
  const Property* p = catalogue().property(id);
  REQUIRE(p);
  return *p;
}
CertVerdict verify(const std::string& id, const ParamSet& ps, const std::string& engine, Verdict v, const json& w,
                   bool resolve = false) {
  CertVerifyOptions o;
  o.resolve = resolve;
  return verify_certificate(serialize_certificate(make_certificate(id, ps, engine, v, w)), o);
}
// The property's readings ({""} when it has none).
std::vector<std::string> readings_of(const Property& p) {
  for (auto& s : p.params)
    if (s.name == "reading") return s.choices;
  return {""};
}
// The readings netcert refutes (ERRATA seed 003): the shared routing table, the diameter in links.
bool refuted_reading(const std::string& reading) { return reading == "shared" || reading == "links"; }
}  // namespace

TEST_CASE("oft properties are registered with their engines", "[oft]") {
  for (auto id : {"oft.debruijn", "oft.conflict_free", "oft.all_to_all", "oft.counts", "oft.hrelation"})
    CHECK(catalogue().property(id));
  CHECK(prop("oft.conflict_free").engine("smt"));
  CHECK(catalogue().table("oft-routing"));
  CHECK(catalogue().table("oft-hrelation"));
  CHECK(catalogue().schedule("oft", "control-sequence"));
  // 4^r packets: r = 16 (4.3e9, minutes per core; --shard or mpirun) is the exhaustive engine's limit.
  CHECK(prop("oft.conflict_free").engine("exhaustive")->refuse(params(16, "per-processor")).empty());
  CHECK(!prop("oft.conflict_free").engine("exhaustive")->refuse(params(17, "per-processor")).empty());
  // The real-control smt query carries the 2^r-bit cycle: refused beyond r = 24 (exit 2), never a claim.
  CHECK(prop("oft.conflict_free").engine("smt")->refuse(params(24, "per-processor")).empty());
  CHECK(!prop("oft.conflict_free").engine("smt")->refuse(params(25, "per-processor")).empty());
}

// No false holds: every property x engine x parameter value (r = 1..4, every
// reading); engines that overlap agree; fails are confirmed and every
// certificate verifies (smt with --resolve).
TEST_CASE("oft: every property x engine x param value agrees - and its certificate verifies", "[oft]") {
  auto ctx = small_ctx();
  for (auto& p : catalogue().properties()) {
    if (p.id.rfind("oft.", 0) != 0) continue;
    // Not parameterised by r alone (exact Sec. 2.3 arithmetic; Monte-Carlo with trials and bands): their own
    // tests are tests/check/OftFeasibilityCheckTest.cpp and OftMaxLoadCheckTest.cpp.
    if (p.id == "oft.feasibility" || p.id.rfind("oft.max_load", 0) == 0) continue;
    for (int r = 1; r <= 4; ++r)
      for (const std::string& reading : readings_of(p)) {
        ParamSet ps = params(r, reading);
        std::map<std::string, Verdict> got;
        for (auto& e : p.engines) {
          if (!e.refuse(ps).empty()) continue;
          Outcome o = e.run(ps, ctx);
          INFO(p.id << " " << ps.to_string() << " [" << e.name << "] " << o.note);
          REQUIRE(o.verdict != Verdict::Unknown);
          got[e.name] = o.verdict;
          Verdict want = refuted_reading(reading) ? Verdict::Fails : Verdict::Holds;
          CHECK(o.verdict == want);
          if (o.verdict == Verdict::Fails) {
            std::string why;
            CHECK(p.recheck(ps, o.counterexample, why));
            CertVerdict v = verify(p.id, ps, e.name, Verdict::Fails, json{{"counterexample", o.counterexample}});
            INFO(v.why);
            CHECK(v.status == CertVerdict::Status::Verified);
          } else if (e.name != "random") {
            CertVerdict v = verify(p.id, ps, e.name, Verdict::Holds, o.witness, e.name == "smt");
            INFO(v.why);
            CHECK(v.status == CertVerdict::Status::Verified);
          }
        }
        for (auto& [name, v] : got) CHECK(v == got.begin()->second);
      }
  }
}

TEST_CASE("oft.conflict_free shared [smt] holds with (assert false) queries is rejected - even with --resolve", "[oft]") {
  auto ctx = small_ctx();
  Outcome per = prop("oft.conflict_free").engine("smt")->run(params(3, "per-processor"), ctx);
  REQUIRE(per.verdict == Verdict::Holds);
  json forged = per.witness;
  for (auto& q : forged["smt2"]) q["query"] = "(assert false)\n(check-sat)\n";
  CHECK(verify("oft.conflict_free", params(3, "shared"), "smt", Verdict::Holds, forged, true).status ==
        CertVerdict::Status::Rejected);
  CHECK(verify("oft.conflict_free", params(3, "per-processor"), "smt", Verdict::Holds, forged, true).status ==
        CertVerdict::Status::Rejected);
  // Genuine per-processor queries under reading=shared: not what shared generates.
  CHECK(verify("oft.conflict_free", params(3, "shared"), "smt", Verdict::Holds, per.witness, true).status ==
        CertVerdict::Status::Rejected);
  CHECK(verify("oft.conflict_free", params(3, "per-processor"), "smt", Verdict::Holds, per.witness, true).status ==
        CertVerdict::Status::Verified);
}

TEST_CASE("oft: a fails certificate names the engine that found its counterexample", "[oft]") {
  // The counterexample records its engine; the same evidence under another engine's name is not that engine's.
  auto ctx = small_ctx();
  const Property& p = prop("oft.conflict_free");
  Outcome o = p.engine("exhaustive")->run(params(3, "shared"), ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  const json w{{"counterexample", o.counterexample}};
  CHECK(verify(p.id, params(3, "shared"), "exhaustive", Verdict::Fails, w).status == CertVerdict::Status::Verified);
  CertVerdict other = verify(p.id, params(3, "shared"), "random", Verdict::Fails, w);
  CHECK(other.status == CertVerdict::Status::Rejected);
  CHECK(other.why.find("reported by exhaustive") != std::string::npos);
}

TEST_CASE("oft re-checks take r - reading and control from the params - never the counterexample", "[oft]") {
  auto ctx = small_ctx();
  const Property& p = prop("oft.conflict_free");
  Outcome o = p.engine("exhaustive")->run(params(3, "shared"), ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  std::string why;
  CHECK(p.recheck(params(3, "shared"), o.counterexample, why));
  // The shared counterexample does not refute per-processor tables, whatever it says about its reading.
  CHECK(!p.recheck(params(3, "per-processor"), o.counterexample, why));
  json with_reading = o.counterexample;
  with_reading["reading"] = "shared";
  CHECK(!p.recheck(params(3, "per-processor"), with_reading, why));
  CHECK(!p.recheck(params(3, "shared"), with_reading, why));
  json with_control = o.counterexample;
  with_control["control"] = {{"sequence", "01000000"}};
  CHECK(!p.recheck(params(3, "shared"), with_control, why));
  // Another size: the same packet is not the first misdelivery there, or not one at all.
  CHECK(!p.recheck(params(4, "per-processor"), o.counterexample, why));
  // A later misdelivered packet is a true defect but not the canonical one.
  json later = o.counterexample;
  later["source"] = 2;
  CHECK(!p.recheck(params(3, "shared"), later, why));
}

TEST_CASE("oft.hrelation honours reading - its counterexample is checked by walking - not replayed", "[oft]") {
  const Property& p = prop("oft.hrelation");
  auto ctx = small_ctx();
  CHECK(p.engines[0].run(params(3, "per-processor"), ctx).verdict == Verdict::Holds);
  Outcome o = p.engines[0].run(params(3, "shared"), ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  std::string why;
  CHECK(p.recheck(params(3, "shared"), o.counterexample, why));
  CHECK(why.find("confirmed") != std::string::npos);
  CHECK(!p.recheck(params(3, "per-processor"), o.counterexample, why));
  json edited = o.counterexample;
  edited["arrival"] = edited["arrival"].get<uint64_t>() ^ 1;
  CHECK(!p.recheck(params(3, "shared"), edited, why));
  CHECK(!p.verify_witness(params(3, "per-processor"), "random", json::object(), why));
}

TEST_CASE("oft-routing: every row has a verdict - shared rows fail with a fails certificate that verifies", "[oft]") {
  auto ctx = small_ctx();
  const TableSpec* t = catalogue().table("oft-routing");
  TableData per = t->build(params(3, "per-processor"), ctx);
  CHECK(per.rows.size() == 8);
  REQUIRE(per.columns[4] == "verdict");
  for (auto& row : per.rows) CHECK(row[4] == "holds");
  REQUIRE(per.certificates.size() == 1);
  CHECK(per.certificates[0]["verdict"] == "holds");
  CHECK(verify_certificate(serialize_certificate(per.certificates[0])).status == CertVerdict::Status::Verified);
  json edited = per.certificates[0]["witness"];
  edited["tables"][2][5] = (edited["tables"][2][5].get<uint64_t>() + 1) % 8;
  std::string why;
  CHECK(!prop("oft.conflict_free").verify_witness(params(3, "per-processor"), "exhaustive", edited, why));
  TableData shared = t->build(params(3, "shared"), ctx);
  for (auto& row : shared.rows) CHECK(row[4] == "fails");
  REQUIRE(shared.certificates.size() == 1);
  CHECK(shared.certificates[0]["verdict"] == "fails");
  CHECK(verify_certificate(serialize_certificate(shared.certificates[0])).status == CertVerdict::Status::Verified);
}

TEST_CASE("oft-hrelation: simulated paths walked by the checker - shared rows fail with a verified certificate", "[oft]") {
  auto ctx = small_ctx();
  const TableSpec* t = catalogue().table("oft-hrelation");
  ParamSet ps;
  ps.set("r", int64_t{2});
  ps.set("h", int64_t{8});
  ps.set("trials", int64_t{10});
  ps.set("traffic", std::string("permutations"));
  ps.set("reading", std::string("per-processor"));
  TableData d = t->build(ps, ctx);
  REQUIRE(d.columns.back() == "verdict");
  CHECK(d.rows[0].back() == "holds");
  CHECK(d.certificates.empty());
  bool replay_named = false;
  for (auto& n : d.notes) replay_named = replay_named || n.find("replayed with seed 11") != std::string::npos;
  CHECK(replay_named);
  ps.set("reading", std::string("shared"));
  TableData s = t->build(ps, ctx);
  CHECK(s.rows[0].back() == "fails");
  REQUIRE(s.certificates.size() == 1);
  CHECK(verify_certificate(serialize_certificate(s.certificates[0])).status == CertVerdict::Status::Verified);
}

TEST_CASE("oft control-sequence schedules: good - flipped - malformed", "[oft]") {
  auto ctx = small_ctx();
  const ScheduleSpec* s = catalogue().schedule("oft", "control-sequence");
  json good = {{"network", "oft"}, {"kind", "control-sequence"}, {"params", {{"r", 4}}}, {"sequence", "0000111101100101"}};
  CHECK(s->check(good, ctx).verdict == Verdict::Holds);
  json flipped = good;
  flipped["sequence"] = "0000111101100111";
  ScheduleReport rep = s->check(flipped, ctx);
  CHECK(rep.verdict == Verdict::Fails);
  CHECK(rep.details["unserved_pairs"].get<uint64_t>() > 0);
  CHECK(rep.counterexample["kind"] == "unserved-pair");
  json naive = {{"network", "oft"}, {"kind", "control-sequence"}, {"params", {{"r", 2}}}, {"sequence", "00011011"}};
  CHECK(s->check(naive, ctx).verdict == Verdict::Holds);
  json shared = good;
  shared["reading"] = "shared";
  CHECK(s->check(shared, ctx).verdict == Verdict::Fails);
  for (auto bad : {json{{"params", {{"r", 13}}}, {"sequence", "01"}}, json{{"params", {{"r", 2}}}, {"sequence", "01a1"}},
                   json{{"params", {{"r", 2}}}}, json{{"params", {{"r", 2}}}, {"per_level", {"0101"}}},
                   json{{"sequence", "0101"}}})
    CHECK_THROWS_AS(s->check(bad, ctx), InputError);
}
