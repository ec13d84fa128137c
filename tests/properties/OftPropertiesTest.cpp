// OftPropertiesTest.cpp — the oft.* properties, tables and schedule checker (properties/oft.cpp):
// every property fails on a broken witness with a counterexample its recheck
// confirms, and engines covering the same parameters agree.
#include <catch2/catch.hpp>

#include "check/oft_check.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
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
}  // namespace

TEST_CASE("oft properties are registered with their engines", "[oft]") {
  for (auto id : {"oft.debruijn", "oft.conflict_free", "oft.all_to_all", "oft.counts", "oft.hrelation"})
    CHECK(catalogue().property(id));
  CHECK(prop("oft.conflict_free").engine("smt"));
  CHECK(catalogue().table("oft-routing"));
  CHECK(catalogue().table("oft-hrelation"));
  CHECK(catalogue().schedule("oft", "control-sequence"));
  CHECK(!prop("oft.conflict_free").engine("exhaustive")->refuse(params(14, "per-processor")).empty());
  CHECK(prop("oft.conflict_free").engine("smt")->refuse(params(64, "per-processor")).empty());
}

TEST_CASE("oft engines agree on debruijn, conflict_free and all_to_all", "[oft]") {
  auto ctx = small_ctx();
  for (int r = 1; r <= 5; ++r) {
    for (auto id : {"oft.debruijn", "oft.all_to_all"}) {
      const Property& p = prop(id);
      for (auto& e : p.engines) CHECK(e.run(params(r), ctx).verdict == Verdict::Holds);
    }
    for (std::string reading : {"per-processor", "shared"}) {
      const Property& p = prop("oft.conflict_free");
      Verdict want = reading == "shared" && r >= 1 ? Verdict::Fails : Verdict::Holds;
      for (auto& e : p.engines) {
        Outcome o = e.run(params(r, reading), ctx);
        INFO(e.name << " r=" << r << " " << reading << " " << o.note);
        CHECK(o.verdict == want);
        if (o.verdict == Verdict::Fails) {
          std::string why;
          CHECK(p.recheck(params(r, reading), o.counterexample, why));
        }
      }
    }
  }
}

TEST_CASE("oft.debruijn: a flipped bit gives a confirmed counterexample", "[oft]") {
  auto seq = prefer_one(5);
  seq[9] ^= 1;
  auto d = debruijn_defect_fast(5, seq);
  REQUIRE(d);
  json cex = {{"r", 5}, {"sequence", to_bit_string(seq)}, {"kind", d->kind}, {"first", d->first}, {"second", d->second}};
  std::string why;
  CHECK(prop("oft.debruijn").recheck(params(5), cex, why));
  cex["sequence"] = to_bit_string(prefer_one(5));
  CHECK(!prop("oft.debruijn").recheck(params(5), cex, why));
}

TEST_CASE("oft.conflict_free: stale tables and a mis-wired router are confirmed failures", "[oft]") {
  RunContext ctx = small_ctx();
  OpticalFatTree net(3);
  auto good = ControlSchedule::prefer_one_schedule(3);
  auto flipped = good;
  flipped.per_level[0][3] ^= 1;
  flipped.origin = "supplied";
  auto d = systolic_cycle_defect(net, flipped, RoutingTables(good, TableReading::PerProcessor), ctx);
  REQUIRE(d);
  std::string why;
  CHECK(prop("oft.conflict_free").recheck(params(3, "per-processor"), *d, why));
  OpticalFatTree broken(3);
  broken.miswire(3, 0, RouterState::Turn, 2, 7);
  auto c = systolic_cycle_defect(broken, good, RoutingTables(good, TableReading::PerProcessor), ctx);
  REQUIRE(c);
  CHECK((*c)["kind"] == "collision");
  CHECK(prop("oft.conflict_free").recheck(params(3, "per-processor"), *c, why));
}

TEST_CASE("oft.all_to_all: a flipped bit leaves pairs unserved, confirmed", "[oft]") {
  RunContext ctx = small_ctx();
  OpticalFatTree net(4);
  auto seq = prefer_one(4);
  seq[5] ^= 1;
  auto d = all_to_all_defect(net, ControlSchedule::global(4, seq), ctx);
  REQUIRE(d);
  std::string why;
  CHECK(prop("oft.all_to_all").recheck(params(4), *d, why));
}

TEST_CASE("oft.counts: a dropped link is a confirmed failure", "[oft]") {
  OpticalFatTree net(3);
  auto g = net.materialise();
  g.head.pop_back();
  g.tail.pop_back();
  json cex = {{"r", 3}, {"link_head", g.head}, {"link_tail", g.tail}};
  std::string why;
  CHECK(prop("oft.counts").recheck(params(3), cex, why));
  auto full = net.materialise();
  json ok = {{"r", 3}, {"link_head", full.head}, {"link_tail", full.tail}};
  CHECK(!prop("oft.counts").recheck(params(3), ok, why));
  CHECK(prop("oft.counts").engines[0].run(params(6), small_ctx()).verdict == Verdict::Holds);
}

TEST_CASE("oft.hrelation: holds per-processor, fails (confirmed) with the shared table", "[oft]") {
  const Property& p = prop("oft.hrelation");
  auto ctx = small_ctx();
  CHECK(p.engines[0].run(params(3, "per-processor"), ctx).verdict == Verdict::Holds);
  Outcome o = p.engines[0].run(params(3, "shared"), ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  std::string why;
  CHECK(p.recheck(params(3, "shared"), o.counterexample, why));
}

TEST_CASE("oft-routing table is certified; the shared reading is not", "[oft]") {
  auto ctx = small_ctx();
  const TableSpec* t = catalogue().table("oft-routing");
  TableData per = t->build(params(3, "per-processor"), ctx);
  CHECK(per.rows.size() == 8);
  CHECK(per.columns.size() == 4 + 8);
  REQUIRE(per.certificates.size() == 1);
  CHECK(per.certificates[0]["verdict"] == "holds");
  std::string why;
  CHECK(prop("oft.conflict_free").verify_witness(params(3, "per-processor"), "exhaustive", per.certificates[0]["witness"], why));
  json edited = per.certificates[0]["witness"];
  edited["tables"][2][5] = (edited["tables"][2][5].get<uint64_t>() + 1) % 8;
  CHECK(!prop("oft.conflict_free").verify_witness(params(3, "per-processor"), "exhaustive", edited, why));
  TableData shared = t->build(params(3, "shared"), ctx);
  CHECK(shared.certificates[0]["verdict"] == "fails");
}

TEST_CASE("oft-hrelation certificates re-simulate; an edited time is rejected", "[oft]") {
  auto ctx = small_ctx();
  const TableSpec* t = catalogue().table("oft-hrelation");
  ParamSet ps;
  ps.set("r", int64_t{2});
  ps.set("h", int64_t{8});
  ps.set("trials", int64_t{10});
  ps.set("traffic", std::string("permutations"));
  TableData d = t->build(ps, ctx);
  REQUIRE(d.certificates.size() == 1);
  json w = d.certificates[0]["witness"];
  std::string why;
  CHECK(prop("oft.hrelation").verify_witness(params(2, "per-processor"), "random", w, why));
  w["times"][3] = w["times"][3].get<uint64_t>() + 1;
  CHECK(!prop("oft.hrelation").verify_witness(params(2, "per-processor"), "random", w, why));
}

TEST_CASE("oft control-sequence schedules: good, flipped, malformed", "[oft]") {
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
  // Naive sequence of every r-tuple (length r 2^r) serves all pairs, some more than once.
  json naive = {{"network", "oft"}, {"kind", "control-sequence"}, {"params", {{"r", 2}}}, {"sequence", "00011011"}};
  ScheduleReport nrep = s->check(naive, ctx);
  CHECK(nrep.verdict == Verdict::Holds);
  json shared = good;
  shared["reading"] = "shared";
  CHECK(s->check(shared, ctx).verdict == Verdict::Fails);
  for (auto bad : {json{{"params", {{"r", 13}}}, {"sequence", "01"}}, json{{"params", {{"r", 2}}}, {"sequence", "01a1"}},
                   json{{"params", {{"r", 2}}}}, json{{"params", {{"r", 2}}}, {"per_level", {"0101"}}},
                   json{{"sequence", "0101"}}})
    CHECK_THROWS_AS(s->check(bad, ctx), InputError);
}
