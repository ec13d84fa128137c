// Tests for src/check/lcan_check.cpp: the independent checker, built from the
// paper's labels, agrees with the engines on the real networks and sees a
// rewired model.
#include <catch2/catch.hpp>

#include "check/lcan_check.hpp"
#include "core/catalogue.hpp"
#include "search/lcan_search.hpp"
#include "tests/check/cert_status.hpp"

using namespace netcert;

namespace {
const LcanShape kShapes[] = {{LcanKind::CompleteBipartite, 16, 2, 2}, {LcanKind::CompleteBipartite, 27, 3, 2},
                             {LcanKind::CompleteBipartite, 16, 4, 2}, {LcanKind::CompleteBipartite, 9, 3, 3},
                             {LcanKind::CompleteBipartite, 8, 2, 1},  {LcanKind::CompleteBipartite, 4, 2, 3},
                             {LcanKind::Tree, 16, 4, 2},              {LcanKind::Tree, 54, 6, 2}};

LcanWiring labels(const LcanShape& s) {
  return LcanWiring::from_labels(s.kind == LcanKind::CompleteBipartite, s.N, s.d, s.u);
}

template <class PairFn>
void each_ordered_pair(uint64_t N, PairFn fn) {
  for (uint64_t p = 0; p < N; ++p)
    for (uint64_t q = 0; q < N; ++q)
      if (p != q) fn(p, q);
}
}  // namespace

TEST_CASE("lcan: checker's label wiring equals the model's and satisfies Sec. 2", "[lcan]") {
  for (const LcanShape& s : kShapes) {
    INFO(s.name());
    Lcan net(s);
    LcanWiring w = labels(s);
    CHECK(w.levels() == net.levels());
    CHECK_FALSE(lcan_model_mismatch(w, net));
    CHECK_FALSE(lcan_structure_violation(w));
    CHECK_FALSE(lcan_lemmas_violation(w, true));
    if (w.cb()) CHECK_FALSE(lcan_paths_violation(w));
  }
}

TEST_CASE("lcan: checker and engine count the same paths and LCA switches", "[lcan]") {
  for (const LcanShape& s : kShapes) {
    if (s.kind != LcanKind::CompleteBipartite || s.N > 27) continue;
    Lcan net(s);
    LcanWiring w = labels(s);
    for (uint64_t p = 0; p < net.N(); ++p)
      for (uint64_t q = 0; q < net.N(); ++q) {
        if (p == q) continue;
        auto lca = lcan_lca_by_definition(w, p, q);
        REQUIRE(lca.level == net.lca_level(p, q));
        REQUIRE(lca.level == lcan_label_lca_level(w, p, q));
        REQUIRE(lcan_count_paths(w, p, q) == count_paths_fast(net, p, q));
        REQUIRE(count_paths_fast(net, p, q) == lca.switches.size());
      }
  }
}

TEST_CASE("lcan: checker sees a rewired network", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 16, 2, 2});
  net.swap_uppers(0 * 2 + 1, 1 * 2 + 0);  // level-0 switch 0 now has both uppers on one level-1 switch
  LcanWiring read = LcanWiring::from_model(net);
  CHECK(lcan_reach_by_walk(read, 0)[1].size() == 1);
  CHECK(lcan_lca_by_definition(read, 0, 2).switches.size() != 2);
  CHECK(lcan_lemmas_violation(read, true));
  CHECK(lcan_paths_violation(read));
  CHECK(lcan_model_mismatch(labels(net.shape()), net));
  Lcan cross({LcanKind::CompleteBipartite, 16, 2, 2});
  cross.swap_uppers(0, cross.level_offset(1) * cross.u());  // a wire that skips a level
  CHECK(lcan_structure_violation(LcanWiring::from_model(cross)));
}

TEST_CASE("lcan: walker rejects bad circuits", "[lcan]") {
  LcanWiring w = labels({LcanKind::CompleteBipartite, 4, 2, 2});
  Permutation p{1, 0, 3, 2};
  std::vector<LcanCircuit> c{{0, 1, 0, {}}, {1, 0, 0, {}}, {2, 3, 0, {}}, {3, 2, 0, {}}};
  auto ok = lcan_walk_circuits(w, p, c, 1);
  CHECK_FALSE(ok.violation);
  CHECK(ok.cycles == 1);
  c[3] = {3, 2, 0, {0, 0}};  // climbs above the top of a two-level network
  CHECK(lcan_walk_circuits(w, p, c, 1).violation);
  c[3] = {2, 3, 0, {}};  // source 2 twice, source 3 never
  CHECK(lcan_walk_circuits(w, p, c, 1).violation);
  c[3] = {3, 2, 0, {0}};
  c[2] = {2, 3, 0, {0}};  // PE 2 and 3 share level-0 switch 1's upper 0 in one cycle
  CHECK(lcan_walk_circuits(w, p, c, 1).violation);
  c[2] = {2, 3, 1, {0}};  // in different cycles it is fine, but not below a bound of 1
  CHECK(lcan_walk_circuits(w, p, c, 1).violation);
  auto two = lcan_walk_circuits(w, p, c, 2);
  CHECK_FALSE(two.violation);
  CHECK(two.cycles == 2);
  c[1] = {1, 3, 0, {}};  // wrong destination
  CHECK(lcan_walk_circuits(w, p, c, 2).violation);
}

TEST_CASE("lcan: checker's permutation classes and Theorem 3 bound", "[lcan]") {
  LcanWiring w = labels({LcanKind::CompleteBipartite, 8, 2, 2});
  CHECK(lcan_in_class(w, {4, 5, 6, 7, 0, 1, 2, 3}, "root"));
  CHECK_FALSE(lcan_in_class(w, {1, 0, 2, 3, 4, 5, 6, 7}, "root"));
  CHECK(lcan_in_class(w, {7, 6, 5, 4, 3, 2, 1, 0}, "bpc"));      // complement
  CHECK(lcan_in_class(w, {0, 2, 4, 6, 1, 3, 5, 7}, "bpc"));      // perfect shuffle of bits
  CHECK_FALSE(lcan_in_class(w, {1, 2, 3, 4, 5, 6, 7, 0}, "bpc"));  // rotation by 1
  CHECK(lcan_theorem3_bound(w) == 1);
  CHECK(lcan_theorem3_bound(labels({LcanKind::CompleteBipartite, 64, 4, 2})) == 4);
  CHECK(lcan_recurrence_tolerance(0, 10) == 0);
  CHECK(lcan_recurrence_tolerance(10, 1) == 0.25);
}

// Theorem 2 counted two ways. On a CB-LCAN no two wires join the same
// two switches, so wire-level paths and switch sequences coincide; on a
// T-LCAN(N,d,u) a pair with LCA level i has one switch sequence (Lemma 3) and
// u^(2i) wire-level paths (u connectors per tree edge, i edges up, i down).
TEST_CASE("lcan: Theorem 2 count=switches and count=wires coincide on CB-LCANs", "[lcan][paths]") {
  for (const LcanShape& s : kShapes) {
    if (s.kind != LcanKind::CompleteBipartite || s.N > 27) continue;
    INFO(s.name());
    Lcan net(s);
    LcanWiring w = labels(s);
    each_ordered_pair(net.N(), [&](uint64_t p, uint64_t q) {
      REQUIRE(lcan_count_paths(w, p, q, 1u << 30, true) == lcan_count_paths(w, p, q));
      REQUIRE(count_paths_fast(net, p, q, true) == count_paths_fast(net, p, q));
    });
    CHECK_FALSE(lcan_paths_violation(w, true));
  }
}

TEST_CASE("lcan: Theorem 2 on T-LCANs - one switch sequence, u^(2i) wire-level paths", "[lcan][paths]") {
  for (LcanShape s : {LcanShape{LcanKind::Tree, 16, 4, 2}, LcanShape{LcanKind::Tree, 54, 6, 2},
                      LcanShape{LcanKind::Tree, 27, 3, 1}, LcanShape{LcanKind::Tree, 24, 6, 3}}) {
    INFO(s.name());
    Lcan net(s);
    LcanWiring w = labels(s);
    each_ordered_pair(net.N(), [&](uint64_t p, uint64_t q) {
      const int i = net.lca_level(p, q);
      uint64_t wires = 1;
      for (int t = 0; t < 2 * i; ++t) wires *= net.u();
      REQUIRE(lcan_count_paths(w, p, q, 1u << 30, true) == 1);
      REQUIRE(count_paths_fast(net, p, q, true) == 1);
      REQUIRE(lcan_count_paths(w, p, q) == wires);
      REQUIRE(count_paths_fast(net, p, q) == wires);
    });
    CHECK_FALSE(lcan_paths_violation(w, true));
    CHECK(lcan_paths_violation(w).has_value() == (s.u >= 2));
    RunContext ctx;
    CHECK_FALSE(paths_defect(net, ctx, nullptr, true));
    CHECK(paths_defect(net, ctx, nullptr, false).has_value() == (s.u >= 2));
  }
}

TEST_CASE("lcan: tlcan_paths - count=switches certifies, count=wires fails confirmed", "[lcan][paths]") {
  using namespace netcert::testing;
  RunContext ctx;
  const Property* p = catalogue().property("lcan.tlcan_paths");
  REQUIRE(p);
  ParamSet sw = lcan_params(16, 4, 2, "t");
  sw.set("count", std::string("switches"));
  Outcome holds = p->engine("exhaustive")->run(sw, ctx);
  REQUIRE(holds.verdict == Verdict::Holds);
  CHECK(holds.witness["count"] == "switches");
  CHECK(cert_status(p->id, sw, holds) == CertVerdict::Status::Verified);
  // The same witness under count=wires, or without its count field, is rejected.
  ParamSet wires = lcan_params(16, 4, 2, "t");
  wires.set("count", std::string("wires"));
  CHECK(cert_status(p->id, wires, holds) == CertVerdict::Status::Rejected);
  json cert = make_certificate(p->id, sw, "exhaustive", Verdict::Holds, holds.witness);
  cert["witness"].erase("count");
  CHECK(resealed_status(cert) == CertVerdict::Status::Rejected);
  // count=wires: the engine's counterexample (u^2 = 4 paths at LCA level 1) is confirmed by the checker.
  Outcome fails = p->engine("exhaustive")->run(wires, ctx);
  REQUIRE(fails.verdict == Verdict::Fails);
  CHECK(fails.counterexample["paths"] == 4);
  std::string why;
  CHECK(p->recheck(wires, fails.counterexample, why));
  CHECK(why == "4 non-redundant switch paths (wire level), 1 LCA switches");
  CHECK(cert_status(p->id, wires, fails) == CertVerdict::Status::Verified);
  CHECK_FALSE(p->recheck(sw, fails.counterexample, why));  // under count=switches that pair is fine
  CHECK(cert_status(p->id, sw, fails) == CertVerdict::Status::Rejected);
  // The random engine agrees on both counts.
  CHECK(p->engine("random")->run(sw, ctx).verdict == Verdict::Holds);
  CHECK(p->engine("random")->run(wires, ctx).verdict == Verdict::Fails);
  // kind=cb: both counts hold (no parallel wires), each witness names its count.
  ParamSet cb = lcan_params(16, 2, 2);
  cb.set("count", std::string("wires"));
  Outcome cb_wires = p->engine("exhaustive")->run(cb, ctx);
  REQUIRE(cb_wires.verdict == Verdict::Holds);
  CHECK(cert_status(p->id, cb, cb_wires) == CertVerdict::Status::Verified);
  cb.set("count", std::string("switches"));
  CHECK(p->engine("exhaustive")->run(cb, ctx).verdict == Verdict::Holds);
  CHECK(cert_status(p->id, cb, cb_wires) == CertVerdict::Status::Rejected);  // names count=wires
  // lcan.paths_equal_lca keeps its params and its CB-only scope.
  CHECK_FALSE(catalogue().property("lcan.paths_equal_lca")->engine("exhaustive")->refuse(lcan_params(16, 4, 2, "t")).empty());
}
