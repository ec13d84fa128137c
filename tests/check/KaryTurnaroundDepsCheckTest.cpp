// KaryTurnaroundDepsCheckTest.cpp — the checker of table tswitch-turnaround-deadlock (seed 002 A.5.1): the
// dependencies of every minimal path, from shortest-path distances; acyclic on the k-ary n-trees, and a forged
// back dependency (a down channel leading up again) is found as a cycle.
#include <catch2/catch.hpp>

#include "check/kary_turnaround_deps_check.hpp"
#include "core/catalogue.hpp"

using namespace netcert;

TEST_CASE("turnaround deps check: minimal-path dependencies are acyclic, k = 2..4, n = 2..3", "[tswitch][turnaround]") {
  for (int k = 2; k <= 4; ++k)
    for (int n = 2; n <= 3; ++n) {
      const KaryNTree t(k, n);
      const auto edges = checked_minimal_dependencies(t);
      CHECK_FALSE(edges.empty());
      CHECK(checked_dependency_cycle(edges).empty());
    }
  // 2-ary 2-tree: each of the 4 up channels of stage 0 turns into the other down port of its stage-1 switch.
  CHECK(checked_minimal_dependencies(KaryNTree(2, 2)).size() == 4);
}

TEST_CASE("turnaround deps check: a forged dependency back up closes a cycle", "[tswitch][turnaround]") {
  const KaryNTree t(2, 3);
  auto edges = checked_minimal_dependencies(t);
  const auto [from, to] = *edges.begin();
  edges.insert({to, from});
  const auto cycle = checked_dependency_cycle(edges);
  REQUIRE(cycle.size() >= 2);
  CHECK(checked_dependency_cycle({{1, 2}, {2, 3}, {3, 1}}).size() == 3);
  CHECK(checked_dependency_cycle({{1, 2}, {2, 3}, {1, 3}}).empty());
  CHECK_THROWS(checked_minimal_dependencies(KaryNTree(4, 5)));
}

TEST_CASE("tswitch-turnaround-deadlock: every minimal path's dependencies, engine and checker agree",
          "[tswitch][turnaround]") {
  const TableSpec* spec = catalogue().table("tswitch-turnaround-deadlock");
  REQUIRE(spec);
  RunContext ctx;
  for (int64_t k = 2; k <= 4; ++k) {
    ParamSet ps;
    ps.set("k", k);
    ps.set("n", int64_t(3));
    const TableData d = spec->build(ps, ctx);
    REQUIRE(d.rows.size() == 1);
    CHECK(d.rows[0].back() == "holds");
  }
}
