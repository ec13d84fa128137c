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
#include <map>
#include <stdexcept>

#include "core/journal_misfit.hpp"

#include "core/parallel.hpp"

namespace netcert {

// A journal read from a file (checkpoint, shard report) that does not fit this
// loop: refused before the engine uses it (core/journal_misfit.hpp: exit 2 naming the file).
[[noreturn]] inline void journal_misfit(const std::string& path, const std::string& why) {
  throw JournalMisfit(path, why + " (not written by this run)");
}

// The journal of this run's one sliced loop, checked: the engine enters it
// once, a resumed or merged journal is of a loop this size, and merge's replay
// never stands in for a loop its journal did not run.
inline SliceJournal& enter_sliced_loop(const SliceRun& run, int64_t count) {
  SliceJournal& journal = *run.journal;
  if (journal.entered) throw std::logic_error("an engine ran a second sliced loop in one run");
  journal.entered = true;
  if (run.replay && !journal.used) journal_misfit("sliced", "false, but this engine runs a sliced loop");
  if (journal.used && journal.indices != count)
    journal_misfit("indices", std::to_string(journal.indices) + ", but this run's loop has " +
                                                    std::to_string(count) + " indices");
  if (!journal.used) journal.start(count);
  return journal;
}

// A failure index read from a journal is an index the loop's own check fails at:
// re-run that one index (the engine builds its counterexample from it).
inline void confirm_journal_failure(const SliceJournal& journal, const std::function<bool(int64_t)>& fails_at) {
  if (journal.first_failure == kNoFailure || fails_at(journal.first_failure)) return;
  journal_misfit("first_failure_index", std::to_string(journal.first_failure) + " is not an index that fails");
}

inline SearchResult sliced_find_first(int64_t count, const RunContext& ctx,
                                      const std::function<bool(int64_t, int)>& check, Progress* progress = nullptr) {
  const SliceRun& run = ctx.slices;
  if (!run.source) return parallel_find_first(count, ctx, check, progress);
  SliceJournal& journal = enter_sliced_loop(run, count);
  confirm_journal_failure(journal, [&](int64_t i) { return check(i, 0); });
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

// A sliced max-at reduction (core/slices.hpp: MaxAt) of `width` entries over
// indices [0, count): body(i, worker, state) offers index i's values with tag
// i + 1 to the worker's state (indices rise per worker, so ties keep the first).
// Without a SliceRun: all indices, result in `total`. With one: each finished
// slice is folded into the journal (a stopped slice is dropped whole), and
// `total` is the journal's state: the slices done here, before (checkpoint) or
// by the other shards (merge re-runs the engine over the merged journal).
// Whole: `total` covers every index (decide on it). Share: this process
// finished its slices but not all (a shard's part: only merge decides).
// Stopped: a slice did not finish (timeout, Ctrl-C).
enum class Coverage { Whole, Share, Stopped };

// Maps a reduction's tag to the index that offered it (tag - 1 unless the engine tags otherwise).
using TagIndex = std::function<int64_t(uint64_t tag)>;

// Each tag of a reduction state read from a journal names an index of this loop
// whose own values give that entry: the index is re-run (once per index named),
// since the engine rebuilds its counterexample from these tags.
inline void confirm_journal_reduction(const SliceJournal& journal, int64_t count, size_t width,
                                      const std::function<void(int64_t, int, MaxAt&)>& body, const TagIndex& tag_index) {
  const MaxAt& state = journal.reduced;
  std::map<int64_t, std::vector<size_t>> entries_of;  // index -> the entries it is the tag of
  for (size_t e = 0; e < width; ++e) {
    if (state.tag[e] == 0) continue;
    const int64_t i = tag_index ? tag_index(state.tag[e]) : static_cast<int64_t>(state.tag[e]) - 1;
    if (i < 0 || i >= count)
      journal_misfit("max_at[" + std::to_string(e) + "]",
                     std::to_string(state.tag[e]) + " names no index of this loop (" + std::to_string(count) + ")");
    entries_of[i].push_back(e);
  }
  MaxAt mine;
  for (auto& [i, entries] : entries_of) {
    mine.reset(width);
    body(i, 0, mine);
    for (size_t e : entries)
      if (mine.tag[e] != state.tag[e] || mine.value[e] != state.value[e])
        journal_misfit("max[" + std::to_string(e) + "]",
                       std::to_string(state.value[e]) + " at tag " + std::to_string(state.tag[e]) + ", but index " +
                           std::to_string(i) + " gives " + std::to_string(mine.value[e]) + " at tag " + std::to_string(mine.tag[e]));
  }
}

inline Coverage sliced_max_at(int64_t count, size_t width, const RunContext& ctx,
                          const std::function<void(int64_t, int, MaxAt&)>& body, MaxAt& total,
                          Progress* progress = nullptr, const TagIndex& tag_index = {}) {
  const int workers = worker_count(ctx, count);
  std::vector<MaxAt> local(static_cast<size_t>(workers));
  auto run_range = [&](int64_t lo, int64_t hi) {
    for (auto& m : local) m.reset(width);
    return parallel_for(hi - lo, ctx, [&](int64_t i, int w) { body(lo + i, w, local[static_cast<size_t>(w)]); },
                        progress);
  };
  total.reset(width);
  const SliceRun& run = ctx.slices;
  if (!run.source) {
    bool complete = run_range(0, count);
    for (auto& m : local) total.fold(m);
    return complete ? Coverage::Whole : Coverage::Stopped;
  }
  SliceJournal& journal = enter_sliced_loop(run, count);
  if (!journal.reduced.empty() && journal.reduced.value.size() != width)
    journal_misfit("max", std::to_string(journal.reduced.value.size()) + " entries, but this run's reduction has " +
                                                std::to_string(width));
  if (journal.reduced.empty()) journal.reduced.reset(width);
  else confirm_journal_reduction(journal, count, width, body, tag_index);
  bool complete = true;
  for (int64_t s; (s = run.source->next(journal.slices())) >= 0;) {
    if (!run_range(slice_begin(count, s), slice_end(count, s))) {
      complete = false;
      break;
    }
    for (auto& m : local) journal.reduced.fold(m);
    journal.done[static_cast<size_t>(s)] = true;
    if (run.after_slice) run.after_slice();
  }
  total = journal.reduced;
  if (!complete) return Coverage::Stopped;
  return journal.covers_below(kNoFailure) ? Coverage::Whole : Coverage::Share;
}

}  // namespace netcert

namespace netcert {

// A sliced census (core/slices.hpp: SliceCounts) over indices [0, count):
// body(i, worker, counters) adds index i's `width` counters and returns true
// when i fails (the claim has a counterexample under i). The result is the
// smallest failing index, as in sliced_find_first, and otherwise the counter
// sums over every index. Per slice the counters are summed over all threads and
// kept in the journal only when the slice ran whole without a failure; a slice
// cut by the deadline (its body may have stopped early) is dropped whole.
struct CensusResult {
  Coverage coverage = Coverage::Stopped;
  int64_t first_failure = -1;    // smallest failing index known (decides when >= 0)
  std::vector<uint64_t> totals;  // Whole and no failure: the sums over all indices
};

inline CensusResult sliced_census(int64_t count, size_t width, const RunContext& ctx,
                                  const std::function<bool(int64_t, int, uint64_t*)>& body,
                                  Progress* progress = nullptr, int64_t block = 1) {
  const int workers = worker_count(ctx, count);
  WorkerCounters local(workers, width);
  std::vector<uint64_t> slice_sum;
  // Runs [lo, hi): its smallest failing index, or -1; false when the deadline may have cut it.
  auto run_range = [&](int64_t lo, int64_t hi, int64_t& failure) {
    local.clear();
    // One index per block by default: a census index is usually a whole search subtree
    // (milliseconds to seconds under a sanitizer), so the deadline and Ctrl-C are polled
    // between indices; engines whose index is a few memory reads pass 0 (automatic blocks).
    SearchResult r = parallel_find_first(hi - lo, ctx, [&](int64_t i, int w) {
      return body(lo + i, w, local.row(w));
    }, progress, block);
    failure = r.first_failure >= 0 ? lo + r.first_failure : -1;
    slice_sum.assign(width, 0);
    for (int w = 0; w < local.rows(); ++w)
      for (size_t k = 0; k < width; ++k) slice_sum[k] += local.row(w)[k];
    return !r.timed_out && !ctx.expired();
  };
  CensusResult out;
  const SliceRun& run = ctx.slices;
  if (!run.source) {
    int64_t failure;
    bool complete = run_range(0, count, failure);
    if (complete || failure >= 0) out.first_failure = failure;  // a cut run's failure may not be the smallest
    out.coverage = complete ? Coverage::Whole : Coverage::Stopped;
    if (complete && failure < 0) out.totals = slice_sum;
    return out;
  }
  SliceJournal& journal = enter_sliced_loop(run, count);
  if (!journal.counted.empty() && journal.counted.width != width)
    journal_misfit("counts", std::to_string(journal.counted.width) + " counters per slice, but this run's census has " +
                                                   std::to_string(width));
  if (journal.counted.empty()) journal.counted.reset(journal.slices(), width);
  confirm_journal_failure(journal, [&](int64_t i) {
    std::vector<uint64_t> scratch(width, 0);
    return body(i, 0, scratch.data());
  });
  bool complete = true;
  for (int64_t s; (s = run.source->next(journal.slices())) >= 0;) {
    const int64_t lo = slice_begin(count, s), hi = slice_end(count, s);
    if (lo >= std::min(journal.first_failure, run.source->known_failure())) continue;  // cannot hold a smaller one
    int64_t failure;
    if (!run_range(lo, hi, failure)) {
      complete = false;
      break;
    }
    if (failure >= 0) {
      journal.first_failure = std::min(journal.first_failure, failure);
      run.source->found_failure(failure);
    } else {
      journal.counted.per_slice[static_cast<size_t>(s)] = slice_sum;
    }
    journal.done[static_cast<size_t>(s)] = true;
    if (run.after_slice) run.after_slice();
  }
  out.first_failure = journal.first_failure == kNoFailure ? -1 : journal.first_failure;
  out.coverage = !complete ? Coverage::Stopped : journal.covers_below(kNoFailure) ? Coverage::Whole : Coverage::Share;
  if (out.coverage == Coverage::Whole && out.first_failure < 0) {
    out.totals = journal.counted.total();
    if (out.totals.empty()) journal_misfit("counts", "a done slice is not counted (or the sums overflow)");
  }
  return out;
}

}  // namespace netcert

namespace netcert {

// A sliced fold over indices [0, count): per slice one record of `width`
// counters. body(i, worker, record) adds index i to the worker's record (all
// zero at first); combine(into, from) merges two records and must be
// commutative and associative (a minimum with its count, a sum), so a slice's
// record does not depend on threads. Records are kept per slice in the journal
// (core/slices.hpp: SliceCounts), so shards, ranks and a resumed run combine
// idempotently, in any order; a slice cut by the deadline is dropped whole.
// `total` is every index's record combined, set only when coverage is Whole.
struct FoldResult {
  Coverage coverage = Coverage::Stopped;
  std::vector<uint64_t> total;
};

inline FoldResult sliced_fold(int64_t count, size_t width, const RunContext& ctx,
                              const std::function<void(int64_t, int, uint64_t*)>& body,
                              const std::function<void(uint64_t*, const uint64_t*)>& combine,
                              Progress* progress = nullptr) {
  const int workers = worker_count(ctx, count);
  WorkerCounters local(workers, width);
  std::vector<uint64_t> record;
  // Runs [lo, hi) into `record`; false when the deadline (or Ctrl-C) cut it.
  auto run_range = [&](int64_t lo, int64_t hi) {
    local.clear();
    // One index per block: an index is a whole walk (up to a fraction of a second).
    SearchResult r = parallel_find_first(hi - lo, ctx, [&](int64_t i, int w) {
      body(lo + i, w, local.row(w));
      return false;
    }, progress, 1);
    record.assign(width, 0);
    for (int w = 0; w < local.rows(); ++w) combine(record.data(), local.row(w));
    return !r.timed_out;
  };
  FoldResult out;
  const SliceRun& run = ctx.slices;
  if (!run.source) {
    out.coverage = run_range(0, count) ? Coverage::Whole : Coverage::Stopped;
    if (out.coverage == Coverage::Whole) out.total = record;
    return out;
  }
  SliceJournal& journal = enter_sliced_loop(run, count);
  if (!journal.counted.empty() && journal.counted.width != width)
    journal_misfit("counts", std::to_string(journal.counted.width) + " values per slice, but this run's fold has " +
                                                   std::to_string(width));
  if (journal.first_failure != kNoFailure)
    journal_misfit("first_failure_index", "a fold has no failing index");
  if (journal.counted.empty()) journal.counted.reset(journal.slices(), width);
  bool complete = true;
  for (int64_t s; (s = run.source->next(journal.slices())) >= 0;) {
    if (!run_range(slice_begin(count, s), slice_end(count, s))) {
      complete = false;
      break;
    }
    journal.counted.per_slice[static_cast<size_t>(s)] = record;
    journal.done[static_cast<size_t>(s)] = true;
    if (run.after_slice) run.after_slice();
  }
  out.coverage = !complete ? Coverage::Stopped : journal.covers_below(kNoFailure) ? Coverage::Whole : Coverage::Share;
  if (out.coverage == Coverage::Whole) {
    out.total.assign(width, 0);
    for (const auto& slice_record : journal.counted.per_slice) {
      if (slice_record.size() != width) journal_misfit("counts", "a done slice has no record");
      combine(out.total.data(), slice_record.data());
    }
  }
  return out;
}

}  // namespace netcert
