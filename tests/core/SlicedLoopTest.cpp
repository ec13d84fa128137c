// Tests of src/core/sliced_loop.hpp: shards of a find-first loop combine into
// the unsharded answer (the smallest failing index), whatever the thread count.
#include <catch2/catch.hpp>

#include <set>

#include "core/sliced_loop.hpp"

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
