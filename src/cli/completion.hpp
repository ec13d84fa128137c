// completion.hpp — shell completion generated from the CLI's own option tables.
#pragma once
#include <CLI/CLI.hpp>

#include <string>

namespace netcert {

std::string bash_completion(const CLI::App& app);

}  // namespace netcert
