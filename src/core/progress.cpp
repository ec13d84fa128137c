// progress.cpp — see progress.hpp.
#include "core/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace netcert {

bool progress_wanted() { return isatty(STDERR_FILENO) != 0; }

Progress::Progress(std::string label, uint64_t total, bool enabled)
    : label_(std::move(label)), total_(total), enabled_(enabled), start_(std::chrono::steady_clock::now()) {
  next_draw_ns_ = 1000000000LL;  // first draw after one second
}

Progress::~Progress() { finish(); }

void Progress::advance(uint64_t by) {
  uint64_t d = done_.fetch_add(by) + by;
  (void)d;
  if (!enabled_) return;
  int64_t now = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start_).count();
  int64_t next = next_draw_ns_.load();
  if (now >= next && next_draw_ns_.compare_exchange_strong(next, now + 100000000LL)) draw(false);
}

void Progress::draw(bool final) {
  std::lock_guard<std::mutex> lock(mutex_);
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  uint64_t d = done_.load();
  if (total_)
    std::fprintf(stderr, "\r%s %llu/%llu (%.0f%%) %.1fs", label_.c_str(), (unsigned long long)d,
                 (unsigned long long)total_, 100.0 * d / total_, secs);
  else
    std::fprintf(stderr, "\r%s %llu %.1fs", label_.c_str(), (unsigned long long)d, secs);
  if (final) std::fprintf(stderr, "\n");
  std::fflush(stderr);
  drawn_ = true;
}

void Progress::finish() {
  if (enabled_ && drawn_) {
    draw(true);
    drawn_ = false;
    enabled_ = false;
  }
}

}  // namespace netcert
