// output.cpp — shared output helpers of the subcommands.
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/interrupt.hpp"
#include "core/errors.hpp"
#include "core/runner.hpp"
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

void print_slices(std::ostream& os, const std::vector<Result>& results) {
  for (auto& r : results) {
    auto slices = [](const json& j) {
      if (!j.value("sliced", true)) return std::string("the engine had nothing to slice (it ran whole)");
      return std::to_string(j.value("slices_done", int64_t{0})) + " of " + std::to_string(j.value("slices", int64_t{0})) +
             " slices done";
    };
    if (!r.shard.is_null()) {
      os << "\nshard " << r.shard.value("index", 1) << "/" << r.shard.value("count", 1) << ": " << slices(r.shard);
      if (r.shard.contains("scope")) os << "; " << r.shard["scope"].get<std::string>();
      os << '\n';
    }
    if (!r.checkpoint.is_null())
      os << "\ncheckpoint " << r.checkpoint["file"].get<std::string>() << ": " << slices(r.checkpoint)
         << (r.checkpoint["resumed"].get<bool>()
                 ? " (resumed with " + std::to_string(r.checkpoint["resumed_slices"].get<int64_t>()) + " already done)"
                 : "")
         << '\n';
    if (!r.merged.is_null())
      os << "\nmerged " << (r.merged.contains("ranks") ? r.merged["ranks"] : r.merged["shards"])
         << (r.merged.contains("ranks") ? " MPI ranks: " : " shards: ") << slices(r.merged) << ", "
         << format_seconds(r.merged["seconds_total"].get<double>()) << " s in all shards\n";
  }
}

// --engine all runs only the engines that accept each parameter set: say which did not, and why.
static void print_skipped(std::ostream& os, const std::vector<SkippedEngine>& skipped) {
  const size_t shown = 10;
  for (size_t i = 0; i < skipped.size() && i < shown; ++i)
    os << (i ? "" : "\n") << "skipped: " << skipped[i].engine << " engine for " << skipped[i].params.to_string()
       << ": " << skipped[i].reason << '\n';
  if (skipped.size() > shown) os << "skipped: ... and " << skipped.size() - shown << " more (see --json: skipped)\n";
}


int report_check(const Property& p, const std::vector<Result>& results, const RunOptions& o,
                 const std::vector<SkippedEngine>& skipped, OutputTransaction* outputs) {
  announce_interruption();
  OutputTransaction own_outputs;
  OutputTransaction& files = outputs ? *outputs : own_outputs;
  json report = check_json(p.id, results);
  report["skipped"] = skipped_json(skipped);
  if (o.json_out == "-") {
    std::cout << report.dump(2) << '\n';
  } else {
    std::cout << p.id << " — " << p.claim << ": " << p.statement << "\n\n";
    print_results(std::cout, results, false);
    print_counterexamples(std::cout, results);
    print_slices(std::cout, results);
    print_skipped(std::cout, skipped);
    auto s = report["summary"];
    std::cout << "\n" << s["holds"] << " holds, " << s["fails"] << " fails, " << s["unknown"] << " unknown\n";
    if (!o.json_out.empty()) files.add(o.json_out, report.dump(2) + "\n");
  }
  files.commit();
  return exit_code_for(results);
}

std::string read_file_or_throw(const std::string& path, const std::string& field) {
  return read_text_file(path, field, std::size_t{1} << 30);
}

}  // namespace netcert
