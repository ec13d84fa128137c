// KaryNtreeTest.cpp — the k-ary n-tree model (src/net/kary_ntree.cpp).
#include <catch2/catch.hpp>
#include <set>

#include "net/kary_ntree.hpp"

using namespace netcert;

TEST_CASE("k-ary n-tree sizes and link table are consistent", "[tswitch]") {
  for (int k : {2, 3, 4}) {
    for (int n : {1, 2, 3}) {
      KaryNTree t(k, n);
      uint64_t N = 1;
      for (int i = 0; i < n; ++i) N *= k;
      REQUIRE(t.terminals() == N);
      REQUIRE(t.switch_count() == n * N / k);  // n k^(n-1) switches
      std::set<uint64_t> terminals;
      for (uint64_t w = 0; w < t.switch_count(); ++w)
        for (int l = 0; l < t.ports(); ++l) {
          auto e = t.peer(w, l);
          int s = t.stage_of(w);
          if (l >= k && s == n - 1) REQUIRE(e.kind == KaryNTree::End::None);
          if (e.kind == KaryNTree::End::Switch) {
            auto back = t.peer(e.id, e.port);  // links are symmetric
            REQUIRE(back.kind == KaryNTree::End::Switch);
            REQUIRE(back.id == w);
            REQUIRE(back.port == l);
            // A.6.1: <s,o> -- <s+1,o'> with o_i = o'_i for i != s.
            int s2 = t.stage_of(e.id);
            REQUIRE(std::abs(s2 - s) == 1);
            int low = std::min(s, s2);
            for (int i = 0; i < n - 1; ++i)
              if (i != low) REQUIRE(t.digit(t.position_of(w), i) == t.digit(t.position_of(e.id), i));
          }
          if (e.kind == KaryNTree::End::Terminal) {
            REQUIRE(s == 0);
            REQUIRE(l < k);
            terminals.insert(e.id);
            auto at = t.attachment(e.id);
            REQUIRE(at.id == w);
            REQUIRE(at.port == l);
          }
        }
      REQUIRE(terminals.size() == N);
    }
  }
}

TEST_CASE("k-ary n-tree follows the documented port convention", "[tswitch]") {
  KaryNTree t(3, 3);
  // Up-port k+j of <s,o> is down-port o_s of <s+1, o with o_s := j>.
  uint64_t o = 5;  // digits o_1 o_0 = 1 2
  auto e = t.peer(t.switch_id(0, o), 3 + 1);
  REQUIRE(e.id == t.switch_id(1, t.with_digit(o, 0, 1)));
  REQUIRE(e.port == 2);
  // Terminal h hangs on <0, h / k> at down-port h_0.
  REQUIRE(t.attachment(17).id == t.switch_id(0, 5));
  REQUIRE(t.attachment(17).port == 2);
  REQUIRE_THROWS(KaryNTree(1, 2));
  REQUIRE_THROWS(KaryNTree(65, 1));
  REQUIRE_THROWS(KaryNTree(64, 5));
}
