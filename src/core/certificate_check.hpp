// certificate_check.hpp — the verifier `verify-cert` runs, as a hook the core
// can call: a holds over slices taken from a file (a resumed checkpoint, merged
// shard or rank reports) is reported only once it re-establishes that holds'
// certificate (core/runner.cpp). Installed where the catalogue is built
// (properties/catalogue.cpp), since the core library depends on no paper.
#pragma once
#include <functional>
#include <string>

namespace netcert {

// True only when the certificate text VERIFIES; `why` says what was established, or why not.
using CertificateCheck = std::function<bool(const std::string& text, std::string& why)>;

void install_certificate_check(CertificateCheck check);
// False (with why) when none is installed: never re-established by default.
bool check_certificate(const std::string& text, std::string& why);

}  // namespace netcert
