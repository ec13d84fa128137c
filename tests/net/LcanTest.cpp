// Tests for src/net/lcan.cpp: the labelling and wiring of Sec. 2.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "net/lcan.hpp"

using namespace netcert;

TEST_CASE("lcan: CB-LCAN level sizes follow Eq. (1)", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 27, 3, 2});
  REQUIRE(net.levels() == 3);
  CHECK(net.switches_at(0) == 9);
  CHECK(net.switches_at(1) == 6);
  CHECK(net.switches_at(2) == 4);
  Lcan t({LcanKind::Tree, 16, 4, 2});
  REQUIRE(t.levels() == 3);
  CHECK(t.switches_at(0) == 4);
  CHECK(t.switches_at(1) == 2);
  CHECK(t.switches_at(2) == 1);
}

TEST_CASE("lcan: CB wiring matches the label rule and is one-to-one", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 16, 2, 2});
  // Level-0 switch H=3 (PEs 6,7), upper 1 -> level-1 switch (H=1, L=1) = index 1*2+1, downer 3 mod 2 = 1.
  uint64_t far = net.upper_link(3 * 2 + 1);
  CHECK(far / 2 == net.level_offset(1) + 3);
  CHECK(far % 2 == 1);
  for (uint64_t port = 0; port < net.switch_count() * net.u(); ++port) {
    uint64_t f = net.upper_link(port);
    if (f == Lcan::kNone) {
      CHECK(net.level_of(port / net.u()) == net.levels() - 1);
      continue;
    }
    CHECK(net.downer_link(f) == port);
  }
}

TEST_CASE("lcan: LCA level is the most significant differing digit (Fig. 4 example)", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 27, 3, 2});
  CHECK(net.lca_level(4, 18) == 2);  // 011 vs 200
  CHECK(net.lca_level(4, 5) == 0);
  CHECK(net.lca_level(4, 7) == 1);
  Lcan t({LcanKind::Tree, 16, 4, 2});
  CHECK(t.lca_level(0, 3) == 0);
  CHECK(t.lca_level(0, 4) == 1);
  CHECK(t.lca_level(0, 15) == 2);
}

TEST_CASE("lcan: malformed shapes are input errors", "[lcan]") {
  CHECK_THROWS_AS(Lcan({LcanKind::CompleteBipartite, 12, 2, 2}), InputError);
  CHECK_THROWS_AS(Lcan({LcanKind::Tree, 16, 4, 4}), InputError);
  CHECK_THROWS_AS(Lcan({LcanKind::Tree, 16, 3, 2}), InputError);
  CHECK_THROWS_AS(Lcan({LcanKind::CompleteBipartite, 1 << 30, 2, 2}), InputError);  // too many switches
}

TEST_CASE("lcan: mutations survive a JSON round trip", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 16, 2, 2});
  net.swap_uppers(1, 2);
  Lcan again = Lcan::from_json(net.to_json());
  for (uint64_t port = 0; port < net.switch_count() * net.u(); ++port) CHECK(again.upper_link(port) == net.upper_link(port));
}

TEST_CASE("lcan: Theorem 1 reading: l_max", "[lcan]") {
  CHECK(theorem1_lmax(16, 2, 2) == -1);  // d = u: unbounded
  CHECK(theorem1_lmax(16, 4, 2) == 3);   // S = 4, 2, 1, 1/2
  CHECK(theorem1_lmax(27, 3, 2) == 3);   // S = 9, 6, 4, 8/3
}
