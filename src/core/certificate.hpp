// certificate.hpp — content-hashed JSON that lets verify-cert re-establish a result.
//
// A certificate file is exactly serialize_certificate(cert): the canonical
// dump of the object plus a newline. Its "sha256" covers the canonical dump of
// every other field, so any edited byte either breaks the canonical form or the
// hash; verify_certificate_text rejects both before the witness is re-checked.
#pragma once
#include <initializer_list>
#include <string>
#include <string_view>

#include "core/json.hpp"
#include "core/params.hpp"
#include "core/verdict.hpp"

namespace netcert {

std::string sha256_hex(const std::string& data);
// SHA-256 of the parts one after another, without copying them into one string
// (a fabric's digest covers two files of hundreds of megabytes).
std::string sha256_hex_of(std::initializer_list<std::string_view> parts);

json make_certificate(const std::string& property, const ParamSet& params, const std::string& engine,
                      Verdict verdict, const json& witness);
std::string serialize_certificate(const json& cert);

struct CertIntegrity {
  bool ok = false;
  std::string reason;
  json cert;
};
// Checks canonical form and content hash (not the witness). `allowance`: bytes
// the text may have beyond certificate_limits() (a fabric certificate embeds
// files the verifier also holds; see CertVerifyOptions::fabric_files_bytes).
CertIntegrity verify_certificate_text(const std::string& text, std::size_t allowance = 0);

// A file name for a certificate: property, params and engine, filesystem-safe.
std::string certificate_file_name(const std::string& property, const ParamSet& params, const std::string& engine);

}  // namespace netcert
