// OftTest.cpp — the link-level OFT(r) model (src/net/oft.cpp).
#include <catch2/catch.hpp>

#include <set>

#include "core/errors.hpp"
#include "net/oft.hpp"

using namespace netcert;

TEST_CASE("OFT router ids are heap ordered by level", "[oft]") {
  OpticalFatTree net(3);
  CHECK(net.router_count() == 7);
  CHECK(net.router_id(3, 0) == 0);
  CHECK(net.router_id(2, 1) == 2);
  CHECK(net.router_id(1, 3) == 6);
  for (uint64_t id = 0; id < net.router_count(); ++id)
    CHECK(net.router_id(net.router_level(id), net.router_index(id)) == id);
}

TEST_CASE("OFT drop and turn states are the maps of Sec. 2.1", "[oft]") {
  OpticalFatTree net(3);
  // Level 2: l = 4. Drop i_s -> o_s, turn i_s -> o_((s+2) mod 4).
  for (uint64_t s = 0; s < 4; ++s) {
    CHECK(net.output_port(2, 0, s, RouterState::Drop) == s);
    CHECK(net.output_port(2, 0, s, RouterState::Turn) == (s + 2) % 4);
  }
  // Both states are bijections at every level.
  for (int lv = 1; lv <= 3; ++lv)
    for (auto st : {RouterState::Drop, RouterState::Turn}) {
      std::set<uint64_t> outs;
      for (uint64_t s = 0; s < OpticalFatTree::ports(lv); ++s) outs.insert(net.output_port(lv, 0, s, st));
      CHECK(outs.size() == OpticalFatTree::ports(lv));
    }
}

TEST_CASE("OFT wiring: P_w feeds root input i_w - o_j feeds the left child when j < l/2", "[oft]") {
  OpticalFatTree net(3);
  for (uint64_t w = 0; w < 8; ++w) {
    auto e = net.link_head(net.processor_link(w));
    CHECK(!e.processor);
    CHECK(e.level == 3);
    CHECK(e.index == 0);
    CHECK(e.port == w);
  }
  // Root output o_5 (l = 8, right half) is input i_1 of the right child R(2,1).
  auto e = net.link_head(net.router_output_link(3, 0, 5));
  CHECK(e.level == 2);
  CHECK(e.index == 1);
  CHECK(e.port == 1);
  // Output o_1 of level-1 router q = 2 reaches processor 5.
  auto p = net.link_head(net.router_output_link(1, 2, 1));
  CHECK(p.processor);
  CHECK(p.index == 5);
}

TEST_CASE("OFT explicit link arrays are consistent", "[oft]") {
  OpticalFatTree net(4);
  auto g = net.materialise();
  CHECK(g.head.size() == 5 * 16);
  CHECK(g.offset.size() == 2 * 16);
  CHECK(g.offset.back() == g.head.size());
  for (uint64_t v = 0; v + 1 < g.offset.size(); ++v)
    for (uint64_t k = g.offset[v]; k < g.offset[v + 1]; ++k) CHECK(g.tail[g.link_of[k]] == v);
  CHECK(OpticalFatTree::links_closed_form(64) == BigInt(65) * pow2(64));
}

TEST_CASE("OFT rejects sizes and faults outside the model", "[oft]") {
  CHECK_THROWS_AS(OpticalFatTree(0), InputError);
  CHECK_THROWS_AS(OpticalFatTree(63), InputError);
  OpticalFatTree net(2);
  CHECK_THROWS_AS(net.miswire(3, 0, RouterState::Drop, 0, 0), InputError);
  net.miswire(1, 1, RouterState::Turn, 0, 0);
  CHECK(net.output_port(1, 1, 0, RouterState::Turn) == 0);
  CHECK(net.has_faults());
}
