// A user's program: run a paper's property with an engine, then check a
// schedule file and a certificate, all through <netcert/netcert.hpp>.
//   netcert_consumer [SCHEDULE.json [CERTIFICATE.json]]
#include <netcert/netcert.hpp>

#include <iostream>

int main(int argc, char** argv) {
  namespace api = netcert::api;
  std::cout << "netcert " << api::version() << " (" << api::commit() << "), " << api::properties().size()
            << " properties\n";
  api::RunOptions options;
  options.engine = "exhaustive";
  int failures = 0;
  for (const api::CheckResult& r : api::check("fattree.ump", {"n=1..4"}, options)) {
    std::cout << r.property << " n=" << r.params.at("n") << " [" << r.engine << "] " << api::to_string(r.verdict)
              << "\n";
    failures += r.verdict != api::Verdict::Holds;
  }
  try {
    api::check("fattree.ump", {"n=0"}, options);
    std::cout << "n=0 was accepted\n";
    ++failures;
  } catch (const api::InputError& e) {
    std::cout << "refused as input error: " << e.what() << "\n";
  }
  if (argc > 1) {
    api::ScheduleResult s = api::check_schedule_file(argv[1]);
    std::cout << argv[1] << ": " << api::to_string(s.verdict) << "\n";
  }
  if (argc > 2) {
    api::CertificateCheck c = api::verify_certificate_file(argv[2]);
    std::cout << argv[2] << ": " << (c.status == api::CertificateCheck::Status::Verified ? "VERIFIED" : "not verified")
              << " — " << c.why << "\n";
  }
  return failures == 0 ? 0 : 1;
}
