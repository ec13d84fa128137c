// certificate_check.cpp — see certificate_check.hpp.
#include "core/certificate_check.hpp"

#include <mutex>

namespace netcert {

namespace {
std::mutex& hook_mutex() {
  static std::mutex m;
  return m;
}
CertificateCheck& hook() {
  static CertificateCheck installed;
  return installed;
}
}  // namespace

void install_certificate_check(CertificateCheck check) {
  std::lock_guard<std::mutex> lock(hook_mutex());
  hook() = std::move(check);
}

bool check_certificate(const std::string& text, std::string& why) {
  CertificateCheck check;
  {
    std::lock_guard<std::mutex> lock(hook_mutex());
    check = hook();
  }
  if (!check) return why = "no certificate verifier in this build", false;
  return check(text, why);
}

}  // namespace netcert
