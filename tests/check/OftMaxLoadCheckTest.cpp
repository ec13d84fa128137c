// OftMaxLoadCheckTest.cpp — oft.max_load_light / oft.max_load_heavy (seed 003,
// Sec. 4): the engine's trials equal the checker's own throws; the checker
// recomputes the interval; a band that excludes the sample fails (checker
// confirms); forged samples, intervals and seeds are rejected.
#include <catch2/catch.hpp>

#include "check/oft_max_load_check.hpp"
#include "core/catalogue.hpp"
#include "core/montecarlo_seed.hpp"
#include "search/oft_max_load.hpp"
#include "tests/check/cert_status.hpp"

using namespace netcert;
using namespace netcert::testing;

namespace {
ParamSet light_params(int r, int trials, int band_pct) {
  ParamSet ps;
  ps.set("r", int64_t(r));
  ps.set("trials", int64_t(trials));
  ps.set("band_pct", int64_t(band_pct));
  ps.set("alpha_pct", int64_t(5));
  return ps;
}
ParamSet heavy_params(int r, int k, int trials, int ratio_pct) {
  ParamSet ps;
  ps.set("r", int64_t(r));
  ps.set("k", int64_t(k));
  ps.set("trials", int64_t(trials));
  ps.set("ratio_pct", int64_t(ratio_pct));
  ps.set("alpha_pct", int64_t(5));
  return ps;
}
}  // namespace

TEST_CASE("oft max load: engine trials equal the checker's throws", "[oft][maxload]") {
  for (uint64_t t = 0; t < 5; ++t) {
    CHECK(oft_max_load_trial(8, 256, 1, t) == oftcheck::max_load_of_trial(8, 256, 1, t));
    CHECK(oft_max_load_trial(6, 6 * 64 * 3, 9, t) == oftcheck::max_load_of_trial(6, 6 * 64 * 3, 9, t));
  }
}

TEST_CASE("oft max load light: holds in the factor-2 band, a zero-width band fails and the checker confirms",
          "[oft][maxload]") {
  RunContext ctx;
  const Property* p = catalogue().property("oft.max_load_light");
  REQUIRE(p);
  Outcome ok = p->engine("montecarlo")->run(light_params(12, 60, 200), ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  CHECK(cert_status("oft.max_load_light", light_params(12, 60, 200), ok, "montecarlo") == CertVerdict::Status::Partial);
  Outcome bad = p->engine("montecarlo")->run(light_params(12, 60, 100), ctx);  // band [L, L]
  REQUIRE(bad.verdict == Verdict::Fails);
  std::string why;
  CHECK(p->recheck(light_params(12, 60, 100), bad.counterexample, why));
  // A rejection at level alpha is a replayed decision, not a proof: PARTIAL, like a holds.
  CHECK(cert_status("oft.max_load_light", light_params(12, 60, 100), bad, "montecarlo") ==
        CertVerdict::Status::Partial);
  Outcome few = p->engine("montecarlo")->run(light_params(12, 29, 200), ctx);
  CHECK(few.verdict == Verdict::Unknown);
}

TEST_CASE("oft max load: fewer than 30 trials decide nothing in the checker either", "[oft][maxload]") {
  // 29 trials whose interval lies inside the band: the engine says unknown, and evidence built from the same
  // throws (the engine's summary, the trials thrown by the engine's sampler) is no holds for the checker.
  RunContext ctx;
  const ParamSet ps = light_params(12, 29, 200);
  Outcome few = catalogue().property("oft.max_load_light")->engine("montecarlo")->run(ps, ctx);
  REQUIRE(few.verdict == Verdict::Unknown);
  json loads = json::array();
  for (uint64_t t = 0; t < 29; ++t) loads.push_back(oft_max_load_trial(12, 4096, ctx.seed, t));
  json evidence = {{"seed", ctx.seed}, {"seed_source", montecarlo_seed_source("oft.max_load_light", ps, ctx.seed)},
                   {"balls", uint64_t(4096)}, {"max_loads", loads}, {"mean", few.stats["mean"]}, {"ci", few.stats["ci"]},
                   {"alpha", 0.05}, {"band", few.stats["band"]}};
  Verdict decided = Verdict::Holds;
  std::string why;
  REQUIRE(oftcheck::max_load_evidence(OftMaxLoadParams{12, 0, 29, 0, 200, 5}, false, evidence, decided, why));
  CHECK(decided == Verdict::Unknown);
  CHECK(verify_certificate(serialize_certificate(make_certificate("oft.max_load_light", ps, "montecarlo", Verdict::Holds,
                                                                  evidence))).status == CertVerdict::Status::Rejected);
}

TEST_CASE("oft max load heavy: max load / (h/n) within [1, 3], fails against [1, 1.1] at k = 1", "[oft][maxload]") {
  RunContext ctx;
  const Property* p = catalogue().property("oft.max_load_heavy");
  REQUIRE(p);
  Outcome ok = p->engine("montecarlo")->run(heavy_params(8, 4, 50, 300), ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  CHECK(ok.witness["ci"][0].get<double>() >= 1.0);
  Outcome bad = p->engine("montecarlo")->run(heavy_params(8, 1, 50, 110), ctx);
  REQUIRE(bad.verdict == Verdict::Fails);
  std::string why;
  CHECK(p->recheck(heavy_params(8, 1, 50, 110), bad.counterexample, why));
  CHECK_FALSE(p->recheck(heavy_params(8, 1, 50, 300), bad.counterexample, why));  // another band: not its evidence
}

TEST_CASE("oft max load: forged samples, intervals and seeds are rejected", "[oft][maxload]") {
  RunContext ctx;
  const Property* p = catalogue().property("oft.max_load_light");
  ParamSet ps = light_params(10, 40, 100);
  Outcome bad = p->engine("montecarlo")->run(ps, ctx);
  REQUIRE(bad.verdict == Verdict::Fails);
  std::string why;
  json forged = bad.counterexample;
  forged["max_loads"][3] = forged["max_loads"][3].get<unsigned>() + 1;
  CHECK_FALSE(p->recheck(ps, forged, why));
  forged = bad.counterexample;
  forged["ci"][1] = forged["ci"][1].get<double>() + 0.5;
  CHECK_FALSE(p->recheck(ps, forged, why));
  forged = bad.counterexample;
  forged["seed"] = 2;
  CHECK_FALSE(p->recheck(ps, forged, why));
  forged = bad.counterexample;  // seed 1 was the author's choice (the params derive another): not "derived"
  REQUIRE(forged["seed_source"] == "author");
  forged["seed_source"] = "derived";
  CHECK_FALSE(p->recheck(ps, forged, why));
  forged = bad.counterexample;
  forged["max_loads"].erase(forged["max_loads"].end() - 1);
  CHECK_FALSE(p->recheck(ps, forged, why));
  Outcome ok = p->engine("montecarlo")->run(light_params(10, 40, 200), ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  Outcome lie = ok;
  lie.witness["mean"] = 3.0;
  CHECK(cert_status("oft.max_load_light", light_params(10, 40, 200), lie, "montecarlo") ==
        CertVerdict::Status::Rejected);
}
