// commands.hpp — one function per subcommand; each returns the exit code.
//   cmd_list, cmd_tables, cmd_schedules   listing.cpp
//   cmd_check                             check.cpp
//   cmd_check_schedule                    check_schedule.cpp
//   cmd_table                             table.cpp
//   cmd_suite                             suite.cpp
//   cmd_verify_cert                       verify_cert.cpp
//   cmd_fabric_check, cmd_fabric_kary_ntree fabric.cpp
//   cmd_merge                             merge.cpp
//   cmd_schema                            schema.cpp
#pragma once
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "core/json_input.hpp"
#include "core/output_file.hpp"
#include "core/progress.hpp"
#include "core/property.hpp"
#include "core/verdict.hpp"

namespace netcert {

// --timeout's upper bound (command_table.cpp), also a suite entry's "timeout" (suite.cpp).
inline constexpr double kMaxTimeoutSeconds = 1e6;

struct RunOptions {
  RunContext ctx;
  std::string engine = "all";
  std::string json_out;  // "" none, "-" stdout only, else a file
  std::string cert_dir;
  std::string dot_out;
  bool quiet = false;  // --quiet: no status lines on stderr (stdout is muted in main.cpp)
  std::string shard;           // check --shard I/M
  std::string checkpoint;      // check --checkpoint FILE
  double checkpoint_seconds = 5;
};

int cmd_list(bool as_json);
int cmd_tables();
int cmd_schedules();
// `schema [NAME]`: one JSON Schema, or the list of names (schema.cpp).
int cmd_schema(const std::string& name);
int cmd_check(const std::string& property, const std::vector<std::string>& params, const RunOptions& o);
int cmd_check_schedule(const std::string& file, const RunOptions& o);
int cmd_table(const std::string& id, const std::vector<std::string>& params, const std::string& format,
              const std::string& out_file, const std::string& certify_dir, const RunOptions& o);
int cmd_suite(const std::string& file, const std::string& junit_file, const RunOptions& o);
// Loads and validates a suite without running it; returns the number of runs (fuzzing, tests).
size_t plan_suite(const std::string& file, const RunOptions& o);
// `merge SHARD.json...` (merge.cpp).
int cmd_merge(const std::vector<std::string>& files, const RunOptions& o);
// topology, lfts: verify-cert --topology/--lfts (both or neither): the files a fabric certificate must be about.
int cmd_verify_cert(const std::string& file, bool resolve, const std::string& solver = "z3",
                    const std::string& topology = "", const std::string& lfts = "");
// `fabric check PROPERTY [--param NAME=VALUE]... --topology F --lfts F` (fabric.cpp).
// sl2vl, path_sl: the lane files (--sl2vl, --path-sl; both or neither).
int cmd_fabric_check(const std::string& property, const std::vector<std::string>& params, const std::string& topology,
                     const std::string& lfts, const RunOptions& o, const std::string& sl2vl = "",
                     const std::string& path_sl = "");
// `fabric check --topology F --lfts F` without PROPERTY: the default fabric set (fabric_set_check.cpp).
int cmd_fabric_check_set(const std::vector<std::string>& params, const std::string& topology, const std::string& lfts,
                         const RunOptions& o, const std::string& sl2vl = "", const std::string& path_sl = "");
// Failing fabric results' counterexamples without the fabric's texts, nodes by name, and their
// re-checks; and the JSON report's added "node_names" (node id -> name, every node of a failing result's
// counterexample) (fabric.cpp).
class Fabric;
void print_fabric_counterexamples(std::ostream& os, const std::vector<Result>& results, const Fabric& f);
void add_fabric_node_names(json& report, const std::vector<Result>& results, const Fabric& f);
// `fabric kary-ntree --param k=K --param n=N --out FILE|-` (fabric.cpp).
int cmd_fabric_kary_ntree(const std::vector<std::string>& params, const std::string& out_file);
// `fabric table fabric-tswitch --topology F --lfts F [--detail]` and
// `fabric table fabric-failures --dir D` (fabric_table.cpp).
struct FabricTableOptions {
  std::string format = "text", out_file, certify_dir;
  std::string dir;  // fabric-failures: the sweep's directory (scripts/fabric-failures.sh)
  bool detail = false;
};
int cmd_fabric_table(const std::string& id, const std::string& topology, const std::string& lfts,
                     const FabricTableOptions& t, const RunOptions& o);

// Shared helpers (output.cpp).
struct SkippedEngine;
// The report of check and merge: JSON (--json FILE or -) and the text view; returns the exit code.
// `outputs` (the run's certificates, when given) is committed together with --json.
int report_check(const Property& p, const std::vector<Result>& results, const RunOptions& o,
                 const std::vector<SkippedEngine>& skipped, OutputTransaction* outputs = nullptr);
void print_results(std::ostream& os, const std::vector<Result>& results, bool with_property);
void print_counterexamples(std::ostream& os, const std::vector<Result>& results);
// Shard, checkpoint and merge lines (which slices ran), when a result has them.
void print_slices(std::ostream& os, const std::vector<Result>& results);
// write_file_atomic (temp + fsync + rename, exit 2 naming the path on any
// error) lives in core/output_file.hpp; JSON input in core/json_input.hpp.
std::string read_file_or_throw(const std::string& path, const std::string& field);

}  // namespace netcert
