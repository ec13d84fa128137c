// InterruptTest.cpp — Ctrl-C (a stop request) never turns into holds, and a
// stopped run says how far it got (core/interrupt, core/progress, core/runner).
#include <catch2/catch.hpp>

#include <chrono>
#include <regex>
#include <thread>

#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include "core/runner.hpp"

using namespace netcert;

namespace {

// A property with one engine whose body the test supplies; the independent
// checker confirms a counterexample exactly when it says {"real": true}.
Property fake_property(std::function<Outcome(const ParamSet&, const RunContext&)> run) {
  Property p;
  p.id = "test.interrupt";
  p.engines.push_back(Engine{"exhaustive", nullptr, std::move(run)});
  p.recheck = [](const ParamSet&, const json& cex, std::string& why) {
    why = "test checker";
    return cex.is_object() && cex.value("real", false);
  };
  return p;
}

std::vector<Result> run_fake(const Property& p) {
  CheckRequest req;
  req.property = &p;
  req.param_sets = {ParamSet{}};
  req.engine = "exhaustive";
  RunContext ctx;
  auto results = run_check(req, ctx);
  clear_interrupt();
  return results;
}

// Clears a stop request even when a REQUIRE fails, so later tests run normally.
struct ClearInterrupt {
  ~ClearInterrupt() { clear_interrupt(); }
};

}  // namespace

TEST_CASE("an engine that ignores a stop request never reports holds") {
  ClearInterrupt guard;
  Property p = fake_property([](const ParamSet&, const RunContext&) {
    Progress slots("slots", 5000);
    slots.advance(1234);
    request_interrupt();  // Ctrl-C arrives while the engine runs; it answers holds anyway
    return Outcome::holds();
  });
  auto results = run_fake(p);
  REQUIRE(results.size() == 1);
  CHECK(results[0].verdict == Verdict::Unknown);
  CHECK(results[0].note.find("interrupted after 1234 of 5000 slots") != std::string::npos);
  CHECK(results[0].stats.value("interrupted", false));
  CHECK(exit_code_for(results) == 3);
}

TEST_CASE("an interrupted fails stands only when the checker confirms it") {
  ClearInterrupt guard;
  auto engine_with = [](bool real) {
    return [real](const ParamSet&, const RunContext&) {
      request_interrupt();
      return Outcome::fails(json{{"real", real}});
    };
  };
  Property bogus = fake_property(engine_with(false));
  auto r1 = run_fake(bogus);
  CHECK(r1[0].verdict == Verdict::Unknown);
  CHECK(r1[0].note.find("interrupted") != std::string::npos);
  Property real = fake_property(engine_with(true));
  auto r2 = run_fake(real);
  CHECK(r2[0].verdict == Verdict::Fails);
  CHECK(r2[0].rechecked);
  CHECK(r2[0].note.find("interrupted") != std::string::npos);
}

TEST_CASE("pairs not started after a stop request are listed as unknown") {
  ClearInterrupt guard;
  bool ran = false;
  Property p = fake_property([&ran](const ParamSet&, const RunContext&) {
    ran = true;
    return Outcome::holds();
  });
  request_interrupt();
  auto results = run_fake(p);
  REQUIRE(results.size() == 1);
  CHECK_FALSE(ran);
  CHECK(results[0].verdict == Verdict::Unknown);
  CHECK(results[0].note == "not run: interrupted before it started");
  CHECK(exit_code_for(results) == 3);
}

TEST_CASE("a real exhaustive engine stopped mid-way reports unknown and its coverage") {
  ClearInterrupt guard;
  // oft.conflict_free r=13 simulates 8192 injection slots (seconds of work): stop it after 0.3 s.
  CheckRequest req = make_check_request("oft.conflict_free", {"r=13"}, "exhaustive", "");
  RunContext ctx;
  std::thread stopper([] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    request_interrupt();
  });
  auto results = run_check(req, ctx);
  stopper.join();
  clear_interrupt();
  REQUIRE(results.size() == 1);
  CHECK(results[0].verdict == Verdict::Unknown);
  INFO(results[0].note);
  CHECK(std::regex_search(results[0].note, std::regex("^interrupted after [0-9]+ of 8192 injection slots")));
}

TEST_CASE("a stop request stops RunContext loops and fires hooks") {
  ClearInterrupt guard;
  RunContext ctx;
  CHECK_FALSE(ctx.expired());
  int fired = 0;
  {
    InterruptHook hook([&fired] { ++fired; });
    request_interrupt();
    CHECK(fired == 1);
    CHECK(ctx.expired());
  }
  fire_interrupt_hooks();  // the hook is gone: not called again
  CHECK(fired == 1);
  clear_interrupt();
  CHECK_FALSE(ctx.expired());
}
