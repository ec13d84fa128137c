// option_table.hpp — one row per command-line option, one spec per command:
// the row is the only description of an option. CLI11's parser and --help,
// the man pages (man_page.cpp reads the CLI11 objects built here) and the
// bash completion (completion.cpp reads the rows) are generated from it.
#pragma once
#include <CLI/CLI.hpp>

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace netcert {

// What a value is: decides the CLI11 type, the range check and the completion.
enum class ValueType {
  Flag,     // no value (bool)
  Text,     // a word or a path
  Texts,    // repeatable words (std::vector<std::string>)
  Choice,   // one of `choices`
  Int,      // an integer in lo..hi
  Real,     // a number in lo..hi
  Seconds,  // a positive, finite number of seconds, at most hi
  UInt64,   // any uint64, decimal digits only
};

// What the shell completes for a value (completion.cpp).
enum class Completes { Files, Nothing, Choices, PropertyIds, FabricPropertyIds, TableIds, PropertyParams, TableParams };

// Where the parsed value goes (the type matches the ValueType).
using OptionTarget = std::variant<bool*, std::string*, std::vector<std::string>*, int*, double*,
                                  std::function<void(std::uint64_t)>>;

struct OptionRow {
  std::string names;  // CLI11 spelling: "--engine,-e", or "PROPERTY" for a positional argument
  ValueType type = ValueType::Flag;
  OptionTarget target;
  std::string help;      // empty for a Choice: the choices joined with " | "
  std::string fallback;  // the default as --help shows it ("" when the option has none to show)
  std::vector<std::string> choices;  // Choice
  double lo = 0, hi = 0;             // Int, Real, Seconds (hi only)
  bool required = false;
  Completes completes = Completes::Files;
  std::string group;  // "" keeps CLI11's "Options" / "Positionals"
};

struct CommandSpec {
  std::string name, description, footer;
  std::vector<OptionRow> rows;
  std::vector<CommandSpec> subcommands;  // a command with subcommands requires one
  // Lines the footer starts with, computed only when help or a man page shows
  // them (they list the catalogue, which a run of another command never builds).
  std::function<std::string()> footer_listing;
  CommandSpec(std::string name_, std::string description_, std::string footer_, std::vector<OptionRow> rows_ = {},
              std::vector<CommandSpec> subcommands_ = {})
      : name(std::move(name_)),
        description(std::move(description_)),
        footer(std::move(footer_)),
        rows(std::move(rows_)),
        subcommands(std::move(subcommands_)) {}
};

// Row builders, so a table reads one option per line.
OptionRow flag_row(const std::string& names, bool* target, const std::string& help);
OptionRow text_row(const std::string& names, std::string* target, const std::string& help,
                   Completes completes = Completes::Files);
OptionRow texts_row(const std::string& names, std::vector<std::string>* target, const std::string& help,
                    Completes completes = Completes::Files);
OptionRow choice_row(const std::string& names, std::string* target, std::vector<std::string> choices,
                     const std::string& fallback, const std::string& help = "");
OptionRow int_row(const std::string& names, int* target, double lo, double hi, const std::string& fallback,
                  const std::string& help);
OptionRow real_row(const std::string& names, double* target, double lo, double hi, const std::string& fallback,
                   const std::string& help);
OptionRow seconds_row(const std::string& names, double* target, double hi, const std::string& fallback,
                      const std::string& help);
OptionRow uint64_row(const std::string& names, std::function<void(std::uint64_t)> target, const std::string& fallback,
                     const std::string& help);
OptionRow required(OptionRow row);

// The text --help shows for a row: its help (or choices) and " [default: X]".
std::string help_of(const OptionRow& row);

// The CLI11 option of one row on `cmd`.
CLI::Option* add_option_row(CLI::App& cmd, const OptionRow& row);

// The CLI11 subcommand of `spec` (rows, footer and nested subcommands) on `parent`.
CLI::App* add_command(CLI::App& parent, const CommandSpec& spec);

// Every spelling of a row's option ("--engine", "-e"); empty for a positional.
std::vector<std::string> option_spellings(const OptionRow& row);

bool is_positional(const OptionRow& row);

}  // namespace netcert
