// random.hpp — the random engine: a RapidCheck property run with a pinned seed,
// shrinking on, and the structured counterexample captured for re-checking.
#pragma once
#include <rapidcheck.h>

#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <mutex>
#include <optional>
#include <memory>
#include <string>

#include "core/context.hpp"
#include "core/progress.hpp"
#include "core/verdict.hpp"

namespace netcert {

// Where a property under test records the input of its latest failing case.
// Shrinking only accepts failing candidates, so the last failure recorded is
// the minimal counterexample RapidCheck reports.
struct FailureSlot {
  json last;
};

namespace detail_random {
// RapidCheck prints its global configuration to stderr on first use; netcert
// passes its own seed per run (and prints it), so load that configuration once
// with stderr pointed at /dev/null.
inline void load_configuration_quietly() {
  static std::once_flag once;
  std::call_once(once, [] {
    std::cerr.flush();
    int saved = dup(STDERR_FILENO);
    int null_fd = open("/dev/null", O_WRONLY);
    if (saved >= 0 && null_fd >= 0) dup2(null_fd, STDERR_FILENO);
    (void)rc::detail::configuration();
    std::cerr.flush();
    if (saved >= 0) {
      dup2(saved, STDERR_FILENO);
      close(saved);
    }
    if (null_fd >= 0) close(null_fd);
  });
}

// Thrown out of RapidCheck's loop (from the listener, between cases) when
// --timeout expires: the run ends as unknown, never as a truncated "holds".
struct RandomTimedOut {
  bool shrinking;
};

class QuietListener : public rc::detail::TestListener {
 public:
  explicit QuietListener(const RunContext* ctx = nullptr, Progress* progress = nullptr)
      : ctx_(ctx), progress_(progress) {}
  void onTestCaseFinished(const rc::detail::CaseDescription&) override {
    ++cases_;
    if (progress_) progress_->advance();
    if (ctx_ && ctx_->expired()) throw RandomTimedOut{false};
  }
  void onShrinkTried(const rc::detail::CaseDescription&, bool) override {
    if (ctx_ && ctx_->expired()) throw RandomTimedOut{true};
  }
  void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
  uint64_t cases() const { return cases_; }

 private:
  const RunContext* ctx_;
  Progress* progress_;
  uint64_t cases_ = 0;
};
}  // namespace detail_random

// Runs `testable` (a callable taking generated arguments and using RC_ASSERT),
// with ctx.seed and ctx.random_cases. On failure the outcome carries slot->last.
template <typename Testable>
Outcome run_random(const std::string& id, const RunContext& ctx, std::shared_ptr<FailureSlot> slot,
                   Testable&& testable) {
  using namespace rc::detail;
  detail_random::load_configuration_quietly();
  TestMetadata meta;
  meta.id = id;
  meta.description = id;
  TestParams params;
  params.seed = ctx.seed;
  params.maxSuccess = ctx.random_cases;
  params.maxSize = 100;
  Progress progress("random cases", static_cast<uint64_t>(ctx.random_cases), ctx.progress);
  detail_random::QuietListener listener(&ctx, &progress);
  Outcome o;
  o.stats["seed"] = ctx.seed;
  o.stats["replay"] = "--seed " + std::to_string(ctx.seed) + " --cases " + std::to_string(ctx.random_cases);
  std::optional<TestResult> finished;
  try {
    finished.emplace(checkProperty(toProperty(std::forward<Testable>(testable)), meta, params, listener));
  } catch (const detail_random::RandomTimedOut& t) {
    o.stats["cases"] = listener.cases();
    if (t.shrinking && slot && !slot->last.is_null()) {
      // A failing case was found; shrinking was cut short. The runner re-checks it.
      o.verdict = Verdict::Fails;
      o.counterexample = slot->last;
      o.note = "counterexample (shrinking stopped by --timeout after " + std::to_string(listener.cases()) +
               " cases, seed " + std::to_string(ctx.seed) + ")";
    } else {
      o.note = "timed out after " + std::to_string(listener.cases()) + " of " + std::to_string(ctx.random_cases) +
               " random cases (--timeout " + std::to_string(ctx.timeout_seconds) + " s, seed " +
               std::to_string(ctx.seed) + ")";
    }
    return o;
  }
  const TestResult& result = *finished;
  SuccessResult success;
  FailureResult failure;
  GaveUpResult gaveup;
  Error error;
  if (result.match(success)) {
    o.verdict = Verdict::Holds;
    o.stats["cases"] = success.numSuccess;
    o.note = std::to_string(success.numSuccess) + " random cases, seed " + std::to_string(ctx.seed);
  } else if (result.match(failure)) {
    o.verdict = Verdict::Fails;
    o.stats["cases"] = failure.numSuccess + 1;
    o.stats["shrink_steps"] = failure.reproduce.shrinkPath.size();
    o.counterexample = slot ? slot->last : json();
    json shown = json::array();
    for (auto& kv : failure.counterExample) shown.push_back(kv.first + " = " + kv.second);
    o.stats["rapidcheck_counterexample"] = shown;
    o.stats["failure"] = failure.description;
    o.note = "shrunk counterexample after " + std::to_string(failure.numSuccess) + " passing cases (seed " +
             std::to_string(ctx.seed) + ", " + std::to_string(failure.reproduce.shrinkPath.size()) + " shrink steps)";
    if (o.counterexample.is_null()) {
      o.verdict = Verdict::Unknown;
      o.note = "property failed but recorded no structured counterexample: " + failure.description;
    }
  } else if (result.match(gaveup)) {
    o.note = "gave up: " + gaveup.description;
  } else if (result.match(error)) {
    o.note = "error: " + error.description;
  }
  return o;
}

}  // namespace netcert
