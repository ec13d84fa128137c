// lcan_offline.cpp — see lcan_offline.hpp.
#include "route/lcan_offline.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace netcert {

BigInt theorem3_cycle_bound(int64_t d, int64_t u, int levels) {
  // ceil(d^(l-1) / u^(l-1)).
  BigInt num = big_pow(BigInt(d), static_cast<unsigned>(levels - 1));
  BigInt den = big_pow(BigInt(u), static_cast<unsigned>(levels - 1));
  return (num + den - 1) / den;
}

std::string theorem3_hypotheses(const Lcan& net) {
  if (!net.complete_bipartite()) return "Theorem 3 is about CB-LCANs";
  if (net.d() <= net.u() || net.d() % net.u() == 0) return "";
  return "Theorem 3 needs d <= u or d a multiple of u";
}

std::vector<uint32_t> colour_bipartite(uint32_t n_left, uint32_t n_right, uint32_t degree,
                                       const std::vector<std::pair<uint32_t, uint32_t>>& edges) {
  constexpr uint32_t kFree = ~0u;
  std::vector<uint32_t> left_at(size_t(n_left) * degree, kFree), right_at(size_t(n_right) * degree, kFree);
  std::vector<uint32_t> colour(edges.size(), kFree);
  std::vector<uint32_t> path;
  auto free_colour = [&](const std::vector<uint32_t>& at, uint32_t v) {
    for (uint32_t c = 0; c < degree; ++c)
      if (at[size_t(v) * degree + c] == kFree) return c;
    throw std::logic_error("colour_bipartite: degree exceeded");
  };
  for (uint32_t e = 0; e < edges.size(); ++e) {
    auto [a, b] = edges[e];
    uint32_t alpha = free_colour(left_at, a), beta = free_colour(right_at, b);
    if (right_at[size_t(b) * degree + alpha] != kFree) {
      // Swap alpha/beta along the alternating path from b; it cannot reach a.
      path.clear();
      uint32_t v = b, c = alpha;
      bool at_right = true;
      for (;;) {
        uint32_t f = at_right ? right_at[size_t(v) * degree + c] : left_at[size_t(v) * degree + c];
        if (f == kFree) break;
        path.push_back(f);
        v = at_right ? edges[f].first : edges[f].second;
        at_right = !at_right;
        c = c == alpha ? beta : alpha;
      }
      for (uint32_t f : path) {
        left_at[size_t(edges[f].first) * degree + colour[f]] = kFree;
        right_at[size_t(edges[f].second) * degree + colour[f]] = kFree;
      }
      for (uint32_t f : path) {
        colour[f] = colour[f] == alpha ? beta : alpha;
        left_at[size_t(edges[f].first) * degree + colour[f]] = f;
        right_at[size_t(edges[f].second) * degree + colour[f]] = f;
      }
    }
    colour[e] = alpha;
    left_at[size_t(a) * degree + alpha] = e;
    right_at[size_t(b) * degree + alpha] = e;
  }
  return colour;
}

OfflineRouting route_offline(const Lcan& net, const Permutation& perm, bool trim_at_lca) {
  const uint64_t N = net.N(), D = net.d(), U = net.u();
  const int l = net.levels();
  const uint64_t classes = U >= D ? 1 : (D + U - 1) / U;  // cycle classes split off per level
  OfflineRouting out;
  out.routes.resize(N);
  std::vector<uint64_t> prefix(N, 0), cycle(N, 0);
  for (uint64_t s = 0; s < N; ++s) {
    out.routes[s].source = s;
    out.routes[s].dest = perm[s];
  }
  std::vector<uint64_t> order(N);
  std::vector<std::pair<uint32_t, uint32_t>> edges;
  uint64_t block = D;  // d^(i+1): PEs below one level-i switch
  for (int i = 0; i + 1 < l; ++i, block *= D) {
    // Group pairs by (cycle class so far, sub-network prefix): each group is
    // one sub-network in one cycle class and is coloured on its own.
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](uint64_t a, uint64_t b) {
      return cycle[a] != cycle[b] ? cycle[a] < cycle[b] : prefix[a] < prefix[b];
    });
    const uint32_t n_side = static_cast<uint32_t>(N / block);  // level-i switches per sub-network
    for (uint64_t start = 0; start < N;) {
      uint64_t end = start;
      while (end < N && cycle[order[end]] == cycle[order[start]] && prefix[order[end]] == prefix[order[start]]) ++end;
      edges.clear();
      for (uint64_t x = start; x < end; ++x) {
        uint64_t s = order[x];
        edges.emplace_back(static_cast<uint32_t>(s / block), static_cast<uint32_t>(perm[s] / block));
      }
      auto colour = colour_bipartite(n_side, n_side, static_cast<uint32_t>(D), edges);
      for (uint64_t x = start; x < end; ++x) {
        uint64_t s = order[x], c = colour[x - start];
        uint64_t k = U >= D ? c : c % U, g = U >= D ? 0 : c / U;
        out.routes[s].ups.push_back(static_cast<uint32_t>(k));
        prefix[s] = prefix[s] * U + k;
        cycle[s] = cycle[s] * classes + g;
      }
      start = end;
    }
  }
  for (uint64_t s = 0; s < N; ++s) {
    out.routes[s].cycle = static_cast<uint32_t>(cycle[s]);
    out.cycles = std::max<uint32_t>(out.cycles, out.routes[s].cycle + 1);
    if (trim_at_lca) out.routes[s].ups.resize(net.lca_level(s, perm[s]));
  }
  return out;
}

long first_bad_route(const Lcan& net, const Permutation& perm, const std::vector<LcaRoute>& routes,
                     uint64_t max_cycles, std::string* why) {
  auto fail = [&](long i, const std::string& w) {
    if (why) *why = w;
    return i;
  };
  if (perm.size() != net.N()) return fail(0, "permutation has the wrong size");
  if (routes.size() != net.N()) return fail(0, "expected one route per PE");
  std::vector<uint64_t> stamp(directed_link_count(net), ~0ULL);
  std::vector<char> seen(net.N(), 0);
  std::vector<uint64_t> links;
  // Order by cycle so that one stamp array serves every cycle.
  std::vector<long> order(routes.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](long a, long b) { return routes[a].cycle < routes[b].cycle; });
  for (long i : order) {
    const LcaRoute& r = routes[i];
    if (r.source >= net.N() || seen[r.source]) return fail(i, "source missing, repeated or out of range");
    seen[r.source] = 1;
    if (r.dest != perm[r.source]) return fail(i, "route goes to the wrong destination");
    if (r.cycle >= max_cycles) return fail(i, "cycle beyond the bound");
    links.clear();
    if (lca_route_links(net, r, links) != r.dest) return fail(i, "route does not arrive at its destination");
    for (uint64_t link : links) {
      if (stamp[link] == r.cycle) return fail(i, "directed link used twice in one cycle");
      stamp[link] = r.cycle;
    }
  }
  return -1;
}

}  // namespace netcert
