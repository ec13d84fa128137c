// Tests for the independent checker of fabric.link_load
// (src/check/fabric_load_check.cpp): it confirms the engine's overloaded link,
// and rejects forged flows, a wrong bound or load, a counterexample or a
// witness carried to another pattern, and a balanced witness moved onto a
// routing that is not balanced.
#include <catch2/catch.hpp>

#include <tuple>

#include "check/fabric_load_check.hpp"
#include "check/fabric_read.hpp"
#include "core/certificate.hpp"
#include "search/fabric_link_load.hpp"
#include "tests/forge/consistent.hpp"
#include "tests/search/fabric_fixture.hpp"

using namespace netcert;

namespace {

FabricTraffic traffic(const std::string& pattern, const std::string& order) { return FabricTraffic{pattern, order}; }

}  // namespace

TEST_CASE("fabric load check: updn's overloaded top link under a shift is confirmed, forgeries are not", "[fabric]") {
  RunContext ctx;
  std::string why;
  const FabricTraffic ps = traffic("shift", "lid");
  Outcome o = fabric_link_load_exhaustive(*fabric_fixture("k4n3-updn"), "shift", "lid", ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  const json& c = o.counterexample;
  CHECK(c["matrix"] == 5);
  CHECK(c["load"] == 2);
  CHECK(c["bound"] == 1);
  REQUIRE(fabric_recheck_link_load(ps, c, why));
  CHECK_THAT(why, Catch::Contains("re-walked over the tables cross S1_12:5"));

  json dropped = c;  // a crossing flow left out: the load no longer says how many cross
  dropped["flows"].erase(1);
  dropped["load"] = 1;
  CHECK_FALSE(fabric_recheck_link_load(ps, dropped, why));
  json forged = c;  // a made-up flow: its destination is the other flow's source
  forged["flows"][1]["destination"] = forged["flows"][0]["source"];
  CHECK_FALSE(fabric_recheck_link_load(ps, forged, why));
  json bound = c;  // a bound the stage's flow-hops do not give
  bound["bound"] = 0;
  CHECK_FALSE(fabric_recheck_link_load(ps, bound, why));
  json load = c;
  load["load"] = 3;
  CHECK_FALSE(fabric_recheck_link_load(ps, load, why));
  json matrix = c;  // the same link under shift +6
  matrix["matrix"] = 6;
  CHECK_FALSE(fabric_recheck_link_load(ps, matrix, why));
  json stage = c;
  stage["stage"] = {3, 2};
  CHECK_FALSE(fabric_recheck_link_load(ps, stage, why));
  CHECK_FALSE(fabric_recheck_link_load(traffic("shift", "file"), c, why));
}

TEST_CASE("fabric load check: ftree's balanced shifts verify, and not on updn's tables or with edited loads",
          "[fabric]") {
  RunContext ctx;
  std::string why;
  const FabricTraffic ps = traffic("shift", "lid");
  Outcome o = fabric_link_load_exhaustive(*fabric_fixture("k4n3-ftree"), "shift", "lid", ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  REQUIRE(fabric_verify_link_load(ps, o.witness, why).verified());
  CHECK(o.witness["matrices"] == 63);
  CHECK(o.witness["stages"].size() == 6);

  json moved = o.witness;  // the same summary claimed for updn's tables of the same tree
  moved["fabric"] = fabric_link_load_exhaustive(*fabric_fixture("k4n3-updn"), "shift", "lid", ctx).counterexample["fabric"];
  CHECK_FALSE(fabric_verify_link_load(ps, moved, why));
  CHECK_THAT(why, Catch::Contains("above the bound"));
  json edited = o.witness;
  edited["stages"][2]["flow_hops"] = edited["stages"][2]["flow_hops"].get<uint64_t>() + 1;
  CHECK_FALSE(fabric_verify_link_load(ps, edited, why));
  CHECK_FALSE(fabric_verify_link_load(traffic("all-to-all", "lid"), o.witness, why));
  CHECK_FALSE(fabric_verify_link_load(traffic("shift", "file"), o.witness, why));
}

TEST_CASE("fabric load check: all-to-all on a 4-ary 2-tree's ftree tables holds and verifies", "[fabric]") {
  RunContext ctx;
  std::string why;
  Outcome o = fabric_link_load_exhaustive(*fabric_fixture("k4n2-ftree"), "all-to-all", "file", ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  CHECK(o.witness["flows"] == 240);
  CHECK(o.witness["stages"][0] == json{{"stage", {0, 1}}, {"channels", 16}, {"flow_hops", 240}, {"max_load", 15},
                                       {"bound", 15}});
  CHECK(fabric_verify_link_load(traffic("all-to-all", "file"), o.witness, why).verified());
}

TEST_CASE("fabric load check: bvn is refused on 5 hosts and fails on ftree with a confirmed link", "[fabric]") {
  RunContext ctx;
  std::string why;
  CHECK_THAT(fabric_link_load_refusal(*fabric_fixture("ring5-minhop"), "bvn", "lid"), Catch::Contains("has 5 hosts"));
  CHECK_THAT(fabric_link_load_refusal(*fabric_fixture("ring5-minhop"), "rotate", "lid"), Catch::Contains("pattern 'rotate'"));
  Outcome o = fabric_link_load_exhaustive(*fabric_fixture("k2n3-ftree"), "bvn", "file", ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(fabric_recheck_link_load(traffic("bvn", "file"), o.counterexample, why));
  CHECK_FALSE(fabric_recheck_link_load(traffic("shift", "file"), o.counterexample, why));
}

// Counterexamples consistent in every field (the crossing flows, their number, the stage
// and its bound all recomputed over the engines' walks): a link loaded exactly to its
// bound is not overloaded, one flow more is. Both sides of the comparison, on bvn over
// k2n3-ftree (at the bound: S0_2:3 carries 1 flow of a stage bounded by 1) and on
// updn's shifts over k4n3 (above it).
TEST_CASE("fabric load check: a link loaded exactly to its bound is not a counterexample, one above is",
          "[fabric]") {
  RunContext ctx;
  size_t at_bound = 0, above = 0;
  for (auto [dir, pattern, order] : {std::tuple{"k2n3-ftree", "bvn", "file"}, std::tuple{"k4n3-updn", "shift", "lid"}}) {
    Outcome o = fabric_link_load_exhaustive(*fabric_fixture(dir), pattern, order, ctx);
    REQUIRE(o.verdict == Verdict::Fails);
    json cert = {{"property", "fabric.link_load"}, {"engine", "exhaustive"},
                 {"params", {{"pattern", pattern}, {"order", order}}},
                 {"witness", {{"counterexample", o.counterexample}}}};
    for (const ConsistentCase& c : consistent_counterexamples(cert, 400)) {
      std::string why;
      INFO(dir << " " << c.what);
      if (c.verdict == "holds") {  // the per-stage summary recomputed, claimed for a fabric that is not balanced
        CHECK_FALSE(c.true_statement);
        CHECK_FALSE(fabric_verify_link_load(traffic(pattern, order), c.counterexample, why).verified());
        continue;
      }
      CHECK(fabric_recheck_link_load(traffic(pattern, order), c.counterexample, why) == c.true_statement);
      uint64_t load = c.counterexample["load"], bound = c.counterexample["bound"];
      at_bound += load == bound;
      above += load == bound + 1;
    }
  }
  CHECK(at_bound > 0);
  CHECK(above > 0);
}

// The checker's own reading of the tables: an entry naming the switch's last port reads, one
// naming the port after it is refused (a walk would otherwise leave by another node's port).
TEST_CASE("fabric read: an LFT entry may name the switch's last port, not the one after it", "[fabric]") {
  RunContext ctx;
  Outcome o = fabric_link_load_exhaustive(*fabric_fixture("k2n3-ftree"), "bvn", "file", ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  auto with_first_entry = [&](const std::string& port) {
    json blob = o.counterexample["fabric"];
    std::string lfts = blob["lfts"];
    const size_t at = lfts.find("0x0001 001");  // switch S0_0 (4 ports) forwards LID 1 by port 1
    REQUIRE(at != std::string::npos);
    lfts.replace(at, 10, "0x0001 " + port);
    blob["lfts"] = lfts;
    blob["sha256"] = sha256_hex(blob["topology"].get<std::string>() + std::string(1, '\0') + lfts);
    blob["lfts_sha256"] = sha256_hex(lfts);  // each embedded file's own digest is checked too
    return blob;
  };
  CheckedFabric cf;
  std::string why;
  CHECK(load_checked_fabric(with_first_entry("004"), cf, why));
  CHECK_FALSE(load_checked_fabric(with_first_entry("005"), cf, why));
  CHECK_THAT(why, Catch::Contains("names a port the switch lacks"));
}
