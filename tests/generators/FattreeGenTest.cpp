// Tests for generators/fattree_gen.hpp: each generator yields what its name says.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "check/fattree_check.hpp"
#include "generators/fattree_gen.hpp"

using namespace netcert;

TEST_CASE("fattree: generated UMP permutations have UMP", "[fattree]") {
  rc::prop("UmpPermutation", [](UmpPermutation u) {
    RC_PRE(u.n <= 6);
    Permutation p = u.sigma();
    RC_ASSERT(is_permutation(p));
    RC_ASSERT(ump_by_definition(FatTree(u.n), p));
  });
}

TEST_CASE("fattree: generated Latin families sum to ones", "[fattree]") {
  rc::prop("LatinFamily", [](LatinFamily lf) {
    auto fam = lf.family();
    for (auto& p : fam) RC_ASSERT(is_permutation(p));
    RC_ASSERT(!family_ones_defect(fam));
  });
}

TEST_CASE("fattree: broken families do not sum to ones", "[fattree]") {
  rc::prop("BrokenFamily", [](BrokenFamily b) {
    RC_PRE(b.n >= 1);
    auto fam = b.family();
    RC_ASSERT(bool(family_ones_defect(fam)));
  });
}

TEST_CASE("fattree: tree automorphisms map subtrees onto subtrees", "[fattree]") {
  rc::prop("TreeAutomorphism", [](UmpPermutation u) {
    const auto& g = u.before;
    int n = u.n;
    for (int j = 0; j <= n; ++j)
      for (uint64_t x = 0; x < (1ULL << n); ++x)
        for (uint64_t y = x; y < (1ULL << n) && y < x + 4; ++y)
          RC_ASSERT(((x >> (n - j)) == (y >> (n - j))) == ((g.apply(x) >> (n - j)) == (g.apply(y) >> (n - j))));
  });
}

TEST_CASE("fattree: one-level UMP permutations have UMP at their level", "[fattree]") {
  rc::prop("OneLevelUmp", [](OneLevelUmp u) {
    RC_PRE(u.n <= 6);
    Permutation p = u.sigma();
    RC_ASSERT(is_permutation(p));
    FatTree t(u.n);
    for (uint64_t k = 0; k < (1ULL << u.level); ++k)
      for (uint64_t l = 0; l < (1ULL << (u.n - u.level)); ++l) RC_ASSERT(ump_cell_count(t, p, u.level, k, l) == 1u);
  });
}
