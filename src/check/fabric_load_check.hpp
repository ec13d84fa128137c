// fabric_load_check.hpp — the independent checker of fabric.link_load: from
// the certificate's fabric and the params (pattern, order) alone it restates
// the host ranking, the traffic matrices, the levels (distance to the nearest
// host) and the stages, and routes every flow with its own walk over its own
// reading of the tables (check/fabric_read.hpp).
//
// fails: every listed flow belongs to the stated matrix and its walk crosses
// the stated channel, the list is all of them, the channel is of the stated
// stage, and there are more of them than the bound, which is recomputed from
// the loads of every flow of that matrix. holds: every load of every matrix
// is recomputed, every stage's maximum must equal its bound, and the witness's
// per-stage summary must be exactly the recomputed one.
#pragma once
#include <string>

#include "core/json.hpp"
#include "core/property.hpp"

namespace netcert {

// fabric.link_load's params: the traffic pattern and the host rank order.
struct FabricTraffic {
  std::string pattern;  // all-to-all | shift | bvn
  std::string order;    // lid | file
};

bool fabric_recheck_link_load(const FabricTraffic& params, const json& counterexample, std::string& why);
Verification fabric_verify_link_load(const FabricTraffic& params, const json& witness, std::string& why);

}  // namespace netcert
