// output.cpp — shared output helpers of the subcommands.
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
    // The re-check says itself what it established (a walk of the wiring, a
    // definition-level count, or only a replay with a seed): print its words.
    os << "\ncounterexample (" << r.property << ", " << r.params.to_string() << ", " << r.engine << "):\n  "
       << r.counterexample.dump() << '\n';
    if (r.stats.contains("recheck") && r.stats["recheck"].is_string())
      os << "  re-check: " << r.stats["recheck"].get<std::string>() << '\n';
  }
}

std::string read_file_or_throw(const std::string& path, const std::string& field) {
  return read_text_file(path, field, std::size_t{1} << 30);
}

}  // namespace netcert
