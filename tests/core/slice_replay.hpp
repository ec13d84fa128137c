// slice_replay.hpp — netcert merge's replay for the sliced-loop tests: the loop
// runs on a merged journal alone, with a source that hands out no slice.
#pragma once
#include "core/sliced_loop.hpp"

namespace netcert {

// Calls run(ctx, journal) with ctx.slices set for a replay of `merged`.
template <typename Run>
auto replay_journal(const SliceJournal& merged, Run&& run) {
  RunContext ctx;
  SliceJournal journal = merged;
  journal.entered = false;
  struct NoSlices : SliceSource {
    int64_t next(int64_t) override { return -1; }
  } none;
  ctx.slices = {&none, &journal, nullptr, true};
  return run(ctx, journal);
}

}  // namespace netcert
