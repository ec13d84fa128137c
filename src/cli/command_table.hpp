// command_table.hpp — netcert's commands and their options, one row each
// (option_table.hpp), and the values a parsed command line fills in.
#pragma once
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/option_table.hpp"

namespace netcert {

// Every value an option or argument of any command sets.
struct CommandLine {
  RunOptions run;
  bool quiet = false;
  std::string help_topic;  // help COMMAND
  bool list_json = false;
  std::string property;  // check PROPERTY, fabric check PROPERTY
  std::vector<std::string> params;
  std::string schedule_file;
  std::string table_id, format = "text", out_file, certify_dir;
  std::string suite_file, junit_file;
  std::string cert_file;  // verify-cert FILE
  bool resolve = false;
  std::string resolve_solver = "z3";
  std::string topology, lfts;  // verify-cert and fabric commands
  std::string sl2vl, path_sl;  // fabric check: virtual lanes (opensm-sl2vl.dump, saquery -p)
  double max_memory_mib = 8192;      // verify-cert: always capped (it reads untrusted evidence)
  double run_max_memory_mib = 0;     // check and suite: capped only when asked (0: no cap)
  FabricTableOptions fabric_table;
  std::vector<std::string> merge_files;
  std::string schema_name;
  std::string shell;
};

// The options of netcert itself, before or after the command (--quiet; --version and --help are CLI11's).
std::vector<OptionRow> top_level_rows(CommandLine& cl);

// The commands in --help order, their rows pointing into `cl`.
std::vector<CommandSpec> command_table(CommandLine& cl);

}  // namespace netcert
