// thread_ranges.hpp — one loop cut into `jobs` equal index ranges, one thread each.
//
// For the linear passes that build an engine's tables (placing halves, building a
// map), where every index costs the same few memory accesses: no shared cursor,
// no per-index call through std::function (core/parallel.hpp hands out blocks
// for searches whose indices cost unevenly and may stop early).
#pragma once
#include <sys/mman.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <thread>
#include <vector>

namespace netcert {

// range(lo, hi) for the `jobs` ranges of [0, count), the first on this thread;
// an exception of any range is rethrown here after every thread ended.
template <class Range>
void run_in_ranges(uint64_t count, int jobs, Range&& range) {
  if (jobs < 2 || count < 2) {
    range(uint64_t{0}, count);
    return;
  }
  const uint64_t parts = static_cast<uint64_t>(jobs);
  std::vector<std::exception_ptr> failed(parts);
  std::vector<std::thread> threads;
  for (uint64_t t = 1; t < parts; ++t)
    threads.emplace_back([&, t] {
      try {
        range(count * t / parts, count * (t + 1) / parts);
      } catch (...) {
        failed[t] = std::current_exception();
      }
    });
  try {
    range(uint64_t{0}, count / parts);
  } catch (...) {
    failed[0] = std::current_exception();
  }
  for (auto& th : threads) th.join();
  for (auto& f : failed)
    if (f) std::rethrow_exception(f);
}

// first() on a thread of its own and second() on this one when jobs > 1, else one
// after the other; an exception of either is rethrown here after both ended.
template <class First, class Second>
void run_side_by_side(int jobs, First&& first, Second&& second) {
  if (jobs < 2) {
    first();
    second();
    return;
  }
  std::exception_ptr failed_first, failed_second;
  std::thread side([&] {
    try {
      first();
    } catch (...) {
      failed_first = std::current_exception();
    }
  });
  try {
    second();
  } catch (...) {
    failed_second = std::current_exception();
  }
  side.join();
  if (failed_first) std::rethrow_exception(failed_first);
  if (failed_second) std::rethrow_exception(failed_second);
}

// Faults in the pages of [data, data + bytes) on `jobs` threads before a serial
// pass writes them. Why: the kernel zeroes every fresh page at its first touch, and
// on this kind of virtual machine that zeroing was the serial part of the butterfly
// engines with two jobs (BENCHMARKS.md, "Two jobs against one"); faulted in by
// ranges, the zeroing runs on every core. Advice only: on a kernel without
// MADV_POPULATE_WRITE (before 5.14) the pages are faulted at first use as before.
inline void fault_in_on_threads(void* data, std::size_t bytes, int jobs) {
#ifdef MADV_POPULATE_WRITE
  constexpr std::size_t kPage = 4096, kChunk = std::size_t{2} << 20, kWorthIt = std::size_t{8} << 20;
  if (jobs < 2 || bytes < kWorthIt) return;
  const std::uintptr_t begin = (reinterpret_cast<std::uintptr_t>(data) + kPage - 1) & ~(kPage - 1);
  const std::uintptr_t end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(kPage - 1);
  if (end <= begin) return;
  const uint64_t chunks = (end - begin + kChunk - 1) / kChunk;
  std::atomic<uint64_t> next{0};
  run_in_ranges(static_cast<uint64_t>(jobs), jobs, [&](uint64_t, uint64_t) {
    for (uint64_t c = next++; c < chunks; c = next++) {
      const std::uintptr_t from = begin + c * kChunk, to = from + kChunk < end ? from + kChunk : end;
      (void)madvise(reinterpret_cast<void*>(from), to - from, MADV_POPULATE_WRITE);
    }
  });
#else
  (void)data, (void)bytes, (void)jobs;
#endif
}

// `v` with capacity for n elements, its pages faulted in on `jobs` threads
// (fault_in_on_threads); a vector that already holds n keeps its pages.
template <class Vector>
void reserve_on_threads(Vector& v, std::size_t n, int jobs) {
  if (v.capacity() >= n) return;
  v.reserve(n);
  fault_in_on_threads(v.data(), n * sizeof(typename Vector::value_type), jobs);
}

}  // namespace netcert
