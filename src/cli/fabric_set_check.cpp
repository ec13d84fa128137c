// fabric_set_check.cpp — `netcert fabric check --topology F --lfts F` without
// PROPERTY: the default fabric set (properties/fabric_set.hpp), the check an
// admin's CI runs on any fabric. The deciding properties give the exit code as
// `check` does; the information (the link loads) is printed in full beside them.
#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/params.hpp"
#include "properties/fabric_set.hpp"

namespace netcert {

namespace {

// Each selected property's parameter sets from the --param strings (parsed against the union first,
// so a param that no selected property reads is refused).
std::function<std::vector<ParamSet>(const Property&)> params_from(const std::vector<std::string>& params,
                                                                  const FabricSelection& s) {
  const std::vector<ParamSpec> all = fabric_selection_params(s);
  std::vector<ParamArg> args;
  for (auto& text : params) args.push_back(parse_param_arg(text, all));
  return [args](const Property& p) {
    std::vector<ParamArg> own;
    for (auto& a : args)
      for (auto& spec : p.params)
        if (spec.name == a.name) own.push_back(a);
    return expand_params(own, p.params);
  };
}

json set_json(const FabricSelection& s, const FabricSetResults& run, const json& fabric, const Fabric& f) {
  json report = check_json("fabric", run.decide);
  add_fabric_node_names(report, run.decide, f);
  for (size_t i = 0; i < run.decide.size(); ++i) report["results"][i]["property"] = run.decide[i].property;
  report["properties"] = s.decide;
  report["information"] = json::array();
  for (auto& r : run.inform) {
    json j = r.to_json();
    j["property"] = r.property;
    report["information"].push_back(j);
  }
  report["fabric"] = fabric;
  return report;
}

void print_set(std::ostream& os, const FabricSelection& s, const FabricSetResults& run, const json& fabric,
               const Fabric& f) {
  os << "fabric: " << fabric["topology"].get<std::string>() << " + " << fabric["lfts"].get<std::string>()
     << " (sha256 " << fabric["sha256"].get<std::string>() << ")\nproperties: " << fabric_selection_text(s)
     << "\n\n";
  print_results(os, run.decide, true);
  if (!run.inform.empty()) os << "\ninformation (does not decide the exit code):\n";
  for (auto& r : run.inform)
    os << "  " << r.property << " (" << r.params.to_string() << "): " << to_string(r.verdict) << " — " << r.note
       << '\n';
  print_fabric_counterexamples(os, run.decide, f);
  int holds = 0, fails = 0, unknown = 0;
  for (auto& r : run.decide) (r.verdict == Verdict::Holds ? holds : r.verdict == Verdict::Fails ? fails : unknown)++;
  os << "\n" << holds << " holds, " << fails << " fails, " << unknown << " unknown\n";
}

}  // namespace

int cmd_fabric_check_set(const std::vector<std::string>& params, const std::string& topology, const std::string& lfts,
                         const RunOptions& o, const std::string& sl2vl, const std::string& path_sl) {
  if (!o.shard.empty() || !o.checkpoint.empty())
    throw InputError(!o.shard.empty() ? "--shard" : "--checkpoint",
                     "shards and checkpoints split one property's search: name the PROPERTY");
  const FabricSelection selection = default_fabric_selection();
  auto params_for = params_from(params, selection);
  check_output_path(o.json_out, "--json");
  check_output_dir(o.cert_dir, "--cert");
  FabricFiles files = read_fabric_files(topology, lfts, o.ctx.jobs);
  read_lane_files(files, sl2vl, path_sl);
  const bool has_lanes = files.has_lanes();
  auto routing = load_fabric_routing(std::move(files), o.ctx.jobs);
  json fabric = {{"topology", topology}, {"lfts", lfts}, {"sha256", routing->digest}};
  if (has_lanes) fabric["sl2vl"] = sl2vl, fabric["path_sl"] = path_sl;
  FabricSetResults run = run_fabric_selection(selection, routing, params_for, o.cert_dir, o.ctx);
  const json report = set_json(selection, run, fabric, routing->fabric);
  if (o.json_out == "-") {
    std::cout << report.dump(2) << '\n';
  } else {
    print_set(std::cout, selection, run, fabric, routing->fabric);
    if (!o.json_out.empty()) write_file_atomic(o.json_out, report.dump(2) + "\n");
  }
  return exit_code_for(run.decide);
}

}  // namespace netcert
