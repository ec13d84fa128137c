// merge.hpp — `netcert merge`: shard results (check --shard I/M --json) back
// into the result of the unsharded run (core/slices.hpp says why that is exact).
#pragma once
#include <string>
#include <vector>

#include "core/catalogue.hpp"

namespace netcert {

// One shard's `check --json` report as read from `source` (a file name, for messages).
struct ShardReport {
  std::string source;
  json report;
};

struct MergedRun {
  const Property* property = nullptr;
  Result result;
};

// Checks that the reports are every shard of one run, merges their journals,
// and has the engine decide on the merged journal without running a slice
// (the result, and with `cert_dir` its certificate, are the unsharded run's).
// Throws InputError (exit 2) naming the files when shards are missing,
// duplicated, or belong to different runs (property, params, engine, M,
// netcert version or build). Slices no shard finished, with no failure below
// them: unknown, never holds.
// `bound`: the property the re-run uses instead of the catalogue's (a fabric.*
// property bound to its files, properties/fabric.hpp); its id must be the shards'.
// `rank_reports`: the reports are mpirun's ranks (slices handed out dynamically), not
// `--shard I/M` shards, whose journals must hold only their own slices (I-1, I-1+M, ...).
MergedRun merge_shard_reports(const std::vector<ShardReport>& shards, const std::string& cert_dir = "",
                              const Property* bound = nullptr, bool rank_reports = false);

// `mpirun -np P netcert check ... --shard I/M`: the P ranks' reports (shares
// 1..P of shard I/M's slices, core/slices.hpp) combined into the report
// `check --shard I/M` alone writes, for a later `netcert merge` with the other
// shards. Refuses (InputError) what merge_shard_reports refuses among the ranks.
// A slice of the shard that no rank finished, with no failure below it: unknown.
Result merge_rank_shares(const std::vector<ShardReport>& ranks, ShardSpec job, const std::string& cert_dir,
                         const Property& bound);

}  // namespace netcert
