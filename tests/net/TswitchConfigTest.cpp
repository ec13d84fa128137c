// TswitchConfigTest.cpp — T-switch configurations and closed forms (src/net/tswitch_config.cpp).
#include <catch2/catch.hpp>

#include "net/tswitch_config.hpp"

using namespace netcert;

static uint64_t count_members(ClaimedSet set, int k) {
  uint64_t count = 0;
  for (uint64_t m = 0; m < (1ULL << (2 * k)); ++m) {
    if (__builtin_popcountll(m) != k) continue;
    Sides x(2 * k);
    for (int l = 0; l < 2 * k; ++l) x[l] = (m >> l) & 1;
    count += in_claimed_set(set, k, x);
  }
  return count;
}

TEST_CASE("claimed set sizes match a count by definition", "[tswitch]") {
  for (int k = 2; k <= 7; ++k)
    for (auto set : {ClaimedSet::Paired, ClaimedSet::HalfAndHalf, ClaimedSet::OneSide}) {
      REQUIRE(BigInt(count_members(set, k)) == claimed_set_size(set, k));
      Sides member = claimed_member(set, k);
      if (claimed_set_size(set, k) == 0) REQUIRE(member.empty());
      else REQUIRE(in_claimed_set(set, k, member));
    }
}

TEST_CASE("internal use counts connections between the twins", "[tswitch]") {
  int k = 2;
  std::vector<uint64_t> loads(16, 0);
  loads[0 * 4 + 2] = 5;  // forward 0 -> 2
  loads[3 * 4 + 1] = 7;  // backward 3 -> 1
  Sides x = sides_of(k, {0, 1});
  REQUIRE(internal_use(loads, k, x) == 12);
  REQUIRE(internal_use(loads, k, sides_of(k, {0, 2})) == 0);  // both connections stay inside a twin
  REQUIRE(internal_use(filter_loads(loads, k, Connections::Backward), k, x) == 7);
  REQUIRE(internal_use(filter_loads(loads, k, Connections::ForwardTurnaround), k, x) == 5);
  REQUIRE(alpha_of(x) == std::vector<int>{0, 1});
}

TEST_CASE("Table 1 closed forms are internally consistent", "[tswitch]") {
  for (int k = 2; k <= 6; ++k)
    for (int n = 1; n <= 4; ++n)
      for (int s = 0; s < n; ++s) {
        BigInt f = 0, t = 0, b = 0;
        for (int in = 0; in < 2 * k; ++in)
          for (int out = 0; out < 2 * k; ++out) {
            BigInt v = table1_port(k, n, s, in, out);
            (in < k && out >= k ? f : in < k && out < k ? t : b) += v;
          }
        Table1Switch sw = table1_switch(k, n, s);
        REQUIRE(f == sw.forward);
        REQUIRE(t == sw.turnaround);
        REQUIRE(b == sw.backward);
      }
  // Big parameters stay exact.
  REQUIRE(claimed_min_twice(64, 30, 0, Connections::All) == big_pow(64, 31));
}
