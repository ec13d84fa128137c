// Tests for fabric.link_load's traffic patterns (src/route/fabric_traffic.cpp)
// and engine (src/search/fabric_link_load.cpp): each shift and bvn matrix is a
// permutation of the hosts without fixed points, the two host orders differ on
// OpenSM's fixtures, and the engine's per-stage loads add up.
#include <catch2/catch.hpp>

#include <set>

#include "route/fabric_traffic.hpp"
#include "search/fabric_link_load.hpp"
#include "tests/search/fabric_fixture.hpp"

using namespace netcert;

TEST_CASE("fabric traffic: shift and bvn matrices are partial permutations without fixed points", "[fabric]") {
  const auto r = fabric_fixture("k2n3-ftree");
  const size_t n = r->fabric.hosts().size();
  for (const char* pattern : {"shift", "bvn"}) {
    FabricTraffic t(r->fabric, pattern, "lid");
    CHECK(t.matrices() == (std::string(pattern) == "shift" ? n - 1 : n));
    for (uint64_t m = 1; m <= t.matrices(); ++m) {
      std::set<uint32_t> sources, destinations;
      for (auto [s, d] : t.flows(m)) {
        CHECK(s != d);
        sources.insert(s), destinations.insert(d);
      }
      CHECK(sources.size() == t.flows(m).size());
      CHECK(destinations.size() == t.flows(m).size());
      if (std::string(pattern) == "shift") CHECK(t.flows(m).size() == n);
    }
  }
  CHECK(FabricTraffic(r->fabric, "all-to-all", "file").flows(1).size() == n * (n - 1));
  CHECK_THROWS_AS(FabricTraffic(r->fabric, "bvn", "rank"), std::invalid_argument);
}

TEST_CASE("fabric traffic: LID order and file order are different rankings on OpenSM's k4n3 fixture", "[fabric]") {
  const auto r = fabric_fixture("k4n3-ftree");
  CHECK(FabricTraffic(r->fabric, "shift", "lid").flows(1) != FabricTraffic(r->fabric, "shift", "file").flows(1));
}

TEST_CASE("fabric link load: the first stage of a shift carries one flow-hop per flow", "[fabric]") {
  RunContext ctx;
  Outcome o = fabric_link_load_exhaustive(*fabric_fixture("k4n2-ftree"), "shift", "file", ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  CHECK(o.stats["flows"] == 240);
  CHECK(o.stats["stages"][0]["stage"] == json{0, 1});
  CHECK(o.stats["stages"][0]["flow_hops"] == 240);  // every flow leaves its host once
  CHECK(o.stats["worst"]["load"] == 1);
}

namespace {
// `hosts` CAs of one port each, nothing wired: enough for the pattern's size check.
Fabric unwired_hosts(uint32_t hosts) {
  Fabric f;
  for (uint32_t h = 0; h < hosts; ++h) {
    FabricNode n;
    n.kind = FabricNode::Kind::Host;
    n.id = "H-" + std::to_string(h);
    n.name = n.id;
    n.ports = 1;
    f.add_host({{f.add_node(n), 1}, h + 1});
  }
  return f;
}
}  // namespace

TEST_CASE("fabric traffic: up to 8192 hosts are taken, one more is refused naming the limit", "[fabric]") {
  CHECK(FabricTraffic::refusal(unwired_hosts(5832), "shift", "lid").empty());  // the 18-ary 3-tree
  CHECK(FabricTraffic::refusal(unwired_hosts(8192), "all-to-all", "file").empty());
  CHECK(FabricTraffic::refusal(unwired_hosts(8193), "shift", "lid") ==
        "the fabric has 8193 hosts, above this engine's limit of 8192 (N(N-1) routed flows per check)");
}

TEST_CASE("fabric link load: all-to-all's flows on one job and on several give the same loads and verdict",
          "[fabric]") {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  auto missing_link = load_fabric_routing(  // pairs not delivered in both halves of the flows
      read_fabric_files(base + "broken/k4n3_missing_link.ibnd", base + "k4n3-ftree/opensm-lfts.dump"));
  for (auto r : {fabric_fixture("k4n3-ftree"), fabric_fixture("k4n3-minhop"), fabric_fixture("k4n3-updn"), missing_link}) {
    RunContext one;
    one.jobs = 1;
    const Outcome a = fabric_link_load_exhaustive(*r, "all-to-all", "lid", one);
    for (int jobs : {2, 3}) {
      RunContext several;
      several.jobs = jobs;
      const Outcome b = fabric_link_load_exhaustive(*r, "all-to-all", "lid", several);
      INFO(a.note << " / jobs " << jobs);
      CHECK(a.verdict == b.verdict);
      CHECK(a.note == b.note);
      CHECK(a.witness == b.witness);
      CHECK(a.counterexample == b.counterexample);
      CHECK(a.stats == b.stats);
    }
  }
}
