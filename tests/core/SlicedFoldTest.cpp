// Tests of sliced_fold (src/core/sliced_loop.hpp): per-slice records kept in
// the journal combine, over shards in any order, into the unsharded record; a
// slice nobody ran leaves the fold a share, never a whole result.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "core/sliced_loop.hpp"
#include "tests/core/slice_replay.hpp"

using namespace netcert;

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
