// fabric_kary_ntree.hpp — engine of fabric.kary_ntree: decides whether a real
// fabric is a k-ary n-tree, found from the fabric itself, and if so builds an
// explicit isomorphism onto netcert's labelling (net/kary_ntree.hpp).
//
// Stages come from the distance to the hosts (a switch with a host is stage 0).
// Local tests first (sizes, links within a stage, degrees, connectivity), then
// the digits: the hosts and switches of stages <= s fall into components (the
// "blocks" below a stage-s switch), the switches of stages >= s into
// components (the "columns" above it). In a k-ary n-tree each such component
// splits into exactly k at the next level, and switch <s,o> is found by its
// column digits o_0..o_{s-1} (which component of stages >= i+1 it lies in)
// and its block digits o_s..o_{n-2}; siblings are numbered in order of first
// appearance, which is a relabelling by an automorphism. The port map follows
// from the digits, and the result is checked link by link against the model
// before it is returned.
#pragma once
#include <cstdint>
#include <vector>

#include "core/context.hpp"
#include "core/verdict.hpp"
#include "route/fabric_routing.hpp"

namespace netcert {

// An isomorphism from a fabric onto KaryNTree(k, n).
struct FabricNTreeMatch {
  int k = 0, n = 0;
  std::vector<uint64_t> model_switch;   // per fabric switch (Fabric::switches() order): model switch id
  std::vector<std::vector<int>> ib_port;  // per fabric switch: IB port of netcert port 0..2k-1, 0 = no link
  std::vector<uint64_t> terminal;       // per host (Fabric::hosts() order): model terminal
};

struct FabricNTreeRecognition {
  enum class Result { Match, NotATree, Unknown } result = Result::Unknown;
  FabricNTreeMatch match;                // Match
  json violation = json::object();       // NotATree: {"kind", ...} (see fabric_check's ntree part)
  std::string note;
};

FabricNTreeRecognition recognise_kary_ntree(const Fabric& f);

// Given k, n, model_switch and terminal, derives the port maps from the
// fabric's links; false unless the result is an isomorphism.
bool complete_match(const Fabric& f, FabricNTreeMatch& m);

// {"k", "n", "switches": [{"node", "stage", "position", "ports"}...], "hosts":
// [{"node", "port", "terminal"}...]}; the fabric blob is added by the caller.
json ntree_match_json(const Fabric& f, const FabricNTreeMatch& m);

// holds witness {"fabric", "isomorphism"}; fails counterexample {"fabric",
// "violation"}; unknown when the local tests pass but the labelling is not an
// isomorphism (never claimed either way).
Outcome fabric_kary_ntree_exhaustive(const FabricRouting& r, const RunContext& ctx);

}  // namespace netcert
