// progress.hpp — a progress line on stderr, only when stderr is a terminal and
// the run has taken more than a second (so CI logs and pipes stay clean).
#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace netcert {

class Progress {
 public:
  Progress(std::string label, uint64_t total, bool enabled);
  ~Progress();
  void advance(uint64_t by = 1);
  void finish();

 private:
  void draw(bool final);
  std::string label_;
  uint64_t total_;
  bool enabled_;
  std::atomic<uint64_t> done_{0};
  std::atomic<int64_t> next_draw_ns_{0};
  std::chrono::steady_clock::time_point start_;
  bool drawn_ = false;
  std::mutex mutex_;
};

// True when progress should be shown at all (stderr is a terminal, not in CI).
bool progress_wanted();

}  // namespace netcert
