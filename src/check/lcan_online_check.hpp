// lcan_online_check.hpp — the independent re-check of lcan.online_classes
// (seed 004 Sec. 4.2). Written from the definitions with its own structures and
// no engine code: a class member is recognised by its characterisation (BPC:
// each output bit is one source bit, maybe complemented; linear: additive over
// GF(2); inverse omega: its inverse's shuffle windows (low n-i source bits, high
// i destination bits) are one-to-one at every stage i), and a permutation is
// walked stage by stage through the 2n-1 stages of the recursive Beneš network
// of 2x2 switches, line arrays per stage, with the switch rule applied at
// every first-half switch and the destination bits deciding the rest.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/json.hpp"

namespace netcert::onlinecheck {

// "" when perm (N = 2^n entries) belongs to the class, else why not.
std::string class_violation(const std::string& cls, int n, const std::vector<uint32_t>& perm);

// The class member the engine's enumeration index names (documented in the
// statement: bpc rank * N + c, the rank-th bit order in lexicographic order;
// inverse_omega: omega switch bits, stage * N/2 + switch; linear: column j of A
// in bits j*n..j*n+n-1; linear_complement: that * N + c), decoded by the
// checker's own code; empty when the index names no member or is out of range.
std::vector<uint32_t> member_at(const std::string& cls, int n, uint64_t index);

// The stage-by-stage walk under rule ("lower_input" | "smaller_tag"): nullopt
// when every packet leaves on its destination line with no switch output asked
// for twice, else {"stage", "switch", "sources": [a, b]} of the first clash
// (or {"stage", "misdelivered": source}).
std::optional<json> walk_violation(int n, const std::vector<uint32_t>& perm, const std::string& rule);

// Enumerates every member of the class by the checker's own construction (BPC:
// bit orders x complements; linear: row matrices, bijective ones; inverse omega:
// all N! permutations filtered by the window test, n <= 3 only) and walks each.
// Returns false when the class is beyond the checker (inverse omega, n > 3);
// else members receives the count of all members and first_violation the first
// member (in the checker's order) that does not pass (empty when all pass).
bool walk_every_member(const std::string& cls, int n, const std::string& rule, uint64_t& members,
                       std::vector<uint32_t>& first_violation);

}  // namespace netcert::onlinecheck
