// first_touch.cpp — what the first write to fresh memory costs on this machine:
// MIB mebibytes, touched one byte per 4 KiB page on THREADS threads that take
// 2 MiB chunks from a shared cursor (as fault_in_on_threads does), with the
// block advised MADV_HUGEPAGE ("huge", as netcert's operator new does for big
// blocks) or MADV_NOHUGEPAGE ("small"). Prints the wall time in milliseconds.
//
// bench/first_touch.sh runs it right after another run (memory the guest just
// freed) and after a pause (memory the guest may have handed back to the host):
// BENCHMARKS.md, "Cold pages". Hand-written: it measures the kernel, not netcert.
#include <sys/mman.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 4 || (std::strcmp(argv[3], "huge") != 0 && std::strcmp(argv[3], "small") != 0)) {
    std::fprintf(stderr, "usage: first_touch THREADS MIB huge|small\n");
    return 2;
  }
  const int threads = std::atoi(argv[1]);
  const std::size_t bytes = static_cast<std::size_t>(std::atol(argv[2])) << 20, chunk = std::size_t{2} << 20;
  if (threads < 1 || bytes == 0) return 2;
  char* block = static_cast<char*>(std::aligned_alloc(chunk, (bytes + chunk - 1) / chunk * chunk));
  if (!block) return 1;
  (void)madvise(block, bytes, argv[3][0] == 'h' ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
  std::atomic<std::size_t> next{0};
  auto touch = [&] {
    for (std::size_t c = next++; c * chunk < bytes; c = next++)
      for (std::size_t at = c * chunk; at < (c + 1) * chunk && at < bytes; at += 4096) block[at] = 1;
  };
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(touch);
  touch();
  for (auto& t : pool) t.join();
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::printf("%.1f\n", ms);
  std::free(block);
  return 0;
}
