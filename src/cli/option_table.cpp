// option_table.cpp — see option_table.hpp.
#include "cli/option_table.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace netcert {

namespace {

std::string joined(const std::vector<std::string>& items, const std::string& sep) {
  std::string out;
  for (auto& s : items) out += (out.empty() ? "" : sep) + s;
  return out;
}

// Positive and finite: "nan", "inf", 0 and negatives are usage errors, never "no limit".
CLI::Validator seconds_validator(const std::string& flag, double hi) {
  return CLI::Validator(
      [flag, hi](std::string& text) -> std::string {
        char* end = nullptr;
        double v = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0' || !std::isfinite(v) || v <= 0 || v > hi)
          return flag + " must be a positive, finite number of seconds (at most " + std::to_string(hi) +
                 "; omit it for no limit), got '" + text + "'";
        return {};
      },
      "SECONDS > 0");
}

// Decimal digits only, within uint64: no sign, no wrap-around, no saturation.
CLI::Validator uint64_validator(const std::string& flag) {
  return CLI::Validator(
      [flag](std::string& text) -> std::string {
        bool digits = !text.empty() && text.size() <= 20 && text.find_first_not_of("0123456789") == std::string::npos;
        errno = 0;
        if (digits) std::strtoull(text.c_str(), nullptr, 10);
        if (!digits || errno == ERANGE) return flag + " must be an integer in 0..18446744073709551615, got '" + text + "'";
        return {};
      },
      "UINT64");
}

std::string first_long_name(const OptionRow& row) {
  for (auto& s : option_spellings(row))
    if (s.rfind("--", 0) == 0) return s;
  return row.names;
}

CLI::Option* add_typed(CLI::App& cmd, const OptionRow& row, const std::string& help) {
  const std::string& n = row.names;
  switch (row.type) {
    case ValueType::Flag: return cmd.add_flag(n, *std::get<bool*>(row.target), help);
    case ValueType::Texts: return cmd.add_option(n, *std::get<std::vector<std::string>*>(row.target), help);
    case ValueType::Int:
      return cmd.add_option(n, *std::get<int*>(row.target), help)->check(CLI::Range(row.lo, row.hi));
    case ValueType::Real:
      return cmd.add_option(n, *std::get<double*>(row.target), help)->check(CLI::Range(row.lo, row.hi));
    case ValueType::Seconds:
      return cmd.add_option(n, *std::get<double*>(row.target), help)->check(seconds_validator(first_long_name(row), row.hi));
    case ValueType::UInt64:
      return cmd.add_option_function<std::uint64_t>(n, std::get<std::function<void(std::uint64_t)>>(row.target), help)
          ->check(uint64_validator(first_long_name(row)));
    case ValueType::Choice:
      return cmd.add_option(n, *std::get<std::string*>(row.target), help)->check(CLI::IsMember(row.choices));
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
  return cmd;
}

}  // namespace netcert
