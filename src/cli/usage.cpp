// usage.cpp — see usage.hpp.
#include "cli/usage.hpp"

#include <z3.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <sys/stat.h>
#include <memory>
#include <vector>

#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/version.hpp"
#include "proofs/external_solver.hpp"

namespace netcert {

namespace {

std::vector<std::string> command_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    names.push_back(sub->get_name());
  return names;
}

// Every spelling of every option of `cmd` and of the top level ("--param", "-p", "--help", ...).
std::vector<std::string> option_names(const CLI::App& app, const CLI::App* cmd) {
  std::vector<std::string> names;
  for (const CLI::App* a : {&app, cmd}) {
    if (!a) continue;
    for (const CLI::Option* opt : a->get_options()) {
      for (auto& n : opt->get_lnames()) names.push_back("--" + n);
      for (auto& n : opt->get_snames()) names.push_back("-" + n);
    }
  }
  return names;
}

// The first word on the line that looks like an option and is none of `known`.
std::string first_unknown_option(const std::vector<std::string>& known, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    std::string w = argv[i];
    if (w.size() < 2 || w[0] != '-' || w == "--" || std::isdigit(static_cast<unsigned char>(w[1]))) continue;
    std::string name = w[1] == '-' ? w.substr(0, w.find('=')) : w.substr(0, 2);
    if (std::find(known.begin(), known.end(), name) == known.end()) return name;
  }
  return "";
}

std::string see_help(const std::string& command) {
  return command.empty() ? "see `netcert help`" : "see `netcert help " + command + "`";
}

}  // namespace

std::string command_word(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (argv[i][0] != '-') return argv[i];
  return "";
}

std::string unknown_command_error(const CLI::App& app, const std::string& word) {
  auto names = command_names(app);
  if (std::find(names.begin(), names.end(), word) != names.end()) return "";
  if (word.empty()) return "a command is required (" + see_help("") + ")";
  return word + ": unknown command (did you mean '" + nearest_name(word, names) + "'? " + see_help("") + ")";
}

std::string command_path(const CLI::App& app, int argc, char** argv) {
  std::string path;
  const CLI::App* at = &app;
  for (int i = 1; i < argc && at; ++i) {
    if (argv[i][0] == '-') continue;
    auto names = command_names(*at);
    if (std::find(names.begin(), names.end(), argv[i]) == names.end()) break;
    at = at->get_subcommand(argv[i]);
    path += (path.empty() ? "" : " ") + std::string(argv[i]);
    if (at->get_subcommands([](const CLI::App*) { return true; }).empty()) break;
  }
  return path;
}

std::string error_line(const std::string& path, const std::string& message) {
  return "netcert: " + (path.empty() ? "" : path + ": ") + message;
}

std::string parse_error_line(const CLI::App& app, const std::string& command, const CLI::ParseError& e, int argc,
                             char** argv) {
  const CLI::App* cmd = nullptr;
  for (auto& name : command_names(app))
    if (name == command) cmd = app.get_subcommand(name);
  std::string what = e.what();
  // CLI11's "NAME is required" in the shape of every other error: "NAME: required".
  const std::string required = " is required";
  if (dynamic_cast<const CLI::RequiredError*>(&e) && what.find(' ') == what.size() - required.size() &&
      what.compare(what.size() - required.size(), required.size(), required) == 0)
    what = what.substr(0, what.size() - required.size()) + ": required";
  if (dynamic_cast<const CLI::ExtrasError*>(&e)) {
    auto known = option_names(app, cmd);
    std::string bad = first_unknown_option(known, argc, argv);
    if (!bad.empty()) {
      std::vector<std::string> long_names;  // suggest the spelled-out form
      for (auto& k : known)
        if (k.rfind("--", 0) == 0) long_names.push_back(k);
      what = bad + ": unknown option (did you mean '" + nearest_name(bad, long_names) + "'?)";
    }
  }
  return error_line(cmd ? command_path(app, argc, argv) : "", what + " (" + see_help(cmd ? command : "") + ")");
}

std::string help_text(const CLI::App& app, const std::string& command) {
  // app.help() would describe the parsed `help` subcommand itself: format the top level directly.
  if (command.empty()) return app.get_formatter()->make_help(&app, app.get_name(), CLI::AppFormatMode::Normal);
  std::string error = unknown_command_error(app, command);
  if (!error.empty()) throw InputError("", error);
  return app.get_subcommand(command)->help(app.get_name());
}

// The version of the cvc5 program at `path` as recorded when netcert was configured,
// when `path` is still that file (same path, size and modification time); "" otherwise.
static std::string cvc5_version_recorded_at_build(const std::string& path) {
#if defined(NETCERT_CVC5_PATH) && defined(NETCERT_CVC5_VERSION)
  struct stat st {};
  if (path == NETCERT_CVC5_PATH && stat(path.c_str(), &st) == 0 && st.st_size == NETCERT_CVC5_SIZE &&
      st.st_mtime == NETCERT_CVC5_MTIME)
    return NETCERT_CVC5_VERSION;
#else
  (void)path;
#endif
  return "";
}

// What `cvc5 --version` says about itself (one short process).
static std::string cvc5_version_asked(const std::string& path) {
  std::string line;
  if (path.find('\'') != std::string::npos) return line;
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(("'" + path + "' --version 2>/dev/null").c_str(), "r"), pclose);
  char buf[256] = {0};
  if (pipe && std::fgets(buf, sizeof buf, pipe.get())) line = buf;
  auto at = line.find("version ");
  line = at == std::string::npos ? "" : line.substr(at + 8);
  while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
  return line;
}

std::string version_text() {
  std::string text = std::string("netcert ") + NETCERT_VERSION + " (commit " + build_commit() + ", Z3 " +
                     Z3_get_full_version() + " linked";
  // cvc5 is not linked: verify-cert --solver cvc5 runs the program on PATH. Its
  // version is the one recorded at build time when that program is unchanged, so
  // --version starts no solver; another program is asked for its own.
  std::string cvc5 = find_on_path("cvc5");
  if (cvc5.empty()) return text + ", cvc5 not on PATH (only verify-cert --solver cvc5 needs it))";
  std::string line = cvc5_version_recorded_at_build(cvc5);
  if (line.empty()) line = cvc5_version_asked(cvc5);
  return text + ", cvc5 " + (line.empty() ? std::string("(version unreadable)") : line) + " external at " + cvc5 + ")";
}

}  // namespace netcert
