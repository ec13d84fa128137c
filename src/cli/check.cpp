// check.cpp — `netcert check PROPERTY ...`.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/mpi_run.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/runner.hpp"

namespace netcert {

int cmd_check(const std::string& property, const std::vector<std::string>& params, const RunOptions& o) {
  CheckRequest req = make_check_request(property, params, o.engine, o.cert_dir);
  if (!o.shard.empty()) req.shard = ShardSpec::parse(o.shard);
  req.checkpoint = o.checkpoint;
  req.checkpoint_seconds = o.checkpoint_seconds;
  if (!o.checkpoint.empty()) check_output_path(o.checkpoint, "--checkpoint");
  const Property* p = req.property;
  std::vector<SkippedEngine> skipped;
  plan_check(req, &skipped);  // validate everything before running anything
  check_output_path(o.json_out, "--json");
  check_output_dir(o.cert_dir, "--cert");
  if (mpi_size() > 1)
    return mpi_check_and_report(req, o.ctx, [&](const std::vector<Result>& merged) {
      return report_check(*p, merged, o, skipped);
    });
  OutputTransaction outputs;  // certificates and --json: all or none
  req.outputs = &outputs;
  auto results = run_check(req, o.ctx);
  return report_check(*p, results, o, skipped, &outputs);
}

}  // namespace netcert
