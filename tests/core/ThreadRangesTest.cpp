// Tests for src/core/thread_ranges.hpp: every index once, on any number of jobs;
// faulting pages in on threads changes no byte of the memory it touches and
// leaves every page of the block resident.
#include <sys/mman.h>

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <vector>

#include "core/thread_ranges.hpp"

using namespace netcert;

TEST_CASE("run_in_ranges visits every index exactly once, whatever the job count", "[core]") {
  for (uint64_t count : {0ull, 1ull, 2ull, 7ull, 1000ull, 1001ull}) {
    for (int jobs : {1, 2, 3, 8}) {
      std::vector<std::atomic<int>> seen(count);
      run_in_ranges(count, jobs, [&](uint64_t lo, uint64_t hi) {
        for (uint64_t i = lo; i < hi; ++i) seen[i]++;
      });
      for (uint64_t i = 0; i < count; ++i) REQUIRE(seen[i].load() == 1);
    }
  }
}

TEST_CASE("run_in_ranges rethrows a range's exception after every thread ended", "[core]") {
  std::atomic<int> ended{0};
  auto range = [&](uint64_t lo, uint64_t) {
    ended++;
    if (lo > 0) throw std::runtime_error("range failed");
  };
  CHECK_THROWS_WITH(run_in_ranges(100, 3, range), "range failed");
  CHECK(ended.load() == 3);
}

TEST_CASE("fault_in_on_threads keeps every byte, on aligned, unaligned, small and empty blocks", "[core]") {
  constexpr std::size_t kBytes = std::size_t{20} << 20;  // above the 8 MiB where threads are worth it
  std::unique_ptr<unsigned char[]> block(new unsigned char[kBytes + 3]);
  for (std::size_t i = 0; i < kBytes + 3; ++i) block[i] = static_cast<unsigned char>(i * 7 + 1);
  for (int jobs : {1, 2, 3}) {
    fault_in_on_threads(block.get(), kBytes, jobs);
    fault_in_on_threads(block.get() + 3, kBytes, jobs);  // not page-aligned at either end
    fault_in_on_threads(block.get(), 5, jobs);            // under a page
    fault_in_on_threads(block.get(), 0, jobs);
  }
  for (std::size_t i = 0; i < kBytes + 3; ++i) REQUIRE(block[i] == static_cast<unsigned char>(i * 7 + 1));
}

#ifdef MADV_POPULATE_WRITE
// The threads share out 2 MiB chunks from one cursor: none may be skipped, the last (partial) one included.
TEST_CASE("fault_in_on_threads leaves every page of a fresh block resident", "[core]") {
  constexpr std::size_t kPage = 4096, kBytes = (std::size_t{21} << 20) + 5 * kPage;  // ten chunks and a part
  for (int jobs : {2, 3}) {
    void* block = mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    REQUIRE(block != MAP_FAILED);
    (void)madvise(block, kBytes, MADV_NOHUGEPAGE);  // residency counted page by page
    fault_in_on_threads(block, kBytes, jobs);
    std::vector<unsigned char> resident(kBytes / kPage);
    REQUIRE(mincore(block, kBytes, resident.data()) == 0);
    std::size_t missing = 0;
    for (unsigned char r : resident) missing += !(r & 1);
    CHECK(missing == 0);
    munmap(block, kBytes);
  }
}
#endif

TEST_CASE("reserve_on_threads gives the capacity and keeps what the vector holds", "[core]") {
  std::vector<uint32_t> v{4, 5, 6};
  reserve_on_threads(v, std::size_t{8} << 20, 2);  // 32 MiB of capacity, faulted in on two threads
  CHECK(v.capacity() >= (std::size_t{8} << 20));
  CHECK(v == std::vector<uint32_t>{4, 5, 6});
  const uint32_t* data = v.data();
  reserve_on_threads(v, 10, 2);  // already enough: no reallocation
  CHECK(v.data() == data);
}
