// cert_status.hpp — test helper: the verify-cert status of the certificate an
// outcome would be written as (a fails outcome carries its counterexample).
#pragma once
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "core/certificate.hpp"
#include "core/params.hpp"
#include "core/verdict.hpp"
#include "properties/verify_certificate.hpp"
#include "tests/core/reseal_certificate.hpp"

namespace netcert::testing {

inline CertVerdict::Status cert_status(const std::string& id, const ParamSet& ps, const Outcome& o,
                                       const std::string& engine = "exhaustive") {
  json w = o.verdict == Verdict::Fails ? json{{"counterexample", o.counterexample}} : o.witness;
  return verify_certificate(serialize_certificate(make_certificate(id, ps, engine, o.verdict, w))).status;
}

inline ParamSet kn_params(int k, int n) {
  ParamSet ps;
  ps.set("k", int64_t(k));
  ps.set("n", int64_t(n));
  return ps;
}

// An LCAN shape's params (kind, N, d, u), as lcan_shape_fields declares them.
inline ParamSet lcan_params(int64_t N, int64_t d, int64_t u, const char* kind = "cb") {
  ParamSet ps;
  ps.set("kind", std::string(kind));
  ps.set("N", N);
  ps.set("d", d);
  ps.set("u", u);
  return ps;
}

// The certificate file a run wrote (its path is the result's "certificate").
inline json read_certificate_json(const json& path) {
  REQUIRE(path.is_string());
  std::ifstream in(path.get<std::string>());
  std::stringstream text;
  text << in.rdbuf();
  return json::parse(text.str());
}

// verify-cert's status after the hash is recomputed, so that only the semantic
// checks can reject an edited certificate.
inline CertVerdict::Status resealed_status(const json& c) {
  CertVerdict v = verify_certificate(resealed_certificate(c));
  INFO(v.why);
  return v.status;
}

}  // namespace netcert::testing
