// TswitchGenTest.cpp — the T-switch configuration generators (generators/tswitch_gen.hpp).
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "generators/tswitch_gen.hpp"

using namespace netcert;

TEST_CASE("generated configurations have k ports per twin", "[tswitch]") {
  rc::prop("tswitch_sides is a k-subset", [] {
    int k = *rc::gen::inRange(1, 9);
    Sides x = *gen::tswitch_sides(k);
    RC_ASSERT(x.size() == static_cast<size_t>(2 * k));
    RC_ASSERT(static_cast<int>(alpha_of(x).size()) == k);
  });
  rc::prop("named parts land in their sets", [] {
    int k = 2 * *rc::gen::inRange(1, 6);
    RC_ASSERT(in_claimed_set(ClaimedSet::Paired, k, *gen::paired_sides(k)));
    RC_ASSERT(in_claimed_set(ClaimedSet::OneSide, k, *gen::one_side_sides(k)));
    Sides y = *gen::swap_one(gen::paired_sides(k));
    RC_ASSERT(static_cast<int>(alpha_of(y).size()) == k);
  });
}

TEST_CASE("the mix reaches the edge cases", "[tswitch]") {
  int paired = 0, one_side = 0, other = 0;
  auto g = gen::tswitch_sides(4);
  for (int seed = 0; seed < 300; ++seed) {
    Sides x = g(rc::Random(seed), 10).value();
    if (in_claimed_set(ClaimedSet::Paired, 4, x)) ++paired;
    else if (in_claimed_set(ClaimedSet::OneSide, 4, x)) ++one_side;
    else ++other;
  }
  REQUIRE(paired > 20);
  REQUIRE(one_side > 20);
  REQUIRE(other > 20);
}
