// Tests for properties/verify_certificate.cpp: the generic half of verify-cert
// (fields, params, engine, verdict shapes) rejects every structural forgery
// before any paper's evidence check runs.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/runner.hpp"
#include "properties/verify_certificate.hpp"
#include "tests/check/scratch_dir.hpp"
#include "tests/core/reseal_certificate.hpp"

using namespace netcert;

namespace {

// A genuine certificate, produced the way `check --cert` produces it.
json genuine(const std::string& property, const std::string& param, int64_t value, const std::string& engine) {
  testing::ScratchDir dir("verify-test");
  CheckRequest req;
  req.property = catalogue().property(property);
  ParamArg a{param, {value}};
  req.param_sets = expand_params({a}, req.property->params);
  req.engine = engine;
  req.cert_dir = dir.string();
  RunContext ctx;
  ctx.jobs = 1;
  auto results = run_check(req, ctx);
  REQUIRE(results.size() == 1);
  REQUIRE(results[0].certificate.is_string());
  std::ifstream in(results[0].certificate.get<std::string>());
  std::stringstream ss;
  ss << in.rdbuf();
  return json::parse(ss.str());
}

using testing::resealed_certificate;

CertVerdict::Status status_of(const json& c) { return verify_certificate(resealed_certificate(c)).status; }

}  // namespace

TEST_CASE("a genuine exhaustive certificate verifies and records tool and commit", "[verify]") {
  json c = genuine("fattree.ump", "n", 3, "exhaustive");
  CHECK(c.contains("commit"));
  CHECK(c["tool"].get<std::string>().rfind("netcert ", 0) == 0);
  CertVerdict v = verify_certificate(serialize_certificate(c));
  INFO(v.why);
  CHECK(v.status == CertVerdict::Status::Verified);
}

TEST_CASE("structural forgeries are rejected before the evidence is read", "[verify]") {
  json c = genuine("fattree.ump", "n", 3, "exhaustive");
  using S = CertVerdict::Status;
  json extra = c;
  extra["note"] = "trust me";
  CHECK(status_of(extra) == S::Rejected);
  json no_commit = c;
  no_commit.erase("commit");
  CHECK(status_of(no_commit) == S::Rejected);
  json magic = c;
  magic["engine"] = "magic";
  CHECK(status_of(magic) == S::Rejected);
  json missing_param = c;
  missing_param["params"].erase("family");
  CHECK(status_of(missing_param) == S::Rejected);
  json unknown_param = c;
  unknown_param["params"]["speed"] = 3;
  CHECK(status_of(unknown_param) == S::Rejected);
  json range = c;
  range["params"]["n"] = "1..3";
  CHECK(status_of(range) == S::Rejected);
  json outside = c;
  outside["params"]["n"] = 100000;
  CHECK(status_of(outside) == S::Rejected);
  // Rejected for its range, before the engine's own limits are asked.
  CHECK(verify_certificate(resealed_certificate(outside)).why.find("lies outside") != std::string::npos);
  json unknown_verdict = c;
  unknown_verdict["verdict"] = "unknown";
  CHECK(status_of(unknown_verdict) == S::Rejected);
  json random_holds = c;
  random_holds["engine"] = "random";
  CHECK(status_of(random_holds) == S::Rejected);
  json fails_with_extra = c;
  fails_with_extra["verdict"] = "fails";
  fails_with_extra["witness"] = {{"counterexample", nullptr}, {"reading", "one-level"}};
  CHECK(status_of(fails_with_extra) == S::Rejected);
  CHECK(verify_certificate(resealed_certificate(fails_with_extra)).why.find("exactly {\"counterexample\"") !=
        std::string::npos);
}

TEST_CASE("an engine that refuses the certificate's params cannot vouch for them", "[verify]") {
  json c = genuine("fattree.ump", "n", 3, "exhaustive");
  c["params"]["n"] = 900;  // inside the property's domain, outside the exhaustive engine's
  CertVerdict v = verify_certificate(resealed_certificate(c));
  CHECK(v.status == CertVerdict::Status::Rejected);
  CHECK(v.why.find("does not accept") != std::string::npos);
}

TEST_CASE("random holds results get no certificate", "[verify]") {
  testing::ScratchDir dir("verify-test-random");
  CheckRequest req;
  req.property = catalogue().property("fattree.ump");
  req.param_sets = expand_params({ParamArg{"n", {int64_t(3)}}}, req.property->params);
  req.engine = "random";
  req.cert_dir = dir.string();
  RunContext ctx;
  ctx.random_cases = 5;
  auto results = run_check(req, ctx);
  REQUIRE(results.size() == 1);
  CHECK(results[0].verdict == Verdict::Holds);
  CHECK(results[0].certificate.is_null());
}
