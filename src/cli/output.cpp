// output.cpp — shared output helpers of the subcommands.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "core/errors.hpp"
#include "report/text_table.hpp"

namespace netcert {

void print_results(std::ostream& os, const std::vector<Result>& results, bool with_property) {
  std::vector<std::string> header;
  if (with_property) header.push_back("property");
  for (auto h : {"params", "engine", "verdict", "seconds", "detail"}) header.push_back(h);
  TextTable t(header);
  for (auto& r : results) {
    std::vector<std::string> row;
    if (with_property) row.push_back(r.property);
    row.push_back(r.params.to_string());
    row.push_back(r.engine);
    row.push_back(to_string(r.verdict));
    row.push_back(format_seconds(r.seconds));
    std::string detail = r.note;
    if (detail.size() > 110) detail = detail.substr(0, 107) + "...";
    row.push_back(detail);
    t.add(row);
  }
  t.print(os);
}

void print_counterexamples(std::ostream& os, const std::vector<Result>& results) {
  for (auto& r : results) {
    if (r.verdict != Verdict::Fails) continue;
    os << "\ncounterexample (" << r.property << ", " << r.params.to_string() << ", " << r.engine
       << (r.rechecked ? ", confirmed by the independent checker" : "") << "):\n  " << r.counterexample.dump()
       << '\n';
  }
}

void write_file_atomic(const std::string& path, const std::string& text) {
  std::filesystem::path p(path);
  if (p.has_parent_path()) std::filesystem::create_directories(p.parent_path());
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    if (!out) throw InputError(path, "cannot write");
    out << text;
  }
  std::filesystem::rename(tmp, p);
}

std::string read_file_or_throw(const std::string& path, const std::string& field) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(field, "cannot read '" + path + "'");
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

json read_json_object(const std::string& path, const std::string& field) {
  std::string text = read_file_or_throw(path, field);
  json doc;
  try {
    doc = json::parse(text);
  } catch (const std::exception& e) {
    throw InputError(path, std::string("not valid JSON: ") + e.what());
  }
  if (!doc.is_object()) throw InputError(path, "expected a JSON object");
  return doc;
}

}  // namespace netcert
