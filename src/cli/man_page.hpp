// man_page.hpp — the man pages netcert(1) and netcert-COMMAND(1), written from
// the same CLI11 definitions (descriptions, options, footers) that --help prints,
// which option_table.cpp builds from the rows of command_table.cpp.
#pragma once
#include <CLI/CLI.hpp>

#include <string>

namespace netcert {

// The page of the command at `path` ("" for netcert(1), "check", "fabric check", ...).
std::string man_page(const CLI::App& root, const std::string& path);

// Every page, as DIR/netcert.1 and DIR/netcert-COMMAND.1 (a nested command joins
// its path with '-': netcert-fabric-check.1). Returns the exit code (2: cannot write).
int write_man_pages(const CLI::App& root, const std::string& dir);

}  // namespace netcert
