// EngineWatchdogTest.cpp — --timeout holds for an engine that never looks at the deadline: the
// command line stops waiting for it (unknown, never holds); a library caller, which cannot exit
// under a running thread, keeps waiting for the engine's own answer (core/engine_watchdog.hpp).
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <thread>

#include "core/engine_watchdog.hpp"
#include "core/runner.hpp"

using namespace netcert;

namespace {

std::atomic<bool> g_engine_finished{false};

// Sleeps 0.8 s without a deadline check, then says holds. Static: an abandoned thread still reads it.
const Property& deaf_property() {
  static const Property p = [] {
    Property q;
    q.id = "test.watchdog";
    q.engines.push_back(Engine{"exhaustive", nullptr, [](const ParamSet&, const RunContext&) {
                                 std::this_thread::sleep_for(std::chrono::milliseconds(800));
                                 g_engine_finished = true;
                                 return Outcome::holds(json::object(), "slept");
                               }});
    return q;
  }();
  return p;
}

Result run_deaf(bool may_abandon, double timeout) {
  allow_abandoning_late_engines(may_abandon);
  g_engine_finished = false;
  CheckRequest req;
  req.property = &deaf_property();
  req.param_sets = {ParamSet{}};
  req.engine = "exhaustive";
  RunContext ctx;
  ctx.timeout_seconds = timeout;
  auto results = run_check(req, ctx);
  allow_abandoning_late_engines(false);
  REQUIRE(results.size() == 1);
  return results.front();
}

}  // namespace

TEST_CASE("watchdog: the command line stops waiting for a deaf engine shortly after --timeout", "[watchdog]") {
  const auto t0 = std::chrono::steady_clock::now();
  Result r = run_deaf(true, 0.1);
  const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  CHECK(r.verdict == Verdict::Unknown);
  CHECK(r.note.find("its work was abandoned") != std::string::npos);
  CHECK(r.stats.value("abandoned", false));
  CHECK(waited < 0.6);  // 1.05 x 0.1 s + 0.1 s grace, with room for a loaded machine
  CHECK_FALSE(g_engine_finished);
  CHECK(engine_abandoned());
  // The abandoned thread ends on its own; wait for it so the process does not exit under it.
  for (int i = 0; i < 100 && !g_engine_finished; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  CHECK(g_engine_finished);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));  // and lets go of its copies
}

TEST_CASE("watchdog: a library caller waits for the engine, whose late holds is then demoted", "[watchdog]") {
  Result r = run_deaf(false, 0.1);
  CHECK(g_engine_finished);
  CHECK(r.verdict == Verdict::Unknown);
  CHECK(r.note.find("past --timeout") != std::string::npos);
  CHECK_FALSE(r.stats.value("abandoned", false));
}

TEST_CASE("watchdog: an engine that ends in time is waited for and its holds stands", "[watchdog]") {
  Result r = run_deaf(true, 5);
  CHECK(g_engine_finished);
  CHECK(r.verdict == Verdict::Holds);
}
