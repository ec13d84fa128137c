// check.cpp — `netcert check PROPERTY ...`.
#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/runner.hpp"

namespace netcert {

namespace {

// --engine all runs only the engines that accept each parameter set: say which did not, and why.
void print_skipped(std::ostream& os, const std::vector<SkippedEngine>& skipped) {
  const size_t shown = 10;
  for (size_t i = 0; i < skipped.size() && i < shown; ++i)
    os << (i ? "" : "\n") << "skipped: " << skipped[i].engine << " engine for " << skipped[i].params.to_string()
       << ": " << skipped[i].reason << '\n';
  if (skipped.size() > shown) os << "skipped: ... and " << skipped.size() - shown << " more (see --json: skipped)\n";
}

}  // namespace

int cmd_check(const std::string& property, const std::vector<std::string>& params, const RunOptions& o) {
  CheckRequest req = make_check_request(property, params, o.engine, o.cert_dir);
  const Property* p = req.property;
  std::vector<SkippedEngine> skipped;
  plan_check(req, &skipped);  // validate everything before running anything
  check_output_path(o.json_out, "--json");
  check_output_dir(o.cert_dir, "--cert");
  auto results = run_check(req, o.ctx);
  json report = check_json(p->id, results);
  report["skipped"] = skipped_json(skipped);
  if (o.json_out == "-") {
    std::cout << report.dump(2) << '\n';
  } else {
    std::cout << p->id << " — " << p->claim << ": " << p->statement << "\n\n";
    print_results(std::cout, results, false);
    print_counterexamples(std::cout, results);
    print_skipped(std::cout, skipped);
    auto s = report["summary"];
    std::cout << "\n" << s["holds"] << " holds, " << s["fails"] << " fails, " << s["unknown"] << " unknown\n";
    if (!o.json_out.empty()) write_file_atomic(o.json_out, report.dump(2) + "\n");
  }
  return exit_code_for(results);
}

}  // namespace netcert
