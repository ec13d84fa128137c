// runner.hpp — runs a property over parameter sets and engines, re-checks every
// counterexample with the property's independent checker, writes certificates.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/catalogue.hpp"
#include "core/output_file.hpp"
#include "core/slices.hpp"

namespace netcert {

struct CheckRequest {
  const Property* property = nullptr;
  std::vector<ParamSet> param_sets;
  std::string engine = "all";  // exhaustive | smt | random | all
  std::string cert_dir;        // write a certificate per result when set
  // --shard I/M and --checkpoint FILE (one parameter set, one sliced engine).
  std::optional<ShardSpec> shard;
  std::string checkpoint;
  double checkpoint_seconds = 5;
  std::string input_sha256;  // the bound input files' digest (fabric check): part of the checkpoint's key
  SliceSource* slice_source = nullptr;  // the MPI build's shared counter instead of a shard
  // `mpirun ... --shard I/M`: the job's shard, whose slices slice_source hands the
  // ranks (shard then names the rank); part of each rank's checkpoint key.
  std::optional<ShardSpec> job_shard;
  // netcert merge: the shards' merged journal; the engine runs no slice and decides on it.
  const SliceJournal* merged_journal = nullptr;
  // Certificates go into this transaction when set (the caller commits them with its other
  // outputs); otherwise run_check writes them all at its end, or none if one cannot be written.
  OutputTransaction* outputs = nullptr;
  bool sliced() const { return shard || !checkpoint.empty() || slice_source || merged_journal; }
};

// The request `check PROPERTY --param ...` describes (the CLI and the C++ API build it
// here): the property by id (InputError naming the nearest known id) and the --param
// strings parsed and expanded against its domains.
CheckRequest make_check_request(const std::string& property_id, const std::vector<std::string>& params,
                                const std::string& engine, const std::string& cert_dir);

// One parameter of a check, given as NAME=VALUE text (--param) or, from a suite, as
// JSON (a number, "LO..HI", a name or a list). A range engine's NAME=LO..HI or
// NAME=all stays one value instead of one run per size.
struct ParamInput {
  std::string name;
  json value;  // a string for --param text
  bool from_cli = false;
};
// The parameter sets of `engine` on `p`: each input parsed against its domain and
// expanded; a range engine's parameter kept whole (its whole range when not given).
std::vector<ParamSet> range_aware_param_sets(const Property& p, const std::vector<ParamInput>& inputs,
                                             const std::string& engine);

// An engine `--engine all` leaves out for one parameter set, and its refusal.
struct SkippedEngine {
  ParamSet params;
  std::string engine;
  std::string reason;
};

// The (param set, engine) pairs a request will run. Throws InputError (exit 2)
// before anything runs when an engine does not exist or refuses the sizes.
// With --engine all, engines that refuse a set are left out and, when `skipped`
// is given, listed there (so the report can say what did not run and why).
std::vector<std::pair<ParamSet, const Engine*>> plan_check(const CheckRequest& req,
                                                           std::vector<SkippedEngine>* skipped = nullptr);

// "skipped": [{params, engine, reason}] for check --json (empty array when none).
json skipped_json(const std::vector<SkippedEngine>& skipped);

// Runs the plan. `on_result` is called after each result (for streaming output).
std::vector<Result> run_check(const CheckRequest& req, const RunContext& ctx);

// Exit code (docs/architecture.md): 1 some fails, else 3 some unknown, else 0.
int exit_code_for(const std::vector<Result>& results);

json check_json(const std::string& property, const std::vector<Result>& results);

}  // namespace netcert
