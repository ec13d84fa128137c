// Tests for fattree.degree_identity (seed 000, Eq. (23); properties/fattree_claims.cpp,
// search/fattree_degree_identity.cpp): holds over the paper's range, fails with levels=all
// at j = floor(n/2) + 1 with a counterexample the checker confirms, engine and checker
// agree term by term, certificates round-trip and semantic forgeries are rejected.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "check/fattree_degree_identity_check.hpp"
#include "tests/check/cert_status.hpp"
#include "tests/check/scratch_dir.hpp"
#include "core/certificate.hpp"
#include "core/runner.hpp"
#include "properties/verify_certificate.hpp"
#include "search/fattree_claims.hpp"

using namespace netcert;

namespace {

std::vector<Result> run_degree_identity(const std::vector<std::string>& params, const std::string& cert_dir = "") {
  RunContext ctx;
  return run_check(make_check_request("fattree.degree_identity", params, "exhaustive", cert_dir), ctx);
}

json degree_identity_certificate(const std::vector<std::string>& params) {
  testing::ScratchDir dir("fattree-degree-identity-test");
  auto r = run_degree_identity(params, dir.string());
  REQUIRE(r.size() == 1);
  return testing::read_certificate_json(r[0].certificate);
}

CertVerdict::Status degree_identity_resealed(json c) { return testing::resealed_status(std::move(c)); }

}  // namespace

TEST_CASE("fattree degree_identity: Eq. (23) holds for j <= floor(n/2), n <= 200", "[fattree][claims]") {
  for (auto& r : run_degree_identity({"n=1..200"})) {
    INFO(r.params.to_string());
    CHECK(r.verdict == Verdict::Holds);
  }
}

TEST_CASE("fattree degree_identity: levels=all fails at j = floor(n/2)+1, the checker confirms", "[fattree][claims]") {
  for (auto& r : run_degree_identity({"n=1..40", "levels=all"})) {
    INFO(r.params.to_string());
    REQUIRE(r.verdict == Verdict::Fails);
    CHECK(r.rechecked);
  }
  RunContext ctx;
  Outcome o = fattree_exhaustive_degree_identity(5, true, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  // j = 3: (2^3-1) 2^(5-6) = 7/2 = 2^2 (1 - 1/8); its ceiling is 4.
  CHECK(o.counterexample == json{{"level", 3}, {"product", "7/2"}, {"middle", "7/2"}, {"ceiling", "4"}});
  std::string why;
  CHECK(recheck_degree_identity(5, "all", o.counterexample, why));
  CHECK_FALSE(recheck_degree_identity(5, "upper-half", o.counterexample, why));  // j = 3 is outside 1..2
}

TEST_CASE("fattree degree_identity: engine (cpp_rational) and checker (4^j-scaled integers) agree", "[fattree][claims]") {
  for (int n = 1; n <= 64; ++n)
    for (int j = 1; j <= n; ++j) {
      INFO("n=" << n << " j=" << j);
      Eq23Terms e = eq23_terms(n, j);
      CheckedEq23 c = checked_eq23(n, j);
      CHECK(e.product == c.product);
      CHECK(e.middle == c.middle);
      CHECK(e.ceiling == c.ceiling);
      CHECK(e.holds == c.equal);
      CHECK(c.equal == (2 * j <= n));
    }
}

TEST_CASE("fattree degree_identity: certificates round-trip, semantic forgeries are rejected", "[fattree][claims]") {
  using S = CertVerdict::Status;
  json holds = degree_identity_certificate({"n=9"});
  CHECK(degree_identity_resealed(holds) == S::Verified);
  json forged = holds;
  forged["witness"]["levels"][2]["value"] = "57";  // j = 3 at n = 9 is 7 * 8 = 56
  CHECK(degree_identity_resealed(forged) == S::Rejected);
  forged = holds;
  forged["params"]["levels"] = "all";  // the same witness cannot stand for levels 1..n
  CHECK(degree_identity_resealed(forged) == S::Rejected);
  forged = holds;
  forged["params"]["n"] = 10;
  CHECK(degree_identity_resealed(forged) == S::Rejected);

  json fails = degree_identity_certificate({"n=9", "levels=all"});
  CHECK(degree_identity_resealed(fails) == S::Verified);
  forged = fails;
  forged["verdict"] = "holds";
  CHECK(degree_identity_resealed(forged) == S::Rejected);
  forged = fails;
  forged["witness"]["counterexample"]["ceiling"] = "8";
  CHECK(degree_identity_resealed(forged) == S::Rejected);
}
