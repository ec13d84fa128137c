// Tests for properties/table_rows.cpp: a table's refuted row is written as a
// fails certificate only after the independent checker confirmed it.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "properties/table_rows.hpp"
#include "properties/verify_certificate.hpp"

using namespace netcert;

namespace {

ParamSet oscp_k3_n2() {
  ParamSet ps;
  ps.set("k", int64_t(3));
  ps.set("n", int64_t(2));
  ps.set("connections", std::string("all"));
  return ps;
}

}  // namespace

TEST_CASE("tables: a confirmed refutation is certified and the certificate verifies", "[tables]") {
  RunContext ctx;
  ctx.jobs = 1;
  Outcome o = catalogue().property("tswitch.optimal_config")->engine("exhaustive")->run(oscp_k3_n2(), ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  TableData t;
  CHECK(certify_row_outcome(t, "tswitch.optimal_config", oscp_k3_n2(), "exhaustive", o) == Verdict::Fails);
  REQUIRE(t.certificates.size() == 1);
  CHECK(verify_certificate(serialize_certificate(t.certificates[0])).status == CertVerdict::Status::Verified);
}

TEST_CASE("tables: a refutation the checker rejects is unknown and writes no certificate", "[tables]") {
  RunContext ctx;
  ctx.jobs = 1;
  Outcome genuine = catalogue().property("tswitch.optimal_config")->engine("exhaustive")->run(oscp_k3_n2(), ctx);
  REQUIRE(genuine.verdict == Verdict::Fails);
  for (const json& forged : {json{{"forged", true}}, json::array({1, 2}), json(nullptr)}) {
    Outcome o = genuine;
    o.counterexample = forged;
    TableData t;
    CHECK(certify_row_outcome(t, "tswitch.optimal_config", oscp_k3_n2(), "exhaustive", o) == Verdict::Unknown);
    CHECK(o.verdict == Verdict::Unknown);
    CHECK(t.certificates.empty());
    REQUIRE(t.notes.size() == 1);
    CHECK(t.notes[0].find("rejected by the independent checker") != std::string::npos);
  }
}
