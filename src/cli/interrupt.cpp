// interrupt.cpp — see interrupt.hpp. The handler only sets the flag and writes
// one byte to a pipe (both async-signal-safe); the monitor thread does the rest
// (message, Z3 interrupts, drawing), outside signal context.
#include "cli/interrupt.hpp"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <thread>

#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace netcert {

namespace {
int wake_fds[2] = {-1, -1};
std::atomic<bool> announced{false};
bool drawing_progress = false;

extern "C" void on_sigint(int) {
  detail_interrupt::requested.store(true);
  char byte = 1;
  ssize_t ignored = write(wake_fds[1], &byte, 1);
  (void)ignored;
}

void monitor_loop(bool draw_progress) {
  for (;;) {
    pollfd p{wake_fds[0], POLLIN, 0};
    int wait_ms = draw_progress || interrupt_requested() ? 100 : -1;
    if (poll(&p, 1, wait_ms) > 0 && (p.revents & POLLIN)) {
      char buf[16];
      ssize_t ignored = read(wake_fds[0], buf, sizeof buf);
      (void)ignored;
    }
    if (interrupt_requested()) {
      announce_interruption();
      fire_interrupt_hooks();  // again on every tick: a solver that started late is stopped too
    }
    if (draw_progress) draw_progress_line();
  }
}
}  // namespace

void announce_interruption() {
  if (!interrupt_requested() || announced.exchange(true)) return;
  std::fputs(drawing_progress ? "\nnetcert: interrupted: stopping, the results so far follow (Ctrl-C again kills)\n"
                              : "netcert: interrupted: stopping, the results so far follow (Ctrl-C again kills)\n",
             stderr);
  std::fflush(stderr);
}

void start_run_monitor(bool draw_progress) {
  drawing_progress = draw_progress;
  set_progress_drawing(draw_progress);
  struct sigaction old {};
  // A background job of a script has SIGINT ignored; it stays ignored (as for every Unix tool).
  bool ignored = sigaction(SIGINT, nullptr, &old) == 0 && old.sa_handler == SIG_IGN;
  if (ignored || pipe2(wake_fds, O_CLOEXEC | O_NONBLOCK) != 0) {
    if (draw_progress) std::thread([] {
        for (;;) {
          draw_progress_line();
          poll(nullptr, 0, 100);
        }
      }).detach();
    return;
  }
  struct sigaction sa {};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESETHAND | SA_RESTART;  // the second Ctrl-C gets the default action: kill
  sigaction(SIGINT, &sa, nullptr);
  std::thread(monitor_loop, draw_progress).detach();
}

}  // namespace netcert
