// Tests for src/check/lcan_check.cpp: the independent checker, built from the
// paper's labels, agrees with the engines on the real networks and sees a
// rewired model.
#include <catch2/catch.hpp>

#include "check/lcan_check.hpp"
#include "search/lcan_search.hpp"

using namespace netcert;

namespace {
const LcanShape kShapes[] = {{LcanKind::CompleteBipartite, 16, 2, 2}, {LcanKind::CompleteBipartite, 27, 3, 2},
                             {LcanKind::CompleteBipartite, 16, 4, 2}, {LcanKind::CompleteBipartite, 9, 3, 3},
                             {LcanKind::CompleteBipartite, 8, 2, 1},  {LcanKind::CompleteBipartite, 4, 2, 3},
                             {LcanKind::Tree, 16, 4, 2},              {LcanKind::Tree, 54, 6, 2}};

LcanWiring labels(const LcanShape& s) {
  return LcanWiring::from_labels(s.kind == LcanKind::CompleteBipartite, s.N, s.d, s.u);
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
