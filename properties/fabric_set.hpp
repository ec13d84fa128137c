// fabric_set.hpp — the properties one fabric check runs when it checks a
// whole fabric (`netcert fabric check` without PROPERTY, check-schedule kind
// fabric/opensm): those that decide the verdict, and those reported as
// information only. The default is what a healthy fabric of any shape
// passes — every host pair delivered, no credit loop — with the link loads
// reported beside it; the tree-shape properties (fabric.kary_ntree,
// fabric.destro_equivalent) state facts about k-ary n-trees and run when asked.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/runner.hpp"
#include "route/fabric_routing.hpp"

namespace netcert {

struct FabricSelection {
  std::vector<std::string> decide;  // a fails fails the check
  std::vector<std::string> inform;  // run and reported; never change the verdict
};

// decide: fabric.routes_complete, fabric.deadlock_free; inform: fabric.link_load.
FabricSelection default_fabric_selection();

// "fabric.routes_complete, fabric.deadlock_free; fabric.link_load as information"
std::string fabric_selection_text(const FabricSelection& s);

// The union of the selected properties' param specs (a param no selected property reads is refused).
std::vector<ParamSpec> fabric_selection_params(const FabricSelection& s);

struct FabricSetResults {
  std::vector<Result> decide, inform;
  Verdict verdict = Verdict::Unknown;  // from `decide` alone
};

// Runs every selected property on the fabric through run_check (so a counterexample is re-checked
// before it is reported); `params_for` gives each property's parameter sets. With `outputs`, the
// certificates go into it (the caller commits them with its other outputs).
FabricSetResults run_fabric_selection(const FabricSelection& s, const std::shared_ptr<const FabricRouting>& fabric,
                                      const std::function<std::vector<ParamSet>(const Property&)>& params_for,
                                      const std::string& cert_dir, const RunContext& ctx,
                                      OutputTransaction* outputs = nullptr);

}  // namespace netcert
