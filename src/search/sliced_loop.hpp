// sliced_loop.hpp — the find-first loop of a sliceable engine (core/slices.hpp).
//
// Without a SliceRun it is parallel_find_first. With one, it runs the slices
// the source hands out, each over all threads, in the order given; it records
// each finished slice and the smallest failing index in the journal, and skips
// slices that lie wholly above a failure already known (here, from an earlier
// run's checkpoint, or from another rank). The returned first failure is the
// journal's, so an engine resumed after its failing slice still builds the
// same counterexample from the same index.
#pragma once
#include <stdexcept>

#include "search/parallel.hpp"

namespace netcert {

inline SearchResult sliced_find_first(int64_t count, const RunContext& ctx,
                                      const std::function<bool(int64_t, int)>& check, Progress* progress = nullptr) {
  const SliceRun& run = ctx.slices;
  if (!run.source) return parallel_find_first(count, ctx, check, progress);
  SliceJournal& journal = *run.journal;
  if (journal.used && journal.indices != count)  // a checkpoint of another loop (the runner checks params first)
    throw std::logic_error("sliced loop of " + std::to_string(count) + " indices resumed from a journal of " +
                           std::to_string(journal.indices));
  if (journal.entered) throw std::logic_error("an engine ran a second sliced loop in one run");
  journal.entered = true;
  if (!journal.used) journal.start(count);
  if (run.journal->slices() == 0) return {};
  SearchResult total;
  bool stopped = false;
  for (int64_t s; (s = run.source->next(journal.slices())) >= 0;) {
    const int64_t lo = slice_begin(count, s), hi = slice_end(count, s);
    if (lo >= std::min(journal.first_failure, run.source->known_failure())) continue;  // cannot hold a smaller one
    SearchResult r = parallel_find_first(hi - lo, ctx, [&](int64_t i, int w) { return check(lo + i, w); }, progress);
    total.checked += r.checked;
    if (r.first_failure >= 0) {
      journal.first_failure = std::min(journal.first_failure, lo + r.first_failure);
      run.source->found_failure(lo + r.first_failure);
    } else if (r.timed_out) {
      stopped = true;
      break;
    }
    journal.done[static_cast<size_t>(s)] = true;
    if (run.after_slice) run.after_slice();
  }
  total.first_failure = journal.first_failure == kNoFailure ? -1 : journal.first_failure;
  total.timed_out = stopped && total.first_failure < 0;
  return total;
}

}  // namespace netcert
