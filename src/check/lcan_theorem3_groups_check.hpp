// lcan_theorem3_groups_check.hpp — the independent re-check of
// lcan.theorem3_groups on the checker's LcanWiring (the paper's labels).
// A counterexample is confirmed from the wiring alone: PE 0's switch reaches d
// distinct level-1 switches, their upward-reachable top sets are disjoint, and
// the group meets other than exactly u of them (the argument in
// search/lcan_theorem3_groups.hpp). A holds witness is re-established by
// building each group's embedding by the checker's own rule and following
// every link of CB-LCAN(N,d,u) into CB-LCAN(N,d,d).
#pragma once
#include <cstdint>
#include <string>

#include "core/json.hpp"

namespace netcert {

// reversed: the top level numbered by the reversed label (order=lsd).
bool confirm_theorem3_group_defect(uint64_t N, uint64_t d, uint64_t u, bool reversed, const json& cx, std::string& why);
// "" when every group's embedding (l <= 2 or u = 1) maps every link onto a link; else what breaks.
std::string theorem3_embeddings_violation(uint64_t N, uint64_t d, uint64_t u);

}  // namespace netcert
