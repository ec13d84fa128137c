// consistent.cpp — see consistent.hpp.
#include "tests/forge/consistent.hpp"

#include <algorithm>
#include <map>
#include <numeric>

#include "route/fabric_routing.hpp"
#include "route/fabric_traffic.hpp"
#include "route/fabric_walk.hpp"
#include "tests/forge/consistent_papers.hpp"

namespace netcert {

namespace {

// ---------------- fattree: the families of Def. 2, restated ----------------

struct Family {
  int n;
  std::string kind;
  uint64_t N() const { return 1ULL << n; }
  uint64_t base(uint64_t x) const {
    if (kind == "rotator") return x;
    if (kind == "tdm") return (N() - x) & (N() - 1);
    uint64_t r = 0;  // bitreverse
    for (int b = 0; b < n; ++b) r |= ((x >> b) & 1) << (n - 1 - b);
    return r;
  }
  uint64_t image(uint64_t slot, uint64_t x) const { return (base(x) + slot) & (N() - 1); }
  // Def. 3 at level j: every cell (k, l) holds exactly one x.
  bool ump_at(uint64_t slot, int j) const {
    std::vector<int> cell(N(), 0);
    for (uint64_t x = 0; x < N(); ++x) ++cell[((x >> (n - j)) << (n - j)) | (image(slot, x) >> j)];
    for (uint64_t k = 0; k < (1ULL << j); ++k)
      for (uint64_t l = 0; l < (1ULL << (n - j)); ++l)
        if (cell[(k << (n - j)) | l] != 1) return false;
    return true;
  }
};

json leaves_of(uint64_t node, int levels_below) {
  return json::array({node << levels_below, ((node + 1) << levels_below) - 1});
}

// Pairs x1 < x2 of one slot at level j, stated from x1's block and target; true iff
// x2's block and image's target agree with x1's (then |sigma(S) ∩ S'| >= 2).
void ump_cases(const Family& f, uint64_t slot, int j, std::vector<ConsistentCase>& out) {
  const int n = f.n;
  for (uint64_t x1 = 0; x1 < f.N(); ++x1)
    for (uint64_t x2 = x1 + 1; x2 < f.N(); ++x2) {
      uint64_t y1 = f.image(slot, x1), y2 = f.image(slot, x2), k = x1 >> (n - j), l = y1 >> j;
      bool in_block = (x2 >> (n - j)) == k, in_target = (y2 >> j) == l;
      if (!in_block && !in_target) continue;  // two stray fields: not a boundary case
      json cex = {{"slot", slot}, {"level", j}, {"k", k}, {"l", l}, {"block", leaves_of(k, n - j)},
                  {"target", leaves_of(l, j)}, {"inputs", {x1, x2}}, {"images", {y1, y2}}};
      std::string what = "slot " + std::to_string(slot) + " level " + std::to_string(j) + " inputs " +
                         std::to_string(x1) + "," + std::to_string(x2) +
                         (in_block && in_target ? "" : in_block ? ": image outside the target" : ": input outside the block");
      out.push_back({what, cex, in_block && in_target, "exhaustive"});
    }
}

std::vector<ConsistentCase> fattree_ump(const json& params) {
  Family f{params["n"].get<int>(), params["family"].get<std::string>()};
  std::vector<ConsistentCase> out;
  if (f.n < 2 || f.n > 5) return out;
  for (uint64_t slot = 1; slot <= f.N(); ++slot)
    for (int j = 1; j < f.n; ++j) {  // j is the slot's first failing level, or every earlier level holds
      ump_cases(f, slot, j, out);
      if (!f.ump_at(slot, j)) {
        // A true collision at a later level is not the canonical counterexample (the first failing level).
        for (int later = j + 1; later < f.n; ++later) {
          std::vector<ConsistentCase> more;
          ump_cases(f, slot, later, more);
          for (auto& c : more)
            if (c.true_statement) {
              c.true_statement = false, c.what += ": not the slot's first failing level " + std::to_string(j);
              out.push_back(std::move(c));
              break;
            }
        }
        break;
      }
    }
  return out;
}

// Max load of group (j,k) over all slots, up and down (Sec. II), and its first slot.
std::pair<uint64_t, uint64_t> group_max(const Family& f, int j, uint64_t k) {
  const int below = f.n - j;
  uint64_t best = 0, first = 0;
  for (uint64_t slot = 1; slot <= f.N(); ++slot) {
    uint64_t up = 0, down = 0;
    for (uint64_t x = 0; x < f.N(); ++x) {
      bool from = (x >> below) == k, to = (f.image(slot, x) >> below) == k;
      up += from && !to, down += to && !from;
    }
    if (first == 0 || std::max(up, down) > best) best = std::max(up, down), first = slot;
  }
  return {best, first};
}

// fattree.bound_tight (Lemma 1's degree) and fattree.rotator_no_reduction (the full
// degree 2^(n-j)): every group in heap order up to the first whose max load differs from
// the degree. Groups at the degree are forgeries (max_load = degree); the first defect is true.
std::vector<ConsistentCase> fattree_degrees(const json& params, bool full_degree) {
  Family f{params["n"].get<int>(), params["family"].get<std::string>()};
  std::vector<ConsistentCase> out;
  if (f.n < 1 || f.n > 5) return out;
  for (int j = 1; j <= f.n; ++j)
    for (uint64_t k = 0; k < (1ULL << j); ++k) {
      uint64_t size = 1ULL << (f.n - j);  // ceil(2^(n-j) (1 - 2^-j)) = 2^(n-j) - floor(2^(n-2j))
      uint64_t degree = full_degree ? size : size - (2 * j <= f.n ? 1ULL << (f.n - 2 * j) : 0);
      auto [load, slot] = group_max(f, j, k);
      json cex = {{"node", {j, k}}, {"slot", slot}, {"max_load", load}, {"degree", degree}};
      std::string what = "group (" + std::to_string(j) + "," + std::to_string(k) + "): max load " +
                         std::to_string(load) + ", degree " + std::to_string(degree);
      out.push_back({what, cex, load != degree, "exhaustive"});
      if (load != degree) return out;  // the first defect ends the heap-order prefix
    }
  return out;
}

// "p/q" in lowest terms.
std::string fraction(uint64_t p, uint64_t q) {
  uint64_t g = std::gcd(p, q);
  return std::to_string(p / g) + "/" + std::to_string(q / g);
}

// fattree.degree_identity: Eq. (23), (2^j - 1) 2^(n-2j) = 2^(n-j) (1 - 2^-j) = its ceiling, level by
// level up to the first that fails (true); the levels before it, where all three agree, are forgeries.
std::vector<ConsistentCase> fattree_degree_identity(const json& params) {
  const int n = params["n"].get<int>();
  const int top = params.value("levels", "") == "all" ? n : n / 2;
  std::vector<ConsistentCase> out;
  if (n < 1 || n > 20) return out;
  for (int j = 1; j <= top; ++j) {
    const uint64_t four_j = 1ULL << (2 * j), product = ((1ULL << j) - 1) << n, middle = (1ULL << (n + j)) - (1ULL << n);
    const uint64_t ceiling = (middle + four_j - 1) / four_j;  // all three times 4^j
    const bool equal = product == middle && middle == ceiling * four_j;
    json cex = {{"level", j}, {"product", fraction(product, four_j)}, {"middle", fraction(middle, four_j)},
                {"ceiling", std::to_string(ceiling)}};
    out.push_back({"level " + std::to_string(j) + (equal ? ": Eq. (23) holds" : ": Eq. (23) fails"), cex, !equal,
                   "exhaustive"});
    if (!equal) break;
  }
  return out;
}

// ---------------- fabric: walks and loads with the engines' routing ----------------

json host_json(const Fabric& f, uint32_t h) {
  return {{"node", f.node(f.hosts()[h].at.node).id}, {"port", f.hosts()[h].at.port}};
}

// Level of every node: hop distance to the nearest host (kNone when no host reaches it).
std::vector<uint32_t> levels(const Fabric& f) {
  std::vector<uint32_t> level(f.nodes().size(), Fabric::kNone), frontier;
  for (auto& h : f.hosts())
    if (level[h.at.node] != 0) level[h.at.node] = 0, frontier.push_back(h.at.node);
  for (uint32_t d = 1; !frontier.empty(); ++d) {
    std::vector<uint32_t> next;
    for (uint32_t v : frontier)
      for (int p = 1; p <= f.node(v).ports; ++p) {
        FabricPort w;
        if (f.peer({v, p}, w) && level[w.node] == Fabric::kNone) level[w.node] = d, next.push_back(w.node);
      }
    frontier.swap(next);
  }
  return level;
}

using Channel = std::pair<uint32_t, int>;  // (node, IB port) a flow leaves by

// The channels a walk crosses: the source host's port, then each switch's output port.
std::vector<Channel> crossed(const Fabric& f, const FabricWalk& w, uint32_t src) {
  std::vector<Channel> out{{f.hosts()[src].at.node, f.hosts()[src].at.port}};
  for (auto& h : w.hops) out.emplace_back(h.node, h.port);
  return out;
}

// cex with its last listed flow replaced by the matrix's first flow that does not cross the
// channel, the list kept in the matrix's order: the count, the load and the bound stay true.
json swap_one_flow(const Fabric& f, const std::vector<std::pair<uint32_t, uint32_t>>& matrix,
                   const std::vector<std::pair<uint32_t, uint32_t>>& crossing, json cex) {
  std::vector<std::pair<uint32_t, uint32_t>> listed(crossing.begin(), crossing.end() - 1);
  for (auto& fl : matrix)
    if (std::find(crossing.begin(), crossing.end(), fl) == crossing.end()) {
      listed.push_back(fl);
      break;
    }
  json flows = json::array();
  for (auto& fl : matrix)
    if (std::find(listed.begin(), listed.end(), fl) != listed.end())
      flows.push_back({{"source", host_json(f, fl.first)}, {"destination", host_json(f, fl.second)}});
  cex["flows"] = flows;
  return cex;
}

std::vector<ConsistentCase> fabric_link_load(const json& params, const json& blob, const std::string& engine) {
  FabricFiles files;
  std::string why;
  std::vector<ConsistentCase> out;
  if (!fabric_from_blob(blob, files, why)) return out;
  auto r = load_fabric_routing(files);
  const Fabric& f = r->fabric;
  const std::string pattern = params["pattern"], order = params["order"];
  if (!FabricTraffic::refusal(f, pattern, order).empty()) return out;
  FabricTraffic traffic(f, pattern, order);
  const std::vector<uint32_t> level = levels(f);
  using Stage = std::pair<uint32_t, uint32_t>;
  std::map<Channel, Stage> stage;  // every linked port of a node some host reaches
  for (uint32_t v = 0; v < f.nodes().size(); ++v)
    for (int p = 1; p <= f.node(v).ports && level[v] != Fabric::kNone; ++p) {
      FabricPort w;
      if (f.peer({v, p}, w)) stage[{v, p}] = {level[v], level[w.node]};
    }
  struct Summary {
    uint64_t channels = 0, flow_hops = 0, max_load = 0, bound = 0;
  };
  std::map<Stage, Summary> summary;  // over all matrices: the holds witness's "stages"
  uint64_t flow_count = 0;
  bool balanced = true;
  for (uint64_t m = 1; m <= traffic.matrices(); ++m) {
    std::map<Channel, std::vector<std::pair<uint32_t, uint32_t>>> crossing;
    flow_count += traffic.flows(m).size();
    for (auto [s, d] : traffic.flows(m)) {
      FabricWalk w = walk_fabric(f, *r->lft, s, d);
      if (w.end != FabricWalk::End::Delivered) return {};  // loads undefined: no boundary to test
      for (auto& c : crossed(f, w, s)) crossing[c].emplace_back(s, d);
    }
    std::map<Stage, std::pair<uint64_t, uint64_t>> sums;  // stage -> (channels, flow-hops)
    for (auto& [c, st] : stage) sums[st].first += 1, sums[st].second += crossing[c].size();
    for (auto& [st, sum] : sums) {
      Summary& t = summary[st];
      const uint64_t bound = (sum.second + sum.first - 1) / sum.first;
      t.channels = sum.first, t.flow_hops += sum.second, t.bound = std::max(t.bound, bound);
    }
    for (auto& [c, st] : stage) {
      const uint64_t bound = (sums[st].second + sums[st].first - 1) / sums[st].first;
      summary[st].max_load = std::max<uint64_t>(summary[st].max_load, crossing[c].size());
      balanced = balanced && crossing[c].size() <= bound;
    }
    for (auto& [c, st] : stage) {
      const uint64_t load = crossing[c].size(), bound = (sums[st].second + sums[st].first - 1) / sums[st].first;
      if (load + 1 < bound || load > bound + 1) continue;  // near the boundary only
      json flows = json::array();
      for (auto [s, d] : crossing[c]) flows.push_back({{"source", host_json(f, s)}, {"destination", host_json(f, d)}});
      json cex = {{"fabric", blob}, {"pattern", pattern}, {"order", order}, {"matrix", m},
                  {"stage", {st.first, st.second}}, {"channel", {{"node", f.node(c.first).id}, {"port", c.second}}},
                  {"load", load}, {"bound", bound}, {"flows", flows}};
      const std::string what = "matrix " + std::to_string(m) + " " + f.node(c.first).name + ":" +
                               std::to_string(c.second) + ": load " + std::to_string(load) + ", bound " +
                               std::to_string(bound);
      out.push_back({what, cex, load > bound, engine});
      if (load > bound) out.push_back({what + ", one listed flow swapped for one that does not cross",
                                       swap_one_flow(f, traffic.flows(m), crossing[c], cex), false, engine});
    }
  }
  json stages = json::array();
  for (auto& [st, t] : summary)
    stages.push_back({{"stage", {st.first, st.second}}, {"channels", t.channels}, {"flow_hops", t.flow_hops},
                      {"max_load", t.max_load}, {"bound", t.bound}});
  json witness = {{"fabric", blob}, {"pattern", pattern}, {"order", order}, {"matrices", traffic.matrices()},
                  {"flows", flow_count}, {"stages", stages}};
  out.push_back({std::string("holds: every stage's most loaded link at its bound") +
                     (balanced ? "" : " (some link is above it)"),
                 witness, balanced, engine, "holds"});
  return out;
}

std::vector<ConsistentCase> fabric_routes_complete(const json& blob, const std::string& engine) {
  FabricFiles files;
  std::string why;
  std::vector<ConsistentCase> out;
  if (!fabric_from_blob(blob, files, why)) return out;
  auto r = load_fabric_routing(files);
  const Fabric& f = r->fabric;
  for (uint32_t s = 0; s < f.hosts().size(); ++s)
    for (uint32_t d = 0; d < f.hosts().size(); ++d) {
      if (s == d) continue;
      FabricWalk w = walk_fabric(f, *r->lft, s, d);
      json walk = json::array();
      for (auto& h : w.hops) walk.push_back({{"switch", f.node(h.node).id}, {"port", h.port}});
      json cex = {{"fabric", blob}, {"source", host_json(f, s)}, {"destination", host_json(f, d)}, {"walk", walk},
                  {"end", to_string(w.end)}};
      bool delivered = w.end == FabricWalk::End::Delivered;
      out.push_back({"hosts " + std::to_string(s) + " -> " + std::to_string(d) + ": " + to_string(w.end), cex,
                     !delivered, engine});
    }
  return out;
}

// Every step-th counterexample, so a capped list still spans the whole range; holds cases all stay.
std::vector<ConsistentCase> spread(std::vector<ConsistentCase> all, size_t limit) {
  std::vector<ConsistentCase> out;
  const size_t fails = std::count_if(all.begin(), all.end(), [](auto& c) { return c.verdict == "fails"; });
  const size_t step = fails <= limit ? 1 : (fails + limit - 1) / limit;
  size_t seen = 0;
  for (auto& c : all)
    if (c.verdict != "fails" || seen++ % step == 0) out.push_back(std::move(c));
  return out;
}

}  // namespace

namespace consistent_detail {

std::vector<ConsistentCase> cap_false_cases(std::vector<ConsistentCase> all, size_t limit) {
  const size_t forged = std::count_if(all.begin(), all.end(), [](auto& c) { return !c.true_statement; });
  const size_t step = forged <= limit ? 1 : (forged + limit - 1) / limit;
  std::vector<ConsistentCase> out;
  size_t seen = 0;
  for (auto& c : all)
    if (c.true_statement || seen++ % step == 0) out.push_back(std::move(c));
  return out;
}

}  // namespace consistent_detail

std::vector<ConsistentCase> consistent_counterexamples(const json& cert, size_t limit) {
  const std::string property = cert.value("property", ""), engine = cert.value("engine", "");
  // A range engine's certificate ("n": "LO..HI") states no per-size claim to restate; its forgeries are
  // the params and witness mutants and tests/cli/symbolic_cert.sh's re-sealed edits.
  if (engine == "symbolic") return {};
  const json& params = cert["params"];
  const json& w = cert["witness"];
  const json blob = w.is_object() && w.contains("fabric")                 ? w["fabric"]
                    : w.is_object() && w.contains("counterexample") &&
                              w["counterexample"].is_object() && w["counterexample"].contains("fabric")
                        ? w["counterexample"]["fabric"]
                        : json();
  std::vector<ConsistentCase> all;
  if (property == "fattree.ump") all = fattree_ump(params);
  else if (property == "fattree.bound_tight") all = fattree_degrees(params, false);
  else if (property == "fattree.rotator_no_reduction") all = fattree_degrees(params, true);
  else if (property == "fattree.degree_identity") all = fattree_degree_identity(params);
  else if (property == "fabric.link_load" && !blob.is_null()) all = fabric_link_load(params, blob, engine);
  else if (property == "fabric.routes_complete" && !blob.is_null()) all = fabric_routes_complete(blob, engine);
  else {
    // butterfly, oft, tswitch, lcan (consistent_<paper>.cpp): few false cases per certificate, the forge run stays short.
    constexpr size_t kFalseCasesPerCertificate = 32;
    const std::string paper = property.substr(0, property.find('.'));
    all = paper == "butterfly" ? consistent_detail::butterfly_cases(property, params)
          : paper == "oft"     ? consistent_detail::oft_cases(property, params)
          : paper == "tswitch" ? consistent_detail::tswitch_cases(property, params)
          : paper == "lcan"    ? consistent_detail::lcan_cases(property, params)
                               : all;
    if (all.empty()) all = consistent_detail::montecarlo_cases(property, params);
    all = consistent_detail::cap_false_cases(std::move(all), kFalseCasesPerCertificate);
  }
  return spread(std::move(all), limit);
}

}  // namespace netcert
