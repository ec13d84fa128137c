// parallel.hpp — the exhaustive engine's work loop: all cores, deterministic.
//
// Work is cut into fixed index blocks handed out by an atomic counter. A search
// for a failure always reports the *smallest* failing index, whatever the thread
// timing, because every index below the best failure so far is still evaluated:
// the same parameters give the same counterexample on 1 or 64 threads.
#pragma once
#include <algorithm>
#include <atomic>
#include <chrono>
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

// The loop's shared cursor and best failure, each on its own cache line: the
// cursor is written once per block, the best failure read once per index, and
// sharing a line would make every block's fetch_add evict every reader's copy.
struct alignas(64) SharedIndex {
  std::atomic<int64_t> value;
  explicit SharedIndex(int64_t v) : value(v) {}
};

// When to look at the deadline inside a block: a block of 4096 indices can take seconds when one index is a whole
// level check, and --timeout must end the run within a tenth of its value. The poll's stride doubles while polls
// come less than a millisecond apart and halves when they are over 4 ms apart, so a cheap index pays for a clock
// read about once a millisecond and a dear one is followed by a poll every index.
class DeadlinePoll {
 public:
  bool due() {
    if (++since_ < stride_) return false;
    since_ = 0;
    const auto now = std::chrono::steady_clock::now();
    const auto gap = now - last_;
    last_ = now;
    if (gap < std::chrono::milliseconds(1) && stride_ < (int64_t(1) << 20)) stride_ *= 2;
    else if (gap > std::chrono::milliseconds(4) && stride_ > 1) stride_ /= 2;
    return true;
  }

 private:
  int64_t stride_ = 1, since_ = 0;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

// check(index, worker) returns true when index *fails*. `worker` in [0, jobs)
// lets callers keep per-thread scratch buffers.
inline SearchResult parallel_find_first(int64_t count, const RunContext& ctx,
                                        const std::function<bool(int64_t, int)>& check,
                                        Progress* progress = nullptr, int64_t block = 0) {
  const int jobs = worker_count(ctx, count);
  if (block <= 0) block = std::max<int64_t>(1, std::min<int64_t>(count / (jobs * 64) + 1, 4096));
  SharedIndex next(0), best(count);
  std::atomic<int64_t> checked{0};
  std::atomic<bool> timed_out{false};
  // Every exhaustive loop reports (and, on Ctrl-C, says how far it got); callers
  // with a better name for their indices pass their own Progress.
  std::optional<Progress> own_progress;
  if (!progress) progress = &own_progress.emplace("cases", static_cast<uint64_t>(std::max<int64_t>(count, 0)));
  auto worker = [&](int id) {
    int64_t mine = 0;  // indices this worker evaluated: added to `checked` once, not per index
    DeadlinePoll poll;
    for (;;) {
      int64_t start = next.value.fetch_add(block);
      if (start >= count || start >= best.value.load()) break;
      if (ctx.expired()) {
        timed_out = true;
        break;
      }
      int64_t end = std::min(count, start + block);
      for (int64_t i = start; i < end && i < best.value.load(std::memory_order_relaxed); ++i) {
        ++mine;
        if (check(i, id)) {
          int64_t cur = best.value.load();
          while (i < cur && !best.value.compare_exchange_weak(cur, i)) {
          }
          break;
        }
        if (poll.due() && ctx.expired()) {
          timed_out = true;
          end = i + 1;
          break;
        }
      }
      progress->advance(static_cast<uint64_t>(end - start));
      if (timed_out.load(std::memory_order_relaxed)) break;
    }
    checked.fetch_add(mine, std::memory_order_relaxed);
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < jobs; ++t) threads.emplace_back(worker, t);
  worker(0);
  for (auto& t : threads) t.join();
  SearchResult r;
  r.first_failure = best.value.load() < count ? best.value.load() : -1;
  r.timed_out = timed_out.load() && r.first_failure < 0;
  r.checked = checked.load();
  return r;
}

// Per-worker counter rows, each starting on its own cache line, so workers
// adding to their own counters never write a line another worker reads.
class WorkerCounters {
 public:
  WorkerCounters(int workers, size_t width)
      : stride_((width + 7) / 8 * 8), buffer_(static_cast<size_t>(workers) * stride_ + 8, 0) {
    auto address = reinterpret_cast<uintptr_t>(buffer_.data());
    base_ = buffer_.data() + ((64 - address % 64) % 64) / sizeof(uint64_t);
    rows_ = workers;
  }
  uint64_t* row(int worker) { return base_ + static_cast<size_t>(worker) * stride_; }
  const uint64_t* row(int worker) const { return base_ + static_cast<size_t>(worker) * stride_; }
  int rows() const { return rows_; }
  void clear() { std::fill(buffer_.begin(), buffer_.end(), 0); }

 private:
  size_t stride_;
  std::vector<uint64_t> buffer_;
  uint64_t* base_ = nullptr;
  int rows_ = 0;
};

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
