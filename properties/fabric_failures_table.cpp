// fabric_failures_table.cpp — table fabric-failures: per run of a failure
// sweep, the default fabric check (the same selection, params and run_check as
// `netcert fabric check` without PROPERTY, so a row agrees with that command on
// the run's files), with the engine that configured the tables and the link loads.
#include <algorithm>
#include <filesystem>

#include "core/errors.hpp"
#include "core/params.hpp"
#include "net/fabric_failure.hpp"
#include "net/fabric_files.hpp"
#include "properties/fabric_failures.hpp"
#include "properties/fabric_set.hpp"

namespace netcert {

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> failure_runs(const std::string& dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw InputError("--dir", dir + " is not a directory");
  std::vector<fs::path> runs;
  for (auto& entry : fs::directory_iterator(dir, ec))
    if (entry.is_directory()) runs.push_back(entry.path());
  if (ec) throw InputError("--dir", dir + ": " + ec.message());
  if (runs.empty())
    throw InputError("--dir", dir + " has no run directories (scripts/fabric-failures.sh TOPOLOGY ENGINE " + dir + ")");
  std::sort(runs.begin(), runs.end());
  return runs;
}

// "ftree", or "minhop (ftree refused the fabric, OpenSM fell back)".
std::string failure_engine_cell(const FabricFailure& f, const std::string& configured) {
  if (configured == f.engine) return configured;
  return configured + " (" + f.engine + " refused the fabric, OpenSM fell back)";
}

const Result* failure_result_of(const std::vector<Result>& results, const std::string& property) {
  for (auto& r : results)
    if (r.property == property) return &r;
  return nullptr;
}

std::string failure_verdict_of(const Result* r) { return r ? to_string(r->verdict) : "unknown"; }

// fabric.link_load's link: holds, the most loaded link of any matrix (at its stage's bound, which
// a holds means it meets); fails, the first link over its stage's bound; unknown: none.
std::vector<json> failure_load_cells(const Result* load) {
  if (!load || load->verdict == Verdict::Unknown || !load->stats.contains("worst")) return {"-", "-", "-"};
  const json& worst = load->stats["worst"];
  const json bound = load->verdict == Verdict::Fails ? load->counterexample.at("bound") : worst.at("load");
  return {worst.at("name"), worst.at("load"), bound};
}

std::vector<json> failure_no_tables_row(const FabricFailure& f) {
  return {f.label(), "none (" + f.engine + "): " + f.error, "unknown", "unknown", "-", "-", "-", "unknown", "unknown"};
}

std::vector<json> failure_checked_row(const fs::path& run, const FabricFailure& f, const std::string& certify_dir,
                              OutputTransaction& outputs, const RunContext& ctx) {
  const std::string configured = read_configured_engine((run / "opensm-engine.txt").string());
  FabricFiles files = read_fabric_files((run / "topology.ibnd").string(), (run / "opensm-lfts.dump").string());
  auto routing = load_fabric_routing(std::move(files));
  const std::string cert_dir = certify_dir.empty() ? "" : (fs::path(certify_dir) / run.filename()).string();
  auto defaults = [](const Property& p) { return expand_params({}, p.params); };  // as `fabric check` without -p
  FabricSetResults checked = run_fabric_selection(default_fabric_selection(), routing, defaults, cert_dir, ctx, &outputs);
  const Result* load = failure_result_of(checked.inform, "fabric.link_load");
  std::vector<json> row = {f.label(), failure_engine_cell(f, configured),
                           failure_verdict_of(failure_result_of(checked.decide, "fabric.routes_complete")),
                           failure_verdict_of(failure_result_of(checked.decide, "fabric.deadlock_free"))};
  for (auto& cell : failure_load_cells(load)) row.push_back(cell);
  row.push_back(failure_verdict_of(load));
  row.push_back(to_string(checked.verdict));
  return row;
}

}  // namespace

TableData fabric_failures_table(const std::string& dir, const std::string& certify_dir, OutputTransaction& outputs,
                                const RunContext& ctx) {
  TableData d;
  d.columns = {"failure", "engine (configured the tables)", "routes complete", "deadlock free", "worst link",
               "load", "stage bound", "balanced", "verdict"};
  size_t fell_back = 0, no_tables = 0;
  for (auto& run : failure_runs(dir)) {
    const FabricFailure f = read_fabric_failure((run / "failure.json").string());
    d.rows.push_back(f.error.empty() ? failure_checked_row(run, f, certify_dir, outputs, ctx) : failure_no_tables_row(f));
    no_tables += !f.error.empty();
    fell_back += f.error.empty() && d.rows.back()[1].get<std::string>() != f.engine;
  }
  d.notes.push_back("each row is `netcert fabric check --topology RUN/topology.ibnd --lfts RUN/opensm-lfts.dump` on "
                    "that run: verdict from fabric.routes_complete and fabric.deadlock_free; balanced is "
                    "fabric.link_load (pattern shift, order lid), reported beside them and not deciding the verdict");
  d.notes.push_back("balanced: in every shift matrix every stage's busiest link carries ceil(flow-hops on the stage / "
                    "links of the stage), counting the links that survive the failure (stages are hop distances to "
                    "the hosts in the degraded fabric); worst link: the most loaded link of any matrix when balanced, "
                    "else the first link found above its stage's bound");
  if (fell_back)
    d.notes.push_back(std::to_string(fell_back) + " run(s) routed by OpenSM's fallback engine: the tables checked are "
                      "the ones OpenSM configured (see the run's engine-fallback.txt for why the engine refused)");
  if (no_tables)
    d.notes.push_back(std::to_string(no_tables) + " run(s) gave no tables (the sweep's error is shown): unknown");
  if (!certify_dir.empty())
    d.notes.push_back("--certify: each row's certificates (one per property) in " + certify_dir +
                      "/<run directory>/; `netcert verify-cert` re-checks each");
  return d;
}

}  // namespace netcert
