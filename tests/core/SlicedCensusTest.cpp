// Tests of sliced_census (src/core/sliced_loop.hpp) and its journal state
// (core/slices.hpp: SliceCounts): shards combine in any order into the
// unsharded counts or first failure, and a slice nobody counted never yields a total.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>

#include "core/errors.hpp"
#include "core/sliced_loop.hpp"
#include "tests/core/slice_replay.hpp"

using namespace netcert;

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
