// check.cpp — `netcert check PROPERTY ...`.
#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/runner.hpp"

namespace netcert {

int cmd_check(const std::string& property, const std::vector<std::string>& params, const RunOptions& o) {
  CheckRequest req = make_check_request(property, params, o.engine, o.cert_dir);
  const Property* p = req.property;
  plan_check(req);  // validate everything before running anything
  check_output_path(o.json_out, "--json");
  check_output_dir(o.cert_dir, "--cert");
  auto results = run_check(req, o.ctx);
  json report = check_json(p->id, results);
  if (o.json_out == "-") {
    std::cout << report.dump(2) << '\n';
  } else {
    std::cout << p->id << " — " << p->claim << ": " << p->statement << "\n\n";
    print_results(std::cout, results, false);
    print_counterexamples(std::cout, results);
    auto s = report["summary"];
    std::cout << "\n" << s["holds"] << " holds, " << s["fails"] << " fails, " << s["unknown"] << " unknown\n";
    if (!o.json_out.empty()) write_file_atomic(o.json_out, report.dump(2) + "\n");
  }
  return exit_code_for(results);
}

}  // namespace netcert
