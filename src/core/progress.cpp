// progress.cpp — see progress.hpp.
#include "core/progress.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <mutex>

#include "core/interrupt.hpp"

namespace netcert {

namespace {
// Never destroyed: the run monitor thread may still tick during exit().
struct Registry {
  std::mutex mutex;
  std::vector<const Progress*> live;   // creation order: outer loops first
  std::vector<std::string> coverage;   // recorded after a stop request, innermost first
  bool drawing = false;
  bool line_drawn = false;
};
Registry& registry() {
  static auto* r = new Registry;
  return *r;
}

std::string one_decimal(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", x);
  return buf;
}

size_t terminal_width() {
  winsize w{};
  if (ioctl(STDERR_FILENO, TIOCGWINSZ, &w) == 0 && w.ws_col >= 20) return w.ws_col;
  return 100;
}

// Called with the registry locked.
void erase_line(Registry& r) {
  if (!r.line_drawn) return;
  std::fputs("\r\033[K", stderr);
  std::fflush(stderr);
  r.line_drawn = false;
}
}  // namespace

bool progress_wanted() { return isatty(STDERR_FILENO) != 0; }

Progress::Progress(std::string label, uint64_t total, bool shown)
    : label_(std::move(label)), total_(total), shown_(shown), start_(std::chrono::steady_clock::now()) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.live.push_back(this);
  registered_ = true;
}

Progress::~Progress() { finish(); }

void Progress::finish() {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  if (!registered_) return;
  registered_ = false;
  r.live.erase(std::remove(r.live.begin(), r.live.end(), this), r.live.end());
  if (interrupt_requested()) r.coverage.push_back(covered());
  if (r.live.empty()) erase_line(r);
}

double Progress::seconds() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

std::string Progress::describe() const {
  uint64_t d = done_.load(std::memory_order_relaxed);
  if (total_)
    return label_ + " " + std::to_string(d) + "/" + std::to_string(total_) + " (" +
           std::to_string(static_cast<int>(100.0 * static_cast<double>(d) / static_cast<double>(total_))) + "%)";
  if (d) return label_ + " " + std::to_string(d);
  return label_ + " " + one_decimal(seconds()) + "s";
}

std::string Progress::covered() const {
  uint64_t d = done_.load(std::memory_order_relaxed);
  if (total_) return std::to_string(d) + " of " + std::to_string(total_) + " " + label_;
  if (d) return std::to_string(d) + " " + label_;
  return label_ + " ran " + one_decimal(seconds()) + " s";
}

void set_progress_drawing(bool on) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.drawing = on;
}

void draw_progress_line() {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  if (!r.drawing || r.live.empty() || r.live.front()->seconds() < 1.0) return;
  std::string line;
  int hidden = 0;
  for (const Progress* p : r.live) {
    if (!p->shown()) continue;
    if (line.size() > 160) {
      ++hidden;
      continue;
    }
    // The outermost item's time is the line's own [time] at the end.
    bool outermost = p == r.live.front() && !p->sized();
    line += (line.empty() ? "" : " | ") + (outermost ? p->label() : p->describe());
  }
  if (hidden) line += " | +" + std::to_string(hidden) + " more";
  line += " [" + one_decimal(r.live.front()->seconds()) + "s" + (interrupt_requested() ? ", stopping" : "") + "]";
  size_t width = terminal_width() - 1;
  if (line.size() > width) line = line.substr(0, width - 3) + "...";
  std::fprintf(stderr, "\r%s\033[K", line.c_str());
  std::fflush(stderr);
  r.line_drawn = true;
}

void clear_interrupted_coverage() {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.coverage.clear();
}

std::vector<std::string> take_interrupted_coverage() {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  std::vector<std::string> out(r.coverage.rbegin(), r.coverage.rend());
  r.coverage.clear();
  return out;
}

}  // namespace netcert
