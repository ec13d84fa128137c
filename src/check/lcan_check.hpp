// lcan_check.hpp — the independent checker for seed 004 (Scherson & Chien).
//
// Written from the paper's definitions with its own data: the wiring of a
// CB-LCAN comes from the labels of Sec. 2 (a level-i switch label has l-1
// digits, the l-1-i most significant base d, the i least significant base u;
// its upper k leads to the switch whose label drops the right-most base-d
// digit w_i and appends k, at its downer w_i; PE p_(l-1)..p_0 hangs on switch
// p_(l-1)..p_1 at downer p_0), that of a T-LCAN from the (d/u)-ary tree (the
// c-th child's upper j is the parent's downer c*u + j). Nothing here includes
// route/, search/, proofs/ or properties/, and no engine calls into it.
//
// The wiring can also be *read* from a network model (LcanWiring::from_model)
// so that tests can show the checker sees a rewired network; certificates are
// always checked on the wiring built from their params.
#pragma once
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "core/permutation.hpp"
#include "net/lcan.hpp"

namespace netcert {

class LcanWiring {
 public:
  static constexpr uint64_t kNone = ~0ULL;
  struct End {
    uint64_t sw = kNone;    // switch index within its level (or the PE number below level 0)
    uint64_t port = kNone;  // downer/upper index at that switch
  };
  // From the paper's labels. Throws std::invalid_argument when (kind, N, d, u)
  // is not a well-formed CB- or T-LCAN (N = d^l, resp. N = d^l / u^(l-1)).
  static LcanWiring from_labels(bool complete_bipartite, uint64_t N, uint64_t d, uint64_t u);
  // Reads the wiring of a network model (which may be mutated).
  static LcanWiring from_model(const Lcan& net);

  bool cb() const { return cb_; }
  uint64_t N() const { return N_; }
  uint64_t d() const { return d_; }
  uint64_t u() const { return u_; }
  int levels() const { return l_; }
  uint64_t switches(int level) const { return S_[static_cast<size_t>(level)]; }

  // Upper k of switch s at `level` -> (switch at level+1, its downer); kNone at the top.
  End up(int level, uint64_t s, uint64_t k) const;
  // Downer j of switch s at `level` -> (switch at level-1, its upper), or (PE, kNone) at level 0.
  End down(int level, uint64_t s, uint64_t j) const;
  // The level-0 switch and downer of PE p.
  End pe(uint64_t p) const;

 private:
  bool cb_ = true;
  uint64_t N_ = 0, d_ = 0, u_ = 0;
  int l_ = 0;
  std::vector<uint64_t> S_, pow_u_, pow_k_;
  const Lcan* model_ = nullptr;
};

// ---- Sec. 2 structure (lcan.level_sizes) ----
// Eq. (1) per level on the switches reached from the PEs climbing uppers
// (bitmaps), Π_(i+1) one-to-one from D_(i+1) onto U_i, Cor. 1 / Cor. 2, and
// Theorem 1 as read in properties/lcan.cpp. nullopt when all hold, else what fails.
std::optional<std::string> lcan_structure_violation(const LcanWiring& w);
// Every port of the model wired as the labels say (and the same shape); nullopt when equal.
std::optional<std::string> lcan_model_mismatch(const LcanWiring& labels, const Lcan& model);
// Theorem 1 (reading of the registration): smallest L >= 1 with S_(L-1) an
// integer and S_L not; -1 when none below cap.
int lcan_check_lmax(uint64_t N, uint64_t d, uint64_t u, int cap = 200);

// ---- Lemmas 1-3 (lcan.reachable_switches, lcan.lca_count) ----
// Switches of level i reachable from PE p climbing uppers only.
std::vector<std::set<uint64_t>> lcan_reach_by_walk(const LcanWiring& w, uint64_t p);
struct LcanLca {
  int level = -1;               // -1: no common ancestor
  std::set<uint64_t> switches;  // the LCA switches (indices within the level)
};
LcanLca lcan_lca_by_definition(const LcanWiring& w, uint64_t p, uint64_t q);
// The LCA level Lemmas 2-3 predict from the labels: most significant differing
// base-d digit (CB) / depth of the smallest common subtree (T).
int lcan_label_lca_level(const LcanWiring& w, uint64_t p, uint64_t q);
// Lemma 1 for every PE and level, and Lemmas 2/3 for every pair, proved
// level by level on classes of PEs: the PEs that agree on their label above
// digit i reach one and the same set of u^i (T: 1) level-i switches, and
// different classes reach disjoint sets. Costs O(switches * u), not O(N^2).
std::optional<std::string> lcan_lemmas_violation(const LcanWiring& w, bool lca_too);

// ---- Theorem 2 (lcan.paths_equal_lca) ----
// Non-redundant switch paths p -> q under the switch of Fig. 1a (a switch joins
// a downer to a downer or an upper, an upper to a downer; no switch twice).
// by_switch = false: paths at wire level (the paper's "alternating sequence of
// wire-switch pairs": parallel connectors of a T-LCAN bundle give distinct
// paths); true: distinct switch sequences.
uint64_t lcan_count_paths(const LcanWiring& w, uint64_t p, uint64_t q, uint64_t limit = 1u << 30,
                          bool by_switch = false);
// Theorem 2 for every pair; nullopt when it holds.
std::optional<std::string> lcan_paths_violation(const LcanWiring& w, bool by_switch = false);

// ---- circuits (lcan.offline_routing, the on-line simulation, schedules) ----
struct LcanCircuit {
  uint64_t source = 0, dest = 0;
  uint32_t cycle = 0;          // network cycle (0-based)
  std::vector<uint32_t> ups;   // upper taken at levels 0..turn-1
};
struct LcanWalk {
  std::optional<json> violation;  // {circuit, what, where}
  uint32_t cycles = 0;            // cycles used (max cycle + 1)
  json settings;                  // [{cycle, level, switch, connections}] when asked for
};
// Walks every circuit through the wiring: up by its uppers, down by the
// destination's base-d digits, ending at its destination = perm[source];
// every PE delivered exactly once; cycle < max_cycles; no wire direction and
// no switch input or output used by two circuits in one cycle; no
// upper-to-upper crosspoint.
LcanWalk lcan_walk_circuits(const LcanWiring& w, const Permutation& perm, const std::vector<LcanCircuit>& circuits,
                            uint64_t max_cycles, bool want_settings = false);
// Circuits from JSON [{source, dest, cycle, ups}] (throws std::invalid_argument).
std::vector<LcanCircuit> lcan_circuits_from_json(const json& j);

// Theorem 3's bound ceil((d/u)^(l-1)) (capped at 10^6).
uint64_t lcan_theorem3_bound(const LcanWiring& w);
// Sec. 3 permutation classes: root (every pair's LCA is the top level, by the
// labels), bpc (x -> sigma(bits of x) xor c, N a power of two), random (any).
bool lcan_in_class(const LcanWiring& w, const Permutation& perm, const std::string& cls);

// ---- Sec. 3 ----
// Eqs. (2)-(3) iterated in the straightforward way (exponent d at the top
// switch, u below; cycles = i + x_i).
double lcan_recurrence_by_definition(uint64_t N, uint64_t d, uint64_t u, int levels);
// Allowed gap of lcan.recurrence_vs_simulation: tolerance_pct % of the
// prediction, at least 0.25 cycle; 0 when tolerance_pct is 0.
double lcan_recurrence_tolerance(int64_t tolerance_pct, double prediction);

}  // namespace netcert
