// cert_status.hpp — test helper: the verify-cert status of the certificate an
// outcome would be written as (a fails outcome carries its counterexample).
#pragma once
#include <string>

#include "core/certificate.hpp"
#include "core/params.hpp"
#include "core/verdict.hpp"
#include "properties/verify_certificate.hpp"

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

}  // namespace netcert::testing
