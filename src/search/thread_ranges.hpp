// thread_ranges.hpp — one loop cut into `jobs` equal index ranges, one thread each.
//
// For the linear passes that build an engine's tables (placing halves, building a
// map), where every index costs the same few memory accesses: no shared cursor,
// no per-index call through std::function (core/parallel.hpp hands out blocks
// for searches whose indices cost unevenly and may stop early).
#pragma once
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

}  // namespace netcert
