// FattreeProofStepsCheckTest.cpp — fattree.proof_steps (seed 000, Eqs. 14-17 and
// 19-21): engine and checker agree for every family and n <= 7, the controls
// fail with counterexamples the checker confirms, forged ones are rejected, and
// certificates round-trip and reject resealed edits.
#include <catch2/catch.hpp>

#include "check/fattree_proof_steps_check.hpp"
#include "core/catalogue.hpp"
#include "tests/check/cert_status.hpp"

using namespace netcert;
using namespace netcert::testing;

namespace {
ParamSet steps_params(int n, const std::string& steps, const std::string& family = "bitreverse") {
  ParamSet ps;
  ps.set("n", int64_t(n));
  ps.set("steps", steps);
  ps.set("family", family);
  return ps;
}
}  // namespace

TEST_CASE("fattree proof steps: engine and checker agree, the paper's family holds", "[fattree][proof_steps]") {
  RunContext ctx;
  const Property* p = catalogue().property("fattree.proof_steps");
  REQUIRE(p);
  for (const char* steps : {"lemma4", "lemma5"})
    for (const char* family : {"bitreverse", "rotator", "tdm"})
      for (int n = 1; n <= 7; ++n) {
        INFO(steps << " " << family << " n=" << n);
        const ParamSet ps = steps_params(n, steps, family);
        Outcome o = p->engine("exhaustive")->run(ps, ctx);
        auto checker = first_proof_step_defect(n, steps, checked_family_member(n, family));
        REQUIRE((o.verdict == Verdict::Fails) == checker.has_value());
        if (std::string(family) == "bitreverse") CHECK(o.verdict == Verdict::Holds);
        if (checker) {
          CHECK(o.counterexample == *checker);
          std::string why;
          CHECK(p->recheck(ps, o.counterexample, why));
          CHECK(cert_status("fattree.proof_steps", ps, o) == CertVerdict::Status::Verified);
        } else {
          CHECK(cert_status("fattree.proof_steps", ps, o) == CertVerdict::Status::Verified);
        }
      }
}

TEST_CASE("fattree proof steps: forged counterexamples and resealed witnesses are rejected", "[fattree][proof_steps]") {
  RunContext ctx;
  const Property* p = catalogue().property("fattree.proof_steps");
  std::string why;
  // The paper's family has no defect: a counterexample copied from the rotator is not confirmed for it.
  Outcome rot = p->engine("exhaustive")->run(steps_params(4, "lemma4", "rotator"), ctx);
  REQUIRE(rot.verdict == Verdict::Fails);
  CHECK_FALSE(p->recheck(steps_params(4, "lemma4"), rot.counterexample, why));
  // A counterexample of the rotator with a shifted input is not the checker's first defect.
  json shifted = rot.counterexample;
  shifted["input"] = shifted["input"].get<uint64_t>() + 1;
  CHECK_FALSE(p->recheck(steps_params(4, "lemma4", "rotator"), shifted, why));
  Outcome ok = p->engine("exhaustive")->run(steps_params(6, "lemma5"), ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  json cert = make_certificate("fattree.proof_steps", steps_params(6, "lemma5"), "exhaustive", Verdict::Holds, ok.witness);
  CHECK(resealed_status(cert) == CertVerdict::Status::Verified);
  cert["witness"]["steps"] = "lemma4";
  CHECK(resealed_status(cert) == CertVerdict::Status::Rejected);
  // A holds certificate for a control family, resealed: the checker finds its defect.
  json control = make_certificate("fattree.proof_steps", steps_params(3, "lemma5", "tdm"), "exhaustive", Verdict::Holds,
                                  json{{"steps", "lemma5"}, {"family", "tdm"}, {"slots", 8}});
  CHECK(resealed_status(control) == CertVerdict::Status::Rejected);
  CHECK_FALSE(p->engine("exhaustive")->refuse(steps_params(13, "lemma4")).empty());
}
