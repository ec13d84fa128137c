// fattree_check.hpp — the independent checker for seed 000 (fat tree, load-balanced BvN switch).
//
// Written from the paper's definitions with its own data structures; it shares
// nothing with the engines (src/search, proofs/) except core types and the
// FatTree model, and no engine calls it during a search.
//
//   S(j,k)      leaves x of node (j,k): the top j bits of x equal k
//   families    sigma_i(x) = (b(x) + i) mod N, slots i = 1..N (Def. 2, Sec. II):
//               bitreverse b = rev_n, rotator b = identity, tdm b(x) = -x
//   up-load     #{x in S(j,k) : sigma(x) not in S(j,k)}; down-load #{x not in S : sigma(x) in S}
//   Lemma 1     degree of a level-j link group: ceil(2^(n-j) (1 - 2^-j))
//   Def. 3      UMP at level j: |sigma(S(j,k)) ∩ S(n-j,l)| = 1 for every k, l
//
// Each property has one re-check of a counterexample (`*_recheck`, params only
// decide what is claimed; the counterexample is evidence checked field by field
// and must be in the canonical form the engines write) and one verifier of a
// holds witness (`*_verify`). Large sizes are checked completely through exact
// arguments (the translation form of the families), never by sampling.
#pragma once
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "core/bigint.hpp"
#include "core/json.hpp"
#include "core/permutation.hpp"
#include "core/property.hpp"
#include "net/fat_tree.hpp"

namespace netcert {

// ---- the checker's own model of the families and degrees ----

// sigma_i(x) = (b(x) + i) mod N for a family named bitreverse | rotator | tdm.
struct CheckedFamily {
  int n = 1;
  std::string kind;
  CheckedFamily(int levels, std::string name);  // throws on an unknown name
  uint64_t leaves() const { return 1ULL << n; }
  uint64_t base(uint64_t x) const;
  uint64_t image(uint64_t slot, uint64_t x) const { return (base(x) + slot) & (leaves() - 1); }
  BigInt base_big(const BigInt& x) const;
  BigInt image_big(const BigInt& slot, const BigInt& x) const;
};

// ceil(2^(n-j) (1 - 2^-j)) in exact arithmetic.
BigInt lemma1_degree_exact(int n, int j);

// Evidence readers: o is an object with exactly these fields (why names the first stray or missing one).
bool exact_keys(const json& o, std::initializer_list<const char*> keys, std::string& why);

// ---- definitional helpers on explicit permutations and families ----

// |sigma(S(j,k)) ∩ S(n-j,l)|, counted element by element.
uint64_t ump_cell_count(const FatTree& t, const Permutation& sigma, int j, uint64_t k, uint64_t l);
// UMP at level j by Def. 3: every cell (k,l) holds exactly one x (O(N) with a cell histogram).
bool ump_level_by_definition(int n, const Permutation& sigma, int j);
// UMP at every level by Def. 3.
bool ump_by_definition(const FatTree& t, const Permutation& sigma, json* violation = nullptr);
// Up-load of link group (j,k) under sigma, by definition.
uint64_t up_load_by_definition(int n, const Permutation& sigma, int j, uint64_t k);

// (x,y) realised by zero or several slots of the family; slots are 1-based.
struct OnesDefect {
  uint64_t x = 0, y = 0;
  std::vector<uint64_t> slots;
};
std::optional<OnesDefect> family_ones_defect(const std::vector<Permutation>& family);

struct LoadViolation {
  uint64_t slot = 0;  // 1-based
  uint64_t node = 0;  // node id (heap order)
  bool up = true;     // up-link group of node, or down-link group into node
  uint64_t load = 0, degree = 0;
  std::vector<std::pair<uint64_t, uint64_t>> paths;  // (x, sigma(x)) on that link group
};
json to_json(const FatTree& t, const LoadViolation& v);

// Capacity of a link group: (node id, up?) -> degree.
using Capacity = std::function<uint64_t(uint64_t node, bool up)>;
Capacity lemma1_capacity(const FatTree& t);       // Lemma 1 bounds (evenly split down degree)
Capacity nonblocking_capacity(const FatTree& t);  // 2^(n-j)

// Walks every path of every slot; returns the first overload (slots in order,
// nodes root first, up before down).
std::optional<LoadViolation> first_load_violation(const FatTree& t, const std::vector<Permutation>& family,
                                                  const Capacity& cap);
// Loads of every link group for one permutation by walking paths: index 2v (up) and 2v+1 (down).
std::vector<uint64_t> walked_link_loads(const FatTree& t, const Permutation& sigma);

// ---- loads of a built-in family over all N slots (exact carry decomposition) ----

// Max over all slots of the up-load (= down-load) of group (j,k), and the smallest slot reaching it.
struct BlockMax {
  uint64_t max_load = 0, first_slot = 0;
};
BlockMax family_block_max(const CheckedFamily& f, int j, uint64_t k, bool want_slot);
// The same by walking every slot (tests compare the two; O(N * 2^(n-j))).
BlockMax family_block_max_by_walking(const CheckedFamily& f, int j, uint64_t k);

// ---- per-property re-checks (fails) and witness verifiers (holds) ----
// `n`, `family`, `reading`: the certificate's params. Verifiers return
// Verification (partial with a reason where a complete check is out of reach).

bool recheck_sums_to_ones(int n, const std::string& family, const json& cex, std::string& why);
Verification verify_sums_to_ones(int n, const std::string& family, const json& witness, std::string& why);

bool recheck_ump(int n, const std::string& family, const json& cex, std::string& why);
Verification verify_ump(int n, const std::string& family, const json& witness, std::string& why);

// Lemma 1 by the averaging argument (every family summing to ones).
bool lemma1_averaging_holds(int n, std::string& why);
bool recheck_lower_bound(int n, const json& cex, std::string& why);
Verification verify_lower_bound(int n, const json& witness, std::string& why);

// bound_tight (degree = Lemma 1) and rotator_no_reduction (degree = 2^(n-j)):
// every group's max load over the N slots equals the level's degree.
enum class DegreeClaim { Lemma1Tight, FullDegree };
uint64_t claimed_degree(DegreeClaim c, int n, int j);
bool recheck_degrees(DegreeClaim c, int n, const std::string& family, const json& cex, std::string& why);
Verification verify_degrees(DegreeClaim c, int n, const std::string& family, const json& witness, std::string& why);

// Lemma 5, reading every-level (argument per level), upper-half (UMP at levels 1..floor(n/2) only:
// the argument of the proof) or one-level (enumeration, n <= 3).
bool recheck_ump_realizable(int n, const std::string& reading, const json& cex, std::string& why);
Verification verify_ump_realizable(int n, const std::string& reading, const json& witness, std::string& why);

}  // namespace netcert
