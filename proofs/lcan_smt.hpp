// lcan_smt.hpp — Z3 proofs of Lemma 1 and Lemma 2 for CB-LCANs of any size
// the bit-vectors hold (N up to 2^40), where enumerating pairs is hopeless.
//
// The wiring step of Sec. 2's label rule is encoded symbolically (switch
// (H,L) of level i, upper k -> switch (H div d, L*u + k) of level i+1, as one
// bit-vector expression on the dense index H*u^i + L), and per level i the
// negation of three facts is asserted:
//   inject_i : two different choice sequences from one PE reach one switch;
//   common_i : p, q agree above digit i, yet the same choices lead them to
//              different level-i switches;
//   apart_i  : p, q differ above digit i, yet some choices meet at level i
//              (left out where d^(i+1) >= N: no such p, q exist).
// Each query asserts the wiring it is about, one named assertion per wire
// (wire_a_j, wire_b_j: the two climbs compared), so a changed wire turns it sat.
// All UNSAT for every i means: each PE reaches exactly u^i level-i switches
// (Lemma 1), two PEs share all of them from their most significant
// differing digit m upward and none below (LCA level m, u^m LCA switches:
// Lemma 2). A SAT answer is a concrete counterexample (p, q, choices).
#pragma once
#include "core/context.hpp"
#include "core/verdict.hpp"
#include <z3++.h>

#include <vector>

#include "core/permutation.hpp"
#include "net/lcan.hpp"
#include "route/lca_routing.hpp"

namespace netcert {

struct LcanSmtOptions {
  bool lca_too = true;          // false: Lemma 1 only (inject_i)
  bool broken_step = false;     // test hook: drop the "* u" of the label rule
};

struct LcanSmtQuery {
  std::string name, smt2;
};
// The queries smt_lcan_lemmas would solve for this shape, generated (not solved).
std::vector<LcanSmtQuery> lcan_smt_queries(const LcanShape& s, const LcanSmtOptions& opt = {});

// "" when the shape fits the encoding, else why not.
std::string lcan_smt_refusal(const LcanShape& s);
Outcome smt_lcan_lemmas(const LcanShape& s, const RunContext& ctx, const LcanSmtOptions& opt = {});
// Off-line settings for one permutation within `cycles` network cycles, found
// by Z3 (one Boolean per pair, cycle and choice of uppers up to the LCA level;
// at most one circuit per wire direction per cycle). Any CB-LCAN, also
// outside Theorem 3's hypotheses. sat: `routes` holds the settings (walk them
// with check_routes_by_walk before trusting them); unsat: no settings of LCA
// routes exist within `cycles`; unknown: timeout.
struct OfflineSearch {
  z3::check_result status = z3::unknown;
  std::vector<LcaRoute> routes;
  std::string smt2;
  std::string reason;
};
OfflineSearch smt_offline_schedule(const Lcan& net, const Permutation& perm, uint32_t cycles, const RunContext& ctx);

// A holds witness is exactly {"smt2": [{name, query, answer: "unsat"}...]} with
// the queries equal, in order, to lcan_smt_queries(s) (verify-cert --resolve
// re-solves them).
bool verify_lcan_smt_witness(const LcanShape& s, bool lca_too, const json& witness, std::string& why);

}  // namespace netcert
