// certificate_check.hpp — the verifier `verify-cert` runs, as a hook the core
// can call: a holds over slices taken from a file (a resumed checkpoint, merged
// shard or rank reports) is reported only once it re-establishes that holds'
// certificate (core/runner.cpp). Installed where the catalogue is built
// (properties/catalogue.cpp), since the core library depends on no paper.
#pragma once
#include <functional>
#include <mutex>
#include <string>

namespace netcert {

// True only when the certificate text VERIFIES; `why` says what was established, or why not.
using CertificateCheck = std::function<bool(const std::string& text, std::string& why)>;

namespace detail {
struct CertificateHook {
  std::mutex mutex;
  CertificateCheck check;
};
inline CertificateHook& certificate_hook() {
  static CertificateHook hook;
  return hook;
}
}  // namespace detail

inline void install_certificate_check(CertificateCheck check) {
  auto& hook = detail::certificate_hook();
  std::lock_guard<std::mutex> lock(hook.mutex);
  hook.check = std::move(check);
}

// False (with why) when none is installed: never re-established by default.
inline bool check_certificate(const std::string& text, std::string& why) {
  CertificateCheck check;
  {
    auto& hook = detail::certificate_hook();
    std::lock_guard<std::mutex> lock(hook.mutex);
    check = hook.check;
  }
  if (!check) return why = "no certificate verifier in this build", false;
  return check(text, why);
}

}  // namespace netcert
