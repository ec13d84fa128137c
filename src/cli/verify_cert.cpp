// verify_cert.cpp — `netcert verify-cert FILE`: one line, VERIFIED / PARTIAL / UNKNOWN / REJECTED.
#include <iostream>

#include "cli/commands.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "net/fabric_files.hpp"
#include "proofs/external_solver.hpp"
#include "properties/verify_certificate.hpp"

namespace netcert {

namespace {

// --topology F --lfts F: the certificate must be about exactly these files (their own sha256).
void expect_fabric_files(CertVerifyOptions& o, const std::string& topology, const std::string& lfts) {
  if (topology.empty() && lfts.empty()) return;
  if (topology.empty() || lfts.empty())
    throw InputError(topology.empty() ? "--lfts" : "--topology", "--topology and --lfts go together");
  FabricFiles files = read_fabric_files(topology, lfts);  // size-limited; exit 2 naming the option
  o.fabric_topology_sha256 = sha256_hex(files.topology);
  o.fabric_lfts_sha256 = sha256_hex(files.lfts);
  o.fabric_topology_name = topology;
  o.fabric_lfts_name = lfts;
  o.fabric_files_bytes = files.topology.size() + files.lfts.size();
}

}  // namespace

int cmd_verify_cert(const std::string& file, bool resolve, const std::string& solver, const std::string& topology,
                    const std::string& lfts) {
  CertVerifyOptions o;
  expect_fabric_files(o, topology, lfts);
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
