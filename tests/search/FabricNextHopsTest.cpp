// Tests for the next-hop table (src/search/fabric_next_hops.cpp) that the link
// load and DESTRO engines walk: on real OpenSM tables and on broken ones (a
// loop, a dead end), every ordered pair it delivers has exactly walk_fabric's
// hops, and it delivers exactly the pairs walk_fabric delivers.
#include <catch2/catch.hpp>

#include "route/fabric_walk.hpp"
#include "search/fabric_next_hops.hpp"
#include "route/fabric_routing.hpp"

using namespace netcert;

namespace {

std::shared_ptr<const FabricRouting> next_hops_fixture(const std::string& dir, const std::string& lfts) {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  return load_fabric_routing(read_fabric_files(base + dir + "/topology.ibnd", base + lfts));
}

// Pairs delivered by the walk, and pairs where the table and the walk disagree.
std::pair<uint64_t, uint64_t> next_hops_compare_every_pair(const FabricRouting& r, int jobs = 1) {
  const Fabric& f = r.fabric;
  const FabricNextHops next(f, *r.lft, jobs);
  std::vector<FabricPort> hops;
  std::vector<uint32_t> channels;
  uint64_t delivered = 0, disagree = 0;
  const auto H = static_cast<uint32_t>(f.hosts().size());
  for (uint32_t s = 0; s < H; ++s)
    for (uint32_t d = 0; d < H; ++d) {
      if (s == d) continue;
      const FabricWalk w = walk_fabric(f, *r.lft, s, d);
      const bool walked = w.end == FabricWalk::End::Delivered;
      delivered += walked;
      const bool table = next.hops(s, d, hops);
      bool same = table == walked && (!walked || hops == w.hops);
      if (same && walked) {  // the channels: the source's port, then each hop's
        same = next.channels(s, d, channels) && channels.size() == hops.size() + 1 &&
               channels[0] == f.port_index(f.hosts()[s].at);
        for (size_t i = 0; same && i < hops.size(); ++i)
          same = channels[i + 1] == f.port_index(hops[i]) && next.port_at(channels[i + 1]) == hops[i];
      }
      disagree += !same;
    }
  return {delivered, disagree};
}

}  // namespace

TEST_CASE("fabric next hops: every pair of real OpenSM tables as walk_fabric walks it", "[fabric]") {
  for (const char* dir : {"k4n2-ftree", "k4n2-updn", "k4n3-minhop", "ring5-minhop", "torus5x5-dfsssp"}) {
    INFO(dir);
    auto r = next_hops_fixture(dir, std::string(dir) + "/opensm-lfts.dump");
    const auto H = static_cast<uint64_t>(r->fabric.hosts().size());
    for (int jobs : {1, 2, 3}) {  // destinations decided in ranges on the threads
      INFO("jobs " << jobs);
      auto [delivered, disagree] = next_hops_compare_every_pair(*r, jobs);
      CHECK(delivered == H * (H - 1));
      CHECK(disagree == 0);
    }
  }
}

TEST_CASE("fabric next hops: broken tables deliver exactly the pairs the walk delivers", "[fabric]") {
  for (const char* lfts : {"broken/loop.dump", "broken/deadend.dump"}) {
    INFO(lfts);
    auto r = next_hops_fixture("k4n2-ftree", lfts);
    const auto H = static_cast<uint64_t>(r->fabric.hosts().size());
    auto [delivered, disagree] = next_hops_compare_every_pair(*r);
    CHECK(delivered < H * (H - 1));  // the fixture does break some pairs
    CHECK(disagree == 0);
  }
}
