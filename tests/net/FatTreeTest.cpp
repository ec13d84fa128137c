// Tests for src/net/fat_tree.cpp.
#include <catch2/catch.hpp>

#include "net/fat_tree.hpp"

using namespace netcert;

TEST_CASE("fattree: fat tree ids are heap ordered", "[fattree]") {
  FatTree t(4);
  CHECK(FatTree::id(0, 0) == 1);
  CHECK(FatTree::id(2, 3) == 7);
  CHECK(FatTree::level(7) == 2);
  CHECK(FatTree::index_in_level(7) == 3);
  CHECK(t.leaf_id(5) == 21);
  CHECK(t.lca_level(4, 5) == 3);
  CHECK(t.lca_level(0, 15) == 0);
  CHECK(t.in_subtree(2, 1, 4));
  CHECK_FALSE(t.in_subtree(2, 1, 8));
}

TEST_CASE("fattree: Lemma 1 bounds match the closed forms", "[fattree]") {
  // n = 4: level 1: 8 - 4 = 4; level 2: 4 - 1 = 3; level 3, 4: nonblocking.
  FatTree t(4);
  CHECK(t.up_bound(1) == 4);
  CHECK(t.up_bound(2) == 3);
  CHECK(t.up_bound(3) == 2);
  CHECK(t.up_bound(4) == 1);
  CHECK(t.down_bound(0) == 8);  // 2 * ceil(8 * (1 - 1/2))
  CHECK(t.down_bound(1) == 6);
  for (int n = 1; n <= 20; ++n) {
    FatTree u(n);
    for (int j = 1; j <= n; ++j) {
      // ceil(2^(n-j) (1 - 2^-j)) computed in floating point for the small cases
      double exact = std::ceil(std::ldexp(1.0, n - j) * (1 - std::ldexp(1.0, -j)) - 1e-9);
      CHECK(u.up_bound(j) == static_cast<uint64_t>(exact));
      CHECK(FatTree::up_bound_big(n, j) == u.up_bound(j));
    }
  }
  CHECK(FatTree::up_bound_big(256, 1).str() ==
        (pow2(255) - pow2(254)).str());
}
