// Named after properties/lcan.cpp, which declares the properties. The tables (lcan_tables.cpp) and the
// schedule checker (lcan_schedule.cpp, which re-walks with check/lcan_check) are tested here too: this
// file includes check/lcan_check.hpp, so scripts/mutate_checker.py runs all of them for its mutants.
// Tests for properties/lcan*.cpp: every claim fails on a broken witness and
// the independent checker confirms it; re-checks and verify-cert read the
// decisive values from the params only; engines agree wherever they overlap;
// every certificate netcert writes verifies.
#include <catch2/catch.hpp>

#include "check/lcan_check.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "core/runner.hpp"
#include "properties/lcan.hpp"
#include "properties/verify_certificate.hpp"

using namespace netcert;

namespace {

ParamSet shape_params(const std::string& kind, int64_t N, int64_t d, int64_t u) {
  ParamSet ps;
  ps.set("kind", kind);
  ps.set("N", N);
  ps.set("d", d);
  ps.set("u", u);
  return ps;
}

ParamSet sim_params(int64_t N, int64_t d, int64_t u, const std::string& cls, int64_t perms, int64_t tol) {
  ParamSet ps = shape_params("cb", N, d, u);
  ps.set("class", cls);
  ps.set("perms", perms);
  ps.set("tolerance_pct", tol);
  ps.set("alpha_pct", int64_t(5));
  return ps;
}

bool recheck(const std::string& id, const ParamSet& ps, const json& cx) {
  std::string why;
  bool ok = catalogue().property(id)->recheck(ps, cx, why);
  INFO(id << ": " << why);
  return ok;
}

CertVerdict::Status verify(const std::string& id, const ParamSet& ps, const std::string& engine, Verdict v,
                           const json& witness, std::string* why = nullptr) {
  json cert = make_certificate(id, ps, engine, v, witness);
  CertVerdict r = verify_certificate(serialize_certificate(cert));
  if (why) *why = r.why;
  return r.status;
}

// The small shapes every structural property x engine runs on.
std::vector<ParamSet> small_shapes() {
  return {shape_params("cb", 8, 2, 2),  shape_params("cb", 9, 3, 3),  shape_params("cb", 16, 4, 2),
          shape_params("cb", 27, 3, 2), shape_params("cb", 8, 2, 1),  shape_params("cb", 4, 2, 3),
          shape_params("cb", 16, 2, 4), shape_params("t", 16, 4, 2),  shape_params("t", 54, 6, 2),
          shape_params("t", 8, 2, 1)};
}

}  // namespace

TEST_CASE("lcan properties are registered with their engines", "[lcan]") {
  for (auto id : {"lcan.level_sizes", "lcan.reachable_switches", "lcan.lca_count", "lcan.paths_equal_lca",
                  "lcan.offline_routing", "lcan.recurrence_vs_simulation"}) {
    const Property* p = catalogue().property(id);
    REQUIRE(p);
    CHECK(p->engine("exhaustive"));
    CHECK(p->recheck);
    CHECK(p->verify_witness);
  }
  CHECK(catalogue().table("lcan-sizing"));
  CHECK(catalogue().table("lcan-cycles"));
  CHECK(catalogue().schedule("cblcan", "permutation"));
}

TEST_CASE("lcan: structure claims hold on six CB- and T-LCANs", "[lcan]") {
  RunContext ctx;
  for (LcanShape s : {LcanShape{LcanKind::CompleteBipartite, 8, 2, 2}, LcanShape{LcanKind::CompleteBipartite, 16, 2, 2},
                      LcanShape{LcanKind::CompleteBipartite, 27, 3, 2}, LcanShape{LcanKind::CompleteBipartite, 9, 3, 3},
                      LcanShape{LcanKind::CompleteBipartite, 16, 4, 2}, LcanShape{LcanKind::Tree, 16, 4, 2}}) {
    Lcan net(s);
    INFO(s.name());
    CHECK_FALSE(level_sizes_defect(net));
    CHECK_FALSE(reachable_defect(net));
    CHECK_FALSE(lca_count_defect(net, ctx));
    if (net.complete_bipartite()) CHECK_FALSE(paths_defect(net, ctx));
  }
}

// Rule 9: a broken witness (a rewired network) makes each engine fail, and the
// independent checker, reading that same wiring, confirms the violation. The
// property's re-check rebuilds the network from the params and so does not.
TEST_CASE("lcan: level_sizes fails on a cross-level rewiring, confirmed by the checker", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 16, 2, 2});
  net.swap_uppers(0, net.level_offset(1) * net.u());
  auto d = level_sizes_defect(net);
  REQUIRE(d);
  CHECK(lcan_structure_violation(LcanWiring::from_model(net)));
  CHECK_FALSE(recheck("lcan.level_sizes", shape_params("cb", 16, 2, 2), *d));
}

TEST_CASE("lcan: Lemma 1, Lemma 2 and Theorem 2 fail on a rewired network, confirmed by the checker", "[lcan]") {
  RunContext ctx;
  Lcan net({LcanKind::CompleteBipartite, 16, 2, 2});
  net.swap_uppers(0 * 2 + 1, 1 * 2 + 0);
  LcanWiring read = LcanWiring::from_model(net);
  ParamSet ps = shape_params("cb", 16, 2, 2);
  auto r = reachable_defect(net);
  REQUIRE(r);
  uint64_t pe = (*r)["pe"], level = (*r)["level"];
  CHECK(lcan_reach_by_walk(read, pe)[level].size() == (*r)["found"].get<uint64_t>());
  CHECK_FALSE(recheck("lcan.reachable_switches", ps, *r));
  auto l = lca_count_defect(net, ctx);
  REQUIRE(l);
  auto lca = lcan_lca_by_definition(read, (*l)["p"], (*l)["q"]);
  CHECK(lca.switches.size() == (*l)["found_switches"].get<uint64_t>());
  CHECK(lca.switches.size() != (*l)["expected_switches"].get<uint64_t>());
  CHECK_FALSE(recheck("lcan.lca_count", ps, *l));
  auto p = paths_defect(net, ctx);
  REQUIRE(p);
  CHECK(lcan_count_paths(read, (*p)["p"], (*p)["q"]) != lcan_lca_by_definition(read, (*p)["p"], (*p)["q"]).switches.size());
  CHECK_FALSE(recheck("lcan.paths_equal_lca", ps, *p));
}

TEST_CASE("lcan: Theorem 3 sweep fails with a broken router, confirmed by the walker", "[lcan]") {
  RunContext ctx;
  Lcan net({LcanKind::CompleteBipartite, 8, 2, 2});
  OfflineRouter broken = [](const Lcan& n, const Permutation& perm) {
    OfflineRouting r = route_offline(n, perm, false);
    r.routes[0].ups[0] ^= 1;  // flip one control bit
    return r;
  };
  Outcome ex = lcan_offline_exhaustive(net, broken, ctx);
  REQUIRE(ex.verdict == Verdict::Fails);
  Permutation perm = ex.counterexample["permutation"].get<Permutation>();
  auto routes = routes_from_json(ex.counterexample["routes"], "routes");
  CHECK(check_routes_by_walk(net, perm, routes, 1).has_value());
  // The property's re-check re-routes with the real router: not a refutation of Theorem 3.
  CHECK_FALSE(recheck("lcan.offline_routing", shape_params("cb", 8, 2, 2), ex.counterexample));
  ctx.random_cases = 20;
  Outcome rnd = lcan_offline_random(net, broken, ctx);
  REQUIRE(rnd.verdict == Verdict::Fails);
  CHECK(check_routes_by_walk(net, rnd.counterexample["permutation"].get<Permutation>(),
                             routes_from_json(rnd.counterexample["routes"], "routes"), 1)
            .has_value());
}

TEST_CASE("lcan: recurrence: zero tolerance fails, confirmed, the params' tolerance and class decide", "[lcan]") {
  RunContext ctx;
  ctx.seed = 9;
  const Property* p = catalogue().property("lcan.recurrence_vs_simulation");
  ParamSet zero = sim_params(64, 4, 4, "root", 40, 0);
  Outcome o = p->engine("montecarlo")->run(zero, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(recheck(p->id, zero, o.counterexample));
  // The same evidence under a generous tolerance is no refutation.
  CHECK_FALSE(recheck(p->id, sim_params(64, 4, 4, "root", 40, 1000), o.counterexample));
  // Nor under another class, count or network (the evidence no longer replays), nor another alpha.
  CHECK_FALSE(recheck(p->id, sim_params(64, 4, 4, "random", 40, 0), o.counterexample));
  CHECK_FALSE(recheck(p->id, sim_params(64, 4, 4, "root", 39, 0), o.counterexample));
  CHECK_FALSE(recheck(p->id, sim_params(16, 4, 4, "root", 40, 0), o.counterexample));
  ParamSet other_alpha = zero;
  other_alpha.set("alpha_pct", int64_t(1));
  CHECK_FALSE(recheck(p->id, other_alpha, o.counterexample));
  json other = o.counterexample;
  other["seed"] = 10;
  CHECK_FALSE(recheck(p->id, zero, other));
  other = o.counterexample;
  other["cycles"][0] = other["cycles"][0].get<int>() + 1;
  CHECK_FALSE(recheck(p->id, zero, other));
  other = o.counterexample;
  other["ci"][0] = other["ci"][0].get<double>() - 0.5;  // a wider interval than the sample gives
  CHECK_FALSE(recheck(p->id, zero, other));
  Outcome ok = p->engine("montecarlo")->run(sim_params(64, 4, 4, "root", 40, 1000), ctx);
  CHECK(ok.verdict == Verdict::Holds);
  // Every Monte-Carlo outcome states its interval and test level.
  for (const Outcome* x : {&o, &ok}) {
    CHECK(x->stats.contains("ci"));
    CHECK(x->stats["alpha"] == 0.05);
    CHECK(x->stats["interval"] == "Student-t, two-sided");
    CHECK(x->note.find("95% Student-t interval") != std::string::npos);
    CHECK(x->note.find("replay with seed 9") != std::string::npos);
  }
}

// Regression: one permutation (or any sample below the minimum) is never holds.
TEST_CASE("lcan: recurrence: below 30 permutations the verdict is unknown, however wide the tolerance", "[lcan]") {
  RunContext ctx;
  const Property* p = catalogue().property("lcan.recurrence_vs_simulation");
  for (int64_t perms : {1, 2, 29}) {
    INFO("perms " << perms);
    for (int64_t tol : {0, 1000}) {
      Outcome o = p->engine("montecarlo")->run(sim_params(64, 4, 4, "root", perms, tol), ctx);
      CHECK(o.verdict == Verdict::Unknown);
      CHECK(o.note.find("minimum of 30") != std::string::npos);
    }
  }
  CHECK(p->engine("montecarlo")->run(sim_params(64, 4, 4, "root", 30, 1000), ctx).verdict == Verdict::Holds);
}

TEST_CASE("lcan: recurrence engine is montecarlo, 'exhaustive' is a deprecated alias that says so", "[lcan]") {
  const Property* p = catalogue().property("lcan.recurrence_vs_simulation");
  REQUIRE(p->engines.size() == 1);
  CHECK(p->engines[0].name == "montecarlo");
  CHECK(p->engine("exhaustive") == p->engine("montecarlo"));
  CheckRequest req;
  req.property = p;
  req.engine = "exhaustive";
  req.param_sets = {sim_params(16, 2, 2, "root", 30, 1000)};
  RunContext ctx;
  auto results = run_check(req, ctx);
  REQUIRE(results.size() == 1);
  CHECK(results[0].engine == "montecarlo");
  CHECK(results[0].note.find("deprecated alias") != std::string::npos);
  req.engine = "all";
  CHECK(run_check(req, ctx).size() == 1);  // the alias never runs the engine twice
}

TEST_CASE("lcan: engines refuse what they cannot do", "[lcan]") {
  const Property* p = catalogue().property("lcan.offline_routing");
  CHECK(p->engine("exhaustive")->refuse(shape_params("cb", 16, 2, 2)) != "");  // 16! permutations
  CHECK(p->engine("random")->refuse(shape_params("cb", 27, 3, 2)) != "");      // outside Theorem 3
  CHECK(p->engine("random")->refuse(shape_params("cb", 12, 2, 2)) != "");      // not a CB shape
  CHECK(catalogue().property("lcan.paths_equal_lca")->engine("exhaustive")->refuse(shape_params("t", 16, 4, 2)) != "");
  CHECK(catalogue().property("lcan.lca_count")->engine("smt")->refuse(shape_params("t", 16, 4, 2)) != "");
}

// Rule 6: every property x engine x parameter value at small sizes; engines
// that cover the same instance agree (random engines sample the very network
// of the params: kind, N, d and u are all honoured).
TEST_CASE("no false holds: every lcan property x engine x small params, overlapping engines agree", "[lcan]") {
  RunContext ctx;
  ctx.random_cases = 20;
  ctx.jobs = 1;
  std::vector<std::pair<std::string, std::vector<ParamSet>>> plan;
  for (auto id : {"lcan.level_sizes", "lcan.reachable_switches", "lcan.lca_count", "lcan.paths_equal_lca",
                  "lcan.offline_routing"})
    plan.push_back({id, small_shapes()});
  std::vector<ParamSet> sims;
  for (auto cls : {"root", "random", "bpc"})
    for (int64_t tol : {0, 1000}) sims.push_back(sim_params(64, 4, 4, cls, 40, tol));
  sims.push_back(sim_params(27, 3, 3, "random", 40, 1000));
  plan.push_back({"lcan.recurrence_vs_simulation", sims});
  int ran = 0;
  for (auto& [id, sets] : plan) {
    const Property* p = catalogue().property(id);
    for (const ParamSet& ps : sets) {
      std::vector<std::pair<std::string, Verdict>> got;
      for (const Engine& e : p->engines) {
        if (!e.refuse(ps).empty()) continue;
        Outcome o = e.run(ps, ctx);
        got.push_back({e.name, o.verdict});
        ++ran;
      }
      INFO(id << " " << ps.to_string());
      for (auto& [name, v] : got) {
        INFO(name << " " << to_string(v));
        CHECK(v != Verdict::Unknown);
        CHECK(v == got.front().second);
      }
      // The structural claims are theorems: on genuine networks they hold.
      if (id != "lcan.recurrence_vs_simulation")
        for (auto& g : got) CHECK(g.second == Verdict::Holds);
    }
  }
  CHECK(ran > 40);
}

TEST_CASE("lcan: zero-tolerance recurrence fails for every class, a wide one holds", "[lcan]") {
  RunContext ctx;
  const Engine* e = catalogue().property("lcan.recurrence_vs_simulation")->engine("montecarlo");
  for (auto cls : {"root", "random", "bpc"}) {
    INFO(cls);
    CHECK(e->run(sim_params(64, 4, 4, cls, 40, 0), ctx).verdict == Verdict::Fails);
    CHECK(e->run(sim_params(64, 4, 4, cls, 40, 1000), ctx).verdict == Verdict::Holds);
  }
}

TEST_CASE("round trip: holds certificates of every lcan property x certifying engine verify", "[lcan]") {
  RunContext ctx;
  ctx.jobs = 1;
  for (auto id : {"lcan.level_sizes", "lcan.reachable_switches", "lcan.lca_count", "lcan.paths_equal_lca",
                  "lcan.offline_routing"}) {
    const Property* p = catalogue().property(id);
    for (const ParamSet& ps : small_shapes())
      for (const Engine& e : p->engines) {
        if (e.name == "random" || !e.refuse(ps).empty()) continue;
        if (ps.i("N") > 8 && std::string(id) == "lcan.offline_routing") continue;  // 9! routings: the sweep test has it
        Outcome o = e.run(ps, ctx);
        REQUIRE(o.verdict == Verdict::Holds);
        std::string why;
        auto st = verify(id, ps, e.name, Verdict::Holds, o.witness, &why);
        INFO(id << " " << ps.to_string() << " [" << e.name << "] " << why);
        CHECK(st == (e.name == "smt" ? CertVerdict::Status::Partial : CertVerdict::Status::Verified));
        // Claimed for other params, the same witness is rejected.
        ParamSet other = ps;
        other.set("N", ps.i("N") == 8 ? int64_t(16) : int64_t(8));
        if (ps.s("kind") == "cb" && ps.i("d") == 2 && ps.i("u") == 2)
          CHECK(verify(id, other, e.name, Verdict::Holds, o.witness) == CertVerdict::Status::Rejected);
      }
  }
}

// A Monte-Carlo holds or fails is a replay of a decision at level alpha, never a proof: verify-cert says
// PARTIAL and "replayed with seed S".
TEST_CASE("lcan: round trip: recurrence fails and holds are replays (PARTIAL), forged ones do not verify", "[lcan]") {
  RunContext ctx;
  ctx.seed = 5;
  const Property* p = catalogue().property("lcan.recurrence_vs_simulation");
  for (int64_t tol : {0, 1000}) {
    ParamSet ps = sim_params(64, 4, 4, "root", 40, tol);
    Outcome o = p->engine("montecarlo")->run(ps, ctx);
    REQUIRE(o.verdict != Verdict::Unknown);
    json w = o.verdict == Verdict::Fails ? json{{"counterexample", o.counterexample}} : o.witness;
    std::string why;
    auto want = CertVerdict::Status::Partial;
    CHECK(verify(p->id, ps, "montecarlo", o.verdict, w, &why) == want);
    INFO(why);
    CHECK(why.find("replayed with seed 5") != std::string::npos);
    // The deprecated engine name still verifies (old certificates), with the same status.
    CHECK(verify(p->id, ps, "exhaustive", o.verdict, w) == want);
    // Flip the verdict: rejected.
    CHECK(verify(p->id, ps, "montecarlo", o.verdict == Verdict::Fails ? Verdict::Holds : Verdict::Fails,
                 o.verdict == Verdict::Fails ? o.counterexample : json{{"counterexample", o.witness}}) ==
          CertVerdict::Status::Rejected);
  }
}

TEST_CASE("the lcan-cycles certificate of Fig. 7: checked rows, verdict column, certificates verify", "[lcan]") {
  RunContext ctx;
  const TableSpec* t = catalogue().table("lcan-cycles");
  ParamSet ps;
  ps.set("fig", int64_t(7));
  ps.set("perms", int64_t(40));
  ps.set("N", int64_t(64));
  ps.set("alpha_pct", int64_t(5));
  for (int64_t tol : {0, 1000}) {
    ps.set("tolerance_pct", tol);
    TableData d = t->build(ps, ctx);
    REQUIRE(d.columns.back() == "verdict");
    REQUIRE(d.rows.size() == 1);
    CHECK(d.rows[0].back() == (tol == 0 ? "fails" : "holds"));
    REQUIRE(d.certificates.size() == 3);
    for (auto& c : d.certificates) {
      CHECK(c["verdict"] == (tol == 0 ? "fails" : "holds"));
      CHECK(c["engine"] == "montecarlo");
      CertVerdict v = verify_certificate(serialize_certificate(c));
      INFO(v.why);
      CHECK(v.status == CertVerdict::Status::Partial);  // holds or fails: a Monte-Carlo replay, not a proof
    }
  }
}

// The paper's "root permutations routed more quickly than random": a Welch test per network, in the table.
TEST_CASE("lcan-cycles: root vs random is a Welch test with alpha, effect size and p-value per row", "[lcan]") {
  RunContext ctx;
  ParamSet ps;
  ps.set("fig", int64_t(7));
  ps.set("perms", int64_t(200));
  ps.set("N", int64_t(16));
  ps.set("tolerance_pct", int64_t(1000));
  ps.set("alpha_pct", int64_t(5));
  TableData d = catalogue().table("lcan-cycles")->build(ps, ctx);
  auto col = [&](const std::string& name) {
    for (size_t i = 0; i < d.columns.size(); ++i)
      if (d.columns[i] == name) return i;
    FAIL("no column " << name);
    return size_t(0);
  };
  REQUIRE(d.rows.size() == 1);
  for (auto name : {"root 95% CI", "random 95% CI", "Welch t", "Welch df", "p (2-sided)", "Cohen d", "root vs random"})
    CHECK_FALSE(d.rows[0][col(name)] == "-");
  double p = std::stod(d.rows[0][col("p (2-sided)")].get<std::string>());
  CHECK(p >= 0);
  CHECK(p <= 1);
  bool mentions_alpha = false;
  for (auto& n : d.notes) mentions_alpha = mentions_alpha || n.find("Welch") != std::string::npos;
  CHECK(mentions_alpha);
}

TEST_CASE("lcan-sizing: verdict per row, a holds certificate only when the engine checked the row", "[lcan]") {
  RunContext ctx;
  const TableSpec* t = catalogue().table("lcan-sizing");
  TableData small = t->build(shape_params("cb", 27, 3, 2), ctx);
  REQUIRE(small.columns.back() == "verdict");
  CHECK(small.rows[0].back() == "holds");
  REQUIRE(small.certificates.size() == 1);
  CHECK(verify_certificate(serialize_certificate(small.certificates[0])).status == CertVerdict::Status::Verified);
  TableData big = t->build(shape_params("cb", int64_t(1) << 40, 2, 2), ctx);
  CHECK(big.rows[0].back() == "n/a");
  CHECK(big.certificates.empty());
}

TEST_CASE("lcan: schedule checker: good, broken and malformed files", "[lcan]") {
  const ScheduleSpec* s = catalogue().schedule("cblcan", "permutation");
  RunContext ctx;
  json good{{"network", "cblcan"}, {"kind", "permutation"}, {"params", {{"N", 8}, {"d", 2}, {"u", 2}}},
            {"permutation", {3, 0, 1, 2, 7, 4, 5, 6}}, {"trials", 20}};
  auto rep = s->check(good, ctx);
  CHECK(rep.verdict == Verdict::Holds);
  CHECK(rep.details.contains("switch_settings"));
  json broken = good;
  broken["routes"] = rep.details["routes"];
  broken["routes"][1]["ups"] = {0, 0};
  broken["routes"][0]["ups"] = {0, 0};
  CHECK(s->check(broken, ctx).verdict == Verdict::Fails);
  json repeated = good;
  repeated["permutation"][1] = 3;
  CHECK_THROWS_AS(s->check(repeated, ctx), InputError);
  json short_perm = good;
  short_perm["permutation"] = {0, 1};
  CHECK_THROWS_AS(s->check(short_perm, ctx), InputError);
  json bad_shape = good;
  bad_shape["params"]["N"] = 12;
  CHECK_THROWS_AS(s->check(bad_shape, ctx), InputError);
}
