// Tests of src/core/sliced_loop.hpp: shards of a find-first loop combine into
// the unsharded answer (the smallest failing index), whatever the thread count.
// sliced_fold: per-slice records kept in the journal combine, over shards in any
// order, into the unsharded record; a slice nobody ran leaves the fold a share,
// never a whole result. sliced_census and its journal state (core/slices.hpp:
// SliceCounts): shards combine in any order into the unsharded counts or first
// failure, and a slice nobody counted never yields a total.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>

#include "core/errors.hpp"
#include "core/sliced_loop.hpp"
#include "tests/core/slice_replay.hpp"

using namespace netcert;

namespace {
// One shard's run of a loop over `count` indices failing exactly at `bad`.
SliceJournal run_shard(int64_t count, const std::set<int64_t>& bad, ShardSpec shard, int jobs, SliceJournal prior = {}) {
  RunContext ctx;
  ctx.jobs = jobs;
  SliceJournal journal = prior;
  ShardSource source(shard, &journal);
  ctx.slices = {&source, &journal, nullptr};
  SearchResult r = sliced_find_first(count, ctx, [&](int64_t i, int) { return bad.count(i) > 0; });
  REQUIRE(r.first_failure == (journal.first_failure == kNoFailure ? -1 : journal.first_failure));
  return journal;
}
}  // namespace

TEST_CASE("sliced loop: shards merge to the unsharded first failure at M = 1, 2, 7", "[slices]") {
  const int64_t count = 10007;
  for (std::set<int64_t> bad : {std::set<int64_t>{}, {9000}, {4000, 9000}, {0}, {count - 1}, {123, 124, 5000}}) {
    RunContext plain;
    plain.jobs = 2;
    int64_t expected = sliced_find_first(count, plain, [&](int64_t i, int) { return bad.count(i) > 0; }).first_failure;
    for (int M : {1, 2, 7}) {
      std::vector<SliceJournal> parts;
      for (int i = 1; i <= M; ++i) parts.push_back(run_shard(count, bad, ShardSpec{i, M}, 1 + i % 2));
      SliceJournal all = merge_journals(parts, "SHARD");
      INFO("M = " << M << ", first bad " << (bad.empty() ? -1 : *bad.begin()));
      REQUIRE((all.first_failure == kNoFailure ? -1 : all.first_failure) == expected);
      REQUIRE(all.covers_below(all.first_failure));
    }
  }
}

TEST_CASE("sliced loop: a resumed run skips done slices and keeps an earlier failure", "[slices]") {
  const int64_t count = 2048;
  SliceJournal first = run_shard(count, {1500}, ShardSpec{}, 2);
  REQUIRE(first.first_failure == 1500);
  // Resume: nothing below the failure is left, so the loop evaluates only the journal's
  // failing index (to confirm that it fails) and answers 1500 again.
  int64_t evaluated = 0;
  RunContext ctx;
  SliceJournal journal = first;
  journal.entered = false;  // as read back from a checkpoint by a new process
  ShardSource source(ShardSpec{}, &journal);
  ctx.slices = {&source, &journal, nullptr};
  SearchResult r = sliced_find_first(count, ctx, [&](int64_t i, int) { return ++evaluated, i == 1500; });
  REQUIRE(r.first_failure == 1500);
  REQUIRE(evaluated == 1);
}

TEST_CASE("sliced loop: a journal's failure index that does not fail, or a loop of another size, is refused", "[slices]") {
  const int64_t count = 2048;
  for (int64_t forged : {int64_t{0}, int64_t{1499}, count - 1}) {
    SliceJournal journal = run_shard(count, {1500}, ShardSpec{}, 1);
    journal.entered = false;
    journal.first_failure = forged;
    RunContext ctx;
    ShardSource source(ShardSpec{}, &journal);
    ctx.slices = {&source, &journal, nullptr};
    REQUIRE_THROWS_AS(sliced_find_first(count, ctx, [](int64_t i, int) { return i == 1500; }), JournalMisfit);
  }
  SliceJournal journal = run_shard(count, {}, ShardSpec{}, 1);
  journal.entered = false;
  RunContext ctx;
  ShardSource source(ShardSpec{}, &journal);
  ctx.slices = {&source, &journal, nullptr};
  REQUIRE_THROWS_WITH(sliced_find_first(count + 1, ctx, [](int64_t, int) { return false; }),
                      Catch::Contains("2048, but this run's loop has 2049 indices"));
}

TEST_CASE("sliced loop: an engine running two sliced loops in one run is an internal error", "[slices]") {
  RunContext ctx;
  SliceJournal journal;
  ShardSource source(ShardSpec{}, &journal);
  ctx.slices = {&source, &journal, nullptr};
  sliced_find_first(10, ctx, [](int64_t, int) { return false; });
  REQUIRE_THROWS_AS(sliced_find_first(10, ctx, [](int64_t, int) { return false; }), std::logic_error);
}

namespace {
// A record [count, min] of the smallest value seen: count 0 is "nothing seen".
void fold_min(uint64_t* into, const uint64_t* from) {
  if (from[0] == 0) return;
  if (into[0] == 0 || from[1] < into[1]) into[0] = from[0], into[1] = from[1];
  else if (from[1] == into[1]) into[0] += from[0];
}
void fold_body(int64_t i, int, uint64_t* record) {
  const uint64_t one[2] = {1, static_cast<uint64_t>(i * 7919 % 1000) + 5};
  fold_min(record, one);
}

SliceJournal fold_shard(int64_t count, ShardSpec shard, int jobs) {
  RunContext ctx;
  ctx.jobs = jobs;
  SliceJournal journal;
  ShardSource source(shard, &journal);
  ctx.slices = {&source, &journal, nullptr};
  FoldResult r = sliced_fold(count, 2, ctx, fold_body, fold_min);
  REQUIRE(r.coverage == (shard.count == 1 ? Coverage::Whole : Coverage::Share));
  return journal;
}

FoldResult fold_replay(const SliceJournal& merged) {
  return replay_journal(merged, [](const RunContext& ctx, const SliceJournal& journal) {
    return sliced_fold(journal.indices, 2, ctx, [](int64_t, int, uint64_t*) { throw std::logic_error("replay ran an index"); },
                       fold_min);
  });
}
}  // namespace

TEST_CASE("sliced fold: shards merged in any order give the unsharded record", "[slices]") {
  const int64_t count = 4099;
  RunContext plain;
  plain.jobs = 2;
  FoldResult whole = sliced_fold(count, 2, plain, fold_body, fold_min);
  REQUIRE(whole.coverage == Coverage::Whole);
  REQUIRE(whole.total == std::vector<uint64_t>{5, 5});  // value 5 (i*7919 % 1000 == 0): i = 0, 1000, ..., 4000
  std::mt19937 shuffle(11);
  for (int M : {1, 2, 7}) {
    std::vector<SliceJournal> parts;
    for (int i = 1; i <= M; ++i) parts.push_back(fold_shard(count, ShardSpec{i, M}, 1 + i % 2));
    std::shuffle(parts.begin(), parts.end(), shuffle);
    parts.push_back(parts.front());  // a part given twice counts once
    FoldResult merged = fold_replay(merge_journals(parts, "SHARD"));
    INFO("M = " << M);
    REQUIRE(merged.coverage == Coverage::Whole);
    REQUIRE(merged.total == whole.total);
  }
}

TEST_CASE("sliced fold: a missing shard leaves a share, and an empty shard's journal reads back", "[slices]") {
  const int64_t count = 3;  // 3 slices: shard 4/5 runs none of them
  SliceJournal idle = fold_shard(count, ShardSpec{4, 5}, 1);
  SliceJournal read = SliceJournal::from_json(idle.to_json(), "SHARD");  // counts all null: not an error
  std::vector<SliceJournal> parts{read};
  for (int i : {1, 2}) parts.push_back(fold_shard(count, ShardSpec{i, 5}, 1));
  FoldResult partial = fold_replay(merge_journals(parts, "SHARD"));
  REQUIRE(partial.coverage == Coverage::Share);
  REQUIRE(partial.total.empty());
  parts.push_back(fold_shard(count, ShardSpec{3, 5}, 1));
  REQUIRE(fold_replay(merge_journals(parts, "SHARD")).coverage == Coverage::Whole);
}

namespace {
// Index i counts (1, i % 7) and fails when it is in `bad`.
bool census_body(const std::set<int64_t>& bad, int64_t i, uint64_t* counts) {
  counts[0] += 1;
  counts[1] += static_cast<uint64_t>(i % 7);
  return bad.count(i) > 0;
}

SliceJournal census_shard(int64_t count, const std::set<int64_t>& bad, ShardSpec shard, int jobs) {
  RunContext ctx;
  ctx.jobs = jobs;
  SliceJournal journal;
  ShardSource source(shard, &journal);
  ctx.slices = {&source, &journal, nullptr};
  sliced_census(count, 2, ctx, [&](int64_t i, int, uint64_t* c) { return census_body(bad, i, c); });
  return journal;
}

// The merge's replay: decides on the journal alone, running no index but the
// journal's failing one (re-run once to confirm that it fails).
CensusResult replay(const SliceJournal& merged, const std::set<int64_t>& bad = {}) {
  return replay_journal(merged, [&](const RunContext& ctx, const SliceJournal& journal) {
    return sliced_census(journal.indices, 2, ctx, [&](int64_t i, int, uint64_t* c) -> bool {
      if (i != merged.first_failure) throw std::logic_error("replay ran an index");
      return census_body(bad, i, c);
    });
  });
}
}  // namespace

TEST_CASE("sliced census: shards merged in any order give the unsharded counts and first failure", "[slices]") {
  const int64_t count = 5003;
  std::mt19937 shuffle(7);
  for (std::set<int64_t> bad : {std::set<int64_t>{}, {4000}, {17, 4000}, {count - 1}}) {
    RunContext plain;
    plain.jobs = 2;
    CensusResult whole = sliced_census(count, 2, plain, [&](int64_t i, int, uint64_t* c) { return census_body(bad, i, c); });
    for (int M : {1, 2, 7}) {
      std::vector<SliceJournal> parts;
      for (int i = 1; i <= M; ++i) parts.push_back(census_shard(count, bad, ShardSpec{i, M}, 1 + i % 2));
      std::shuffle(parts.begin(), parts.end(), shuffle);
      parts.push_back(parts.front());  // a part given twice counts once
      CensusResult merged = replay(merge_journals(parts, "SHARD"), bad);
      INFO("M = " << M << ", bad " << bad.size());
      REQUIRE(merged.first_failure == whole.first_failure);
      if (bad.empty()) {
        REQUIRE(merged.coverage == Coverage::Whole);
        REQUIRE(merged.totals == whole.totals);
        REQUIRE(whole.totals == std::vector<uint64_t>{uint64_t(count), 15004});  // sum of i % 7 below 5003
      }
    }
  }
}

TEST_CASE("sliced census: a missing slice gives no total, never holds", "[slices]") {
  const int64_t count = 3000;
  std::vector<SliceJournal> parts;
  for (int i = 1; i <= 3; ++i) parts.push_back(census_shard(count, {}, ShardSpec{i, 3}, 1));
  SliceJournal two = merge_journals({parts[0], parts[2]}, "SHARD");
  REQUIRE(two.counted.total().empty());
  REQUIRE(replay(two).coverage == Coverage::Share);
  REQUIRE(replay(two).totals.empty());
  // A forged journal claiming every slice done without its counts: refused as not fitting the loop, not a total.
  SliceJournal forged = merge_journals(parts, "SHARD");
  forged.counted.per_slice[5].clear();
  REQUIRE_THROWS_AS(replay(forged), JournalMisfit);
  // A failure index the loop does not fail at: refused before the engine uses it.
  SliceJournal wrong = merge_journals(parts, "SHARD");
  wrong.first_failure = 17;
  REQUIRE_THROWS_WITH(replay(wrong), Catch::Contains("17 is not an index that fails"));
  // Shards that counted one slice differently are not parts of one run.
  SliceJournal other = parts[0];
  for (auto& c : other.counted.per_slice)
    if (!c.empty()) c[0] += 1;
  REQUIRE_THROWS_AS(merge_journals({parts[0], other}, "SHARD"), InputError);
}

TEST_CASE("sliced census: counts survive JSON, and malformed counts name the field", "[slices]") {
  SliceJournal j = census_shard(2000, {}, ShardSpec{2, 3}, 2);
  SliceJournal back = SliceJournal::from_json(j.to_json(), "cp");
  REQUIRE(back.counted.per_slice == j.counted.per_slice);
  REQUIRE(back.counted.width == 2);
  json bad = j.to_json();
  bad["counts"][0] = json::array({1, 2});  // slice 0 is shard 1's: not done here
  REQUIRE_THROWS_WITH(SliceJournal::from_json(bad, "cp"), Catch::Contains("cp.counts[0]"));
  bad = j.to_json();
  bad["counts"][1] = json::array({1, -2});
  REQUIRE_THROWS_WITH(SliceJournal::from_json(bad, "cp"), Catch::Contains("cp.counts[1]"));
  bad = j.to_json();
  bad["counts"].erase(0);
  REQUIRE_THROWS_WITH(SliceJournal::from_json(bad, "cp"), Catch::Contains("cp.counts"));
}
