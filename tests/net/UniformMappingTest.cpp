// Tests for src/net/uniform_mapping.cpp against Def. 3 counted cell by cell.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "check/fattree_check.hpp"
#include "generators/fattree_gen.hpp"
#include "net/uniform_mapping.hpp"

using namespace netcert;

TEST_CASE("fattree: bit reverse and its shifts have UMP, a swap breaks it", "[fattree]") {
  for (int n = 1; n <= 6; ++n) {
    FatTree t(n);
    UmpChecker c(n);
    for (uint64_t i = 1; i <= t.leaves(); ++i) {
      Permutation p = family_member(FamilyKind::BitReverse, n, i);
      CHECK(c.all_levels_ok(p.data()));
      CHECK(ump_by_definition(t, p));
    }
  }
  Permutation p = family_member(FamilyKind::BitReverse, 3, 1);
  std::swap(p[1], p[2]);  // (swapping 0 and 1 would keep UMP: they share every block)
  UmpChecker c(3);
  UmpViolation v;
  CHECK_FALSE(c.all_levels_ok(p.data(), &v));
  FatTree t(3);
  CHECK(ump_cell_count(t, p, v.level, v.k, v.l) >= 2);
}

TEST_CASE("fattree: fast UMP check agrees with the definition", "[fattree]") {
  rc::prop("random permutations", [](std::vector<uint32_t> keys) {
    int n = 1 + static_cast<int>(keys.size() % 5);
    keys.resize(1ULL << n);
    Permutation p = permutation_from_keys(keys);
    UmpChecker c(n);
    RC_ASSERT(c.all_levels_ok(p.data()) == ump_by_definition(FatTree(n), p));
  });
}
