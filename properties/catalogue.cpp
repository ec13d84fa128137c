// catalogue.cpp — the catalogue with every paper registered. Lives beside the
// registrations (not in core) so the core library depends on no paper.
#include "core/catalogue.hpp"
#include "core/certificate_check.hpp"
#include "properties/fabric.hpp"
#include "properties/verify_certificate.hpp"

namespace netcert {

const Catalogue& catalogue() {
  static const Catalogue all = [] {
    Catalogue c;
    register_fattree(c);
    register_butterfly(c);
    register_tswitch(c);
    register_oft(c);
    register_lcan(c);
    register_fabric(c);
    register_fabric_schedule(c);
    install_certificate_check([](const std::string& text, std::string& why) {
      CertVerdict v = verify_certificate(text);
      why = std::string(v.label()) + ": " + v.why;
      return v.status == CertVerdict::Status::Verified;
    });
    return c;
  }();
  return all;
}

}  // namespace netcert
