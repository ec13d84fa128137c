// Tests of src/core/slices.cpp: the slice grid, --shard parsing, journals.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "core/slices.hpp"

using namespace netcert;

TEST_CASE("slices: the grid covers every index once, depends only on the count", "[slices]") {
  for (int64_t count : {1, 2, 7, 1023, 1024, 1025, 4097, 1000003}) {
    int64_t S = slice_count(count), next = 0;
    REQUIRE(S == std::min<int64_t>(count, 1024));
    for (int64_t s = 0; s < S; ++s) {
      REQUIRE(slice_begin(count, s) == next);
      REQUIRE(slice_end(count, s) > slice_begin(count, s));  // never empty
      for (int64_t i : {slice_begin(count, s), slice_end(count, s) - 1}) REQUIRE(slice_of(count, i) == s);
      next = slice_end(count, s);
    }
    REQUIRE(next == count);
  }
  // Near the top of int64: no overflow in the bounds.
  int64_t huge = int64_t(1) << 62;
  REQUIRE(slice_end(huge, 1023) == huge);
  REQUIRE(slice_of(huge, huge - 1) == 1023);
}

TEST_CASE("slices: --shard I/M is parsed and range-checked", "[slices]") {
  ShardSpec s = ShardSpec::parse("2/7");
  REQUIRE(s.index == 2);
  REQUIRE(s.count == 7);
  REQUIRE(s.owns(1));
  REQUIRE(s.owns(8));
  REQUIRE_FALSE(s.owns(2));
  for (const char* bad : {"0/3", "4/3", "3", "a/b", "1/0", "-1/2", "1/99999999", "1/"})
    REQUIRE_THROWS_AS(ShardSpec::parse(bad), InputError);
}

TEST_CASE("slices: shards partition the slices, and a resumed shard skips what is done", "[slices]") {
  const int64_t S = 50;
  std::vector<int> owner(S, 0);
  for (int i = 1; i <= 7; ++i) {
    ShardSource src(ShardSpec{i, 7}, nullptr);
    for (int64_t s; (s = src.next(S)) >= 0;) ++owner[static_cast<size_t>(s)];
  }
  for (int o : owner) REQUIRE(o == 1);
  SliceJournal done;
  done.start(S);  // 50 indices: 50 slices of one
  done.done[0] = done.done[2] = true;
  ShardSource resumed(ShardSpec{1, 2}, &done);
  REQUIRE(resumed.next(S) == 4);
}

TEST_CASE("slices: a journal survives JSON, and malformed journals name the field", "[slices]") {
  SliceJournal j;
  j.start(5000);
  for (int s : {0, 1, 2, 7, 1023}) j.done[static_cast<size_t>(s)] = true;
  j.first_failure = 4321;
  SliceJournal back = SliceJournal::from_json(j.to_json(), "x");
  REQUIRE(back.done == j.done);
  REQUIRE(back.first_failure == 4321);
  REQUIRE(back.indices == 5000);
  REQUIRE(j.to_json()["done"] == json::parse("[[0,3],[7,8],[1023,1024]]"));
  json bad = j.to_json();
  bad["done"] = json::parse("[[3,2]]");
  REQUIRE_THROWS_WITH(SliceJournal::from_json(bad, "cp"), Catch::Contains("cp.done"));
  bad = j.to_json();
  bad["first_failure_index"] = 5000;  // outside the loop
  REQUIRE_THROWS_WITH(SliceJournal::from_json(bad, "cp"), Catch::Contains("first_failure_index"));
  bad = j.to_json();
  bad["slices"] = 17;
  REQUIRE_THROWS_AS(SliceJournal::from_json(bad, "cp"), InputError);
}

TEST_CASE("slices: a reduction's maximum must name the index that reached it", "[slices]") {
  SliceJournal j;
  j.start(100);
  j.reduced.reset(3);
  j.reduced.offer(0, 7, 12);
  j.reduced.offer(1, 0, 5);  // a value of 0 reached by an index: fine
  json ok = j.to_json();
  REQUIRE(SliceJournal::from_json(ok, "cp").reduced.value == j.reduced.value);
  json bad = ok;
  bad["max_at"][0] = uint64_t{0};  // max 7 with no index behind it (a forged checkpoint)
  REQUIRE_THROWS_WITH(SliceJournal::from_json(bad, "cp"),
                      Catch::Contains("cp.max_at[0]") && Catch::Contains("tag 0 (no index reached this entry) with max 7"));
  bad = ok;
  bad["max"][2] = uint64_t{4};  // entry 2 was never reached
  REQUIRE_THROWS_WITH(SliceJournal::from_json(bad, "cp"), Catch::Contains("cp.max_at[2]"));
}

TEST_CASE("slices: merged journals cover the union and keep the smallest failure", "[slices]") {
  SliceJournal a, b;
  a.start(100);
  b.start(100);
  for (int s = 0; s < 100; ++s) (s % 2 ? a : b).done[static_cast<size_t>(s)] = true;
  a.first_failure = 77;
  b.first_failure = 30;
  SliceJournal m = merge_journals({a, b}, "SHARD");
  REQUIRE(m.covers_below(kNoFailure));
  REQUIRE(m.first_failure == 30);
  b.done[10] = false;
  REQUIRE_FALSE(merge_journals({a, b}, "SHARD").covers_below(30));
  REQUIRE(merge_journals({a, b}, "SHARD").covers_below(5));
  SliceJournal other;
  other.start(99);
  REQUIRE_THROWS_AS(merge_journals({a, other}, "SHARD"), InputError);
}
