// tswitch_check.cpp — see tswitch_check.hpp.
#include "check/tswitch_check.hpp"

#include <algorithm>
#include <set>

namespace netcert {

namespace {
// Destination hp lies below <s,o> iff its digits s+1..n-1 equal o_s..o_{n-2}
// (Def. 1.14, restated digit by digit).
bool below(const KaryNTree& t, uint64_t sw, uint64_t hp) {
  int s = t.stage_of(sw);
  uint64_t o = t.position_of(sw);
  for (int i = s + 1; i < t.n(); ++i)
    if (t.digit(hp, i) != t.digit(o, i - 1)) return false;
  return true;
}
}  // namespace

std::vector<WalkedHop> walk_destro(const KaryNTree& t, uint64_t h, uint64_t hp) {
  std::vector<WalkedHop> path;
  KaryNTree::End at = t.attachment(h);
  bool climbing = true;
  for (int guard = 0; guard < 2 * t.n() + 2; ++guard) {
    uint64_t sw = at.id;
    int s = t.stage_of(sw);
    if (climbing && below(t, sw, hp)) climbing = false;
    int out = climbing ? t.k() + t.digit(hp, s) : t.digit(hp, s);
    path.push_back({sw, at.port, out});
    KaryNTree::End next = t.peer(sw, out);
    if (next.kind == KaryNTree::End::Terminal) {
      if (next.id != hp) path.clear();  // misrouted: callers see an empty path
      return path;
    }
    if (next.kind == KaryNTree::End::None) break;
    at = next;
  }
  path.clear();
  return path;
}

std::vector<uint64_t> terminals_below(const KaryNTree& t, uint64_t sw) {
  std::vector<uint64_t> out, stack{sw};
  while (!stack.empty()) {
    uint64_t w = stack.back();
    stack.pop_back();
    for (int d = 0; d < t.k(); ++d) {
      KaryNTree::End e = t.peer(w, d);
      if (e.kind == KaryNTree::End::Terminal) out.push_back(e.id);
      else if (e.kind == KaryNTree::End::Switch) stack.push_back(e.id);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<uint64_t> walked_switch_loads(const KaryNTree& t, const Traffic& traffic, uint64_t sw) {
  const uint64_t P = t.ports(), N = t.terminals();
  std::vector<uint64_t> loads(P * P, 0);
  std::vector<uint8_t> inside(N, 0);
  for (uint64_t h : terminals_below(t, sw)) inside[h] = 1;
  for (uint64_t h = 0; h < N; ++h)
    for (uint64_t hp = 0; hp < N; ++hp) {
      if (h == hp || !(inside[h] || inside[hp])) continue;  // a path touching sw has an end below it
      uint64_t weight = traffic.at(h, hp);
      if (!weight) continue;
      for (auto& hop : walk_destro(t, h, hp))
        if (hop.sw == sw) loads[hop.in * P + hop.out] += weight;
    }
  return loads;
}

std::optional<PlainOptimum> plain_optimum(const std::vector<uint64_t>& loads, int k) {
  if (k > 10) return std::nullopt;
  const int P = 2 * k;
  PlainOptimum best{~0ULL, 0};
  for (uint64_t mask = 0; mask < (1ULL << P); ++mask) {
    if (__builtin_popcountll(mask) != k) continue;
    Sides x(P);
    for (int l = 0; l < P; ++l) x[l] = (mask >> l) & 1;
    uint64_t use = internal_use(loads, k, x);
    if (use < best.min_use) best = {use, 1};
    else if (use == best.min_use) ++best.minimisers;
  }
  return best;
}

namespace {
// Channel of a hop's outgoing link: the directed link leaving `sw` by `out`.
uint64_t channel(const KaryNTree& t, uint64_t sw, int out) { return sw * t.ports() + out; }

std::set<std::pair<uint64_t, uint64_t>> all_dependencies(const KaryNTree& t,
                                                         const std::vector<ChannelDependency>& extra) {
  std::set<std::pair<uint64_t, uint64_t>> deps;
  const uint64_t N = t.terminals();
  for (uint64_t h = 0; h < N; ++h)
    for (uint64_t hp = 0; hp < N; ++hp) {
      if (h == hp) continue;
      auto path = walk_destro(t, h, hp);
      for (size_t i = 0; i + 1 < path.size(); ++i)
        deps.insert({channel(t, path[i].sw, path[i].out), channel(t, path[i + 1].sw, path[i + 1].out)});
    }
  for (auto& e : extra) deps.insert({e.from, e.to});
  return deps;
}
}  // namespace

std::vector<uint64_t> dependency_cycle(const KaryNTree& t, const std::vector<ChannelDependency>& extra) {
  auto deps = all_dependencies(t, extra);
  const uint64_t C = t.switch_count() * t.ports();
  std::vector<std::vector<uint64_t>> adj(C);
  for (auto& d : deps) adj[d.first].push_back(d.second);
  // Iterative DFS with colours; the first back edge closes a cycle.
  std::vector<uint8_t> colour(C, 0);
  std::vector<uint64_t> parent(C, ~0ULL);
  for (uint64_t root = 0; root < C; ++root) {
    if (colour[root]) continue;
    std::vector<std::pair<uint64_t, size_t>> stack{{root, 0}};
    colour[root] = 1;
    while (!stack.empty()) {
      auto& [v, i] = stack.back();
      if (i < adj[v].size()) {
        uint64_t w = adj[v][i++];
        if (colour[w] == 1) {
          std::vector<uint64_t> cycle{w};
          for (uint64_t x = v; x != w; x = parent[x]) cycle.push_back(x);
          std::reverse(cycle.begin() + 1, cycle.end());
          cycle.push_back(w);
          return cycle;
        }
        if (!colour[w]) {
          colour[w] = 1;
          parent[w] = v;
          stack.push_back({w, 0});
        }
      } else {
        colour[v] = 2;
        stack.pop_back();
      }
    }
  }
  return {};
}

bool dependencies_induced(const KaryNTree& t, const std::vector<uint64_t>& cycle,
                          const std::vector<ChannelDependency>& extra) {
  if (cycle.size() < 2 || cycle.front() != cycle.back()) return false;
  auto deps = all_dependencies(t, extra);
  for (size_t i = 0; i + 1 < cycle.size(); ++i)
    if (!deps.count({cycle[i], cycle[i + 1]})) return false;
  return true;
}

}  // namespace netcert

namespace netcert {

namespace {
uint64_t switch_of(const KaryNTree& t, const json& sw) {
  int s = sw.at("stage").get<int>();
  uint64_t o = sw.at("position").get<uint64_t>();
  if (s < 0 || s >= t.n() || o >= t.switches_per_stage()) throw std::out_of_range("switch out of range");
  return t.switch_id(s, o);
}
uint64_t walked_channel(const std::vector<uint64_t>& L, int k, int port, bool out) {
  uint64_t sum = 0;
  for (int other = 0; other < 2 * k; ++other) sum += out ? L[other * 2 * k + port] : L[port * 2 * k + other];
  return sum;
}
}  // namespace

bool recheck_table1(const json& cex, const std::function<BigInt(int, int, int, int, int)>& claim,
                    std::string& why) {
  try {
    const int k = cex.at("k"), n = cex.at("n");
    KaryNTree t(k, n);
    uint64_t sw = switch_of(t, cex.at("switch"));
    const int s = t.stage_of(sw), P = 2 * k;
    auto L = walked_switch_loads(t, Traffic{t.terminals(), {}}, sw);
    if (cex.at("kind") == "port_pair") {
      int in = cex.at("in"), out = cex.at("out");
      BigInt want = claim(k, n, s, in, out);
      uint64_t got = L.at(in * P + out);
      why = "walked " + std::to_string(got) + " paths on " + t.switch_name(sw) + " " + std::to_string(in) + "->" +
            std::to_string(out) + ", Table 1 says " + want.str();
      return BigInt(got) != want;
    }
    BigInt f = 0, tr = 0, b = 0;
    for (int in = 0; in < P; ++in)
      for (int out = 0; out < P; ++out) (in < k && out >= k ? f : in < k && out < k ? tr : b) += L[in * P + out];
    Table1Switch want = table1_switch(k, n, s);
    std::string row = cex.at("row");
    BigInt got = row == "C_f(<s,o>)" ? f : row == "T(<s,o>)" ? tr : row == "C_b(<s,o>)" ? b : f + b;
    BigInt claimed = row == "C_f(<s,o>)"  ? want.forward
                     : row == "T(<s,o>)"  ? want.turnaround
                     : row == "C_b(<s,o>)" ? want.backward
                                           : want.crosses;
    why = "walked " + got.str() + " for " + row + " at " + t.switch_name(sw) + ", Table 1 says " + claimed.str();
    return got != claimed;
  } catch (const std::exception& e) {
    why = std::string("malformed counterexample: ") + e.what();
    return false;
  }
}

bool recheck_balance(const json& cex, const Traffic& traffic, std::string& why) {
  try {
    KaryNTree t(cex.at("k"), cex.at("n"));
    auto load = [&](const json& ch) {
      auto L = walked_switch_loads(t, traffic, switch_of(t, ch.at("switch")));
      return walked_channel(L, t.k(), ch.at("port"), ch.at("direction") == "out");
    };
    const json &a = cex.at("a"), &b = cex.at("b");
    if (switch_of(t, a.at("switch")) / t.switches_per_stage() != switch_of(t, b.at("switch")) / t.switches_per_stage() ||
        (a.at("port").get<int>() >= t.k()) != (b.at("port").get<int>() >= t.k()) || a.at("direction") != b.at("direction")) {
      why = "the two channels are not of the same stage and kind";
      return false;
    }
    uint64_t la = load(a), lb = load(b);
    why = "walked loads " + std::to_string(la) + " and " + std::to_string(lb);
    return la != lb;
  } catch (const std::exception& e) {
    why = std::string("malformed counterexample: ") + e.what();
    return false;
  }
}

bool recheck_optimality(const json& cex, std::string& why) {
  try {
    const int k = cex.at("k"), n = cex.at("n"), stage = cex.at("stage");
    Connections c = parse_connections(cex.at("connections"));
    const ClaimedSet set = claimed_set(n, stage, c);
    const BigInt M2 = claimed_min_twice(k, n, stage, c);
    const std::string kind = cex.at("kind");
    KaryNTree t(k, n);
    if (stage < 0 || stage >= n) throw std::out_of_range("stage");
    auto L = filter_loads(walked_switch_loads(t, Traffic{t.terminals(), {}}, t.switch_id(stage, 0)), k, c);
    std::vector<int> alpha = cex.at("config").at("alpha").get<std::vector<int>>();
    if (alpha.size() != static_cast<size_t>(k)) throw std::invalid_argument("config.alpha must have k ports");
    Sides x = sides_of(k, alpha);
    if (static_cast<int>(alpha_of(x).size()) != k) throw std::invalid_argument("config.alpha repeats a port");
    const uint64_t use = internal_use(L, k, x);
    const bool member = in_claimed_set(set, k, x);
    why = "walked use " + std::to_string(use) + " (claimed minimum " + M2.str() + "/2), configuration " +
          (member ? "in " : "not in ") + to_string(set);
    if (kind == "below_claimed_minimum") return BigInt(use) * 2 < M2;
    if (kind == "optimal_outside_set") return !member && BigInt(use) * 2 <= M2;
    if (kind == "member_misses") return member && BigInt(use) * 2 != M2;
    if (kind == "set_empty") {
      // Paired or half-and-half sets need an even number of ports on each side.
      bool empty = set != ClaimedSet::OneSide && k % 2 == 1;
      why += empty ? "; k is odd, so the claimed set is empty" : "; the claimed set is not empty";
      return empty;
    }
    why = "unknown counterexample kind " + kind;
    return false;
  } catch (const std::exception& e) {
    why = std::string("malformed counterexample: ") + e.what();
    return false;
  }
}

}  // namespace netcert
