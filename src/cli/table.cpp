// table.cpp — `netcert table TABLE ...`.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <stdexcept>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "core/output_file.hpp"
#include "report/table_format.hpp"

namespace netcert {

namespace {

// Tables are checks: every table has a "verdict" column (holds | fails |
// unknown | n/a for closed-form rows nothing checked), and `table` exits as
// `check` does: 1 when a row is refuted, else 3 when a row is unknown.
int table_exit_code(const std::string& id, const TableData& t, std::string& tally) {
  auto col = std::find(t.columns.begin(), t.columns.end(), "verdict");
  if (col == t.columns.end()) throw std::logic_error("table " + id + " has no verdict column");
  size_t at = static_cast<size_t>(col - t.columns.begin());
  std::map<std::string, int> count;
  for (auto& row : t.rows) {
    std::string v = at < row.size() && row[at].is_string() ? row[at].get<std::string>() : "";
    if (v != "holds" && v != "fails" && v != "unknown" && v != "n/a")
      throw std::logic_error("table " + id + " row has verdict '" + v + "'");
    ++count[v];
  }
  tally = std::to_string(t.rows.size()) + " rows: " + std::to_string(count["holds"]) + " holds, " +
          std::to_string(count["fails"]) + " fails, " + std::to_string(count["unknown"]) + " unknown, " +
          std::to_string(count["n/a"]) + " n/a (closed form only)";
  return count["fails"] ? 1 : count["unknown"] ? 3 : 0;
}

// A --param value as check --json types it: one integer of an integer parameter is
// a number; a choice, a range ("1..4") or a list stays the text given.
json typed_param(const std::string& value, const std::string& name, const std::vector<ParamSpec>& specs) {
  for (auto& s : specs)
    if (s.name == name && s.is_int && !value.empty() &&
        value.find_first_not_of("0123456789", value[0] == '-') == std::string::npos && value.size() < 19)
      return std::stoll(value);
  return value;
}

}  // namespace

int cmd_table(const std::string& id, const std::vector<std::string>& params, const std::string& format,
              const std::string& out_file, const std::string& certify_dir, const RunOptions& o) {
  const TableSpec* spec = catalogue().table(id);
  if (!spec) {
    std::vector<std::string> ids;
    for (auto& t : catalogue().tables()) ids.push_back(t.id);
    throw InputError("TABLE", "unknown table '" + id + "' (did you mean '" + nearest_name(id, ids) +
                                  "'? see `netcert tables`)");
  }
  std::vector<ParamArg> args;
  json given = json::object();
  for (auto& text : params) {
    args.push_back(parse_param_arg(text, spec->params));
    given[args.back().name] = typed_param(text.substr(text.find('=') + 1), args.back().name, spec->params);
  }
  auto sets = expand_params(args, spec->params);
  // Fail before the work, not after it: outputs must be writable.
  if (!out_file.empty()) check_output_path(out_file, "--out");
  if (!certify_dir.empty()) check_output_dir(certify_dir, "--certify");
  TableData all;
  for (auto& ps : sets) {
    TableData part = spec->build(ps, o.ctx);
    if (all.columns.empty()) all.columns = part.columns;
    for (auto& r : part.rows) all.rows.push_back(r);
    for (auto& c : part.certificates) all.certificates.push_back(c);
    for (auto& n : part.notes)
      if (std::find(all.notes.begin(), all.notes.end(), n) == all.notes.end()) all.notes.push_back(n);
  }
  for (auto& s : spec->params)
    if (!given.contains(s.name)) given[s.name] = typed_param(s.default_value, s.name, spec->params);
  std::string text;
  if (format == "md") text = table_markdown(all);
  else if (format == "csv") text = table_csv(all);
  else if (format == "json") {
    json j = table_json(id, given, all);
    j["param_sets"] = json::array();  // added field: every expanded set, typed as in check --json
    for (auto& ps : sets) j["param_sets"].push_back(ps.to_json());
    text = j.dump(2) + "\n";
  }
  else text = table_text(all);
  std::string tally;
  int rc = table_exit_code(id, all, tally);
  OutputTransaction outputs;  // the certificates and the table: all or none
  if (!certify_dir.empty()) {
    int idx = 0;
    for (auto& c : all.certificates) {
      auto path = std::filesystem::path(certify_dir) / (id + "_" + std::to_string(idx++) + ".cert.json");
      outputs.add(path.string(), serialize_certificate(c));
    }
  }
  if (!out_file.empty()) outputs.add(out_file, text);
  outputs.commit();
  if (!certify_dir.empty() && !o.quiet)
    std::cerr << "wrote " << all.certificates.size() << " certificate(s) to " << certify_dir << '\n';
  if (out_file.empty()) std::cout << text;
  if (!o.quiet) std::cerr << "table " << id << ": " << tally << '\n';
  return rc;
}

}  // namespace netcert
