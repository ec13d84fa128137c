// Tests for the independent checker of fabric.kary_ntree and
// fabric.destro_equivalent (src/check/fabric_ntree_check.cpp): it rejects
// every edited isomorphism, a DESTRO witness moved to another routing of the
// same tree, and counterexamples that do not state a fact of the fabric.
#include <catch2/catch.hpp>

#include <algorithm>

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

// Port maps consistent with the fabric except at one position: an unlinked port of the switch
// where the model has no link, or the first port number the switch lacks.
TEST_CASE("fabric ntree check: a port where the model has no link, or past the switch's last, is rejected",
          "[fabric]") {
  RunContext ctx;
  auto routing = fabric_fixture("k4n3-ftree");
  const Fabric& f = routing->fabric;
  Outcome o = fabric_kary_ntree_exhaustive(*routing, ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  size_t unlinked = 0, past_end = 0;
  const json& switches = o.witness["isomorphism"]["switches"];
  for (size_t i = 0; i < switches.size(); ++i) {
    const uint32_t v = f.node_by_id(switches[i]["node"].get<std::string>());
    const json& ports = switches[i]["ports"];
    for (size_t x = 0; x < ports.size(); ++x) {
      std::string why;
      json edited = o.witness;
      json& p = edited["isomorphism"]["switches"][i]["ports"][x];
      if (ports[x] != 0) {  // one past the switch's last port, where a link is
        p = f.node(v).ports + 1;
        CHECK_FALSE(fabric_verify_kary_ntree(edited, why).verified());
        CHECK_THAT(why, Catch::Contains("names a port the switch lacks"));
        ++past_end;
        continue;
      }
      for (int q = 1; q <= f.node(v).ports; ++q) {
        FabricPort far;
        if (f.peer({v, q}, far) || std::find(ports.begin(), ports.end(), q) != ports.end()) continue;
        p = q;  // a real port of the switch, with no link, where the model has none either
        CHECK_FALSE(fabric_verify_kary_ntree(edited, why).verified());
        ++unlinked;
        break;
      }
    }
  }
  CHECK(past_end > 0);
  CHECK(unlinked > 0);
}

// On a real 4-ary 3-tree every component splits into exactly k = 4 parts: a "children"
// violation stating that true count, for any switch, stage and side, is no violation.
TEST_CASE("fabric ntree check: a component split into exactly k parts is not a children violation", "[fabric]") {
  RunContext ctx;
  auto routing = fabric_fixture("k4n3-ftree");
  Outcome o = fabric_kary_ntree_exhaustive(*routing, ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  size_t tried = 0;
  for (uint32_t sw : routing->fabric.switches())
    for (int stage = 0; stage < 3; ++stage)
      for (const char* side : {"down", "up"}) {
        json c = {{"fabric", o.witness["fabric"]},
                  {"violation", {{"kind", "children"}, {"side", side}, {"stage", stage},
                                 {"switch", routing->fabric.node(sw).id}, {"children", 4}}}};
        std::string why;
        CHECK_FALSE(fabric_recheck_kary_ntree(c, why));
        ++tried;
      }
  CHECK(tried == 48 * 6);
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
