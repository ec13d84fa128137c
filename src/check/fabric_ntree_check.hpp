// fabric_ntree_check.hpp — the independent checker of fabric.kary_ntree and
// fabric.destro_equivalent (check/ only; its own reading of the fabric:
// check/fabric_read.hpp, check/fabric_tree_view.hpp).
//
// kary_ntree holds: the isomorphism is checked edge by edge — every switch of
// the fabric named once with a distinct label <stage, position> of
// KaryNTree(k, n), every host once with a distinct terminal, and for every
// switch and netcert port x the IB port ports[x] reaches exactly the image of
// the model's far end (the far switch at its own ports[] entry, or the host
// with that terminal), 0 exactly where the model has no link, and no other
// port of the switch is linked. kary_ntree fails: the violation is recomputed
// from the checker's own stages (distance to hosts) and components.
//
// destro_equivalent holds: the same isomorphism check, then every ordered host
// pair is walked over the tables and must be the DESTRO path of the model
// (climb through up-port k + h'_s until the switch is an ancestor of h', then
// down-port h'_s), switch by switch and port by port. fails: each departure
// kind is a fact about the fabric that no labelling changes — a pair not
// delivered; a path longer than 2t+1 switches (t the stage of the hosts'
// lowest common block); two paths to one destination descending through
// different switches of one stage; two destinations in one stage-(s-1) block
// whose stage-(s+1) descents lie in one column (component of stages >= s+1);
// or a chain of such ties joining two blocks (or two columns) with one parent.
#pragma once
#include <string>

#include "check/fabric_read.hpp"
#include "core/json.hpp"
#include "core/property.hpp"

namespace netcert {

bool fabric_recheck_kary_ntree(const json& counterexample, std::string& why);
Verification fabric_verify_kary_ntree(const json& witness, std::string& why);
// The isomorphism part of that witness, on a fabric already read (the T-switch witness states one too).
bool checked_ntree_isomorphism(const CheckedFabric& cf, const json& isomorphism, std::string& why);
bool fabric_recheck_destro(const json& counterexample, std::string& why);
Verification fabric_verify_destro(const json& witness, std::string& why);

}  // namespace netcert
