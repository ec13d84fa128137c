// OftGenTest.cpp — the seed-003 generators (generators/oft_gen.hpp) reach their edge cases.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "generators/oft_gen.hpp"

using namespace netcert;

TEST_CASE("oft packet pairs cover the same-slot and root-bit-twin cases", "[oft]") {
  int same_slot = 0, twins = 0, zero = 0;
  auto gen = rc::gen::arbitrary<OftPacketPair>();
  // Fixed RapidCheck random states keep the sample deterministic.
  for (uint64_t k = 0; k < 400; ++k) {
    OftPacketPair p = gen(rc::Random(k), 50).value().scaled(4);
    same_slot += p.i1 == p.i2;
    twins += (p.s1 ^ p.s2) == 1 && p.i1 == p.i2;
    zero += p.s1 == 0;
    CHECK(p.s1 < 16);
    CHECK(p.i2 < 16);
  }
  CHECK(same_slot > 100);
  CHECK(twins > 20);
  CHECK(zero > 20);
}

TEST_CASE("oft relation cases favour small h", "[oft]") {
  auto gen = rc::gen::arbitrary<OftRelationCase>();
  int small = 0;
  for (uint64_t k = 0; k < 200; ++k) {
    OftRelationCase c = gen(rc::Random(k), 50).value();
    CHECK(c.h >= 1);
    CHECK(c.h < 200);
    small += c.h < 9;
  }
  CHECK(small > 100);
}

TEST_CASE("oft words and bit flips scale into range", "[oft]") {
  rc::prop("scaled words stay below 2^r", [](const OftWord& w, const OftBitFlip& f) {
    int r = *rc::gen::inRange(1, 20);
    RC_ASSERT((w.value & ((1ULL << r) - 1)) < (1ULL << r));
    RC_ASSERT(f.position % (1ULL << r) < (1ULL << r));
  });
}
