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
  json witness;  // the holds evidence the shards agree on (for the certificate)
};

// Throws InputError (exit 2) naming the files when shards are missing,
// duplicated, or belong to different runs (property, params, engine, M,
// netcert version or build); InternalError when shards that all hold disagree
// on the evidence (an engine that is not slice-independent: a bug).
MergedRun merge_shard_reports(const std::vector<ShardReport>& shards);

// Writes into `dir` the certificate the unsharded run would have written (same
// witness, same hash) and names it in m.result.certificate; none for a random holds.
void write_merged_certificate(MergedRun& m, const std::string& dir);

}  // namespace netcert
