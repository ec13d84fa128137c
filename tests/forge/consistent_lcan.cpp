// consistent_lcan.cpp — consistent forgeries for the LCAN paper.
//
// lcan.theorem3_groups: for every group of u^(l-1) consecutive top switches of CB-LCAN(N,d,d) (numbered msd or lsd), the
// parts of the top level it meets, recomputed on the engine's network (net/lcan): part t
// is the set of top switches PE 0 reaches climbing through upper t of its switch. The
// boundary is parts_met = u (what an embedding meets): a group meeting exactly u parts,
// stated with its true count, is a forgery; a group meeting another number is a real
// counterexample (the checker accepts any such group, not only the first).
//
// lcan.online_classes: members of the class across its index space, each with its
// index and permutation from the engine's enumeration (search/lcan_online_classes) and
// routed by the engine's self-routing (route/benes_self_routing): a member that passes
// is a forgery, a blocked one is real. No numeric boundary: the decisive fact is the clash.
//
// lcan.equivalences: every cheap invariant (edge count, colour class sizes, degree
// multiset of each colour) of the engine's two networks (search/lcan_equivalence),
// restated from its definition: an invariant on which they agree is a forgery, one on
// which they differ is real. No numeric boundary: the decisive fact is a != b.
#include <algorithm>
#include <map>
#include <set>

#include "core/bits.hpp"
#include "net/lcan.hpp"
#include "route/benes_self_routing.hpp"
#include "search/lcan_equivalence.hpp"
#include "search/lcan_online_classes.hpp"
#include "tests/forge/consistent_papers.hpp"

namespace netcert::consistent_detail {

namespace {

constexpr uint64_t kLcanMaxGroups = 64;

// part_of_top[x]: the uppers of PE 0's switch through which top switch x is reached.
std::vector<std::set<uint64_t>> lcan_top_parts(const Lcan& big) {
  const int top = big.levels() - 1;
  const uint64_t d = big.d(), s0 = big.pe_switch(0);
  std::vector<std::set<uint64_t>> part_of_top(big.switches_at(top));
  for (uint64_t t = 0; t < d; ++t) {
    std::set<uint64_t> frontier{big.upper_link(s0 * d + t) / d};
    for (int level = 1; level < top; ++level) {
      std::set<uint64_t> next;
      for (uint64_t sw : frontier)
        for (uint64_t c = 0; c < d; ++c) next.insert(big.upper_link(sw * d + c) / d);
      frontier.swap(next);
    }
    for (uint64_t sw : frontier) part_of_top[sw - big.level_offset(top)].insert(t);
  }
  return part_of_top;
}

// The top switch numbered x: x itself (msd) or its l-1 base-d digits reversed (lsd).
uint64_t lcan_numbered(uint64_t x, uint64_t d, int l, bool lsd) {
  if (!lsd) return x;
  uint64_t label = 0;
  for (int j = 0; j + 1 < l; ++j, x /= d) label = label * d + x % d;
  return label;
}

constexpr uint64_t kLcanMemberCases = 48;

// The rule a class is paired with in Sec. 4.2 when rule=paper.
std::string lcan_online_rule(const json& params) {
  const std::string rule = params.value("rule", "paper"), c = params.value("class", "bpc");
  if (rule != "paper") return rule;
  return c == "bpc" || c == "inverse_omega" ? "lower_input" : "smaller_tag";
}

std::vector<ConsistentCase> lcan_online_cases(const json& params) {
  std::vector<ConsistentCase> out;
  const int n = params.value("n", 0);
  if (n < 1 || n > 4) return out;
  const OnlineClass c = online_class_of(params.value("class", "bpc"));
  const BenesPriority rule = benes_priority_of(lcan_online_rule(params));
  const uint64_t indices = online_class_indices(c, n), step = std::max<uint64_t>(1, indices / kLcanMemberCases);
  BenesRouteScratch scratch;
  Permutation perm;
  for (uint64_t index = 0; index < indices; index += step) {
    if (!online_class_member(c, n, index, perm)) continue;  // a singular matrix names no member
    const bool blocked = benes_self_route(n, perm, rule, scratch).has_value();
    out.push_back({"member " + std::to_string(index) + (blocked ? ": blocked" : ": routes"),
                   {{"index", index}, {"permutation", perm}}, blocked, "exhaustive"});
  }
  return out;
}

// The invariants the equivalence checker accepts, from their definitions: {invariant, colour?} -> value.
std::map<std::pair<std::string, int64_t>, json> lcan_graph_invariants(const ColouredGraph& g) {
  std::map<std::pair<std::string, int64_t>, json> out;
  out[{"edge_count", -1}] = g.edges.size();
  std::map<uint32_t, uint64_t> sizes;
  for (uint32_t c : g.colour) ++sizes[c];
  json classes = json::object();
  for (auto& [c, size] : sizes) classes[std::to_string(c)] = size;
  out[{"colour_class_sizes", -1}] = classes;
  std::vector<uint32_t> degree(g.vertices(), 0);
  for (auto& e : g.edges) ++degree[e.first], ++degree[e.second];
  std::map<uint32_t, std::vector<uint32_t>> by_colour;
  for (uint32_t v = 0; v < g.vertices(); ++v) by_colour[g.colour[v]].push_back(degree[v]);
  for (auto& [c, list] : by_colour) {
    std::sort(list.begin(), list.end());
    out[{"degrees", c}] = list;
  }
  return out;
}

std::vector<ConsistentCase> lcan_equivalence_cases(const json& params) {
  std::vector<ConsistentCase> out;
  const EquivalencePair pair = lcan_equivalence_pair(params.value("claim", ""), params.value("N", 0),
                                                     params.value("d", 0), params.value("u", 0));
  auto a = lcan_graph_invariants(pair.a), b = lcan_graph_invariants(pair.b);
  for (auto& [key, value] : a) {
    const json other = b.count(key) ? b[key] : key.first == "degrees" ? json::array() : json();
    json cex = {{"invariant", key.first}, {"a", value}, {"b", other}};
    if (key.second >= 0) cex["colour"] = static_cast<uint64_t>(key.second);  // the checker reads an unsigned colour
    out.push_back({key.first + (key.second >= 0 ? " of colour " + std::to_string(key.second) : "") +
                       (value == other ? ": agree" : ": differ"),
                   cex, value != other, "exhaustive"});
  }
  return out;
}

}  // namespace

std::vector<ConsistentCase> lcan_cases(const std::string& property, const json& params) {
  if (property == "lcan.online_classes") return lcan_online_cases(params);
  if (property == "lcan.equivalences" && params.value("N", 0) <= 64) return lcan_equivalence_cases(params);
  std::vector<ConsistentCase> out;
  if (property != "lcan.theorem3_groups" || params.value("kind", "cb") != "cb") return out;
  const int64_t N = params.value("N", 0), d = params.value("d", 0), u = params.value("u", 0);
  if (N < 4 || N > 4096 || d < 2 || u < 1 || d <= u || d % u != 0) return out;
  const Lcan big(LcanShape{LcanKind::CompleteBipartite, N, d, d});
  const int l = big.levels();
  if (l < 2) return out;
  const uint64_t G = int_pow(static_cast<uint64_t>(u), l - 1), groups = big.switches_at(l - 1) / G;
  const auto part_of_top = lcan_top_parts(big);
  const bool lsd = params.value("order", "msd") == "lsd";
  for (uint64_t g = 0; g < groups && g < kLcanMaxGroups; ++g) {  // every group: the checker accepts any defective one
    std::set<uint64_t> met;
    for (uint64_t x = g * G; x < (g + 1) * G; ++x)
      for (uint64_t t : part_of_top[lcan_numbered(x, static_cast<uint64_t>(d), l, lsd)]) met.insert(t);
    json cex = {{"claim", "Theorem 3 proof, case 3: consecutive groups"}, {"group", g}, {"first", g * G},
                {"last", (g + 1) * G - 1}, {"parts_met", met.size()}, {"needed", u}};
    out.push_back({"group " + std::to_string(g) + ": meets " + std::to_string(met.size()) + " parts, needed " +
                       std::to_string(u),
                   cex, met.size() != static_cast<uint64_t>(u), "exhaustive"});
  }
  return out;
}

}  // namespace netcert::consistent_detail
