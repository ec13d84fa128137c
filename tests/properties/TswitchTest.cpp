// TswitchTest.cpp — seed 002 properties (properties/tswitch.cpp): engines agree,
// real failures are confirmed, broken claims and witnesses are caught; its
// tswitch-config schedules, with and without connections, match table tswitch-oscp.
#include <catch2/catch.hpp>

#include <map>

#include "check/tswitch_check.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "core/schedule_input.hpp"
#include "net/tswitch_claims.hpp"
#include "properties/verify_certificate.hpp"
#include "route/destro.hpp"
#include "search/tswitch_deadlock.hpp"

using namespace netcert;

namespace {
ParamSet params(int k, int n, const char* connections = nullptr) {
  ParamSet ps;
  ps.set("k", int64_t(k));
  ps.set("n", int64_t(n));
  if (connections) ps.set("connections", std::string(connections));
  return ps;
}
Outcome run(const char* id, const char* engine, const ParamSet& ps) {
  const Property* p = catalogue().property(id);
  REQUIRE(p);
  RunContext ctx;
  ctx.seed = 7;
  ctx.random_cases = 60;
  return p->engine(engine)->run(ps, ctx);
}
bool recheck(const char* id, const ParamSet& ps, const json& cex) {
  std::string why;
  return catalogue().property(id)->recheck(ps, cex, why);
}
}  // namespace

TEST_CASE("path counts and balance hold for k <= 6, n <= 3 and k = n = 4", "[tswitch]") {
  for (int k = 2; k <= 6; ++k)
    for (int n = 2; n <= 3; ++n) {
      REQUIRE(run("tswitch.destro_path_counts", "exhaustive", params(k, n)).verdict == Verdict::Holds);
      REQUIRE(run("tswitch.destro_balanced", "exhaustive", params(k, n)).verdict == Verdict::Holds);
    }
  REQUIRE(run("tswitch.destro_path_counts", "exhaustive", params(4, 4)).verdict == Verdict::Holds);
}

TEST_CASE("a broken Table 1 is caught and the walked paths confirm it", "[tswitch]") {
  KaryNTree t(3, 3);
  std::vector<uint64_t> loads;
  RunContext ctx;
  REQUIRE(destro_all_loads(t, Traffic{t.terminals(), {}}, ctx, loads));
  PortClaim broken = [](int k, int n, int s, int in, int out) {
    BigInt v = table1_port(k, n, s, in, out);
    return (s == 1 && in == 0 && out == k + 2) ? v + 1 : v;  // off by one in one C_f row
  };
  json cex = table1_violation(t, loads, broken);
  REQUIRE(!cex.is_null());
  REQUIRE(cex["row"] == "C_f(<s,o>,l,l')");
  std::string why;
  REQUIRE(recheck_table1(3, 3, cex, broken, why));
  REQUIRE_FALSE(recheck_table1(3, 3, cex, table1_port, why));  // against the real table it is no counterexample
  // A mutated load array is caught by the engine's comparison.
  loads[5] += 1;
  REQUIRE(!table1_violation(t, loads).is_null());
}

TEST_CASE("DESTRO is not balanced under hot-spot traffic, and the checker confirms it", "[tswitch]") {
  KaryNTree t(2, 3);
  Traffic hot{t.terminals(), std::vector<uint64_t>(64, 1)};
  for (uint64_t h = 0; h < 8; ++h) hot.weight[h * 8 + h] = 0, hot.weight[h * 8 + 0] = h ? 5 : 0;
  std::vector<uint64_t> loads;
  RunContext ctx;
  REQUIRE(destro_all_loads(t, hot, ctx, loads));
  json cex = balance_violation(t, loads);
  REQUIRE(!cex.is_null());
  cex.erase("k");  // as the engine reports it: {stage, a, b}
  cex.erase("n");
  std::string why;
  REQUIRE(recheck_balance(2, 3, cex, hot.weight, why));
  REQUIRE_FALSE(recheck_balance(2, 3, cex, {}, why));
}

TEST_CASE("optimal_config: exhaustive and smt agree, including where the claim fails", "[tswitch]") {
  for (int k = 2; k <= 8; ++k)
    for (int n = 2; n <= 3; ++n)
      for (const char* c : {"all", "ft", "b"}) {
        ParamSet ps = params(k, n, c);
        Outcome ex = run("tswitch.optimal_config", "exhaustive", ps);
        Outcome smt = run("tswitch.optimal_config", "smt", ps);
        INFO("k=" << k << " n=" << n << " connections=" << c);
        REQUIRE(ex.verdict == smt.verdict);
        REQUIRE(ex.verdict != Verdict::Unknown);
        // Paper's hypotheses: k even. Outside them (odd k) the claim fails; for
        // k = 2 only Prop. 1.22 (ft) fails, at stage n-2.
        bool expect_hold = k % 2 == 0 && !(k == 2 && std::string(c) == "ft");
        REQUIRE((ex.verdict == Verdict::Holds) == expect_hold);
        if (ex.verdict == Verdict::Fails) {
          REQUIRE(recheck("tswitch.optimal_config", ps, ex.counterexample));
          REQUIRE(recheck("tswitch.optimal_config", ps, smt.counterexample));
          REQUIRE(ex.counterexample == smt.counterexample);  // one canonical counterexample
        }
      }
}

TEST_CASE("optimal_config: random engine finds the odd-k failure and holds for even k", "[tswitch]") {
  REQUIRE(run("tswitch.optimal_config", "random", params(6, 3, "all")).verdict == Verdict::Holds);
  Outcome odd = run("tswitch.optimal_config", "random", params(5, 2, "all"));
  REQUIRE(odd.verdict == Verdict::Fails);
  REQUIRE(recheck("tswitch.optimal_config", params(5, 2, "all"), odd.counterexample));
}

TEST_CASE("optimal_config: forged counterexamples and mutated witnesses are rejected", "[tswitch]") {
  ParamSet ps = params(4, 3, "all");
  // A paired configuration presented as "below the minimum" is not one.
  json forged{{"kind", "below_claimed_minimum"}, {"stage", 0}, {"config", {{"alpha", {0, 1, 4, 5}}, {"beta", {2, 3, 6, 7}}}},
              {"use", 64}};
  REQUIRE_FALSE(recheck("tswitch.optimal_config", ps, forged));
  forged["kind"] = "optimal_outside_set";
  forged["config"]["alpha"] = {0, 1, 2, 4};
  REQUIRE_FALSE(recheck("tswitch.optimal_config", ps, forged));
  // The witness of a holds result verifies; every edit of it does not.
  Outcome ok = run("tswitch.optimal_config", "exhaustive", ps);
  REQUIRE(ok.verdict == Verdict::Holds);
  std::string why;
  const Property* p = catalogue().property("tswitch.optimal_config");
  REQUIRE(p->verify_witness(ps, "exhaustive", ok.witness, why));
  json bad = ok.witness;
  bad["stages"][1]["minimisers"] = "68";  // the stored minimiser count is checked, not trusted
  REQUIRE_FALSE(p->verify_witness(ps, "exhaustive", bad, why));
  bad = ok.witness;
  bad["stages"][2] = bad["stages"][1];  // stages are matched, not counted
  REQUIRE_FALSE(p->verify_witness(ps, "exhaustive", bad, why));
}

TEST_CASE("optimal_config: k comes from the params, stages are matched, counts are checked", "[tswitch]") {
  // A k=3 counterexample does not confirm a k=4 `fails`.
  Outcome k3 = run("tswitch.optimal_config", "exhaustive", params(3, 2, "all"));
  REQUIRE(k3.verdict == Verdict::Fails);
  REQUIRE(recheck("tswitch.optimal_config", params(3, 2, "all"), k3.counterexample));
  REQUIRE_FALSE(recheck("tswitch.optimal_config", params(4, 2, "all"), k3.counterexample));
  // Listing the last stage twice does not forge `optimal_config k=3 holds`.
  const Property* p = catalogue().property("tswitch.optimal_config");
  Outcome k4 = run("tswitch.optimal_config", "exhaustive", params(4, 2, "all"));
  json forged = k4.witness;
  forged["stages"][0] = forged["stages"][1];
  std::string why;
  REQUIRE_FALSE(p->verify_witness(params(3, 2, "all"), "exhaustive", forged, why));
  REQUIRE_FALSE(p->verify_witness(params(4, 2, "all"), "exhaustive", forged, why));
  // beta is read: a counterexample whose beta is not the complement of alpha is rejected.
  json cex = k3.counterexample;
  if (cex.contains("config")) {
    cex["config"]["beta"][0] = cex["config"]["beta"][0].get<int>() == 0 ? 1 : 0;
    REQUIRE_FALSE(recheck("tswitch.optimal_config", params(3, 2, "all"), cex));
  }
}

TEST_CASE("tswitch-oscp table: refuted rows say fails and certify a fails certificate that verifies", "[tswitch]") {
  const TableSpec* spec = catalogue().table("tswitch-oscp");
  ParamSet ps;
  ps.set("k", int64_t(3));
  ps.set("n", int64_t(2));
  RunContext ctx;
  TableData d = spec->build(ps, ctx);
  REQUIRE(d.columns.back() == "verdict");
  bool any_fails = false;
  for (auto& r : d.rows) any_fails = any_fails || r.back() == "fails";
  REQUIRE(any_fails);
  REQUIRE(d.certificates.size() == 1);
  REQUIRE(d.certificates[0]["verdict"] == "fails");
  CertVerdict v = verify_certificate(serialize_certificate(d.certificates[0]), {});
  REQUIRE(v.status == CertVerdict::Status::Verified);
  ps.set("k", int64_t(4));
  d = spec->build(ps, ctx);
  for (auto& r : d.rows) REQUIRE(r.back() == "holds");
  REQUIRE(verify_certificate(serialize_certificate(d.certificates[0]), {}).status == CertVerdict::Status::Verified);
}

TEST_CASE("tswitch: every property x engine x parameter value at small size, overlapping engines agree", "[tswitch]") {
  for (const char* id : {"tswitch.destro_path_counts", "tswitch.destro_balanced", "tswitch.optimal_config",
                         "tswitch.destro_deadlock_free"}) {
    const Property* p = catalogue().property(id);
    std::vector<std::string> conns = {"all"};
    if (std::string(id) == "tswitch.optimal_config") conns = {"all", "ft", "b"};
    for (int k = 2; k <= 5; ++k)
      for (int n = 1; n <= 3; ++n)
        for (auto& c : conns) {
          ParamSet ps = params(k, n, std::string(id) == "tswitch.optimal_config" ? c.c_str() : nullptr);
          std::map<std::string, Verdict> got;
          for (auto& e : p->engines) {
            if (!e.refuse(ps).empty()) continue;
            Outcome o = run(id, e.name.c_str(), ps);
            INFO(id << " " << ps.to_string() << " [" << e.name << "] " << o.note);
            REQUIRE(o.verdict != Verdict::Unknown);
            if (o.verdict == Verdict::Fails) REQUIRE(recheck(id, ps, o.counterexample));
            if (o.verdict == Verdict::Holds && e.name != "random") {
              std::string why;
              REQUIRE(p->verify_witness(ps, e.name, o.witness, why));
            }
            got[e.name] = o.verdict;
          }
          for (auto& [a, va] : got)
            for (auto& [b, vb] : got) {
              INFO(id << " " << ps.to_string() << " " << a << " vs " << b);
              // a random holds is only a sample: it may miss a failure the others find
              if (a != "random" && b != "random") REQUIRE(va == vb);
              if (a == "random" && va == Verdict::Fails) REQUIRE(vb == Verdict::Fails);
            }
        }
  }
}

TEST_CASE("deadlock freedom: acyclic, and an injected dependency cycle is found and confirmed", "[tswitch]") {
  REQUIRE(run("tswitch.destro_deadlock_free", "exhaustive", params(3, 2)).verdict == Verdict::Holds);
  KaryNTree t(2, 2);
  // Channel ids are 2k*switch + out-port. DESTRO makes <0,0>'s up channel 2
  // (into <1,0> at port 0) feed <1,0>'s down channel 1 (a turnaround); the
  // injected edge back from that channel closes a cycle DESTRO never creates.
  uint64_t up = t.switch_id(0, 0) * 4 + 2, down = t.switch_id(1, 0) * 4 + 1;
  std::vector<ChannelDependency> extra{{down, up}};
  auto cycle = dependency_cycle(t, extra);
  REQUIRE(!cycle.empty());
  REQUIRE(dependencies_induced(t, cycle, extra));
  REQUIRE_FALSE(dependencies_induced(t, cycle));
  REQUIRE_FALSE(recheck("tswitch.destro_deadlock_free", params(2, 2), json{{"cycle", cycle}}));
  // The engine (Kahn's sort over the arithmetic router) and the checker (ranking on walked paths) agree.
  RunContext ctx;
  for (int k = 2; k <= 4; ++k) {
    KaryNTree tk(k, 2);
    DeadlockSearch r = destro_dependency_search(tk, ctx);
    REQUIRE(r.complete);
    REQUIRE(r.cycle.empty());
    uint64_t deps = 0;
    std::string why;
    REQUIRE(ranks_increase_along_paths(tk, deps, why));
    REQUIRE(deps >= r.dependencies);
  }
}

TEST_CASE("tswitch-config schedules: optimum, better configuration, input errors", "[tswitch]") {
  const ScheduleSpec* spec = catalogue().schedule("kary-ntree", "tswitch-config");
  REQUIRE(spec);
  RunContext ctx;
  json doc = json::parse(R"({"network":"kary-ntree","params":{"k":4,"n":3,"stage":0},"kind":"tswitch-config",
                             "alpha":[0,1,4,5],"traffic":null})");
  REQUIRE(spec->check(doc, ctx).verdict == Verdict::Holds);
  doc["alpha"] = {0, 1, 2, 3};  // mutated: all down ports in one twin at a type-va switch
  ScheduleReport bad = spec->check(doc, ctx);
  REQUIRE(bad.verdict == Verdict::Fails);
  REQUIRE(bad.counterexample["better_use"].get<uint64_t>() < bad.counterexample["given_use"].get<uint64_t>());
  doc["params"]["stage"] = 2;  // ... which is optimal at the last stage
  REQUIRE(spec->check(doc, ctx).verdict == Verdict::Holds);
  for (const char* broken : {R"({"params":{"k":4,"n":3,"stage":0},"alpha":[0,1,4]})",
                             R"({"params":{"k":4,"n":3,"stage":0},"alpha":[0,1,4,4]})",
                             R"({"params":{"k":4,"n":3,"stage":0},"alpha":[0,1,4,8]})",
                             R"({"params":{"k":4,"n":3,"stage":3},"alpha":[0,1,4,5]})",
                             R"({"params":{"k":16,"n":4,"stage":0},"alpha":[0]})",
                             R"({"params":{"k":2,"n":1,"stage":0},"alpha":[0,1],"traffic":[[0,1],[1]]})",
                             R"({"params":{"k":2,"n":1,"stage":0},"alpha":[0,1],"traffic":[[1,1],[1,0]]})",
                             R"({"params":{"k":2,"n":1,"stage":0},"alpha":[0,1],"traffic":[[0,-1],[1,0]]})"}) {
    INFO(broken);
    REQUIRE_THROWS_AS(spec->check(json::parse(broken), ctx), InputError);
  }
}

// check-schedule kary-ntree/tswitch-config with connections=all|ft|b: the optimum and the number of
// minimisers it reports equal table tswitch-oscp's, stage by stage, and ft|b are refused at the last stage.
namespace {

json tswitch_connections_doc(int k, int n, int stage, const std::string& connections, const json& alpha) {
  return json{{"network", "kary-ntree"},
              {"kind", "tswitch-config"},
              {"params", {{"k", k}, {"n", n}, {"stage", stage}, {"connections", connections}}},
              {"alpha", alpha}};
}

}  // namespace

TEST_CASE("tswitch-config schedules with connections: optimum and minimisers equal tswitch-oscp's", "[tswitch]") {
  const TableSpec* spec = catalogue().table("tswitch-oscp");
  REQUIRE(spec);
  RunContext ctx;
  for (int k : {2, 3, 4, 5}) {
    json alpha = json::array();
    for (int l = 0; l < k; ++l) alpha.push_back(l);  // all down ports in twin alpha
    for (std::string c : {"all", "ft", "b"}) {
      ParamSet ps;
      ps.set("k", int64_t(k));
      ps.set("n", int64_t(3));
      ps.set("connections", c);
      TableData t = spec->build(ps, ctx);
      for (auto& row : t.rows) {
        const int stage = row[2].get<int>();
        INFO("k=" << k << " connections=" << c << " stage=" << stage);
        ScheduleReport r = check_schedule_document(tswitch_connections_doc(k, 3, stage, c, alpha), "test", ctx);
        CHECK(r.details["optimum"] == row[5]);
        CHECK(std::to_string(r.details["optimal_configurations"].get<uint64_t>()) == row[6].get<std::string>());
        CHECK(r.details["connections"] == c);
      }
    }
  }
}

TEST_CASE("tswitch-config schedules: connections=ft|b refused at the last stage", "[tswitch]") {
  RunContext ctx;
  CHECK_THROWS_AS(check_schedule_document(tswitch_connections_doc(4, 3, 2, "ft", {0, 1, 2, 3}), "test", ctx), InputError);
  CHECK_THROWS_AS(check_schedule_document(tswitch_connections_doc(4, 3, 2, "b", {0, 1, 2, 3}), "test", ctx), InputError);
  CHECK(check_schedule_document(tswitch_connections_doc(4, 3, 2, "all", {0, 1, 2, 3}), "test", ctx).verdict ==
        Verdict::Holds);
}

TEST_CASE("destro_balanced reading=literal (Def. 1.26 as printed) fails below the last stage, checker confirms", "[tswitch]") {
  for (int k = 2; k <= 4; ++k)
    for (int n = 2; n <= 3; ++n) {
      ParamSet ps = params(k, n);
      ps.set("reading", std::string("literal"));
      Outcome o = run("tswitch.destro_balanced", "exhaustive", ps);
      INFO("k=" << k << " n=" << n << " " << o.note);
      REQUIRE(o.verdict == Verdict::Fails);
      REQUIRE(recheck("tswitch.destro_balanced", ps, o.counterexample));
      // Its two channels are of different kinds, so under the per-kind reading it is no counterexample.
      REQUIRE_FALSE(recheck("tswitch.destro_balanced", params(k, n), o.counterexample));
      // A channel load altered by one is refused by the walk.
      json forged = o.counterexample;
      forged["b"]["load"] = forged["b"]["load"].get<uint64_t>() + 1;
      REQUIRE_FALSE(recheck("tswitch.destro_balanced", ps, forged));
    }
  // One stage (n = 1) has only down-port channels: every one carries k-1 paths each way.
  ParamSet one = params(3, 1);
  one.set("reading", std::string("literal"));
  Outcome o = run("tswitch.destro_balanced", "exhaustive", one);
  REQUIRE(o.verdict == Verdict::Holds);
  std::string why;
  REQUIRE(catalogue().property("tswitch.destro_balanced")->verify_witness(one, "exhaustive", o.witness, why));
  // A last-stage up-port (not wired) is no channel, whatever load it is given.
  KaryNTree t1(3, 1);
  json sw{{"stage", 0}, {"position", 0}, {"name", t1.switch_name(0)}};
  json ghost{{"stage", 0},
             {"a", {{"switch", sw}, {"port", 0}, {"direction", "in"}, {"load", 2}}},
             {"b", {{"switch", sw}, {"port", 3}, {"direction", "in"}, {"load", 0}}}};
  REQUIRE_FALSE(recheck("tswitch.destro_balanced", one, ghost));
}
