// kary_counts_check.hpp — the independent re-check of tswitch.kary_counts
// (seed 002, Sec. 5 / A.6.1), from the paper's wording: switches <s,o> and
// <s',o'> are joined iff s' = s+1 and o_i = o'_i for all i != s (exactly once),
// terminal h hangs on <0,o> iff o_i = h_(i+1); the network connects the terminals
// and switches a depth-first walk over the model's ports meets.
#pragma once
#include <functional>
#include <string>

#include "core/json.hpp"
#include "net/kary_ntree.hpp"
#include "net/kary_ntree_claims.hpp"

namespace netcert {

struct KaryCensus {
  uint64_t terminals = 0, switches = 0, terminal_links = 0, switch_links = 0;
  std::string rule_defect;  // "" when every switch's neighbours are the paper's
};
KaryCensus kary_census(const KaryNTree& t);

// The far end of (switch, port). The census reads the model's own links; a test hands
// in miswired ones, since the model cannot be built wrong.
using KaryPeer = std::function<KaryNTree::End(uint64_t sw, int port)>;
// "" when the up-ports of sw reach exactly the paper's neighbours (each once, the link
// seen from both ends) and, at stage 0, the down-ports carry exactly the rule's terminals.
std::string kary_switch_rule_defect(const KaryNTree& t, uint64_t sw, const KaryPeer& peer);

// Re-check a counterexample: a channel that breaks the rule (switch, port), or a
// count {"quantity","counted","claimed"} that the checker recounts and that differs from `claim`.
bool recheck_kary_counts(int k, int n, const json& cex, const KaryCountClaim& claim, std::string& why);
// A holds witness {"terminals","switches","terminal_links","switch_links"} (decimal strings).
bool verify_kary_counts(int k, int n, const json& witness, const KaryCountClaim& claim, std::string& why);

}  // namespace netcert
