// interrupt.hpp — a process-wide stop request (Ctrl-C). Engines never read it
// directly: RunContext::expired() includes it, so every loop that polls the
// deadline also stops on SIGINT, and the runner turns what was covered into an
// `unknown` result (never `holds`).
#pragma once
#include <atomic>
#include <functional>

namespace netcert {

namespace detail_interrupt {
extern std::atomic<bool> requested;
}

// True once a stop was requested. One relaxed atomic load: cheap in hot loops.
inline bool interrupt_requested() { return detail_interrupt::requested.load(std::memory_order_relaxed); }

// Requests a stop and fires every registered hook (not async-signal-safe: the
// SIGINT handler only wakes the run monitor, which calls this).
void request_interrupt();

// Forgets a stop request (tests; a library caller starting a new run).
void clear_interrupt();

// While alive, `on_interrupt` is called when a stop is requested — and again
// on every monitor tick until the hook is gone, so a solver that starts just
// after the request is still stopped (Z3's interrupt only reaches a running check).
class InterruptHook {
 public:
  explicit InterruptHook(std::function<void()> on_interrupt);
  ~InterruptHook();
  InterruptHook(const InterruptHook&) = delete;
  InterruptHook& operator=(const InterruptHook&) = delete;
  void fire() { fn_(); }

 private:
  std::function<void()> fn_;
};

// Fires every live hook (the run monitor calls it on each tick after a request).
void fire_interrupt_hooks();

}  // namespace netcert
