// LcanPartitionCheckTest.cpp — lcan.partitionable (seed 004 Sec. 1): the engine
// (down from every switch, model ports) and the checker (up from every PE, the
// labels' wiring) agree; a mutated wiring is caught by both with the same first
// defect, which the params' own network does not confirm; certificates
// round-trip and resealed forgeries are rejected.
#include <catch2/catch.hpp>

#include "check/lcan_partition_check.hpp"
#include "core/catalogue.hpp"
#include "search/lcan_partition.hpp"
#include "tests/check/cert_status.hpp"

using namespace netcert;
using namespace netcert::testing;

namespace {
LcanShape shape(LcanKind kind, int64_t N, int64_t d, int64_t u) { return LcanShape{kind, N, d, u}; }
}  // namespace

TEST_CASE("lcan partitionable: every switch serves one block - engine and checker agree", "[lcan][partition]") {
  RunContext ctx;
  const auto cb = LcanKind::CompleteBipartite, t = LcanKind::Tree;
  for (auto s : {shape(cb, 4, 2, 2), shape(cb, 64, 4, 2), shape(cb, 27, 3, 3), shape(cb, 81, 3, 1),
                 shape(cb, 64, 2, 4), shape(t, 16, 4, 2), shape(t, 54, 6, 2), shape(t, 27, 3, 1)}) {
    INFO(s.name());
    Lcan net(s);
    CHECK(lcan_partition_exhaustive(net, ctx).verdict == Verdict::Holds);
    CHECK_FALSE(lcan_first_partition_defect(LcanWiring::from_labels(s.kind == cb, s.N, s.d, s.u)));
    CHECK_FALSE(lcan_first_partition_defect(LcanWiring::from_model(net)));
  }
}

TEST_CASE("lcan partitionable: a mutated wiring is caught by engine and checker alike", "[lcan][partition]") {
  RunContext ctx;
  const auto s = shape(LcanKind::CompleteBipartite, 16, 2, 2);
  Lcan net(s);
  const uint64_t uppers = net.switches_at(0) * net.u();
  uint64_t caught = 0;
  for (uint64_t a = 0; a < uppers; ++a)
    for (uint64_t b = a + 1; b < uppers; ++b) {
      Lcan m(s);
      m.swap_uppers(a, b);
      Outcome engine = lcan_partition_exhaustive(m, ctx);
      auto checker = lcan_first_partition_defect(LcanWiring::from_model(m));
      REQUIRE((engine.verdict == Verdict::Fails) == checker.has_value());
      if (!checker) continue;
      ++caught;
      CHECK(engine.counterexample == *checker);
      std::string why;  // the params' own network has no such defect
      CHECK_FALSE(catalogue().property("lcan.partitionable")->recheck(lcan_params(16, 2, 2), *checker, why));
    }
  CHECK(caught > 0);  // swapping uppers of level-0 switches in different blocks mixes blocks
}

TEST_CASE("lcan partitionable: certificates round-trip, resealed forgeries rejected", "[lcan][partition]") {
  RunContext ctx;
  const Property* p = catalogue().property("lcan.partitionable");
  REQUIRE(p);
  const ParamSet ps = lcan_params(64, 4, 2);
  Outcome ok = p->engine("exhaustive")->run(ps, ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  CHECK(cert_status("lcan.partitionable", ps, ok) == CertVerdict::Status::Verified);
  CHECK(cert_status("lcan.partitionable", lcan_params(16, 4, 2, "t"), ok) != CertVerdict::Status::Verified);
  json cert = make_certificate("lcan.partitionable", ps, "exhaustive", Verdict::Holds, ok.witness);
  cert["witness"]["block_size_per_level"][1] = 8;
  CHECK(resealed_status(cert) == CertVerdict::Status::Rejected);
  Outcome forged = Outcome::fails(json{{"claim", "Sec. 1 partitionable"}, {"level", 1}, {"switch", 0}, {"pes_below", 16},
                                      {"first", 0}, {"last", 31}, {"block_size", 16}});
  CHECK(cert_status("lcan.partitionable", ps, forged) == CertVerdict::Status::Rejected);
  CHECK_FALSE(p->engine("exhaustive")->refuse(lcan_params(8192, 2, 2)).empty());
}
