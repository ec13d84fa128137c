// version.hpp — what this build is: release version and the commit it was built from.
#pragma once
#include <string>

namespace netcert {

// The git commit (12 hex digits, "-dirty" when the work tree had changes) stamped
// at build time; certificates record it.
std::string build_commit();

}  // namespace netcert
