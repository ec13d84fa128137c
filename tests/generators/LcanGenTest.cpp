// Tests for generators/lcan_gen.cpp.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "generators/lcan_gen.hpp"

using namespace netcert;

TEST_CASE("lcan generators", "[lcan]") {
  rc::prop("generated shapes are well formed", [](LcanShapeCase c) {
    std::string why;
    RC_ASSERT(lcan_levels(c.shape, why) >= 1);
    RC_ASSERT(c.shape.N <= 4096);
  });
  rc::prop("generated permutations are permutations of the PEs", [] {
    LcanShape s = *gen_lcan_shape("cb", 256);
    Lcan net(s);
    Permutation p = *gen_lcan_permutation(net);
    RC_ASSERT(p.size() == net.N());
    RC_ASSERT(is_permutation(p));
  });
}
