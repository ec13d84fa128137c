// certificate.cpp — see certificate.hpp.
#include "core/certificate.hpp"

#include <nettle/sha2.h>

#include <cstdio>

#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/version.hpp"

namespace netcert {

std::string sha256_hex(const std::string& data) { return sha256_hex_of({data}); }

std::string sha256_hex_of(std::initializer_list<std::string_view> parts) {
  sha256_ctx ctx;
  sha256_init(&ctx);
  for (auto part : parts) sha256_update(&ctx, part.size(), reinterpret_cast<const uint8_t*>(part.data()));
  uint8_t digest[SHA256_DIGEST_SIZE];
  sha256_digest(&ctx, SHA256_DIGEST_SIZE, digest);
  std::string hex;
  char buf[3];
  for (unsigned i = 0; i < SHA256_DIGEST_SIZE; ++i) {
    std::snprintf(buf, sizeof buf, "%02x", digest[i]);
    hex += buf;
  }
  return hex;
}

static std::string canonical(const json& j) { return j.dump(1, ' ', true); }

json make_certificate(const std::string& property, const ParamSet& params, const std::string& engine,
                      Verdict verdict, const json& witness) {
  json body;
  body["netcert_certificate"] = 1;
  body["tool"] = std::string("netcert ") + NETCERT_VERSION;
  body["commit"] = build_commit();
  body["property"] = property;
  body["params"] = params.to_json();
  body["engine"] = engine;
  body["verdict"] = to_string(verdict);
  body["witness"] = witness;
  body["sha256"] = sha256_hex(canonical(body));
  return body;
}

std::string serialize_certificate(const json& cert) { return canonical(cert) + "\n"; }

CertIntegrity verify_certificate_text(const std::string& text, std::size_t allowance) {
  CertIntegrity r;
  // Untrusted input: size and nesting limits, strict JSON (no duplicate keys,
  // nothing after the value), before anything allocates by declared sizes.
  try {
    JsonLimits limits = certificate_limits();
    limits.max_bytes += allowance;
    r.cert = parse_json_strict(text, "", limits);
  } catch (const InputError& e) {
    r.reason = e.what();
    return r;
  } catch (const std::bad_alloc&) {
    r.reason = "out of memory while parsing";
    return r;
  }
  if (!r.cert.is_object() || !r.cert.contains("sha256") || !r.cert["sha256"].is_string()) {
    r.reason = "no sha256 field: not a netcert certificate";
    return r;
  }
  if (serialize_certificate(r.cert) != text) {
    r.reason = "file is not in canonical form (edited by hand?)";
    return r;
  }
  json body = r.cert;
  std::string claimed = body["sha256"].get<std::string>();
  body.erase("sha256");
  if (sha256_hex(canonical(body)) != claimed) {
    r.reason = "content hash mismatch: the certificate was edited";
    return r;
  }
  r.ok = true;
  return r;
}

std::string certificate_file_name(const std::string& property, const ParamSet& params, const std::string& engine) {
  std::string name = property;
  for (auto& kv : params.items()) {
    name += "_" + kv.first;
    std::visit([&](auto&& v) {
      std::string s;
      if constexpr (std::is_same_v<std::decay_t<decltype(v)>, std::string>)
        s = v;
      else
        s = std::to_string(v);
      name += s;
    }, kv.second);
  }
  name += "_" + engine + ".cert.json";
  for (auto& c : name)
    if (!(isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-')) c = '-';
  return name;
}

}  // namespace netcert
