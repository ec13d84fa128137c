// oft_diameter_check.hpp — the checker's own reading of "the diameter of OFT(r)
// is φ = r" (seed 003, Sec. 1 and Sec. 2.2), decided on its explicit wiring
// (oft_check.hpp's Wiring, the Sec. 2.2 construction), not the model's graph.
#pragma once
#include "check/oft_check.hpp"
#include "core/json.hpp"

namespace netcert::oftcheck {

// The largest processor-to-processor distance over ordered pairs s != d, counted
// in routing nodes crossed (`routers`) or in links crossed. Null when it is r,
// else the first pair (source-major) at the largest distance,
// {"reading","diameter","source","destination"}, or the first pair with no
// path, {"reading","source","destination","reachable":false}. r <= 16.
json diameter_defect(int r, bool routers);
// The same on a given wiring (tests hand it a broken one); the target is w.r().
json diameter_defect(const Wiring& w, bool routers);

}  // namespace netcert::oftcheck
