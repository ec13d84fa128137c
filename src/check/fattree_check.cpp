// fattree_check.cpp — see fattree_check.hpp.
#include "check/fattree_check.hpp"

namespace netcert {

uint64_t ump_cell_count(const FatTree& t, const Permutation& sigma, int j, uint64_t k, uint64_t l) {
  const int n = t.n();
  uint64_t count = 0;
  for (uint64_t x = k << (n - j); x < ((k + 1) << (n - j)); ++x)  // x ∈ S(j,k)
    if (t.in_subtree(n - j, l, sigma[x])) ++count;                 // sigma(x) ∈ S(n-j,l)
  return count;
}

bool ump_by_definition(const FatTree& t, const Permutation& sigma, json* violation) {
  const int n = t.n();
  for (int j = 0; j <= n; ++j)
    for (uint64_t k = 0; k < (1ULL << j); ++k)
      for (uint64_t l = 0; l < (1ULL << (n - j)); ++l) {
        uint64_t c = ump_cell_count(t, sigma, j, k, l);
        if (c != 1) {
          if (violation) *violation = {{"level", j}, {"k", k}, {"l", l}, {"count", c}};
          return false;
        }
      }
  return true;
}

std::optional<OnesDefect> family_ones_defect(const std::vector<Permutation>& family) {
  const uint64_t N = family.empty() ? 0 : family[0].size();
  // hits[x][y] counted per x to keep memory at O(N) per row.
  for (uint64_t x = 0; x < N; ++x) {
    std::vector<std::vector<uint64_t>> slots(N);
    for (uint64_t i = 0; i < family.size(); ++i) slots[family[i][x]].push_back(i + 1);
    for (uint64_t y = 0; y < N; ++y)
      if (slots[y].size() != 1) return OnesDefect{x, y, slots[y]};
  }
  if (family.size() != N) return OnesDefect{0, 0, {}};
  return std::nullopt;
}

json to_json(const FatTree& t, const LoadViolation& v) {
  json paths = json::array();
  for (auto& p : v.paths) paths.push_back({p.first, p.second});
  int j = FatTree::level(v.node);
  return {{"slot", v.slot},
          {"node", {j, FatTree::index_in_level(v.node)}},
          {"link", v.up ? "up" : "down"},
          {"half", 2 * j <= t.n() ? "upper" : "lower"},
          {"load", v.load},
          {"degree", v.degree},
          {"paths", paths}};
}

Capacity lemma1_capacity(const FatTree& t) {
  return [&t](uint64_t node, bool up) {
    int j = FatTree::level(node);
    return up ? t.up_bound(j) : t.down_group_capacity(j);
  };
}

Capacity nonblocking_capacity(const FatTree& t) {
  return [&t](uint64_t node, bool) { return t.nonblocking_degree(FatTree::level(node)); };
}

std::vector<uint64_t> walked_link_loads(const FatTree& t, const Permutation& sigma) {
  const int n = t.n();
  std::vector<uint64_t> load(4 * t.leaves(), 0);
  for (uint64_t x = 0; x < sigma.size(); ++x) {
    uint64_t y = sigma[x];
    // climb from leaf x until the current node's subtree holds y, then descend to y
    uint64_t node = t.leaf_id(x);
    int j = n;
    while (!t.in_subtree(j, FatTree::index_in_level(node), y)) {
      load[2 * node] += 1;  // up-link group of node
      node /= 2;
      --j;
    }
    while (j < n) {
      ++j;
      uint64_t child = FatTree::id(j, y >> (n - j));
      load[2 * child + 1] += 1;  // down-link group into child
    }
  }
  return load;
}

std::optional<LoadViolation> first_load_violation(const FatTree& t, const std::vector<Permutation>& family,
                                                  const Capacity& cap) {
  const int n = t.n();
  for (uint64_t i = 0; i < family.size(); ++i) {
    auto load = walked_link_loads(t, family[i]);
    for (uint64_t v = 2; v < 2 * t.leaves(); ++v)
      for (int dir = 0; dir < 2; ++dir) {
        bool up = dir == 0;
        uint64_t deg = cap(v, up);
        if (load[2 * v + dir] <= deg) continue;
        LoadViolation lv;
        lv.slot = i + 1;
        lv.node = v;
        lv.up = up;
        lv.load = load[2 * v + dir];
        lv.degree = deg;
        int j = FatTree::level(v);
        uint64_t k = FatTree::index_in_level(v);
        for (uint64_t x = 0; x < family[i].size(); ++x) {
          uint64_t y = family[i][x];
          bool xin = t.in_subtree(j, k, x), yin = t.in_subtree(j, k, y);
          if (up ? (xin && !yin) : (!xin && yin)) lv.paths.emplace_back(x, y);
        }
        (void)n;
        return lv;
      }
  }
  return std::nullopt;
}

}  // namespace netcert
