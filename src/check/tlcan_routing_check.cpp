// tlcan_routing_check.cpp — see tlcan_routing_check.hpp.
#include "check/tlcan_routing_check.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <tuple>

namespace netcert {

TlcanTreeModel TlcanTreeModel::of(uint64_t N, uint64_t d, uint64_t u) {
  if (u == 0 || d % u != 0 || d == u) throw std::invalid_argument("a T-LCAN needs u | d and d != u");
  TlcanTreeModel t;
  t.N = N, t.d = d, t.u = u, t.k = d / u;
  uint64_t size = u;  // u k^l PEs
  while (size < N) size *= t.k, ++t.levels;
  if (size != N || t.levels < 1) throw std::invalid_argument("N is not u (d/u)^l");
  return t;
}

uint64_t TlcanTreeModel::bound() const {
  uint64_t b = 1;
  for (int i = 1; i < levels; ++i) b *= k;
  return b;
}

namespace {

// Circuits as bitmasks: for every resource (a directed bundle, or a down
// connector), the set of circuits using it, with its capacity.
struct TlcanCheckDemand {
  size_t circuits = 0;
  std::vector<uint64_t> users;
  std::vector<uint32_t> capacity;
};

using TlcanResource = std::tuple<int, uint64_t, char, uint64_t>;  // (level, switch, 'u'|'d', connector; u = bundle)

// The resources the circuit s -> q uses, with their capacities: for each level
// i below the LCA level, the up bundle above s's level-i switch and the down
// bundle (or connector q mod u) above q's. None when both are on one level-0 switch.
std::vector<std::pair<TlcanResource, uint32_t>> tlcan_circuit_resources(const TlcanTreeModel& t, uint64_t s,
                                                                        uint64_t q, bool label) {
  std::vector<std::pair<TlcanResource, uint32_t>> out;
  const uint32_t bundle = static_cast<uint32_t>(t.u);
  for (uint64_t span = t.d; s / span != q / span; span *= t.k) {  // PEs under one level-i switch: d k^i
    const int level = static_cast<int>(out.size() / 2);
    out.push_back({{level, s / span, 'u', t.u}, bundle});
    if (label) out.push_back({{level, q / span, 'd', q % t.u}, 1});
    else out.push_back({{level, q / span, 'd', t.u}, bundle});
  }
  return out;
}

TlcanCheckDemand tlcan_check_demand(const TlcanTreeModel& t, const Permutation& perm, bool label) {
  std::map<TlcanResource, size_t> index;
  TlcanCheckDemand dm;
  for (uint64_t s = 0; s < t.N; ++s) {
    auto resources = tlcan_circuit_resources(t, s, perm[s], label);
    if (resources.empty()) continue;  // PE links only
    if (dm.circuits == 20) throw std::invalid_argument("more than 20 circuits leave their level-0 switch");
    for (auto& [key, cap] : resources) {
      auto it = index.emplace(key, dm.users.size()).first;
      if (it->second == dm.users.size()) dm.users.push_back(0), dm.capacity.push_back(cap);
      dm.users[it->second] |= uint64_t(1) << dm.circuits;
    }
    ++dm.circuits;
  }
  return dm;
}

}  // namespace

uint32_t tlcan_check_min_cycles(const TlcanTreeModel& t, const Permutation& perm, bool label) {
  if (perm.size() != t.N || !is_permutation(perm)) throw std::invalid_argument("not a permutation of the PEs");
  TlcanCheckDemand dm = tlcan_check_demand(t, perm, label);
  const uint64_t all = (uint64_t(1) << dm.circuits) - 1;
  std::vector<char> feasible(all + 1, 1);
  for (uint64_t set = 0; set <= all; ++set)
    for (size_t r = 0; r < dm.users.size() && feasible[set]; ++r)
      feasible[set] = static_cast<uint32_t>(__builtin_popcountll(set & dm.users[r])) <= dm.capacity[r];
  // fewest[set]: fewest feasible cycles covering `set`; the cycle holding its lowest circuit is tried every way.
  std::vector<uint8_t> fewest(all + 1, 0);
  for (uint64_t set = 1; set <= all; ++set) {
    const uint64_t low = set & (~set + 1), rest = set ^ low;
    uint8_t best = 255;
    for (uint64_t sub = rest;; sub = (sub - 1) & rest) {
      if (feasible[sub | low]) best = std::min<uint8_t>(best, static_cast<uint8_t>(1 + fewest[set ^ (sub | low)]));
      if (sub == 0) break;
    }
    fewest[set] = best;
  }
  return std::max<uint32_t>(1, fewest[all]);  // the identity still takes one cycle
}

TlcanSweep tlcan_check_all_permutations(const TlcanTreeModel& t, bool label) {
  TlcanSweep out;
  out.histogram.assign(t.N + 1, 0);
  Permutation perm = identity_permutation(static_cast<uint32_t>(t.N));
  do {
    uint32_t c = tlcan_check_min_cycles(t, perm, label);
    ++out.permutations, ++out.histogram[c];
    if (c > out.max_cycles) out.max_cycles = c, out.first_max = perm;
    if (c > t.bound() && ++out.over == 1) out.first_over = perm;
  } while (std::next_permutation(perm.begin(), perm.end()));
  return out;
}


std::optional<std::string> tlcan_check_schedule(const TlcanTreeModel& t, const Permutation& perm,
                                                const std::vector<uint32_t>& cycle_of, bool label) {
  if (perm.size() != t.N || !is_permutation(perm)) return "not a permutation of the PEs";
  if (cycle_of.size() != t.N) return "one cycle per source expected";
  std::map<std::pair<uint32_t, TlcanResource>, uint32_t> load;
  for (uint64_t s = 0; s < t.N; ++s)
    for (auto& [key, cap] : tlcan_circuit_resources(t, s, perm[s], label))
      if (++load[{cycle_of[s], key}] > cap)
        return "cycle " + std::to_string(cycle_of[s]) + ": the " + (std::get<2>(key) == 'u' ? "up" : "down") +
               (std::get<3>(key) == t.u ? " bundle" : " connector " + std::to_string(std::get<3>(key))) +
               " above level-" + std::to_string(std::get<0>(key)) + " switch " + std::to_string(std::get<1>(key)) +
               " carries more than " + std::to_string(cap) + " circuits";
  return std::nullopt;
}

}  // namespace netcert
