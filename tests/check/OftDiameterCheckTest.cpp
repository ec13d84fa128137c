// OftDiameterCheckTest.cpp — oft.diameter (seed 003, Sec. 1): the engine (BFS on
// the model's graph) and the checker (walks on its own wiring) agree for both
// readings; a broken wiring is caught; forged evidence is rejected; certificates
// round-trip.
#include <catch2/catch.hpp>

#include "check/oft_check.hpp"
#include "check/oft_diameter_check.hpp"
#include "core/catalogue.hpp"
#include "properties/verify_certificate.hpp"
#include "tests/check/cert_status.hpp"
#include "search/oft_engines.hpp"

using namespace netcert;
using namespace netcert::testing;

namespace {
ParamSet diameter_params(int r, const char* reading) {
  ParamSet ps;
  ps.set("r", int64_t(r));
  ps.set("reading", std::string(reading));
  return ps;
}
}  // namespace

TEST_CASE("oft diameter: r routers between processors, r+1 links - engine and checker agree", "[oft][diameter]") {
  RunContext ctx;
  for (int r = 1; r <= 6; ++r) {
    Outcome routers = oft_diameter_exhaustive(OftParams{r, "routers"}, ctx);
    CHECK(routers.verdict == Verdict::Holds);
    CHECK(routers.witness == oft_diameter_witness(r, true));
    CHECK(oftcheck::diameter_defect(r, true).is_null());
    Outcome links = oft_diameter_exhaustive(OftParams{r, "links"}, ctx);
    REQUIRE(links.verdict == Verdict::Fails);
    CHECK(links.counterexample["diameter"] == r + 1);
    CHECK(links.counterexample == oftcheck::diameter_defect(r, false));
  }
}

TEST_CASE("oft diameter: a broken wiring is caught by the checker", "[oft][diameter]") {
  oftcheck::Wiring w(3);
  w.head[w.injection[5]] = oftcheck::Wiring::Head{true, 5, 0};  // P5 injects straight back into itself
  json d = oftcheck::diameter_defect(w, true);
  REQUIRE(d == json{{"reading", "routers"}, {"source", 5}, {"destination", 0}, {"reachable", false}});
}

TEST_CASE("oft diameter: a wiring whose diameter is below r is caught too", "[oft][diameter]") {
  // P0 and P1 inject straight into each other: every pair is joined without a router, 0 < r = 1.
  oftcheck::Wiring w(1);
  w.head[w.injection[0]] = oftcheck::Wiring::Head{true, 1, 0};
  w.head[w.injection[1]] = oftcheck::Wiring::Head{true, 0, 0};
  json d = oftcheck::diameter_defect(w, true);
  REQUIRE_FALSE(d.is_null());
  CHECK(d["diameter"] == 0);
}

TEST_CASE("oft diameter: certificates round-trip, forged evidence is rejected", "[oft][diameter]") {
  RunContext ctx;
  const Property* p = catalogue().property("oft.diameter");
  REQUIRE(p);
  Outcome holds = p->engine("exhaustive")->run(diameter_params(4, "routers"), ctx);
  REQUIRE(holds.verdict == Verdict::Holds);
  CHECK(cert_status("oft.diameter", diameter_params(4, "routers"), holds) == CertVerdict::Status::Verified);
  CHECK(cert_status("oft.diameter", diameter_params(5, "routers"), holds) != CertVerdict::Status::Verified);
  Outcome fails = p->engine("exhaustive")->run(diameter_params(4, "links"), ctx);
  REQUIRE(fails.verdict == Verdict::Fails);
  std::string why;
  CHECK(p->recheck(diameter_params(4, "links"), fails.counterexample, why));
  CHECK(cert_status("oft.diameter", diameter_params(4, "links"), fails) == CertVerdict::Status::Verified);
  json forged = fails.counterexample;
  forged["destination"] = 3;
  CHECK_FALSE(p->recheck(diameter_params(4, "links"), forged, why));
  forged = fails.counterexample;
  forged["diameter"] = 4;
  CHECK_FALSE(p->recheck(diameter_params(4, "links"), forged, why));
  CHECK_FALSE(p->recheck(diameter_params(4, "routers"), fails.counterexample, why));
  Outcome lie = holds;
  lie.witness["diameter"] = 5;
  CHECK(cert_status("oft.diameter", diameter_params(4, "routers"), lie) != CertVerdict::Status::Verified);
}
