// interrupt.hpp — the CLI's run monitor (SIGINT and the progress line).
#pragma once

namespace netcert {

// Installs the SIGINT handler and starts the monitor thread: the first Ctrl-C
// requests a stop (engines end their loops and solvers, the command prints the
// results so far and exits 3 unless a confirmed counterexample was found); a
// second Ctrl-C kills at once. With `draw_progress` the thread also redraws the
// progress line on stderr every 100 ms (the caller passes progress_wanted()).
void start_run_monitor(bool draw_progress);

// After a Ctrl-C, prints "netcert: interrupted: stopping, ..." on stderr once per process
// (without one, nothing). The monitor thread calls it when Ctrl-C arrives; a command calls
// it before printing results, so the message is there even when the engines stopped and
// the results were ready before the monitor thread got a core.
void announce_interruption();

}  // namespace netcert
