// disjoint_sets.hpp — union-find with path halving over dense ids (the
// fabric recognition's components and the DESTRO engine's ties).
#pragma once
#include <cstdint>
#include <numeric>
#include <vector>

namespace netcert {

struct DisjointSets {
  std::vector<uint32_t> parent;
  explicit DisjointSets(size_t size) : parent(size) { std::iota(parent.begin(), parent.end(), 0u); }
  uint32_t find(uint32_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  }
  void join(uint32_t a, uint32_t b) { parent[find(a)] = find(b); }
};

}  // namespace netcert
