// progress.cpp — see progress.hpp.
#include "core/progress.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <mutex>

#include "core/interrupt.hpp"
#include "core/terminal_width.hpp"

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

// "45s", "3m20s", "2h05m": the time left at the rate so far.
std::string short_duration(double s) {
  char buf[32];
  long t = static_cast<long>(s + 0.5);
  if (t < 60) std::snprintf(buf, sizeof buf, "%lds", t);
  else if (t < 3600) std::snprintf(buf, sizeof buf, "%ldm%02lds", t / 60, t % 60);
  else std::snprintf(buf, sizeof buf, "%ldh%02ldm", t / 3600, (t % 3600) / 60);
  return buf;
}

// A line wider than the terminal loses its beginning (the outer items' names),
// so the innermost count, total, percentage, ETA and the time stay in view.
std::string fit_from_the_end(const std::string& line, size_t width) {
  if (line.size() <= width) return line;
  if (width <= 3) return line.substr(line.size() - width);
  return "..." + line.substr(line.size() - (width - 3));
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
  if (total_) {
    double done = static_cast<double>(d), total = static_cast<double>(total_);
    std::string eta = d == 0 ? "?" : short_duration(seconds() * (total - std::min(done, total)) / done);
    return label_ + " " + std::to_string(d) + "/" + std::to_string(total_) + " (" +
           std::to_string(static_cast<int>(100.0 * done / total)) + "%, ETA " + eta + ")";
  }
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
  // One column short of the width: a full last column would wrap on some terminals.
  line = fit_from_the_end(line, std::max<size_t>(terminal_width(STDERR_FILENO), 2) - 1);
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
