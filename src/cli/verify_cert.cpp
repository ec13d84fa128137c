// verify_cert.cpp — `netcert verify-cert FILE`: one line, VERIFIED / PARTIAL / REJECTED.
#include <iostream>

#include "cli/commands.hpp"
#include "properties/verify_certificate.hpp"

namespace netcert {

int cmd_verify_cert(const std::string& file, bool resolve) {
  std::string text = read_file_or_throw(file, "FILE");
  CertVerifyOptions o;
  o.resolve = resolve;
  CertVerdict v = verify_certificate(text, o);
  std::cout << v.label() << ' ' << file << ": " << (v.summary.empty() ? "" : v.summary + " — ") << v.why << '\n';
  return v.exit_code();
}

}  // namespace netcert
