// tlcan_online.cpp — see tlcan_online.hpp.
#include "route/tlcan_online.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace netcert {

namespace {

struct TlcanPair {
  uint32_t source, dest;
  int lca;
  std::vector<uint64_t> up, down;  // up[i]: level-i switch above the source; down[i]: above the destination
};

std::vector<TlcanPair> tlcan_pairs(const Lcan& net, const Permutation& perm) {
  std::vector<TlcanPair> pairs;
  for (uint32_t s = 0; s < perm.size(); ++s) {
    TlcanPair p{s, perm[s], 0, {net.pe_switch(s)}, {net.pe_switch(perm[s])}};
    while (p.up.back() != p.down.back()) {
      p.up.push_back(net.upper_link(p.up.back() * net.u()) / net.d());
      p.down.push_back(net.upper_link(p.down.back() * net.u()) / net.d());
      ++p.lca;
    }
    pairs.push_back(std::move(p));
  }
  return pairs;
}

// Keeps at most `cap` of `group` in `alive` (indices into pairs): the rest lose this cycle.
// lower_first: by LCA level, ties at random; otherwise a uniformly random subset.
void tlcan_contend(std::vector<uint32_t>& group, uint64_t cap, bool lower_first, const std::vector<TlcanPair>& pairs,
             LcanRng& rng, std::vector<char>& alive) {
  if (group.size() <= cap) return;
  for (size_t i = group.size(); i > 1; --i) std::swap(group[i - 1], group[rng.below(i)]);  // random tie order
  if (lower_first)
    std::stable_sort(group.begin(), group.end(), [&](uint32_t a, uint32_t b) { return pairs[a].lca < pairs[b].lca; });
  for (size_t i = cap; i < group.size(); ++i) alive[group[i]] = 0;
}

}  // namespace

uint32_t tlcan_online_cycles(const Lcan& net, const Permutation& perm, TlcanDown down, LcanRng& rng,
                             std::vector<uint32_t>* cycle_of) {
  if (net.complete_bipartite()) throw std::invalid_argument("tlcan_online_cycles: a T-LCAN is needed");
  const std::vector<TlcanPair> pairs = tlcan_pairs(net, perm);
  const uint64_t u = net.u();
  if (cycle_of) cycle_of->assign(perm.size(), 0);
  std::vector<uint32_t> pending(pairs.size());
  for (uint32_t i = 0; i < pending.size(); ++i) pending[i] = i;
  std::vector<char> alive(pairs.size(), 0);
  uint32_t cycle = 0;
  for (; !pending.empty(); ++cycle) {
    for (uint32_t i : pending) alive[i] = 1;
    for (int level = 0; level + 1 < net.levels(); ++level) {  // up: at most u climb out of each switch
      std::map<uint64_t, std::vector<uint32_t>> climbing;
      for (uint32_t i : pending)
        if (alive[i] && pairs[i].lca > level) climbing[pairs[i].up[level]].push_back(i);
      for (auto& [sw, group] : climbing) tlcan_contend(group, u, false, pairs, rng, alive);
    }
    for (int level = net.levels() - 1; level >= 1; --level) {  // down from `level` into a level-1 lower child
      std::map<std::pair<uint64_t, uint64_t>, std::vector<uint32_t>> descending;
      for (uint32_t i : pending)
        if (alive[i] && pairs[i].lca >= level) {
          uint64_t connector = down == TlcanDown::Label ? pairs[i].dest % u : u;
          descending[{pairs[i].down[level - 1], connector}].push_back(i);
        }
      for (auto& [key, group] : descending) tlcan_contend(group, key.second == u ? u : 1, true, pairs, rng, alive);
    }
    std::vector<uint32_t> next;
    for (uint32_t i : pending) {
      if (!alive[i]) next.push_back(i);
      else if (cycle_of) (*cycle_of)[pairs[i].source] = cycle;
    }
    pending.swap(next);
  }
  return cycle;
}

Permutation random_tlcan_root_permutation(const Lcan& net, LcanRng& rng) {
  const uint64_t n = net.N(), k = net.d() / net.u(), part = n / k;  // PEs below one child of the top switch
  if (net.levels() < 2) throw std::invalid_argument("root permutations need at least two levels");
  Permutation p = random_permutation(n, rng);
  for (uint64_t s = 0; s < n; ++s)
    while (s / part == p[s] / part) {
      uint64_t t = rng.below(n);
      if (t / part != p[s] / part && s / part != p[t] / part) std::swap(p[s], p[t]);
    }
  return p;
}

}  // namespace netcert
