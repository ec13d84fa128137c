// table.cpp — `netcert table TABLE ...`.
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "report/table_format.hpp"

namespace netcert {

int cmd_table(const std::string& id, const std::vector<std::string>& params, const std::string& format,
              const std::string& out_file, const std::string& certify_dir, const RunOptions& o) {
  const TableSpec* spec = catalogue().table(id);
  if (!spec) throw InputError("TABLE", "unknown table '" + id + "' (see `netcert tables`)");
  std::vector<ParamArg> args;
  json given = json::object();
  for (auto& text : params) {
    args.push_back(parse_param_arg(text, spec->params));
    given[args.back().name] = text.substr(text.find('=') + 1);
  }
  auto sets = expand_params(args, spec->params);
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
    if (!given.contains(s.name)) given[s.name] = s.default_value;
  std::string text;
  if (format == "md") text = table_markdown(all);
  else if (format == "csv") text = table_csv(all);
  else if (format == "json") text = table_json(id, given, all).dump(2) + "\n";
  else text = table_text(all);
  if (!certify_dir.empty()) {
    std::filesystem::create_directories(certify_dir);
    int idx = 0;
    for (auto& c : all.certificates) {
      std::string name = c.value("property", id);
      auto path = std::filesystem::path(certify_dir) / (id + "_" + std::to_string(idx++) + ".cert.json");
      (void)name;
      std::ofstream(path) << serialize_certificate(c);
    }
    std::cerr << "netcert: wrote " << all.certificates.size() << " certificate(s) to " << certify_dir << '\n';
  }
  if (out_file.empty()) std::cout << text;
  else write_file_atomic(out_file, text);
  return 0;
}

}  // namespace netcert
