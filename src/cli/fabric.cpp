// fabric.cpp — `netcert fabric check PROPERTY --topology F --lfts F` (without
// PROPERTY the default set, fabric_set_check.cpp):
// a fabric.* property on a real fabric read from its tools' files. Output,
// certificates and exit codes are those of `check` (--param as there, for the
// properties that take params: fabric.link_load); the JSON report adds
// "fabric": the two paths and their SHA-256.
#include <algorithm>
#include <iostream>
#include <stdexcept>

#include "cli/commands.hpp"
#include "cli/mpi_run.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/params.hpp"
#include "core/runner.hpp"
#include "net/fabric_kary_topology.hpp"
#include "net/fabric_node_names.hpp"
#include "properties/fabric.hpp"

namespace netcert {

namespace {

const Property& fabric_property(const std::string& id) {
  const Property* p = find_property(id);
  if (!p || id.rfind("fabric.", 0) != 0) {
    std::vector<std::string> known;
    for (auto& q : catalogue().properties())
      if (q.id.rfind("fabric.", 0) == 0) known.push_back(q.id);
    throw InputError("PROPERTY", "'" + id + "' is not a fabric property (did you mean '" + nearest_name(id, known) +
                                     "'?)");
  }
  return *p;
}

// What `check` prints, plus the fabric's files and digest (text and JSON).
int report_fabric_check(const Property& p, const std::vector<Result>& results, const json& files, const Fabric& fabric,
                        const RunOptions& o, OutputTransaction& outputs) {
  // Built only for --json: a counterexample carries the fabric's texts (hundreds of megabytes).
  auto report = [&] {
    json r = check_json(p.id, results);
    r["fabric"] = files;
    add_fabric_node_names(r, results, fabric);
    return r;
  };
  const auto topology = files["topology"].get<std::string>(), lfts = files["lfts"].get<std::string>();
  const auto digest = files["sha256"].get<std::string>();
  if (o.json_out == "-") {
    std::cout << report().dump(2) << '\n';
  } else {
    std::cout << p.id << " — " << p.claim << ": " << p.statement << "\n\nfabric: " << topology << " + " << lfts;
    if (files.contains("sl2vl"))
      std::cout << " + lanes " << files["sl2vl"].get<std::string>() << " + " << files["path_sl"].get<std::string>();
    std::cout << " (sha256 " << digest << ")\n\n";
    print_results(std::cout, results, false);
    print_fabric_counterexamples(std::cout, results, fabric);
    print_slices(std::cout, results);  // --shard, --checkpoint, mpirun: which slices ran, what a share covers
    auto count = [&](Verdict v) { return std::count_if(results.begin(), results.end(), [&](auto& r) { return r.verdict == v; }); };
    std::cout << "\n" << count(Verdict::Holds) << " holds, " << count(Verdict::Fails) << " fails, "
              << count(Verdict::Unknown) << " unknown\n";
    if (!o.json_out.empty()) outputs.add(o.json_out, report().dump(2) + "\n");
  }
  outputs.commit();  // the certificates and --json: all or none
  return exit_code_for(results);
}

}  // namespace

// Counterexamples carry the fabric's texts (so they re-check on their own);
// a human reads the rest, with node names where the JSON has node ids.
void print_fabric_counterexamples(std::ostream& os, const std::vector<Result>& results, const Fabric& f) {
  for (auto& r : results) {
    if (r.verdict != Verdict::Fails) continue;
    json shown = with_fabric_node_names(r.counterexample, f);  // names, as the notes use; without the files
    os << "\ncounterexample (" << r.property << ", " << r.engine << "):\n  " << shown.dump() << '\n';
    if (r.stats.contains("recheck") && r.stats["recheck"].is_string())
      os << "  re-check: " << r.stats["recheck"].get<std::string>() << '\n';
  }
}

void add_fabric_node_names(json& report, const std::vector<Result>& results, const Fabric& f) {
  json names = json::object();
  for (auto& r : results)
    if (r.verdict == Verdict::Fails) names.update(fabric_node_names(r.counterexample, f));
  report["node_names"] = names;
}

int cmd_fabric_check(const std::string& property, const std::vector<std::string>& params, const std::string& topology,
                     const std::string& lfts, const RunOptions& o, const std::string& sl2vl,
                     const std::string& path_sl) {
  if (property.empty()) return cmd_fabric_check_set(params, topology, lfts, o, sl2vl, path_sl);
  const Property& p = fabric_property(property);
  std::vector<ParamArg> args;  // a property without params names the one it was given (exit 2)
  for (auto& text : params) args.push_back(parse_param_arg(text, p.params));
  std::vector<ParamSet> param_sets = expand_params(args, p.params);
  check_output_path(o.json_out, "--json");
  check_output_dir(o.cert_dir, "--cert");
  if (!o.checkpoint.empty()) check_output_path(o.checkpoint, "--checkpoint");
  FabricFiles files = read_fabric_files(topology, lfts, o.ctx.jobs);
  read_lane_files(files, sl2vl, path_sl);
  const bool has_lanes = files.has_lanes();
  auto routing = load_fabric_routing(std::move(files), o.ctx.jobs);
  const std::string digest = routing->digest;
  json fabric = {{"topology", topology}, {"lfts", lfts}, {"sha256", digest}};
  if (has_lanes) fabric["sl2vl"] = sl2vl, fabric["path_sl"] = path_sl;  // merge reads them back
  Property bound = bind_fabric(p, routing);
  CheckRequest req;
  req.property = &bound;
  req.param_sets = std::move(param_sets);
  req.engine = o.engine;
  req.cert_dir = o.cert_dir;
  if (!o.shard.empty()) req.shard = ShardSpec::parse(o.shard);
  // The checkpoint's key names the fabric's digest: a checkpoint of other files is refused (exit 2).
  req.checkpoint = o.checkpoint;
  req.checkpoint_seconds = o.checkpoint_seconds;
  req.input_sha256 = digest;
  plan_check(req);  // refusals (exit 2) before anything runs
  if (mpi_size() > 1)  // rank 0's merge keeps the property bound to the files (mpi_run_check)
    return mpi_check_and_report(req, o.ctx, [&](const std::vector<Result>& merged) {
      OutputTransaction report_only;
      return report_fabric_check(p, merged, fabric, routing->fabric, o, report_only);
    });
  OutputTransaction outputs;  // the certificates and --json: all or none
  req.outputs = &outputs;
  std::vector<Result> results = run_check(req, o.ctx);
  return report_fabric_check(p, results, fabric, routing->fabric, o, outputs);
}

int cmd_fabric_kary_ntree(const std::vector<std::string>& params, const std::string& out_file) {
  const std::vector<ParamSpec> specs = {int_param("k", 2, KaryNTree::kMaxArity, "", "switch arity"),
                                        int_param("n", 1, 8, "", "stages")};
  int64_t k = 0, n = 0;
  for (auto& text : params) {
    ParamArg a = parse_param_arg(text, specs);
    if (a.values.size() != 1) throw InputError("--param " + a.name, "one value, not a range or a list");
    (a.name == "k" ? k : n) = std::get<int64_t>(a.values[0]);
  }
  if (!k || !n) throw InputError("--param", "both k=K and n=N are needed");
  std::string text;
  try {
    text = kary_ntree_ibsim_topology(KaryNTree(static_cast<int>(k), static_cast<int>(n)));
  } catch (const std::invalid_argument& e) {
    throw InputError("--param", e.what());
  }
  if (out_file == "-") {
    std::cout << text;
  } else {
    write_file_atomic(out_file, text);
    std::cerr << "wrote the " << k << "-ary " << n << "-tree (" << out_file << ")\n";
  }
  return 0;
}

}  // namespace netcert
