// LcanDownersCheckTest.cpp — lcan.downer_switches (seed 004, Sec. 2.1): the
// engine (model's port arrays) and the checker (labels' wiring) agree; a
// mutated wiring is caught by both alike; forged evidence is rejected;
// certificates round-trip.
#include <catch2/catch.hpp>

#include "check/lcan_downers_check.hpp"
#include "core/catalogue.hpp"
#include "properties/verify_certificate.hpp"
#include "tests/check/cert_status.hpp"
#include "search/lcan_downers.hpp"

using namespace netcert;
using namespace netcert::testing;

namespace {
LcanShape cb(int64_t N, int64_t d, int64_t u) { return LcanShape{LcanKind::CompleteBipartite, N, d, u}; }
}  // namespace

TEST_CASE("lcan downers: d distinct level-i switches below every switch - engine and checker agree", "[lcan][downers]") {
  RunContext ctx;
  for (auto s : {cb(4, 2, 2), cb(16, 2, 2), cb(27, 3, 2), cb(27, 3, 3), cb(64, 4, 2), cb(64, 4, 4), cb(81, 3, 1)}) {
    Lcan net(s);
    bool timed_out = false;
    CHECK_FALSE(downer_switches_defect(net, ctx, &timed_out));
    CHECK_FALSE(lcan_first_downer_defect(LcanWiring::from_labels(true, s.N, s.d, s.u)));
    CHECK_FALSE(lcan_first_downer_defect(LcanWiring::from_model(net)));
  }
}

TEST_CASE("lcan downers: a mutated wiring is caught by engine and checker alike", "[lcan][downers]") {
  RunContext ctx;
  Lcan net(cb(16, 2, 2));
  bool broken = false;
  const uint64_t uppers = net.switches_at(0) * net.u();
  for (uint64_t a = 0; a < uppers && !broken; ++a)
    for (uint64_t b = a + 1; b < uppers && !broken; ++b) {
      Lcan m(cb(16, 2, 2));
      m.swap_uppers(a, b);
      bool timed_out = false;
      auto engine = downer_switches_defect(m, ctx, &timed_out);
      auto checker = lcan_first_downer_defect(LcanWiring::from_model(m));
      REQUIRE(engine.has_value() == checker.has_value());
      if (!engine) continue;
      broken = true;
      CHECK(*engine == *checker);
      CHECK((*engine)["distinct"] == 1);
      std::string why;  // the paper's network (rebuilt from the params) has no such defect
      CHECK_FALSE(catalogue().property("lcan.downer_switches")->recheck(lcan_params(16, 2, 2), *engine, why));
    }
  CHECK(broken);
}

TEST_CASE("lcan downers: certificates round-trip, forged evidence is rejected, T-LCANs refused", "[lcan][downers]") {
  RunContext ctx;
  const Property* p = catalogue().property("lcan.downer_switches");
  REQUIRE(p);
  Outcome ok = p->engine("exhaustive")->run(lcan_params(27, 3, 2), ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  CHECK(cert_status("lcan.downer_switches", lcan_params(27, 3, 2), ok) == CertVerdict::Status::Verified);
  CHECK(cert_status("lcan.downer_switches", lcan_params(27, 3, 3), ok) != CertVerdict::Status::Verified);
  Outcome forged = Outcome::fails(json{{"claim", "Sec. 2.1 downers"}, {"level", 1}, {"switch", 0}, {"distinct", 2}, {"expected", 3}});
  CHECK(cert_status("lcan.downer_switches", lcan_params(27, 3, 2), forged) != CertVerdict::Status::Verified);
  CHECK_FALSE(p->engine("exhaustive")->refuse(lcan_params(8, 4, 2, "t")).empty());
}
