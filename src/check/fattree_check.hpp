// fattree_check.hpp — the independent checker for seed 000.
//
// Everything here works from the definitions (walk each path link by link,
// count set intersections element by element) and shares nothing with the fast
// engines except the FatTree model, so a bug in an engine cannot hide itself.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/json.hpp"
#include "core/permutation.hpp"
#include "net/fat_tree.hpp"

namespace netcert {

// |sigma(S(j,k)) ∩ S(n-j,l)|, counted element by element.
uint64_t ump_cell_count(const FatTree& t, const Permutation& sigma, int j, uint64_t k, uint64_t l);
// UMP at every level by Def. 3 (O(N^2) per level; for rechecks and small n).
bool ump_by_definition(const FatTree& t, const Permutation& sigma, json* violation = nullptr);

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
Capacity lemma1_capacity(const FatTree& t);      // Lemma 1 bounds (evenly split down degree)
Capacity nonblocking_capacity(const FatTree& t);  // 2^(n-j)

// Walks every path of every slot; returns the first overload (slots in order,
// nodes root first, up before down).
std::optional<LoadViolation> first_load_violation(const FatTree& t, const std::vector<Permutation>& family,
                                                  const Capacity& cap);
// Loads of every link group for one permutation by walking paths: index 2v (up) and 2v+1 (down).
std::vector<uint64_t> walked_link_loads(const FatTree& t, const Permutation& sigma);

}  // namespace netcert
