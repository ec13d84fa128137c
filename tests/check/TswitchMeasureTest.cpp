// TswitchMeasureTest.cpp — the T-switch checker's own measures
// (src/check/tswitch_measure.cpp) against the engines' (net/tswitch_config,
// net/tswitch_reach): the internal-link use of every configuration on random
// loads, membership in each optimal set, the claimed set and minimum at every
// stage, and the first reachable-set mismatch on walked counts, true and edited.
#include <catch2/catch.hpp>

#include <random>
#include <tuple>

#include "check/tswitch_measure.hpp"
#include "check/tswitch_reach_check.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_config.hpp"
#include "net/tswitch_reach.hpp"

using namespace netcert;

TEST_CASE("tswitch measures: link use and set membership agree with the engines' on every configuration",
          "[tswitch][independence]") {
  std::mt19937_64 rng(2);
  for (int k = 1; k <= 5; ++k) {
    const int P = 2 * k;
    std::vector<uint64_t> loads(static_cast<size_t>(P * P));
    for (auto& x : loads) x = rng() % 1000;
    size_t paired = 0;
    for (uint64_t mask = 0; mask < (1ULL << P); ++mask) {
      if (__builtin_popcountll(mask) != k) continue;
      Sides x(static_cast<size_t>(P));
      for (int l = 0; l < P; ++l) x[static_cast<size_t>(l)] = (mask >> l) & 1;
      INFO("k = " << k << ", mask = " << mask);
      CHECK(checked_link_use(loads, k, x) == internal_use(loads, k, x));
      for (ClaimedSet set : {ClaimedSet::Paired, ClaimedSet::HalfAndHalf, ClaimedSet::OneSide})
        CHECK(checked_in_set(set, k, x) == in_claimed_set(set, k, x));
      paired += checked_in_set(ClaimedSet::Paired, k, x);
    }
    CHECK(BigInt(paired) == claimed_set_size(ClaimedSet::Paired, k));  // C(k, k/2) for even k, none for odd
  }
}

TEST_CASE("tswitch measures: the claimed set and minimum agree with the engines' at every stage",
          "[tswitch][independence]") {
  for (int k = 2; k <= 6; ++k)
    for (int n = 1; n <= 5; ++n)
      for (int stage = 0; stage < n; ++stage)
        for (Connections c : {Connections::All, Connections::ForwardTurnaround, Connections::Backward}) {
          INFO("k = " << k << ", n = " << n << ", stage = " << stage << ", connections = " << to_string(c));
          CHECK(checked_claimed_set(n, stage, c) == claimed_set(n, stage, c));
          CHECK(checked_claimed_min_twice(k, n, stage, c) == claimed_min_twice(k, n, stage, c));
        }
}

TEST_CASE("tswitch measures: the first reachable-set mismatch is the engines', on true and edited counts",
          "[tswitch][independence]") {
  for (auto [k, n] : std::vector<std::pair<int, int>>{{2, 2}, {2, 3}, {3, 2}, {3, 3}, {4, 2}})
    for (const std::string sets : {"topological", "destro", "both"}) {
      INFO("k = " << k << ", n = " << n << ", sets = " << sets);
      KaryNTree t(k, n);
      ReachCounts counts = walked_reach_counts(t, sets);
      uint64_t mine = 0, theirs = 0;
      CHECK_FALSE(checked_reach_mismatch(counts, sets, reach_claim, mine).has_value());
      CHECK_FALSE(first_reach_mismatch(counts, sets, reach_claim, theirs).has_value());
      CHECK(mine == theirs);
      CHECK(mine > 0);
      // One port-level count of the last switch off by one: both find it, after the same comparisons.
      auto& port = sets == "destro" ? counts.destro_port : counts.topo_port;
      port[port.size() - 1 - static_cast<size_t>(k)] += 1;
      auto a = checked_reach_mismatch(counts, sets, reach_claim, mine);
      auto b = first_reach_mismatch(counts, sets, reach_claim, theirs);
      REQUIRE(a.has_value() == b.has_value());
      if (a) {
        CHECK(std::make_tuple(a->set, a->sw, a->port, a->counted, a->claimed) ==
              std::make_tuple(b->set, b->sw, b->port, b->counted, b->claimed));
        CHECK(mine == theirs);
      }
    }
}
