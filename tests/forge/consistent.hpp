// consistent.hpp — consistent forgeries for the forgery tester (tests/forge) and
// the checker's unit tests: counterexamples whose every stated fact is
// recomputed from the definitions (images, loads, bounds, walks, the fabric
// blob) and only the decisive one decides — a point really outside its
// subtree, a load really at its bound, a pair really delivered. Cases on both
// sides of each boundary: the false ones must be rejected, the true ones must
// verify (so a checker that rejects everything fails too).
//
// Facts are recomputed with engine code (route/, search/) or by walking the
// definitions here, not with the comparison under test.
#pragma once
#include <string>
#include <vector>

#include "core/json.hpp"

namespace netcert {

struct ConsistentCase {
  std::string what;       // which case, for a report line
  json counterexample;    // the witness's "counterexample" (fails), or the whole witness (holds)
  bool true_statement;    // true: must verify; false: a forgery, must be rejected
  std::string engine;     // the engine the certificate names
  std::string verdict = "fails";
};

// Cases for a certificate's property and params ({} when no builder covers the property);
// fabric.link_load also states "holds" with the per-stage summary recomputed (true iff no
// matrix loads a link above its stage's bound):
// fattree.ump, fattree.bound_tight, fattree.rotator_no_reduction, fattree.degree_identity, fabric.link_load,
// fabric.routes_complete; and (consistent_<paper>.cpp, at most 32 false cases each) butterfly.chip_counts,
// oft.diameter, oft.conflict_free, oft.hrelation, oft.feasibility, tswitch.destro_balanced, tswitch.optimal_config,
// lcan.theorem3_groups, lcan.online_classes, lcan.equivalences, and the Monte-Carlo oft.max_load_light,
// oft.max_load_heavy, lcan.recurrence_vs_simulation. At most `limit` cases per certificate.
std::vector<ConsistentCase> consistent_counterexamples(const json& cert, size_t limit = 2000);

}  // namespace netcert
