// Tests for src/core/certificate.cpp: any edited byte is rejected.
#include <catch2/catch.hpp>

#include "core/certificate.hpp"

using namespace netcert;

TEST_CASE("certificates round-trip and reject every single-byte edit", "[core]") {
  ParamSet ps;
  ps.set("n", int64_t(3));
  json cert = make_certificate("fattree.bound_tight", ps, "exhaustive", Verdict::Holds, {{"levels", {1, 2, 3}}});
  std::string text = serialize_certificate(cert);
  CHECK(verify_certificate_text(text).ok);
  for (size_t i = 0; i < text.size(); ++i) {
    std::string edited = text;
    edited[i] = edited[i] == '1' ? '2' : (edited[i] == ' ' ? '\t' : '1');
    INFO("byte " << i);
    CHECK_FALSE(verify_certificate_text(edited).ok);
  }
  CHECK_FALSE(verify_certificate_text(text + " ").ok);
}
