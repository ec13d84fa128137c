// TswitchPolynomialCheckTest.cpp — tswitch.ft_polynomial (seed 002, proof of
// Prop. 1.22): the engine (arithmetic DESTRO loads, model's crossing count) and
// the checker (walked paths, own count) agree; a broken polynomial is caught and
// confirmed; forgeries are rejected; certificates round-trip.
#include <catch2/catch.hpp>

#include "check/tswitch_polynomial_check.hpp"
#include "core/catalogue.hpp"
#include "properties/verify_certificate.hpp"
#include "tests/check/cert_status.hpp"
#include "search/tswitch_ft_polynomial.hpp"

using namespace netcert;
using namespace netcert::testing;

TEST_CASE("tswitch ft polynomial: C_I(p) for every configuration, minimum at k/2 - engine and checker agree", "[tswitch][polynomial]") {
  RunContext ctx;
  for (auto [k, n] : {std::pair{2, 2}, {2, 4}, {3, 3}, {4, 2}, {4, 3}, {5, 2}, {6, 3}}) {
    Outcome o = ft_polynomial_exhaustive(k, n, ctx);
    REQUIRE(o.verdict == Verdict::Holds);
    CHECK(o.witness == ft_polynomial_witness(k, n));
    CHECK(first_polynomial_defect(k, n, prop122_crossings_claim).is_null());
    CHECK(walked_crossings_by_p(k, n) == o.witness["crossings_by_p"]);
  }
  // The minimum the proposition states: C_I(k/2) = k^(n+1)/2.
  CHECK(prop122_crossings_claim(4, 3, 0, 2) == 128);
  CHECK(prop122_crossings_claim(6, 4, 2, 3) == 3 * big_pow(6, 4));
}

TEST_CASE("tswitch ft polynomial: a broken polynomial is caught and confirmed, forgeries rejected", "[tswitch][polynomial]") {
  RunContext ctx;
  CrossingsClaim broken = [](int k, int n, int s, int p) {  // the last term 4p k^(s+1) printed as 2p k^(s+1)
    return prop122_crossings_claim(k, n, s, p) - 2 * BigInt(p) * big_pow(k, static_cast<unsigned>(s + 1));
  };
  Outcome o = ft_polynomial_exhaustive(4, 3, ctx, broken);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(o.counterexample["stage"] == 0);
  CHECK(o.counterexample["alpha"] == json{0, 1, 2, 3});  // the first k-subset in mask order: p = 4
  CHECK(o.counterexample["p"] == 4);
  std::string why;
  CHECK(recheck_ft_polynomial(4, 3, o.counterexample, broken, why));
  CHECK_FALSE(recheck_ft_polynomial(4, 3, o.counterexample, prop122_crossings_claim, why));
  json forged = o.counterexample;
  forged["crossings"] = "1";
  CHECK_FALSE(recheck_ft_polynomial(4, 3, forged, broken, why));
  json lie = ft_polynomial_witness(4, 3);
  lie["crossings_by_p"][0][2] = "127";
  CHECK_FALSE(verify_ft_polynomial(4, 3, lie, prop122_crossings_claim, why));
}

TEST_CASE("tswitch ft polynomial: certificates round-trip, sizes past the engine are refused", "[tswitch][polynomial]") {
  RunContext ctx;
  const Property* p = catalogue().property("tswitch.ft_polynomial");
  REQUIRE(p);
  Outcome ok = p->engine("exhaustive")->run(kn_params(4, 3), ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  CHECK(cert_status("tswitch.ft_polynomial", kn_params(4, 3), ok) == CertVerdict::Status::Verified);
  CHECK(cert_status("tswitch.ft_polynomial", kn_params(4, 2), ok) != CertVerdict::Status::Verified);
  CHECK_FALSE(p->engine("exhaustive")->refuse(kn_params(11, 2)).empty());
  CHECK_FALSE(p->engine("exhaustive")->refuse(kn_params(4, 7)).empty());
}
