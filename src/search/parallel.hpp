// parallel.hpp — the exhaustive engine's work loop: all cores, deterministic.
//
// Work is cut into fixed index blocks handed out by an atomic counter. A search
// for a failure always reports the *smallest* failing index, whatever the thread
// timing, because every index below the best failure so far is still evaluated:
// the same parameters give the same counterexample on 1 or 64 threads.
#pragma once
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <thread>
#include <vector>

#include "core/context.hpp"
#include "core/progress.hpp"

namespace netcert {

struct SearchResult {
  int64_t first_failure = -1;  // smallest index whose check failed, or -1
  bool timed_out = false;      // stopped by the deadline before covering every index
  int64_t checked = 0;         // indices evaluated
};

// Threads for a loop of `count` indices: min(jobs, count), at least 1. Compared in 64 bits:
// narrowing a count of 2^32 or more to int first gave 0 (one thread), or a wrong small number.
inline int worker_count(const RunContext& ctx, int64_t count) {
  return static_cast<int>(std::max<int64_t>(1, std::min<int64_t>(ctx.jobs, count)));
}

// check(index, worker) returns true when index *fails*. `worker` in [0, jobs)
// lets callers keep per-thread scratch buffers.
inline SearchResult parallel_find_first(int64_t count, const RunContext& ctx,
                                        const std::function<bool(int64_t, int)>& check,
                                        Progress* progress = nullptr, int64_t block = 0) {
  const int jobs = worker_count(ctx, count);
  if (block <= 0) block = std::max<int64_t>(1, std::min<int64_t>(count / (jobs * 64) + 1, 4096));
  std::atomic<int64_t> next{0}, best{count}, checked{0};
  std::atomic<bool> timed_out{false};
  // Every exhaustive loop reports (and, on Ctrl-C, says how far it got); callers
  // with a better name for their indices pass their own Progress.
  std::optional<Progress> own_progress;
  if (!progress) progress = &own_progress.emplace("cases", static_cast<uint64_t>(std::max<int64_t>(count, 0)));
  auto worker = [&](int id) {
    for (;;) {
      int64_t start = next.fetch_add(block);
      if (start >= count || start >= best.load()) return;
      if (ctx.expired()) {
        timed_out = true;
        return;
      }
      int64_t end = std::min(count, start + block);
      for (int64_t i = start; i < end && i < best.load(); ++i) {
        checked.fetch_add(1, std::memory_order_relaxed);
        if (check(i, id)) {
          int64_t cur = best.load();
          while (i < cur && !best.compare_exchange_weak(cur, i)) {
          }
          break;
        }
      }
      progress->advance(static_cast<uint64_t>(end - start));
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < jobs; ++t) threads.emplace_back(worker, t);
  worker(0);
  for (auto& t : threads) t.join();
  SearchResult r;
  r.first_failure = best.load() < count ? best.load() : -1;
  r.timed_out = timed_out.load() && r.first_failure < 0;
  r.checked = checked.load();
  return r;
}

// Runs body(index, worker) for every index; per-worker accumulation is the
// caller's (reduce in worker order for determinism).
inline bool parallel_for(int64_t count, const RunContext& ctx, const std::function<void(int64_t, int)>& body,
                         Progress* progress = nullptr) {
  auto r = parallel_find_first(
      count, ctx, [&](int64_t i, int w) {
        body(i, w);
        return false;
      },
      progress);
  return !r.timed_out;
}

}  // namespace netcert
