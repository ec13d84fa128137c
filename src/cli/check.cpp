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
  if (mpi_size() > 1) {
    if (req.shard)
      throw InputError("--shard", "not with mpirun: the ranks share the slices (run shards without mpirun)");
    // Every rank must reach mpi_agree_exit, also when rank 0's merge or report throws (else the others wait forever).
    int code = 4;
    try {
      auto merged = mpi_run_check(req, o.ctx);  // rank 0 gets the merged result
      code = merged ? report_check(*p, *merged, o, skipped) : 0;
    } catch (const InputError&) {
      mpi_agree_exit(2);
      throw;
    } catch (...) {
      mpi_agree_exit(4);
      throw;
    }
    return mpi_agree_exit(code);
  }
  auto results = run_check(req, o.ctx);
  return report_check(*p, results, o, skipped);
}

}  // namespace netcert
