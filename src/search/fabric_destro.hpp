// fabric_destro.hpp — engine of fabric.destro_equivalent: is the fabric's
// routing DESTRO (route/destro.hpp) in some labelling of the fabric as
// netcert's k-ary n-tree, i.e. is there an isomorphism onto KaryNTree(k, n)
// under which every host pair's path is the DESTRO path?
//
// The recognition (fabric_kary_ntree.hpp) gives one isomorphism; any other is
// it composed with an automorphism of the tree. DESTRO sends every packet for
// h' down through one switch per stage, T_s(h') = <s, h'_0..h'_{s-1},
// h'_{s+1}..h'_{n-1}>, and climbs to it by the unique up path, so a routing is
// DESTRO in some labelling iff (1) every path is minimal, (2) all paths to a
// destination descend through one switch per stage, and (3) per level s the
// digit h'_s can be chosen consistently: it names both the host's stage-(s-1)
// block within its stage-s block and the column (component of the stages >=
// s+1) of T_{s+1}(h') within its column at stage s, so destinations that
// share a block or a column tie those labels together, and two blocks (or
// columns) with one parent must not be tied, nor two destinations get one
// label. The engine checks (1)-(3) pair by pair (destination-major), builds
// the relabelled isomorphism from the ties and then confirms every path is
// the DESTRO path under it; a departure it cannot express as (1)-(3) is
// unknown, never fails.
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"
#include "route/fabric_routing.hpp"

namespace netcert {

// holds witness {"fabric", "isomorphism", "pairs"}; fails counterexample
// {"fabric", "departure": {"kind", ...}} with kind not_a_tree, not_delivered,
// non_minimal, two_descents, tied_labels or same_label (fabric_check's
// destro part states what each claims).
Outcome fabric_destro_exhaustive(const FabricRouting& r, const RunContext& ctx);

}  // namespace netcert
