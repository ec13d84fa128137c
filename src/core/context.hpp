// context.hpp — run options every engine sees (jobs, time limit, seed, output dirs).
#pragma once
#include <chrono>
#include <cstdint>
#include <string>
#include <thread>

#include "core/interrupt.hpp"
#include "core/slices.hpp"

namespace netcert {

struct RunContext {
  int jobs = static_cast<int>(std::thread::hardware_concurrency() ? std::thread::hardware_concurrency() : 1);
  double timeout_seconds = 0;   // 0: no limit; per result
  uint64_t seed = 1;            // random engine and Monte-Carlo runs; always printed
  // The user named the seed (--seed). Monte-Carlo engines then use it as the
  // author's choice; otherwise they derive theirs from the params (core/montecarlo_seed.hpp).
  bool seed_named = false;
  int random_cases = 100;       // RapidCheck max_success
  std::string emit_smt2_dir;    // when set, every SMT query is written there
  bool progress = false;        // progress on stderr (only when it is a terminal)
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  // Whether anything reads a holds' witness (a certificate, a re-established holds). When not,
  // an engine may leave out of it what only a certificate needs (a fabric's texts: hundreds of
  // megabytes to copy). A witness so cut does not verify: a wrong false is an unknown, never a holds.
  bool holds_evidence_wanted = true;
  // Set for --shard, --checkpoint and MPI runs: the engine's one sliced loop
  // (core/sliced_loop.hpp) runs only the slices `slices.source` hands out.
  SliceRun slices;

  // Engines poll this cooperatively; a timed-out result is `unknown`. A stop
  // request (Ctrl-C) counts as expired: the runner then says what was covered.
  bool expired() const {
    if (interrupt_requested()) return true;
    if (timeout_seconds <= 0) return false;
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() > timeout_seconds;
  }
  double remaining_seconds() const {
    if (timeout_seconds <= 0) return 0;
    double left =
        timeout_seconds - std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return left > 0.001 ? left : 0.001;
  }
};

}  // namespace netcert
