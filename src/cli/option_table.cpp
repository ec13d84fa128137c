// option_table.cpp — see option_table.hpp.
#include "cli/option_table.hpp"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace netcert {

namespace {

std::string joined(const std::vector<std::string>& items, const std::string& sep) {
  std::string out;
  for (auto& s : items) out += (out.empty() ? "" : sep) + s;
  return out;
}

// A bound as a person writes it: 1024, 1000000, 0.5 (CLI11's Range prints 1024.000000 and 1.04858e+06).
std::string readable(double x) {
  char buf[32];
  if (x == std::floor(x) && std::fabs(x) < 1e15) std::snprintf(buf, sizeof buf, "%.0f", x);
  else std::snprintf(buf, sizeof buf, "%g", x);
  return buf;
}

std::string range_text(const OptionRow& row) { return readable(row.lo) + ".." + readable(row.hi); }

// The whole text is one number (and an integer when `integer`).
bool number_of(const std::string& text, bool integer, double& value) {
  char* end = nullptr;
  errno = 0;
  value = integer ? static_cast<double>(std::strtoll(text.c_str(), &end, 10)) : std::strtod(text.c_str(), &end);
  return !text.empty() && *end == '\0' && errno != ERANGE && std::isfinite(value);
}

// Each check returns CLI11's error text: "must be ..., got 'TEXT'" (CLI11 puts the option's name in front).
CLI::Validator range_validator(const OptionRow& row, bool integer) {
  std::string want = std::string(integer ? "an integer" : "a number") + " in " + range_text(row);
  return CLI::Validator(
      [want, lo = row.lo, hi = row.hi, integer](std::string& text) -> std::string {
        double v = 0;
        if (!number_of(text, integer, v) || v < lo || v > hi) return "must be " + want + ", got '" + text + "'";
        return {};
      },
      "");
}

// Positive and finite: "nan", "inf", 0 and negatives are usage errors, never "no limit".
CLI::Validator seconds_validator(double hi) {
  return CLI::Validator(
      [hi](std::string& text) -> std::string {
        double v = 0;
        if (!number_of(text, false, v) || v <= 0 || v > hi)
          return "must be a positive, finite number of seconds (at most " + readable(hi) +
                 "; omit it for no limit), got '" + text + "'";
        return {};
      },
      "SECONDS > 0");
}

// Decimal digits only, within uint64: no sign, no wrap-around, no saturation.
CLI::Validator uint64_validator() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        bool digits = !text.empty() && text.size() <= 20 && text.find_first_not_of("0123456789") == std::string::npos;
        errno = 0;
        if (digits) std::strtoull(text.c_str(), nullptr, 10);
        if (!digits || errno == ERANGE) return "must be an integer in 0..18446744073709551615, got '" + text + "'";
        return {};
      },
      "UINT64");
}

// The choices in --help as CLI11's IsMember shows them ({a,b}), the error in netcert's words.
CLI::Validator choice_validator(const std::vector<std::string>& choices) {
  return CLI::Validator(
      [choices](std::string& text) -> std::string {
        for (auto& c : choices)
          if (c == text) return {};
        return "must be one of " + joined(choices, ", ") + ", got '" + text + "'";
      },
      "{" + joined(choices, ",") + "}");
}

CLI::Option* add_typed(CLI::App& cmd, const OptionRow& row, const std::string& help) {
  const std::string& n = row.names;
  switch (row.type) {
    case ValueType::Flag: return cmd.add_flag(n, *std::get<bool*>(row.target), help);
    case ValueType::Texts: return cmd.add_option(n, *std::get<std::vector<std::string>*>(row.target), help);
    case ValueType::Int:
      return cmd.add_option(n, *std::get<int*>(row.target), help)
          ->check(range_validator(row, true))
          ->type_name("INT in " + range_text(row));
    case ValueType::Real:
      return cmd.add_option(n, *std::get<double*>(row.target), help)
          ->check(range_validator(row, false))
          ->type_name("FLOAT in " + range_text(row));
    case ValueType::Seconds:
      return cmd.add_option(n, *std::get<double*>(row.target), help)->check(seconds_validator(row.hi));
    case ValueType::UInt64:
      return cmd.add_option_function<std::uint64_t>(n, std::get<std::function<void(std::uint64_t)>>(row.target), help)
          ->check(uint64_validator());
    case ValueType::Choice:
      return cmd.add_option(n, *std::get<std::string*>(row.target), help)->check(choice_validator(row.choices));
    case ValueType::Text: break;
  }
  return cmd.add_option(n, *std::get<std::string*>(row.target), help);
}

}  // namespace

OptionRow flag_row(const std::string& names, bool* target, const std::string& help) {
  OptionRow row;
  row.names = names, row.type = ValueType::Flag, row.target = target, row.help = help;
  row.completes = Completes::Nothing;
  return row;
}

OptionRow text_row(const std::string& names, std::string* target, const std::string& help, Completes completes) {
  OptionRow row = flag_row(names, nullptr, help);
  row.type = ValueType::Text, row.target = target, row.completes = completes;
  return row;
}

OptionRow texts_row(const std::string& names, std::vector<std::string>* target, const std::string& help,
                    Completes completes) {
  OptionRow row = flag_row(names, nullptr, help);
  row.type = ValueType::Texts, row.target = target, row.completes = completes;
  return row;
}

OptionRow choice_row(const std::string& names, std::string* target, std::vector<std::string> choices,
                     const std::string& fallback, const std::string& help) {
  OptionRow row = text_row(names, target, help, Completes::Choices);
  row.type = ValueType::Choice, row.fallback = fallback, row.choices = std::move(choices);
  return row;
}

OptionRow int_row(const std::string& names, int* target, double lo, double hi, const std::string& fallback,
                  const std::string& help) {
  OptionRow row = flag_row(names, nullptr, help);
  row.type = ValueType::Int, row.target = target, row.fallback = fallback, row.lo = lo, row.hi = hi;
  return row;
}

OptionRow real_row(const std::string& names, double* target, double lo, double hi, const std::string& fallback,
                   const std::string& help) {
  OptionRow row = flag_row(names, nullptr, help);
  row.type = ValueType::Real, row.target = target, row.fallback = fallback, row.lo = lo, row.hi = hi;
  return row;
}

OptionRow seconds_row(const std::string& names, double* target, double hi, const std::string& fallback,
                      const std::string& help) {
  OptionRow row = real_row(names, target, 0, hi, fallback, help);
  row.type = ValueType::Seconds;
  return row;
}

OptionRow uint64_row(const std::string& names, std::function<void(std::uint64_t)> target, const std::string& fallback,
                     const std::string& help) {
  OptionRow row = flag_row(names, nullptr, help);
  row.type = ValueType::UInt64;
  row.target = std::move(target);
  row.fallback = fallback;
  return row;
}

OptionRow required(OptionRow row) {
  row.required = true;
  return row;
}

bool is_positional(const OptionRow& row) { return !row.names.empty() && row.names[0] != '-'; }

std::vector<std::string> option_spellings(const OptionRow& row) {
  std::vector<std::string> out;
  if (is_positional(row)) return out;
  std::string rest = row.names;
  for (size_t comma; !rest.empty(); rest = comma == std::string::npos ? "" : rest.substr(comma + 1)) {
    comma = rest.find(',');
    out.push_back(rest.substr(0, comma));
  }
  return out;
}

std::string help_of(const OptionRow& row) {
  std::string help = row.help.empty() && row.type == ValueType::Choice ? joined(row.choices, " | ") : row.help;
  return row.fallback.empty() ? help : help + " [default: " + row.fallback + "]";
}

CLI::Option* add_option_row(CLI::App& cmd, const OptionRow& row) {
  CLI::Option* opt = add_typed(cmd, row, help_of(row));
  if (row.required) opt->required();
  if (!row.group.empty()) opt->group(row.group);
  return opt;
}

CLI::App* add_command(CLI::App& parent, const CommandSpec& spec) {
  CLI::App* cmd = parent.add_subcommand(spec.name, spec.description);
  for (auto& row : spec.rows) add_option_row(*cmd, row);
  for (auto& sub : spec.subcommands) add_command(*cmd, sub);
  if (!spec.subcommands.empty()) cmd->require_subcommand(1);
  if (!spec.footer.empty()) cmd->footer(spec.footer);
  // CLI11 shows the listing, a newline, then the footer.
  if (spec.footer_listing) cmd->footer(spec.footer_listing);
  return cmd;
}

}  // namespace netcert
