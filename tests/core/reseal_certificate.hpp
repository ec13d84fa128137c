// reseal_certificate.hpp — test helper: an edited certificate with its hash
// recomputed (the same canonical dump make_certificate hashes), so only the
// semantic checks of verify-cert can reject the edit. Free of Catch2: the
// forgery tester and the fuzz harnesses use it too.
#pragma once
#include <string>

#include "core/certificate.hpp"
#include "core/json.hpp"

namespace netcert::testing {

inline std::string resealed_certificate(json c) {
  c.erase("sha256");
  c["sha256"] = sha256_hex(c.dump(1, ' ', true));
  return serialize_certificate(c);
}

}  // namespace netcert::testing
