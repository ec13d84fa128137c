// Tests for src/route/fabric_routing.cpp: load_fabric_routing reads a real OpenSM fabric
// (tests/data/fabric, made by make_fabric.sh with ibsim + OpenSM) into its switches, hosts and
// symmetric links, and refuses malformed and inconsistent files naming file and line.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "route/fabric_routing.hpp"

using namespace netcert;

namespace {

std::shared_ptr<const FabricRouting> fixture(const std::string& dir) {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  return load_fabric_routing(read_fabric_files(base + dir + "/topology.ibnd", base + dir + "/opensm-lfts.dump"));
}

}  // namespace

TEST_CASE("fabric: ibnetdiscover topology of a 4-ary 2-tree reads into 8 switches, 16 hosts", "[fabric]") {
  auto r = fixture("k4n2-ftree");
  CHECK(r->fabric.switches().size() == 8);
  CHECK(r->fabric.hosts().size() == 16);
  for (uint32_t s : r->fabric.switches()) CHECK(r->fabric.node(s).ports == 8);
  // Every link is symmetric: the far end of the far end is the port itself.
  for (uint32_t v = 0; v < r->fabric.nodes().size(); ++v)
    for (int p = 1; p <= r->fabric.node(v).ports; ++p) {
      FabricPort far, back;
      if (!r->fabric.peer({v, p}, far)) continue;
      REQUIRE(r->fabric.peer(far, back));
      CHECK(back == FabricPort{v, p});
    }
}

TEST_CASE("fabric: malformed and inconsistent files are input errors naming file and line", "[fabric]") {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  auto fails_with = [&](const std::string& topo, const std::string& lfts, const std::string& text) {
    INFO(topo << " " << lfts);
    try {
      load_fabric_routing(read_fabric_files(base + topo, base + lfts));
      FAIL("no error");
    } catch (const InputError& e) {
      CHECK_THAT(e.what(), Catch::Contains(text));
    }
  };
  const std::string T = "k4n2-ftree/topology.ibnd", L = "k4n2-ftree/opensm-lfts.dump";
  fails_with(T, "bad/unknown_guid.dump", "unknown_guid.dump:105: unknown GUID 0x00000000002000ff");
  fails_with(T, "bad/port_out_of_range.dump", "port_out_of_range.dump:115: port 9 is out of range 0..8");
  fails_with(T, "bad/duplicate_lft_entry.dump", "duplicate_lft_entry.dump:116: LID 13 is listed twice");
  fails_with(T, "bad/truncated.dump", "truncated.dump:120: truncated");
  fails_with("bad/duplicate_lid.ibnd", L, "duplicate LID 13");
  fails_with("bad/missing_link_end.ibnd", L, "missing_link_end.ibnd:183: missing link end");
  fails_with("bad/too_many_ports.ibnd", L, "too_many_ports.ibnd:82: port count 300 is outside 1..254");
  fails_with("bad/unknown_peer.ibnd", L, "unknown_peer.ibnd:2: link to 'nowhere'");
}
