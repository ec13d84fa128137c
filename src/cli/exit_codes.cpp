// exit_codes.cpp — see exit_codes.hpp.
#include "cli/exit_codes.hpp"

#include <algorithm>

namespace netcert {

namespace {

const ExitCodeMeaning usage_error{2, "usage or input error (the message names the bad field; nothing is written)"};
const ExitCodeMeaning internal_error{4, "internal error (a bug in netcert; please report it)"};

std::vector<ExitCodeMeaning> verdict_codes() {
  return {{0, "every result holds"},
          {1, "some result fails (counterexample printed)"},
          usage_error,
          {3, "no failure but some result unknown (timeout, solver gave up, interrupted)"},
          internal_error};
}

bool reports_verdicts(const std::string& path) {
  static const std::vector<std::string> commands{"check",        "check-schedule", "table",       "suite",
                                                 "merge",        "fabric check",   "fabric table"};
  return std::find(commands.begin(), commands.end(), path) != commands.end();
}

}  // namespace

std::vector<ExitCodeMeaning> exit_codes_of(const std::string& path) {
  if (path.empty() || reports_verdicts(path)) return verdict_codes();
  if (path == "verify-cert")
    return {{0, "VERIFIED: the hash and the witness check out"},
            {1, "REJECTED: the certificate is wrong, tampered with, or its witness does not re-check"},
            usage_error,
            {3, "PARTIAL or UNKNOWN: part of the evidence could not be re-established (the line says which)"},
            internal_error};
  return {{0, "success"}, usage_error, internal_error};
}

std::string exit_codes_paragraph() {
  std::string text = "Exit codes:";
  for (auto& c : verdict_codes()) text += "\n  " + std::to_string(c.code) + "  " + c.meaning;
  return text;
}

}  // namespace netcert
