// TswitchUnpairedCheckTest.cpp — tswitch.unpaired_minimum (seed 002, proof of
// Prop. 1.29): the engine (arithmetic DESTRO loads, model's crossing count) and
// the checker (walked paths, own subset enumeration and count) agree on the least
// use of a balanced unpaired configuration; the proof's printed count is refuted
// and confirmed; a broken witness or counterexample is rejected; certificates round-trip.
#include <catch2/catch.hpp>

#include "check/tswitch_unpaired_check.hpp"
#include "core/catalogue.hpp"
#include "properties/verify_certificate.hpp"
#include "search/tswitch_unpaired.hpp"
#include "tests/check/cert_status.hpp"

using namespace netcert;
using namespace netcert::testing;

namespace {

BigInt unpaired_test_corrected(int k, int n, int s) {
  return big_pow(k, static_cast<unsigned>(n + 1)) / 2 + 2 * (big_pow(k, static_cast<unsigned>(n)) - big_pow(k, static_cast<unsigned>(s + 1)));
}
BigInt unpaired_test_printed(int k, int n, int s) {
  return big_pow(k, static_cast<unsigned>(n + 1)) / 2 + big_pow(k, static_cast<unsigned>(n)) - big_pow(k, static_cast<unsigned>(s + 1));
}

ParamSet unpaired_params(int k, int n, const std::string& claimed) {
  ParamSet ps = kn_params(k, n);
  ps.set("claimed", claimed);
  return ps;
}

}  // namespace

TEST_CASE("tswitch unpaired minimum: ½k^(n+1) + 2(k^n - k^(s+1)) at every stage - engine and checker agree", "[tswitch][unpaired]") {
  RunContext ctx;
  for (auto [k, n] : {std::pair{2, 3}, {4, 2}, {4, 3}, {6, 2}, {6, 3}, {8, 2}}) {
    Outcome o = unpaired_minimum_exhaustive(k, n, unpaired_test_corrected, ctx);
    REQUIRE(o.verdict == Verdict::Holds);
    CHECK(o.witness["stages"] == walked_unpaired_minima(k, n));
  }
  // The numbers of the ERRATA entry: 56 (not 44), 248 (not 188), 168 (not 138).
  CHECK(walked_unpaired_minima(4, 2)[0]["least_use"] == 56);
  CHECK(walked_unpaired_minima(4, 3)[0]["least_use"] == 248);
  CHECK(walked_unpaired_minima(6, 2)[0]["least_use"] == 168);
  CHECK(unpaired_test_printed(4, 2, 0) == 44);
  CHECK(unpaired_test_printed(4, 3, 0) == 188);
  CHECK(unpaired_test_printed(6, 2, 0) == 138);
  CHECK(balanced_unpaired(0b00110101, 4));        // alpha = {0,2,4,5}: pair 0/4 kept, 1/5 and 2/6 split
  CHECK_FALSE(balanced_unpaired(0b00110011, 4));  // {0,1,4,5}: in S_b
  CHECK_FALSE(balanced_unpaired(0b00000111 | 0b10000000, 4));  // three down ports
}

TEST_CASE("tswitch unpaired minimum: the printed count is refuted and confirmed, forgeries rejected", "[tswitch][unpaired]") {
  RunContext ctx;
  Outcome o = unpaired_minimum_exhaustive(4, 2, unpaired_test_printed, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(o.counterexample == json{{"stage", 0}, {"least_use", 56}, {"claimed", "44"}, {"alpha", {0, 2, 4, 5}}});
  std::string why;
  CHECK(recheck_unpaired_minimum(4, 2, o.counterexample, unpaired_test_printed, why));
  CHECK_FALSE(recheck_unpaired_minimum(4, 2, o.counterexample, unpaired_test_corrected, why));  // nothing to confirm
  json forged = o.counterexample;
  forged["least_use"] = 44;
  CHECK_FALSE(recheck_unpaired_minimum(4, 2, forged, unpaired_test_printed, why));
  forged = o.counterexample;
  forged["alpha"] = json{0, 1, 2, 3};  // not balanced
  CHECK_FALSE(recheck_unpaired_minimum(4, 2, forged, unpaired_test_printed, why));
  // A broken witness: a least use one below the walked one, or a minimiser count off by one.
  Outcome ok = unpaired_minimum_exhaustive(4, 3, unpaired_test_corrected, ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  CHECK(verify_unpaired_minimum(4, 3, ok.witness, unpaired_test_corrected, why));
  json lie = ok.witness;
  lie["stages"][1]["least_use"] = lie["stages"][1]["least_use"].get<uint64_t>() - 1;
  CHECK_FALSE(verify_unpaired_minimum(4, 3, lie, unpaired_test_corrected, why));
  lie = ok.witness;
  lie["stages"][0]["minimisers"] = lie["stages"][0]["minimisers"].get<uint64_t>() + 1;
  CHECK_FALSE(verify_unpaired_minimum(4, 3, lie, unpaired_test_corrected, why));
  CHECK_FALSE(verify_unpaired_minimum(4, 3, ok.witness, unpaired_test_printed, why));  // the right minima, the wrong claim
}

TEST_CASE("tswitch unpaired minimum: certificates round-trip, odd k and sizes past the engine are refused", "[tswitch][unpaired]") {
  RunContext ctx;
  const Property* p = catalogue().property("tswitch.unpaired_minimum");
  REQUIRE(p);
  Outcome ok = p->engine("exhaustive")->run(unpaired_params(4, 3, "corrected"), ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  CHECK(cert_status("tswitch.unpaired_minimum", unpaired_params(4, 3, "corrected"), ok) == CertVerdict::Status::Verified);
  CHECK(cert_status("tswitch.unpaired_minimum", unpaired_params(4, 2, "corrected"), ok) != CertVerdict::Status::Verified);
  CHECK(cert_status("tswitch.unpaired_minimum", unpaired_params(4, 3, "printed"), ok) != CertVerdict::Status::Verified);
  Outcome bad = p->engine("exhaustive")->run(unpaired_params(6, 2, "printed"), ctx);
  REQUIRE(bad.verdict == Verdict::Fails);
  CHECK(cert_status("tswitch.unpaired_minimum", unpaired_params(6, 2, "printed"), bad) == CertVerdict::Status::Verified);
  CHECK_FALSE(p->engine("exhaustive")->refuse(unpaired_params(5, 2, "corrected")).empty());
  CHECK_FALSE(p->engine("exhaustive")->refuse(unpaired_params(12, 2, "corrected")).empty());
  CHECK_FALSE(p->engine("exhaustive")->refuse(unpaired_params(4, 7, "corrected")).empty());
}
