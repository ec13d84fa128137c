// usage.hpp — netcert's own wording for command-line mistakes: every CLI11
// parse error, an unknown command or option (with the nearest known name, the
// same nearest_name as properties, tables and params use) and `netcert help`.
#pragma once
#include <CLI/CLI.hpp>

#include <string>

namespace netcert {

// The command named on the command line (first word not starting with '-'), or "".
std::string command_word(int argc, char** argv);

// "" when `word` is a subcommand of `app`, else the one-line error (did you mean ...).
std::string unknown_command_error(const CLI::App& app, const std::string& word);

// "check", "fabric check", ...: the command words at the start of the command line ("" when none).
std::string command_path(const CLI::App& app, int argc, char** argv);

// Every error of netcert has one shape: "netcert: COMMAND: SUBJECT: message", where COMMAND
// is the command path ("fabric check"; absent before one is known) and SUBJECT the option,
// argument, file or field at fault. `message` brings its own SUBJECT.
std::string error_line(const std::string& path, const std::string& message);

// One line in netcert's format ("netcert: COMMAND: SUBJECT: ... (see `netcert help COMMAND`)")
// for a CLI11 parse error; an unknown option names the nearest known option.
std::string parse_error_line(const CLI::App& app, const std::string& command, const CLI::ParseError& e, int argc,
                             char** argv);

// `netcert help [COMMAND]`: the help text, or throws InputError (exit 2) naming the nearest command.
std::string help_text(const CLI::App& app, const std::string& command);

// --version: release, commit, linked Z3, and the cvc5 program on PATH (asked at run time).
std::string version_text();

}  // namespace netcert
