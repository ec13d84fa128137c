// tswitch_check.cpp — see tswitch_check.hpp.
#include "check/tswitch_check.hpp"
#include "check/tswitch_measure.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <thread>
#include <tuple>

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

uint64_t weight_of(const KaryNTree& t, const WalkWeights& w, uint64_t h, uint64_t hp) {
  if (h == hp) return 0;
  return w.empty() ? 1 : w[h * t.terminals() + hp];
}
}  // namespace

void walk_destro_into(const KaryNTree& t, uint64_t h, uint64_t hp, std::vector<WalkedHop>& path) {
  path.clear();
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
      return;
    }
    if (next.kind == KaryNTree::End::None) break;
    at = next;
  }
  path.clear();
}

std::vector<WalkedHop> walk_destro(const KaryNTree& t, uint64_t h, uint64_t hp) {
  std::vector<WalkedHop> path;
  walk_destro_into(t, h, hp, path);
  return path;
}

namespace {
// Sources split over the hardware threads; each thread adds into its own array.
template <typename Visit>
std::vector<uint64_t> walk_sources(const KaryNTree& t, size_t size, const Visit& visit) {
  unsigned threads = std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
  std::vector<std::vector<uint64_t>> part(threads, std::vector<uint64_t>(size, 0));
  std::vector<std::thread> pool;
  for (unsigned w = 0; w < threads; ++w)
    pool.emplace_back([&, w] {
      std::vector<WalkedHop> path;
      for (uint64_t h = w; h < t.terminals(); h += threads) visit(h, path, part[w]);
    });
  for (auto& th : pool) th.join();
  for (unsigned w = 1; w < threads; ++w)
    for (size_t i = 0; i < size; ++i) part[0][i] += part[w][i];
  return part[0];
}
}  // namespace

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

std::vector<uint64_t> walked_switch_loads(const KaryNTree& t, const WalkWeights& weights, uint64_t sw) {
  const uint64_t P = t.ports(), N = t.terminals();
  std::vector<uint8_t> inside(N, 0);
  for (uint64_t h : terminals_below(t, sw)) inside[h] = 1;
  return walk_sources(t, P * P, [&](uint64_t h, std::vector<WalkedHop>& path, std::vector<uint64_t>& loads) {
    for (uint64_t hp = 0; hp < N; ++hp) {
      if (!(inside[h] || inside[hp])) continue;  // a path touching sw has an end below it
      uint64_t weight = weight_of(t, weights, h, hp);
      if (!weight) continue;
      walk_destro_into(t, h, hp, path);
      for (auto& hop : path)
        if (hop.sw == sw) loads[hop.in * P + hop.out] += weight;
    }
  });
}

std::vector<uint64_t> walked_all_loads(const KaryNTree& t, const WalkWeights& weights) {
  const uint64_t P = t.ports(), N = t.terminals();
  return walk_sources(t, t.switch_count() * P * P,
                      [&](uint64_t h, std::vector<WalkedHop>& path, std::vector<uint64_t>& loads) {
                        for (uint64_t hp = 0; hp < N; ++hp) {
                          uint64_t weight = weight_of(t, weights, h, hp);
                          if (!weight) continue;
                          walk_destro_into(t, h, hp, path);
                          for (auto& hop : path) loads[(hop.sw * P + hop.in) * P + hop.out] += weight;
                        }
                      });
}

std::optional<PlainOptimum> plain_optimum(const std::vector<uint64_t>& loads, int k) {
  if (k > 10) return std::nullopt;
  const int P = 2 * k;
  PlainOptimum best{~0ULL, 0};
  for (uint64_t mask = 0; mask < (1ULL << P); ++mask) {
    if (__builtin_popcountll(mask) != k) continue;
    Sides x(P);
    for (int l = 0; l < P; ++l) x[l] = (mask >> l) & 1;
    uint64_t use = checked_link_use(loads, k, x);
    if (use < best.min_use) best = {use, 1};
    else if (use == best.min_use) ++best.minimisers;
  }
  return best;
}

// ---- optimal configurations: the class argument ------------------------------

Sides class_representative(int k, int p, int x) {
  Sides s(2 * k, 0);
  for (int j = 0; j < x; ++j) s[j] = s[k + j] = 1;
  for (int j = x; j < p; ++j) s[j] = 1;
  for (int j = p; j < p + (k - p - x); ++j) s[k + j] = 1;
  return s;
}

namespace {

BigInt choose(int n, int r) {
  if (r < 0 || r > n) return 0;
  BigInt b = 1;
  for (int i = 1; i <= r; ++i) b = b * (n - r + i) / i;
  return b;
}

// The loads of <stage,0> restricted to the connections that count.
std::vector<uint64_t> counted_loads(const KaryNTree& t, int stage, Connections c) {
  const int k = t.k(), P = 2 * k;
  auto L = walked_switch_loads(t, {}, t.switch_id(stage, 0));
  for (int in = 0; in < P; ++in)
    for (int out = 0; out < P; ++out) {
      bool backward = in >= k && out < k;
      bool counts = c == Connections::All || backward == (c == Connections::Backward);
      if (!counts) L[in * P + out] = 0;
    }
  return L;
}

// True when W[i][j] = L[i][j] + L[j][i] has the block form described in the header.
bool block_form(const std::vector<uint64_t>& L, int k, std::string& why) {
  const int P = 2 * k;
  auto W = [&](int i, int j) { return L[i * P + j] + L[j * P + i]; };
  for (int l = 0; l < P; ++l)
    if (L[l * P + l] != 0) return why = "a path enters and leaves through the same port", false;
  const uint64_t T = k > 1 ? W(0, 1) : 0, V = k > 1 ? W(k, k + 1) : 0, A = k > 1 ? W(0, k + 1) : 0;
  const uint64_t AR = W(0, k);
  for (int i = 0; i < P; ++i)
    for (int j = i + 1; j < P; ++j) {
      bool di = i < k, dj = j < k;
      uint64_t want = di && dj ? T : !di && !dj ? V : (j == i + k ? AR : A);
      if (W(i, j) != want) return why = "loads of ports " + std::to_string(i) + "," + std::to_string(j) +
                                        " break the block form", false;
    }
  return true;
}

struct ClassOf {
  int p, x;
  Sides rep;
  uint64_t use;
  bool member;
  BigInt count;
};

std::vector<ClassOf> classes_of(const std::vector<uint64_t>& L, int k, ClaimedSet set) {
  std::vector<ClassOf> out;
  for (int p = 0; p <= k; ++p)
    for (int x = 0; x <= std::min(p, k - p); ++x) {
      Sides rep = class_representative(k, p, x);
      out.push_back({p, x, rep, checked_link_use(L, k, rep), checked_in_set(set, k, rep),
                     choose(k, x) * choose(k - x, p - x) * choose(k - p, x)});
    }
  return out;
}

json class_cex(int stage, const char* kind, const ClassOf& c) {
  return json{{"stage", stage}, {"kind", kind}, {"config", config_json(c.rep)}, {"use", c.use}};
}

}  // namespace

StageVerdict check_optimal_stage(const KaryNTree& t, int stage, Connections c) {
  StageVerdict v;
  const int k = t.k(), n = t.n();
  auto L = counted_loads(t, stage, c);
  if (!block_form(L, k, v.why)) return v;
  const ClaimedSet set = checked_claimed_set(n, stage, c);
  const BigInt M2 = checked_claimed_min_twice(k, n, stage, c);
  auto classes = classes_of(L, k, set);
  BigInt total = 0;
  v.min_use = ~0ULL;
  for (auto& cl : classes) total += cl.count, v.min_use = std::min(v.min_use, cl.use);
  if (total != choose(2 * k, k)) return v.why = "class sizes do not add up to C(2k,k)", v;
  v.decided = true;
  for (auto& cl : classes)
    if (cl.use == v.min_use) v.minimisers += cl.count;
  using Test = std::function<bool(const ClassOf&)>;
  const std::pair<const char*, Test> kinds[] = {
      {"below_claimed_minimum", [&](const ClassOf& cl) { return BigInt(cl.use) * 2 < M2; }},
      {"optimal_outside_set", [&](const ClassOf& cl) { return !cl.member && BigInt(cl.use) * 2 <= M2; }},
      {"member_misses", [&](const ClassOf& cl) { return cl.member && BigInt(cl.use) * 2 != M2; }}};
  for (auto& [kind, bad] : kinds)
    for (auto& cl : classes)
      if (bad(cl)) {
        v.violation = class_cex(stage, kind, cl);
        return v;
      }
  bool any_member = std::any_of(classes.begin(), classes.end(), [](const ClassOf& cl) { return cl.member; });
  if (!any_member) v.violation = json{{"stage", stage}, {"kind", "set_empty"}, {"min_use", v.min_use}};
  return v;
}

// ---- deadlock freedom ----------------------------------------------------------

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

bool ranks_increase_along_paths(const KaryNTree& t, uint64_t& dependencies, std::string& why) {
  const uint64_t N = t.terminals();
  auto rank = [&](const WalkedHop& hop) {
    int s = t.stage_of(hop.sw);
    return hop.out >= t.k() ? s : 2 * t.n() - s;
  };
  dependencies = 0;
  std::vector<WalkedHop> path;
  for (uint64_t h = 0; h < N; ++h)
    for (uint64_t hp = 0; hp < N; ++hp) {
      if (h == hp) continue;
      walk_destro_into(t, h, hp, path);
      if (path.empty()) return why = "the walk " + std::to_string(h) + " -> " + std::to_string(hp) + " is lost", false;
      for (size_t i = 0; i + 1 < path.size(); ++i, ++dependencies)
        if (rank(path[i]) >= rank(path[i + 1]))
          return why = "path " + std::to_string(h) + " -> " + std::to_string(hp) + " does not climb the ranking", false;
    }
  why = "every walked path climbs the channel ranking (up at stage s: s, down at stage s: 2n-s), so the " +
        std::to_string(dependencies) + " dependencies admit no cycle";
  return true;
}

// ---- rechecks of counterexamples ------------------------------------------------

uint64_t switch_of(const KaryNTree& t, const json& sw) {
  if (!sw.is_object() || sw.size() != 3) throw std::invalid_argument("switch must be {stage, position, name}");
  int s = sw.at("stage").get<int>();
  uint64_t o = sw.at("position").get<uint64_t>();
  if (s < 0 || s >= t.n() || o >= t.switches_per_stage()) throw std::out_of_range("switch out of range");
  if (sw.at("name") != t.switch_name(t.switch_id(s, o))) throw std::invalid_argument("switch name does not match");
  return t.switch_id(s, o);
}

namespace {
uint64_t walked_channel(const std::vector<uint64_t>& L, int k, int port, bool out) {
  uint64_t sum = 0;
  for (int other = 0; other < 2 * k; ++other) sum += out ? L[other * 2 * k + port] : L[port * 2 * k + other];
  return sum;
}
}  // namespace

bool recheck_table1(int k, int n, const json& cex, const std::function<BigInt(int, int, int, int, int)>& claim,
                    std::string& why) {
  try {
    KaryNTree t(k, n);
    uint64_t sw = switch_of(t, cex.at("switch"));
    const int s = t.stage_of(sw), P = 2 * k;
    auto L = walked_switch_loads(t, {}, sw);
    if (cex.at("kind") == "port_pair") {
      int in = cex.at("in"), out = cex.at("out");
      if (in < 0 || in >= P || out < 0 || out >= P) throw std::out_of_range("port");
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

bool stated_counts_confirm(const json& cex, uint64_t got, uint64_t want, std::string& why) {
  if (cex.at("counted").get<uint64_t>() != got || cex.at("claimed").get<uint64_t>() != want)
    return why = "stated counts differ from the checker's: " + why, false;
  return got != want;
}

namespace {
// The first pair of channels of one stage (and, with same_kind, one kind) whose walked
// loads differ, scanning switches in id order, then ports, then in before out; the first
// channel of the stage (kind) is the reference. null when every stage is balanced.
json first_unbalanced_pair(const KaryNTree& t, const std::vector<uint64_t>& all_loads, bool same_kind) {
  const int k = t.k(), P = 2 * k;
  std::map<std::tuple<int, bool, bool>, json> reference;
  for (uint64_t sw = 0; sw < t.switch_count(); ++sw) {
    const int s = t.stage_of(sw);
    std::vector<uint64_t> L(all_loads.begin() + sw * P * P, all_loads.begin() + (sw + 1) * P * P);
    for (int port = 0; port < P; ++port) {
      const bool up = port >= k;
      if (up && s == t.n() - 1) continue;  // not wired: no channel
      for (bool out : {false, true}) {
        json ch{{"switch", {{"stage", s}, {"position", t.position_of(sw)}, {"name", t.switch_name(sw)}}},
                {"port", port}, {"direction", out ? "out" : "in"}, {"load", walked_channel(L, k, port, out)}};
        auto key = same_kind ? std::make_tuple(s, up, out) : std::make_tuple(s, false, false);
        auto it = reference.find(key);
        if (it == reference.end()) reference.emplace(key, ch);
        else if (it->second["load"] != ch["load"]) return json{{"stage", s}, {"a", it->second}, {"b", ch}};
      }
    }
  }
  return nullptr;
}
}  // namespace

bool recheck_balance(int k, int n, const json& cex, const WalkWeights& weights, std::string& why, bool same_kind) {
  try {
    KaryNTree t(k, n);
    if (!cex.is_object() || cex.size() != 3 || !cex.contains("stage") || !cex.contains("a") || !cex.contains("b"))
      return why = "a counterexample is exactly {stage, a, b}", false;
    json first = first_unbalanced_pair(t, walked_all_loads(t, weights), same_kind);
    if (first.is_null())
      return why = std::string("every channel of every stage") + (same_kind ? " and kind" : "") +
                   " carries one walked load", false;
    why = "walked loads " + first["a"]["load"].dump() + " and " + first["b"]["load"].dump();
    if (first != cex) return why = "the first unbalanced pair in the checker's order is " + first.dump() + ", not the one given", false;
    return true;
  } catch (const std::exception& e) {
    why = std::string("malformed counterexample: ") + e.what();
    return false;
  }
}

bool recheck_optimality(int k, int n, Connections c, const json& cex, std::string& why) {
  try {
    KaryNTree t(k, n);
    const int last = c == Connections::All ? n - 1 : n - 2;
    for (int stage = 0; stage <= last; ++stage) {
      StageVerdict v = check_optimal_stage(t, stage, c);
      if (!v.decided) return why = "stage " + std::to_string(stage) + ": " + v.why, false;
      if (v.violation.is_null()) continue;
      bool same = v.violation == cex;
      why = same ? "confirmed from walked loads: " + v.violation.dump()
                 : "the first violation in the checker's order is " + v.violation.dump() + ", not the one given";
      return same;
    }
    why = "the claim holds at every stage (walked loads, every configuration class)";
    return false;
  } catch (const std::exception& e) {
    why = std::string("malformed counterexample: ") + e.what();
    return false;
  }
}

}  // namespace netcert
