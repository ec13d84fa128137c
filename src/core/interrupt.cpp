// interrupt.cpp — see interrupt.hpp.
#include "core/interrupt.hpp"

#include <mutex>
#include <vector>

namespace netcert {

namespace detail_interrupt {
std::atomic<bool> requested{false};
}

namespace {
// Never destroyed: the run monitor thread may still tick during exit().
std::mutex& hooks_mutex() {
  static auto* m = new std::mutex;
  return *m;
}
std::vector<InterruptHook*>& hooks() {
  static auto* v = new std::vector<InterruptHook*>;
  return *v;
}
}  // namespace

void fire_interrupt_hooks() {
  std::lock_guard<std::mutex> lock(hooks_mutex());
  for (auto* h : hooks()) h->fire();
}

void request_interrupt() {
  detail_interrupt::requested.store(true);
  fire_interrupt_hooks();
}

void clear_interrupt() { detail_interrupt::requested.store(false); }

InterruptHook::InterruptHook(std::function<void()> on_interrupt) : fn_(std::move(on_interrupt)) {
  std::lock_guard<std::mutex> lock(hooks_mutex());
  hooks().push_back(this);
  if (interrupt_requested()) fn_();
}

InterruptHook::~InterruptHook() {
  std::lock_guard<std::mutex> lock(hooks_mutex());
  auto& v = hooks();
  for (size_t i = 0; i < v.size(); ++i)
    if (v[i] == this) {
      v.erase(v.begin() + static_cast<long>(i));
      break;
    }
}

}  // namespace netcert
