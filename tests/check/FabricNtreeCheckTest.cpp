// Tests for the independent checker of fabric.kary_ntree and
// fabric.destro_equivalent (src/check/fabric_ntree_check.cpp): it rejects
// every edited isomorphism, a DESTRO witness moved to another routing of the
// same tree, and counterexamples that do not state a fact of the fabric.
#include <catch2/catch.hpp>

#include "check/fabric_ntree_check.hpp"
#include "search/fabric_destro.hpp"
#include "search/fabric_kary_ntree.hpp"

#include "tests/search/fabric_fixture.hpp"

using namespace netcert;

TEST_CASE("fabric ntree check: an edited isomorphism is rejected", "[fabric]") {
  RunContext ctx;
  std::string why;
  Outcome o = fabric_kary_ntree_exhaustive(*fabric_fixture("k4n3-ftree"), ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  REQUIRE(fabric_verify_kary_ntree(o.witness, why).verified());
  json& iso = o.witness["isomorphism"];
  json swapped = o.witness;  // two switches of one stage exchange labels
  std::swap(swapped["isomorphism"]["switches"][0]["position"], swapped["isomorphism"]["switches"][1]["position"]);
  if (swapped["isomorphism"]["switches"][0]["stage"] == swapped["isomorphism"]["switches"][1]["stage"])
    CHECK_FALSE(fabric_verify_kary_ntree(swapped, why).verified());
  json port = o.witness;  // one port map entry moved
  std::swap(port["isomorphism"]["switches"][3]["ports"][0], port["isomorphism"]["switches"][3]["ports"][1]);
  CHECK_FALSE(fabric_verify_kary_ntree(port, why).verified());
  json host = o.witness;  // two hosts exchange terminals
  std::swap(host["isomorphism"]["hosts"][0]["terminal"], host["isomorphism"]["hosts"][5]["terminal"]);
  CHECK_FALSE(fabric_verify_kary_ntree(host, why).verified());
  json k = o.witness;
  k["isomorphism"]["k"] = 2;
  CHECK_FALSE(fabric_verify_kary_ntree(k, why).verified());
  json dropped = o.witness;
  dropped["isomorphism"]["switches"].erase(0);
  CHECK_FALSE(fabric_verify_kary_ntree(dropped, why).verified());
  CHECK(iso["switches"].size() == 48);
}

TEST_CASE("fabric ntree check: a DESTRO witness moved onto updn's tables of the same tree is rejected", "[fabric]") {
  RunContext ctx;
  std::string why;
  Outcome o = fabric_destro_exhaustive(*fabric_fixture("k4n3-ftree"), ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  json moved = o.witness;
  moved["fabric"] = fabric_blob(fabric_fixture("k4n3-updn")->files);
  CHECK_FALSE(fabric_verify_destro(moved, why).verified());
  json pairs = o.witness;
  pairs["pairs"] = pairs["pairs"].get<uint64_t>() + 1;
  CHECK_FALSE(fabric_verify_destro(pairs, why).verified());
}

TEST_CASE("fabric ntree check: counterexamples that state no fact of the fabric are rejected", "[fabric]") {
  RunContext ctx;
  std::string why;
  // A real tree: any "not a tree" claim about it is false.
  json blob = fabric_blob(fabric_fixture("k4n3-ftree")->files);
  CHECK_FALSE(fabric_recheck_kary_ntree({{"fabric", blob}, {"violation", {{"kind", "size"}, {"hosts", 64},
                                          {"switches", 48}, {"stages", 3}}}}, why));
  Outcome destro = fabric_destro_exhaustive(*fabric_fixture("k4n3-updn"), ctx);
  REQUIRE(destro.verdict == Verdict::Fails);
  REQUIRE(fabric_recheck_destro(destro.counterexample, why));
  // The same departure claimed of ftree's tables (which are DESTRO) is rejected.
  json moved = destro.counterexample;
  moved["fabric"] = blob;
  CHECK_FALSE(fabric_recheck_destro(moved, why));
  json unknown_kind = destro.counterexample;
  unknown_kind["departure"]["kind"] = "other";
  CHECK_FALSE(fabric_recheck_destro(unknown_kind, why));
}
