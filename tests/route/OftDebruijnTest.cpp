// OftDebruijnTest.cpp — prefer-one generator and fast de Bruijn test (src/route/oft_debruijn.cpp).
#include <catch2/catch.hpp>

#include "check/oft_check.hpp"
#include "core/errors.hpp"
#include "route/oft_debruijn.hpp"

using namespace netcert;

TEST_CASE("oft prefer one reproduces the paper's r = 4 sequence", "[oft]") {
  CHECK(to_bit_string(prefer_one(4)) == "0000111101100101");
  CHECK(to_bit_string(prefer_one_linear(4)) == "0000111101100101000");
  CHECK(to_bit_string(prefer_one(1)) == "01");
}

TEST_CASE("oft prefer one is de Bruijn for r = 1..16 - by both tests", "[oft]") {
  for (int r = 1; r <= 16; ++r) {
    auto seq = prefer_one(r);
    CHECK(prefer_one_linear(r).size() == (1u << r) + r - 1);
    CHECK(!debruijn_defect_fast(r, seq));
    if (r <= 10) {
      auto c = oftcheck::window_census(r, seq);
      CHECK(c.missing.empty());
      CHECK(c.repeated.empty());
    }
  }
}

TEST_CASE("oft a flipped control bit breaks the de Bruijn property and both tests see it", "[oft]") {
  for (int r = 2; r <= 8; ++r)
    for (uint64_t pos : {uint64_t{0}, uint64_t{1}, uint64_t{(1ULL << r) - 1}}) {
      auto seq = prefer_one(r);
      seq[pos] ^= 1;
      auto d = debruijn_defect_fast(r, seq);
      REQUIRE(d);
      CHECK(d->kind == "repeated-window");
      auto c = oftcheck::window_census(r, seq);
      CHECK(!c.missing.empty());
    }
  CHECK(debruijn_defect_fast(3, BitSequence(7, 0))->kind == "length");
}

TEST_CASE("oft bit strings are validated", "[oft]") {
  CHECK_THROWS_AS(parse_bit_string("01x1", "sequence"), InputError);
  CHECK_THROWS_AS(parse_bit_string("", "sequence"), InputError);
  CHECK(parse_bit_string("0110", "s") == BitSequence{0, 1, 1, 0});
}
