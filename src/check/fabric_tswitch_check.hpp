// fabric_tswitch_check.hpp — the independent checker of fabric.tswitch_optimal
// (check/ only; its own reading of the fabric: check/fabric_read.hpp,
// check/fabric_tree_view.hpp), written from seed 002's definitions.
//
// The witness lists every switch of the fabric once, in file order, with its
// stage, its positions (IB ports), the connections it carries (position in,
// position out, paths), the minimum internal-link use and the set of
// configurations reaching it. The checker: stages are its own distances to
// the hosts; positions are netcert's ports under the witness's isomorphism
// (checked edge by edge as for fabric.kary_ntree) or, without one, the switch's
// connected IB ports in ascending order; it re-walks every ordered host pair
// over its own reading of the tables, recounts the connections, and
// enumerates every configuration (a set of floor(P/2) or ceil(P/2) positions;
// a connection uses the internal link iff its two positions lie in different
// halves) with its own loop. Anything stated that differs is rejected.
#pragma once
#include <string>

#include "core/json.hpp"
#include "core/property.hpp"

namespace netcert {

Verification fabric_verify_tswitch(const json& witness, std::string& why);

}  // namespace netcert
