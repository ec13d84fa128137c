// engine_watchdog.hpp — --timeout for engines with phases that never look at the deadline.
// Engines poll RunContext::expired() inside their loops, but building a network, a mapping or a
// table before the first loop does not (butterfly.chip_counts u=20 built for 3 s past a 1 s
// limit). A process that may exit without waiting for such a phase (the command line, not a
// library caller) turns this on: the runner then runs each timed engine on a thread of its own
// and stops waiting at watchdog_limit_seconds(--timeout); the result is unknown, the thread is
// left to end at its next poll, and the process exits without joining it (main() asks
// engine_abandoned()).
#pragma once
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "core/context.hpp"
#include "core/property.hpp"

namespace netcert {

// Within the 10 % a user is promised, with room for reporting and exit; the fixed grace lets a
// solver that was told the limit (Z3's own timer) answer unknown itself, with its reason.
constexpr double kWatchdogFactor = 1.05;
constexpr double kWatchdogGraceSeconds = 0.1;
inline double watchdog_limit_seconds(double timeout_seconds) {
  return kWatchdogFactor * timeout_seconds + kWatchdogGraceSeconds;
}

namespace watchdog_detail {
inline std::atomic<bool>& may_abandon() {
  static std::atomic<bool> flag{false};
  return flag;
}
inline std::atomic<bool>& abandoned() {
  static std::atomic<bool> flag{false};
  return flag;
}
}  // namespace watchdog_detail

// Set by a process that ends with std::_Exit once an engine was abandoned (cli/main.cpp).
inline void allow_abandoning_late_engines(bool allow) { watchdog_detail::may_abandon() = allow; }
inline bool engine_abandoned() { return watchdog_detail::abandoned(); }

// engine.run(ps, ctx), or nothing when the engine was still running at watchdog_limit_seconds().
// The thread owns copies of the parameters and the context (it may outlive the call); the engine
// itself lives in the static catalogue.
inline std::optional<Outcome> run_engine_within_limit(const Engine& engine, const ParamSet& ps, const RunContext& ctx) {
  if (ctx.timeout_seconds <= 0 || !watchdog_detail::may_abandon()) return engine.run(ps, ctx);
  struct Finish {
    std::mutex m;
    std::condition_variable cv;
    bool done = false;
    Outcome outcome;
    std::exception_ptr error;
  };
  auto finish = std::make_shared<Finish>();
  std::thread worker([finish, &engine, ps, ctx] {
    Outcome o;
    std::exception_ptr error;
    try {
      o = engine.run(ps, ctx);
    } catch (...) {
      error = std::current_exception();
    }
    std::lock_guard<std::mutex> lock(finish->m);
    finish->outcome = std::move(o);
    finish->error = error;
    finish->done = true;
    finish->cv.notify_all();
  });
  const auto limit = ctx.started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                       std::chrono::duration<double>(watchdog_limit_seconds(ctx.timeout_seconds)));
  std::unique_lock<std::mutex> lock(finish->m);
  if (!finish->cv.wait_until(lock, limit, [&] { return finish->done; })) {
    lock.unlock();
    worker.detach();
    watchdog_detail::abandoned() = true;
    return std::nullopt;
  }
  lock.unlock();
  worker.join();
  if (finish->error) std::rethrow_exception(finish->error);
  return std::move(finish->outcome);
}

}  // namespace netcert
