// Tests for fabric.kary_ntree and fabric.destro_equivalent (src/search/
// fabric_kary_ntree.cpp, fabric_destro.cpp) on OpenSM's real tables
// (tests/data/fabric, made by make_fabric.sh with ibsim + OpenSM) and on
// broken topologies (tests/data/fabric/broken): the independent checker
// (src/check/fabric_ntree_check.cpp) confirms every verdict.
#include <catch2/catch.hpp>

#include "check/fabric_ntree_check.hpp"
#include "search/fabric_destro.hpp"
#include "search/fabric_kary_ntree.hpp"

using namespace netcert;

namespace {

std::shared_ptr<const FabricRouting> fixture(const std::string& dir, const std::string& topology = "") {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  return load_fabric_routing(read_fabric_files(topology.empty() ? base + dir + "/topology.ibnd" : base + topology,
                                               base + dir + "/opensm-lfts.dump"));
}

}  // namespace

TEST_CASE("fabric: every captured fat tree is recognised as its k-ary n-tree, isomorphism checked edge by edge",
          "[fabric]") {
  RunContext ctx;
  struct Case {
    const char* dir;
    int k, n;
  };
  for (auto c : {Case{"k4n2-ftree", 4, 2}, Case{"k4n2-updn", 4, 2}, Case{"k2n3-ftree", 2, 3},
                 Case{"k2n3-dfsssp", 2, 3}, Case{"k4n3-ftree", 4, 3}, Case{"k4n3-updn", 4, 3},
                 Case{"k4n3-minhop", 4, 3}}) {
    INFO(c.dir);
    Outcome o = fabric_kary_ntree_exhaustive(*fixture(c.dir), ctx);
    REQUIRE(o.verdict == Verdict::Holds);
    CHECK(o.witness["isomorphism"]["k"] == c.k);
    CHECK(o.witness["isomorphism"]["n"] == c.n);
    std::string why;
    CHECK(fabric_verify_kary_ntree(o.witness, why).verified());
  }
}

TEST_CASE("fabric: the ring, a removed link and two swapped links are not k-ary n-trees, and the checker agrees",
          "[fabric]") {
  RunContext ctx;
  std::string why;
  Outcome ring = fabric_kary_ntree_exhaustive(*fixture("ring5-minhop"), ctx);
  REQUIRE(ring.verdict == Verdict::Fails);
  CHECK(ring.counterexample["violation"]["kind"] == "size");
  CHECK(fabric_recheck_kary_ntree(ring.counterexample, why));
  Outcome missing = fabric_kary_ntree_exhaustive(*fixture("k4n3-ftree", "broken/k4n3_missing_link.ibnd"), ctx);
  REQUIRE(missing.verdict == Verdict::Fails);
  CHECK(missing.counterexample["violation"]["kind"] == "degree");
  CHECK(fabric_recheck_kary_ntree(missing.counterexample, why));
  Outcome swapped = fabric_kary_ntree_exhaustive(*fixture("k4n3-ftree", "broken/k4n3_swapped.ibnd"), ctx);
  REQUIRE(swapped.verdict == Verdict::Fails);
  CHECK(swapped.counterexample["violation"]["kind"] == "children");
  CHECK(fabric_recheck_kary_ntree(swapped.counterexample, why));
  INFO(why);
  // DESTRO equivalence presupposes the tree: the same violation, confirmed again.
  Outcome destro = fabric_destro_exhaustive(*fixture("k4n3-ftree", "broken/k4n3_swapped.ibnd"), ctx);
  REQUIRE(destro.verdict == Verdict::Fails);
  CHECK(destro.counterexample["departure"]["kind"] == "not_a_tree");
  CHECK(fabric_recheck_destro(destro.counterexample, why));
}

TEST_CASE("fabric: OpenSM ftree is DESTRO in a relabelling, confirmed pair by pair by the checker", "[fabric]") {
  RunContext ctx;
  // updn and minhop on the 4-ary 2-tree are DESTRO too: one level of up-port choice only.
  for (const char* dir : {"k4n2-ftree", "k2n3-ftree", "k4n3-ftree", "k4n2-updn", "k4n2-minhop"}) {
    INFO(dir);
    Outcome o = fabric_destro_exhaustive(*fixture(dir), ctx);
    INFO(o.note);
    REQUIRE(o.verdict == Verdict::Holds);
    std::string why;
    CHECK(fabric_verify_destro(o.witness, why).verified());
    INFO(why);
  }
}

TEST_CASE("fabric: OpenSM updn and minhop on the 4-ary 3-tree depart from DESTRO, the checker confirms the pair",
          "[fabric]") {
  RunContext ctx;
  for (const char* dir : {"k4n3-updn", "k4n3-minhop", "k2n3-dfsssp"}) {
    INFO(dir);
    Outcome o = fabric_destro_exhaustive(*fixture(dir), ctx);
    INFO(o.note);
    REQUIRE(o.verdict == Verdict::Fails);
    std::string why;
    CHECK(fabric_recheck_destro(o.counterexample, why));
    INFO(why);
    // Destinations are read in ranges on the threads: any number of jobs names the same first departure.
    for (int jobs : {2, 3, 7}) {
      RunContext threaded;
      threaded.jobs = jobs;
      Outcome t = fabric_destro_exhaustive(*fixture(dir), threaded);
      CHECK(t.verdict == o.verdict);
      CHECK(t.counterexample == o.counterexample);
      CHECK(t.note == o.note);
    }
  }
}
