// progress.hpp — what a run is doing, for people and for Ctrl-C.
//
// A Progress names one loop (or one solver query) while it runs. Creating one
// is cheap and advance() is one relaxed atomic add, so engines report from
// their hot loops (every block, not every item). The run monitor (the CLI
// starts it, cli/interrupt.cpp) draws all live Progress objects as one line on
// stderr every 100 ms — only when stderr is a terminal and only after a second,
// so CI logs and pipes stay clean. When a run is interrupted, each Progress that
// ends records what it covered ("1234 of 5000 UMP slots") for the result's note.
#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace netcert {

class Progress {
 public:
  // total 0: no known end (a count or a solver query). `shown` false: never
  // drawn, still recorded on interrupt.
  explicit Progress(std::string label, uint64_t total = 0, bool shown = true);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void advance(uint64_t by = 1) { done_.fetch_add(by, std::memory_order_relaxed); }
  void set_done(uint64_t done) { done_.store(done, std::memory_order_relaxed); }
  // Ends the report early (the destructor does it otherwise).
  void finish();

  // "UMP slots 1234/5000 (24%, ETA 3m20s)", "query ump_level3 2.1s".
  std::string describe() const;
  // "1234 of 5000 UMP slots", "query ump_level3 ran 2.1 s".
  std::string covered() const;
  double seconds() const;
  bool shown() const { return shown_; }
  bool sized() const { return total_ != 0; }
  const std::string& label() const { return label_; }

 private:
  std::string label_;
  uint64_t total_;
  bool shown_;
  bool registered_ = false;
  std::atomic<uint64_t> done_{0};
  std::chrono::steady_clock::time_point start_;
};

// True when progress should be shown at all (stderr is a terminal).
bool progress_wanted();

// Turns drawing on or off (the CLI: on when progress_wanted()).
void set_progress_drawing(bool on);

// Draws the live Progress objects as one line on stderr when drawing is on and
// the oldest has run for a second (the run monitor calls it every tick).
void draw_progress_line();

// What the Progress objects that ended after a stop request covered, outermost
// loop first; clear before a run, take after it.
void clear_interrupted_coverage();
std::vector<std::string> take_interrupted_coverage();

}  // namespace netcert
