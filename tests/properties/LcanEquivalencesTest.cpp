// Tests for properties/lcan_equivalences.cpp: the paper's equivalences hold
// with a map the checker verifies; wrong pairings fail with a counterexample
// the checker confirms; certificates round-trip and forgeries are rejected.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/runner.hpp"
#include "properties/verify_certificate.hpp"

using namespace netcert;

namespace {

ParamSet eq_params(const std::string& claim, int64_t N, int64_t d, int64_t u) {
  ParamSet ps;
  ps.set("claim", claim);
  ps.set("N", N);
  ps.set("d", d);
  ps.set("u", u);
  return ps;
}

const Property& prop() { return *catalogue().property("lcan.equivalences"); }

Outcome run(const ParamSet& ps) {
  const Engine* e = prop().engine("exhaustive");
  REQUIRE(e);
  REQUIRE(e->refuse(ps).empty());
  return e->run(ps, RunContext());
}

// A fails certificate carries {counterexample: ..}, a holds one the witness itself.
CertVerdict::Status verify(const ParamSet& ps, Verdict v, const json& evidence) {
  json w = v == Verdict::Fails ? json{{"counterexample", evidence}} : evidence;
  return verify_certificate(serialize_certificate(make_certificate("lcan.equivalences", ps, "exhaustive", v, w))).status;
}

}  // namespace

TEST_CASE("lcan.equivalences: the paper's three equivalences hold, certificates verify", "[lcan][equivalence]") {
  for (ParamSet ps : {eq_params("tlcan_cblcan", 8, 2, 1), eq_params("tlcan_cblcan", 27, 3, 1),
                      eq_params("cblcan_baseline", 8, 2, 2), eq_params("cblcan_baseline", 32, 2, 2),
                      eq_params("unfolded_benes", 16, 2, 2), eq_params("unfolded_benes", 27, 3, 3),
                      eq_params("unfolded_benes", 16, 4, 4)}) {
    INFO(ps.to_json().dump());
    Outcome o = run(ps);
    REQUIRE(o.verdict == Verdict::Holds);
    CHECK(verify(ps, Verdict::Holds, o.witness) == CertVerdict::Status::Verified);
    // Semantic forgery: two images swapped (PE 0 and PE d lie on different level-0 switches).
    json forged = o.witness;
    std::swap(forged["map"][0], forged["map"][static_cast<size_t>(ps.i("d"))]);
    CHECK(verify(ps, Verdict::Holds, forged) == CertVerdict::Status::Rejected);
  }
}

TEST_CASE("lcan.equivalences: wrong pairings fail with a counterexample the checker confirms", "[lcan][equivalence]") {
  // T-LCAN(16,4,2) has three levels, CB-LCAN(16,4,2) two; CB-LCAN(8,2,1) is not a baseline;
  // the unfolded CB-LCAN(16,4,2) has 2-switch middle stage, the Beneš network 4.
  for (ParamSet ps : {eq_params("tlcan_cblcan", 16, 4, 2), eq_params("cblcan_baseline", 8, 2, 1),
                      eq_params("unfolded_benes", 16, 4, 2), eq_params("unfolded_benes", 8, 2, 4)}) {
    INFO(ps.to_json().dump());
    Outcome o = run(ps);
    REQUIRE(o.verdict == Verdict::Fails);
    std::string why;
    CHECK(prop().recheck(ps, o.counterexample, why));
    CHECK(verify(ps, Verdict::Fails, o.counterexample) == CertVerdict::Status::Verified);
    json forged = o.counterexample;
    forged["b"] = forged["a"];
    CHECK_FALSE(prop().recheck(ps, forged, why));
  }
  // A holds map is no evidence for a pairing that fails, and a fails certificate is rejected where it holds.
  Outcome good = run(eq_params("unfolded_benes", 8, 2, 2));
  CHECK(verify(eq_params("unfolded_benes", 8, 2, 1), Verdict::Holds, good.witness) == CertVerdict::Status::Rejected);
  Outcome bad = run(eq_params("tlcan_cblcan", 16, 4, 2));
  CHECK(verify(eq_params("tlcan_cblcan", 16, 4, 1), Verdict::Fails, bad.counterexample) == CertVerdict::Status::Rejected);
}

TEST_CASE("lcan.equivalences: sides that are not defined are refused", "[lcan][equivalence]") {
  const Engine* e = prop().engine("exhaustive");
  CHECK_FALSE(e->refuse(eq_params("tlcan_cblcan", 16, 2, 2)).empty());    // T-LCAN needs d != u
  CHECK_FALSE(e->refuse(eq_params("cblcan_baseline", 27, 3, 3)).empty()); // baseline needs N = 2^n
  CHECK_FALSE(e->refuse(eq_params("unfolded_benes", 12, 2, 2)).empty());  // N = d^l
  CHECK_FALSE(e->refuse(eq_params("unfolded_benes", 1024, 2, 2)).empty());  // bliss time
}
