// Tests for src/check/fattree_check.cpp: the carry decomposition equals walking
// every slot, the per-level arguments agree with Def. 3, and broken evidence is rejected.
#include <catch2/catch.hpp>

#include "check/fattree_check.hpp"

using namespace netcert;

TEST_CASE("fattree checker: exact max loads equal walking every slot, every group", "[fattree][check]") {
  for (auto kind : {"bitreverse", "rotator", "tdm"})
    for (int n = 1; n <= 7; ++n) {
      CheckedFamily f(n, kind);
      for (int j = 1; j <= n; ++j)
        for (uint64_t k = 0; k < (1ULL << j); ++k) {
          INFO(kind << " n=" << n << " (" << j << "," << k << ")");
          BlockMax fast = family_block_max(f, j, k, true), slow = family_block_max_by_walking(f, j, k);
          CHECK(fast.max_load == slow.max_load);
          CHECK(fast.first_slot == slow.first_slot);
        }
    }
}

TEST_CASE("fattree checker: Lemma 1 degree closed form and the averaging argument", "[fattree][check]") {
  CHECK(lemma1_degree_exact(4, 1) == 4);   // 8 * (1 - 1/2)
  CHECK(lemma1_degree_exact(4, 2) == 3);   // 4 * (1 - 1/4)
  CHECK(lemma1_degree_exact(4, 3) == 2);   // ceil(2 * 7/8)
  CHECK(lemma1_degree_exact(5, 2) == 6);   // 8 * 3/4
  std::string why;
  for (int n = 1; n <= 40; ++n) CHECK(lemma1_averaging_holds(n, why));
}

TEST_CASE("fattree checker: UMP per level by definition agrees with the cell counts", "[fattree][check]") {
  FatTree t(4);
  Permutation shuffle{0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15};
  CHECK(ump_level_by_definition(4, shuffle, 1));
  CHECK_FALSE(ump_level_by_definition(4, shuffle, 2));
  CHECK_FALSE(ump_by_definition(t, shuffle));
  CheckedFamily br(4, "bitreverse");
  for (uint64_t s = 1; s <= 16; ++s) {
    Permutation p(16);
    for (uint64_t x = 0; x < 16; ++x) p[x] = static_cast<uint32_t>(br.image(s, x));
    CHECK(ump_by_definition(t, p));
  }
}

TEST_CASE("fattree checker: witnesses are read completely, broken ones rejected", "[fattree][check]") {
  std::string why;
  // ump: the per-level argument must be the one the checker establishes.
  json w = {{"base", "rev_n(x)"}, {"levels", json::array()}};
  for (int j = 0; j <= 4; ++j) w["levels"].push_back({{"level", j}, {"argument", j == 0 || j == 4 ? "permutation" : "carry-constant"}});
  CHECK(verify_ump(4, "bitreverse", w, why).verified());
  CHECK_FALSE(verify_ump(4, "rotator", w, why).verified());
  json bad = w;
  bad["levels"][2]["argument"] = "residues";
  CHECK_FALSE(verify_ump(4, "bitreverse", bad, why).verified());
  // degrees: the first slot of (j,0) is checked, every group's max load too.
  json d = {{"base", "x"}, {"levels", json::array()}};
  CheckedFamily rot(4, "rotator");
  for (int j = 1; j <= 4; ++j)
    d["levels"].push_back({{"level", j}, {"degree", 1ULL << (4 - j)}, {"slot", family_block_max(rot, j, 0, true).first_slot}});
  CHECK(verify_degrees(DegreeClaim::FullDegree, 4, "rotator", d, why).verified());
  CHECK_FALSE(verify_degrees(DegreeClaim::FullDegree, 4, "tdm", d, why).verified());       // other family's slots
  CHECK_FALSE(verify_degrees(DegreeClaim::FullDegree, 4, "bitreverse", d, why).verified());  // refuted claim
  CHECK_FALSE(verify_degrees(DegreeClaim::FullDegree, 4, "rotator", json(nullptr), why).verified());
  json moved = d;
  moved["levels"][0]["slot"] = moved["levels"][0]["slot"].get<uint64_t>() + 1;
  CHECK_FALSE(verify_degrees(DegreeClaim::FullDegree, 4, "rotator", moved, why).verified());
}

// A UMP counterexample consistent in every field (images recomputed, block and target
// the leaves of the stated nodes) except that one input or one image lies outside its
// subtree: each of the four membership tests must reject it on its own.
TEST_CASE("fattree checker: a consistent UMP counterexample with one point outside its subtree is rejected",
          "[fattree][check]") {
  const int n = 3, j = 1;  // level 1: no earlier level to fail first
  size_t accepted = 0, rejected = 0;
  for (auto kind : {"bitreverse", "rotator", "tdm"}) {
    CheckedFamily f(n, kind);
    const uint64_t N = f.leaves();
    for (uint64_t slot = 1; slot <= N; ++slot)
      for (uint64_t x1 = 0; x1 < N; ++x1)
        for (uint64_t x2 = x1 + 1; x2 < N; ++x2) {
          uint64_t y1 = f.image(slot, x1), y2 = f.image(slot, x2);
          // k and l from the first point; the second is inside or outside on its own.
          uint64_t k = x1 >> (n - j), l = y1 >> j;
          json cex = {{"slot", slot}, {"level", j}, {"k", k}, {"l", l},
                      {"block", {k << (n - j), ((k + 1) << (n - j)) - 1}},
                      {"target", {l << j, ((l + 1) << j) - 1}},
                      {"inputs", {x1, x2}}, {"images", {y1, y2}}};
          bool inside = (x2 >> (n - j)) == k && (y2 >> j) == l;
          std::string why;
          INFO(kind << " slot " << slot << " inputs " << x1 << "," << x2 << " images " << y1 << "," << y2);
          CHECK(recheck_ump(n, kind, cex, why) == inside);
          (inside ? accepted : rejected) += 1;
          // The same pair stated from the second point's k and l: the first point is the stray one.
          json from_second = cex;
          uint64_t k2 = x2 >> (n - j), l2 = y2 >> j;
          from_second["k"] = k2, from_second["l"] = l2;
          from_second["block"] = {k2 << (n - j), ((k2 + 1) << (n - j)) - 1};
          from_second["target"] = {l2 << j, ((l2 + 1) << j) - 1};
          CHECK(recheck_ump(n, kind, from_second, why) == inside);
        }
  }
  CHECK(accepted > 0);  // both sides occur: genuine pairs and pairs with one stray point
  CHECK(rejected > 0);
  // A real collision at a later level than the slot's first failing one is not canonical.
  size_t later = 0;
  for (auto kind : {"rotator", "tdm"}) {
    const int m = 4;
    CheckedFamily f(m, kind);
    auto collision = [&](uint64_t slot, int level) -> json {
      for (uint64_t x1 = 0; x1 < f.leaves(); ++x1)
        for (uint64_t x2 = x1 + 1; x2 < f.leaves(); ++x2) {
          uint64_t y1 = f.image(slot, x1), y2 = f.image(slot, x2), k = x1 >> (m - level), l = y1 >> level;
          if ((x2 >> (m - level)) == k && (y2 >> level) == l)
            return {{"slot", slot}, {"level", level}, {"k", k}, {"l", l},
                    {"block", {k << (m - level), ((k + 1) << (m - level)) - 1}},
                    {"target", {l << level, ((l + 1) << level) - 1}}, {"inputs", {x1, x2}}, {"images", {y1, y2}}};
        }
      return nullptr;
    };
    for (uint64_t slot = 1; slot <= f.leaves(); ++slot) {
      int first = 1;
      while (first < m && collision(slot, first).is_null()) ++first;
      for (int j = first + 1; j < m; ++j) {
        json cex = collision(slot, j);
        if (cex.is_null()) continue;
        std::string why;
        INFO(kind << " slot " << slot << " level " << j << " after " << first);
        CHECK(recheck_ump(m, kind, collision(slot, first), why));
        CHECK_FALSE(recheck_ump(m, kind, cex, why));
        ++later;
      }
    }
  }
  CHECK(later > 0);
  // The forged certificate of a false statement: rotator n = 3, inputs 1, 3 of S(1,0), images 2, 4;
  // 4 lies outside S(2,1) = {2, 3}.
  json forged = {{"slot", 1}, {"level", 1}, {"k", 0}, {"l", 1}, {"block", {0, 3}}, {"target", {2, 3}},
                 {"inputs", {1, 3}}, {"images", {2, 4}}};
  std::string why;
  CHECK_FALSE(recheck_ump(3, "rotator", forged, why));
}

TEST_CASE("fattree checker: counterexamples are checked field by field", "[fattree][check]") {
  std::string why;
  // rotator n = 3, slot 1: inputs 0 and 1 of S(1,0) land in S(2,0)? images 1, 2 -> tops 0, 1: no; 1 and 2 -> 2, 3: yes.
  json cex = {{"slot", 1}, {"level", 1}, {"k", 0}, {"l", 1}, {"block", {0, 3}}, {"target", {2, 3}}, {"inputs", {1, 2}}, {"images", {2, 3}}};
  CHECK(recheck_ump(3, "rotator", cex, why));
  CHECK_FALSE(recheck_ump(3, "bitreverse", cex, why));
  json swapped = cex;
  swapped["inputs"] = {2, 1};
  CHECK_FALSE(recheck_ump(3, "rotator", swapped, why));
  json extra = cex;
  extra["reading"] = "one-level";
  CHECK_FALSE(recheck_ump(3, "rotator", extra, why));
  CHECK_FALSE(recheck_ump(4, "rotator", cex, why));  // the same pair at n = 4: S(1,0) is 0..7 there
  // bitreverse needs less than the nonblocking degree at (1,0): the first defect in heap order.
  CheckedFamily br(4, "bitreverse");
  BlockMax b = family_block_max(br, 1, 0, true);
  json deg = {{"node", {1, 0}}, {"slot", b.first_slot}, {"max_load", b.max_load}, {"degree", 8}};
  CHECK(recheck_degrees(DegreeClaim::FullDegree, 4, "bitreverse", deg, why));
  json later = {{"node", {1, 1}}, {"slot", b.first_slot}, {"max_load", b.max_load}, {"degree", 8}};
  CHECK_FALSE(recheck_degrees(DegreeClaim::FullDegree, 4, "bitreverse", later, why));
  CHECK_FALSE(recheck_degrees(DegreeClaim::FullDegree, 4, "rotator", deg, why));
}
