// exit_codes.hpp — what each command's exit status means: one table for the
// top-level --help text and the man pages (cli/man_page.cpp).
#pragma once
#include <string>
#include <vector>

namespace netcert {

struct ExitCodeMeaning {
  int code;
  std::string meaning;
};

// The exit statuses of the command at `path` ("check", "fabric check", ...).
// Commands that report verdicts use 0..4 as verdicts; verify-cert has its own
// labels; everything else (listings, help, completion, writers) succeeds or not.
std::vector<ExitCodeMeaning> exit_codes_of(const std::string& path);

// "Exit codes:" and one line per code, for the top-level --help.
std::string exit_codes_paragraph();

}  // namespace netcert
