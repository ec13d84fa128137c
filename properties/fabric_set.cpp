// fabric_set.cpp — see fabric_set.hpp.
#include "properties/fabric_set.hpp"

#include <algorithm>

#include "core/catalogue.hpp"
#include "properties/fabric.hpp"

namespace netcert {

FabricSelection default_fabric_selection() {
  return {{"fabric.routes_complete", "fabric.deadlock_free"}, {"fabric.link_load"}};
}

std::string fabric_selection_text(const FabricSelection& s) {
  auto join = [](const std::vector<std::string>& ids) {
    std::string out;
    for (auto& id : ids) out += (out.empty() ? "" : ", ") + id;
    return out;
  };
  return join(s.decide) + (s.inform.empty() ? "" : "; " + join(s.inform) + " as information");
}

std::vector<ParamSpec> fabric_selection_params(const FabricSelection& s) {
  std::vector<ParamSpec> specs;
  for (auto* ids : {&s.decide, &s.inform})
    for (auto& id : *ids)
      for (auto& spec : find_property(id)->params)
        if (std::none_of(specs.begin(), specs.end(), [&](const ParamSpec& p) { return p.name == spec.name; }))
          specs.push_back(spec);
  return specs;
}

namespace {

std::vector<Result> run_all(const std::vector<std::string>& ids, const std::shared_ptr<const FabricRouting>& fabric,
                            const std::function<std::vector<ParamSet>(const Property&)>& params_for,
                            const std::string& cert_dir, const RunContext& ctx, OutputTransaction* outputs) {
  std::vector<Result> out;
  for (auto& id : ids) {
    Property bound = bind_fabric(*find_property(id), fabric);
    CheckRequest req;
    req.property = &bound;
    req.param_sets = params_for(bound);
    req.cert_dir = cert_dir;
    req.outputs = outputs;
    for (auto& r : run_check(req, ctx)) out.push_back(std::move(r));
  }
  return out;
}

}  // namespace

FabricSetResults run_fabric_selection(const FabricSelection& s, const std::shared_ptr<const FabricRouting>& fabric,
                                      const std::function<std::vector<ParamSet>(const Property&)>& params_for,
                                      const std::string& cert_dir, const RunContext& ctx,
                                      OutputTransaction* outputs) {
  FabricSetResults out;
  out.decide = run_all(s.decide, fabric, params_for, cert_dir, ctx, outputs);
  out.inform = run_all(s.inform, fabric, params_for, cert_dir, ctx, outputs);
  const int code = exit_code_for(out.decide);
  out.verdict = code == 0 ? Verdict::Holds : code == 1 ? Verdict::Fails : Verdict::Unknown;
  return out;
}

}  // namespace netcert
