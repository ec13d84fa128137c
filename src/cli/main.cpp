// main.cpp — the netcert command line (its contract: docs/architecture.md).
#include <CLI/CLI.hpp>

#include <sys/resource.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/command_table.hpp"
#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/exit_codes.hpp"
#include "cli/interrupt.hpp"
#include "cli/man_page.hpp"
#include "cli/mpi_run.hpp"
#include "cli/usage.hpp"
#include "core/engine_watchdog.hpp"
#include "core/errors.hpp"
#include "core/version.hpp"

using namespace netcert;

namespace {

// A command other than `only` is set up by name and description alone (nullptr: every command in full).
void add_command_or_its_name(CLI::App& app, const CommandSpec& spec, const std::string* only) {
  if (!only || spec.name == *only) add_command(app, spec);
  else app.add_subcommand(spec.name, spec.description);
}

// The top level: description, --version, --quiet, then every command of the table.
void build_app(CLI::App& app, CommandLine& cl, const std::vector<CommandSpec>& commands, const std::string* only) {
  app.description(
      "netcert — machine-checks the claims of five papers on interconnection networks\n"
      "(fat trees for load-balanced BvN switches, butterfly chip mapping, twin switches in\n"
      "k-ary n-trees, systolic routing in an optical fat tree, least common ancestor networks)\n"
      "and lets you check your own schedules, mappings and configurations the same way.\n\n" +
      exit_codes_paragraph());
  app.require_subcommand(1);
  app.fallthrough();  // --quiet is accepted after the command too
  // The version names what produced a result: release, commit (build-time stamp), Z3 and cvc5.
  app.set_version_flag("--version,-V", std::function<std::string()>(version_text));
  for (auto& row : top_level_rows(cl)) add_option_row(app, row);
  for (auto& spec : commands) add_command_or_its_name(app, spec, only);
  // Set last: a subcommand created after it would inherit it.
  app.footer("\nExample: netcert check fattree.ump --param n=1..4\n(`netcert help COMMAND` or `man netcert-COMMAND` "
             "for a command's options)");
}

bool has_word(int argc, char** argv, const char* long_name, const char* short_name) {
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]) == long_name || std::string(argv[i]) == short_name) return true;
  return false;
}

// A command line's parser: the values its options set, the command table, CLI11's app over both.
struct CommandParser {
  CommandLine cl;
  std::vector<CommandSpec> commands;
  CLI::App app{"", "netcert"};
  explicit CommandParser(const std::string* only) : commands(command_table(cl)) { build_app(app, cl, commands, only); }
};

// Setting up every command's options costs more than most runs of one command:
// a parser with only `command`'s options (the others by name, so the parser still
// knows them) is tried first. It stands only when it selected exactly that command
// (or printed the version); anything else (help, an error, another command) is
// parsed again by the full parser, so its messages are the full parser's.
std::unique_ptr<CommandParser> parse_one_command(const std::string& command, int argc, char** argv,
                                                 std::optional<int>& exit_code) {
  const bool version_only = command.empty() && has_word(argc, argv, "--version", "-V");
  if ((command.empty() && !version_only) || command == "help" || command == "completion") return nullptr;
  auto parser = std::make_unique<CommandParser>(&command);
  if (!version_only && !unknown_command_error(parser->app, command).empty()) return nullptr;
  try {
    parser->app.parse(argc, argv);
  } catch (const CLI::CallForVersion& e) {
    exit_code = parser->app.exit(e);
    return parser;
  } catch (const CLI::Error&) {
    return nullptr;
  }
  auto chosen = parser->app.get_subcommands();
  if (chosen.size() != 1 || chosen.front()->get_name() != command) return nullptr;
  return parser;
}

// Parses the command line; an exit code when the run ends here (help, version, a usage error).
std::optional<int> parse(CLI::App& app, const std::string& command, int argc, char** argv) {
  // An unknown command is named with the nearest one before CLI11 sees it.
  if (std::string error = unknown_command_error(app, command);
      !error.empty() && !(command.empty() && has_word(argc, argv, "--version", "-V"))) {
    if (command.empty() && has_word(argc, argv, "--help", "-h")) return app.exit(CLI::CallForHelp());
    std::cerr << "netcert: " << error << '\n';
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << parse_error_line(app, command, e, argc, argv) << '\n';
    return 2;
  }
  return std::nullopt;
}

// "check", "fabric check", ...: the command the parse selected.
std::string parsed_path(const CLI::App& app) {
  std::string path;
  for (const CLI::App* cmd = &app; cmd;) {
    auto chosen = cmd->get_subcommands();
    cmd = chosen.empty() ? nullptr : chosen.front();
    if (cmd) path += (path.empty() ? "" : " ") + cmd->get_name();
  }
  return path;
}

// --quiet, MPI ranks, progress, Ctrl-C and file-size limits: what a run prints and survives.
void set_up_run(const std::string& path, CommandLine& cl) {
  RunOptions& opts = cl.run;
  opts.ctx.progress = progress_wanted();
  if (cl.quiet) {
    // --quiet: no human-readable report, no progress, no status lines; errors
    // and the data asked for on stdout (--json -, tables, scripts) still print.
    opts.quiet = true;
    opts.ctx.progress = false;
    bool stdout_is_data = path == "table" || path == "completion" || path == "help" || path == "schema" ||
                          cl.list_json || opts.json_out == "-";
    if (!stdout_is_data) std::cout.setstate(std::ios_base::badbit);
  }
  if (mpi_rank() != 0) {  // one report per job: rank 0 prints what a single run would
    opts.ctx.progress = false;
    std::cout.setstate(std::ios_base::badbit);
  }
  start_run_monitor(opts.ctx.progress);  // Ctrl-C: results so far, exit 3; progress line (cli/interrupt.cpp)
  // A file-size limit (ulimit -f, a full quota) must be a write error (exit 2), not SIGXFSZ.
  std::signal(SIGXFSZ, SIG_IGN);
}

// verify-cert reads untrusted evidence, and check and suite may be asked to: bound the
// memory so an allocation failure becomes a rejected certificate or an unknown result
// with a message, never an OOM kill.
void bound_memory(double max_memory_mib) {
#ifndef NETCERT_SANITIZE
  rlimit lim{};
  lim.rlim_cur = lim.rlim_max = static_cast<rlim_t>(max_memory_mib * 1024 * 1024);
  rlimit cur{};
  if (getrlimit(RLIMIT_AS, &cur) == 0 && (cur.rlim_cur == RLIM_INFINITY || cur.rlim_cur > lim.rlim_cur)) {
    lim.rlim_max = cur.rlim_max;
    setrlimit(RLIMIT_AS, &lim);
  }
#else
  (void)max_memory_mib;
#endif
}

// Runs the parsed command; returns its exit code.
int run_command(const std::string& path, const CLI::App& app, const std::vector<CommandSpec>& commands,
                const CommandLine& cl) {
  const RunOptions& o = cl.run;
  if (path == "help") return std::cout << help_text(app, cl.help_topic), 0;
  if (path == "completion") return std::cout << bash_completion(commands), 0;
  if (path == "list") return cmd_list(cl.list_json);
  if (path == "tables") return cmd_tables();
  if (path == "schedules") return cmd_schedules();
  if (path == "schema") return cmd_schema(cl.schema_name);
  if (path == "check") return cmd_check(cl.property, cl.params, o);
  if (path == "check-schedule") return cmd_check_schedule(cl.schedule_file, o);
  if (path == "table") return cmd_table(cl.table_id, cl.params, cl.format, cl.out_file, cl.certify_dir, o);
  if (path == "suite") return cmd_suite(cl.suite_file, cl.junit_file, o);
  if (path == "verify-cert") return cmd_verify_cert(cl.cert_file, cl.resolve, cl.resolve_solver, cl.topology, cl.lfts);
  if (path == "merge") return cmd_merge(cl.merge_files, o);
  if (path == "fabric check")
    return cmd_fabric_check(cl.property, cl.params, cl.topology, cl.lfts, o, cl.sl2vl, cl.path_sl);
  if (path == "fabric kary-ntree") return cmd_fabric_kary_ntree(cl.params, cl.out_file);
  if (path == "fabric table") return cmd_fabric_table(cl.table_id, cl.topology, cl.lfts, cl.fabric_table, o);
  return 2;
}

// Input errors exit 2 (named with the command: "netcert: COMMAND: SUBJECT: message");
// anything else is a bug: exit 4 with a one-line report.
int run_guarded(const std::string& path, const std::function<int()>& run) {
  try {
    // Test hook (tests/cli/usage.tests.cmake): the one way to show exit 4 and its
    // one-line report without a real bug.
    if (const char* fault = std::getenv("NETCERT_TEST_INTERNAL_ERROR"))
      throw std::logic_error(std::string("injected fault\n") + fault);
    return run();
  } catch (const InputError& e) {
    std::cerr << error_line(path, e.what()) << '\n';
    return 2;
  } catch (const std::exception& e) {
    // One line (a log grep finds it whole), exit 4: never mistaken for a usage error.
    std::string what = e.what();
    std::replace(what.begin(), what.end(), '\n', ' ');
    std::cerr << "netcert: internal error (a bug; please report it with the command line): " << what << '\n';
    return 4;
  } catch (...) {
    std::cerr << "netcert: internal error (a bug; please report it with the command line): unknown exception\n";
    return 4;
  }
}

}  // namespace

int main(int argc, char** argv) {
  MpiSession mpi(&argc, &argv);  // MPI build under mpirun only (cli/mpi_run.hpp)
  // Build step, not a user command (cmake/NetcertInstall.cmake): the man pages from the full definitions.
  if (argc == 3 && std::string(argv[1]) == "--man-pages") return write_man_pages(CommandParser(nullptr).app, argv[2]);
  const std::string command = command_word(argc, argv);
  std::optional<int> exit_code;
  std::unique_ptr<CommandParser> parser = parse_one_command(command, argc, argv, exit_code);
  if (exit_code) return *exit_code;
  if (!parser) {
    parser = std::make_unique<CommandParser>(nullptr);
    if ((exit_code = parse(parser->app, command, argc, argv))) return *exit_code;
  }
  CommandLine& cl = parser->cl;
  const CLI::App& app = parser->app;
  const std::vector<CommandSpec>& commands = parser->commands;
  const std::string path = parsed_path(app);
  set_up_run(path, cl);
  if (path == "verify-cert") bound_memory(cl.max_memory_mib);
  if ((path == "check" || path == "suite") && cl.run_max_memory_mib > 0) bound_memory(cl.run_max_memory_mib);
  // Single-process runs may leave a late engine behind at --timeout; an MPI rank must reach MPI_Finalize.
  allow_abandoning_late_engines(mpi_size() <= 1);
  const int code = run_guarded(path, [&] { return run_command(path, app, commands, cl); });
  if (engine_abandoned()) {  // its thread still runs: end without destructors under its feet
    std::cout.flush();
    std::cerr.flush();
    std::fflush(nullptr);
    std::_Exit(code);
  }
  return code;
}
