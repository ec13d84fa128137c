// verify_cert.cpp — `netcert verify-cert FILE`: one line, VERIFIED / PARTIAL / UNKNOWN / REJECTED.
#include <iostream>

#include "cli/commands.hpp"
#include "core/errors.hpp"
#include "properties/verify_certificate.hpp"
#include "search/external_solver.hpp"

namespace netcert {

int cmd_verify_cert(const std::string& file, bool resolve, const std::string& solver) {
  CertVerifyOptions o;
  o.resolve = resolve;
  o.solver = solver;
  if (solver != "z3" && !resolve) throw InputError("--solver", "--solver " + solver + " needs --resolve");
  if (solver == "cvc5" || solver == "both") {
    o.cvc5_path = find_on_path("cvc5");
    if (o.cvc5_path.empty())
      throw InputError("--solver", "cvc5 is not on PATH (Debian: apt-get install cvc5, or scripts/install-deps.sh)");
  }
  std::string text = read_file_or_throw(file, "FILE");
  CertVerdict v = verify_certificate(text, o);
  std::cout << v.label() << ' ' << file << ": " << (v.summary.empty() ? "" : v.summary + " — ") << v.why << '\n';
  return v.exit_code();
}

}  // namespace netcert
