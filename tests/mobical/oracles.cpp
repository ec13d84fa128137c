// oracles.cpp — the second opinion on each schedule kind, and the re-walk of
// check-schedule's counterexamples.
//
// Which code path is "different" depends on what check-schedule uses:
//  fattree   check-schedule decides with check/fattree_check (family_ones_defect,
//            first_load_violation), so the oracle is a direct definitional
//            computation written here: the ones matrix counted cell by cell and
//            every link group's load counted as |{x in S : sigma(x) not in S}|.
//  butterfly check-schedule places and counts with net/ and search/ code (and
//            bliss through search/butterfly_canon); the oracle is the checker's
//            counts_by_definition and confirm_not_butterfly (its own bliss path).
//  tswitch   check-schedule routes with route/destro and optimises with the
//            search engines and Z3; the oracle walks every path with the
//            checker (walked_switch_loads) and enumerates plain_optimum.
//  oft       check-schedule simulates with route/oft_systolic; the oracle walks
//            every packet of the cycle through the checker's explicit Wiring.
//  lcan      check-schedule re-walks the routes with check/lcan_check; the
//            oracle walks them with the engine's own lca_route_links over the
//            model and checks wire directions per cycle, and Theorem 3 says the
//            off-line router's settings always hold.
#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include "check/butterfly_check.hpp"
#include "check/oft_check.hpp"
#include "check/tswitch_check.hpp"
#include "mobical.hpp"
#include "net/kary_ntree.hpp"
#include "net/lcan.hpp"
#include "route/lca_routing.hpp"
#include "route/lcan_offline.hpp"

namespace netcert::mobical {

namespace {

OracleVerdict holds(std::string why) { return {Verdict::Holds, std::move(why)}; }
OracleVerdict fails(std::string why) { return {Verdict::Fails, std::move(why)}; }
std::string str(uint64_t x) { return std::to_string(x); }

// ---- fattree: by definition (the second opinion to the checker check-schedule uses) ----

struct Family {
  int n = 0;
  uint64_t N = 0;
  std::vector<std::vector<uint64_t>> rows;  // rows[i] = sigma_{i+1}
};

Family read_family(const json& doc) {
  Family f;
  f.n = doc.at("params").at("n").get<int>();
  f.N = 1ULL << f.n;
  for (auto& row : doc.at("permutations")) f.rows.push_back(row.get<std::vector<uint64_t>>());
  if (f.rows.size() != f.N) throw std::invalid_argument("not N slots");
  for (auto& r : f.rows) {
    std::vector<uint64_t> s(r);
    std::sort(s.begin(), s.end());
    for (uint64_t x = 0; x < f.N; ++x)
      if (s.size() != f.N || s[x] != x) throw std::invalid_argument("a slot is not a permutation");
  }
  return f;
}

// Lemma 1: ceil(2^(n-j) (1 - 2^-j)) = 2^(n-j) - 2^(n-2j) when 2j <= n, else 2^(n-j).
uint64_t lemma1_degree(int n, int j) { return 2 * j <= n ? (1ULL << (n - j)) - (1ULL << (n - 2 * j)) : 1ULL << (n - j); }

// Paths leaving (up) or entering (down) the subtree S(j,k) of leaves x with x >> (n-j) == k.
uint64_t group_load(const Family& f, uint64_t slot, int j, uint64_t k, bool up) {
  uint64_t load = 0;
  for (uint64_t x = 0; x < f.N; ++x) {
    bool from = (x >> (f.n - j)) == k, to = (f.rows[slot][x] >> (f.n - j)) == k;
    if (up ? (from && !to) : (!from && to)) ++load;
  }
  return load;
}

OracleVerdict fattree_oracle(const json& doc) {
  Family f = read_family(doc);
  std::vector<uint64_t> count(f.N * f.N, 0);
  for (auto& r : f.rows)
    for (uint64_t x = 0; x < f.N; ++x) ++count[x * f.N + r[x]];
  for (uint64_t c = 0; c < count.size(); ++c)
    if (count[c] != 1) return fails("input " + str(c / f.N) + " reaches output " + str(c % f.N) + " in " + str(count[c]) + " slots");
  for (uint64_t i = 0; i < f.N; ++i)
    for (int j = 1; j <= f.n; ++j)
      for (uint64_t k = 0; k < (1ULL << j); ++k)
        for (bool up : {true, false})
          if (group_load(f, i, j, k, up) > lemma1_degree(f.n, j))
            return fails("slot " + str(i + 1) + " overloads the " + (up ? "up" : "down") + " group of (" + str(j) + "," + str(k) + ")");
  return holds("sums to ones; every group within Lemma 1 (counted by definition)");
}

bool fattree_confirm(const json& doc, const json& cex, std::string& why) {
  Family f = read_family(doc);
  if (cex.contains("x")) {  // ones defect: the slots (1-based) taking x to y, not exactly one
    uint64_t x = cex.at("x").get<uint64_t>(), y = cex.at("y").get<uint64_t>();
    std::vector<uint64_t> slots;
    for (uint64_t i = 0; i < f.N; ++i)
      if (f.rows[i][x] == y) slots.push_back(i + 1);
    why = "input " + str(x) + " reaches output " + str(y) + " in " + str(slots.size()) + " slots (counted)";
    return slots.size() != 1 && json(slots) == cex.at("slots");
  }
  uint64_t slot = cex.at("slot").get<uint64_t>();
  int j = cex.at("node").at(0).get<int>();
  uint64_t k = cex.at("node").at(1).get<uint64_t>();
  if (slot < 1 || slot > f.N || j < 1 || j > f.n || k >= (1ULL << j)) return why = "no such slot or node", false;
  uint64_t load = group_load(f, slot - 1, j, k, cex.at("link") == "up");
  why = "counted load " + str(load) + ", Lemma 1 degree " + str(lemma1_degree(f.n, j));
  return load == cex.at("load").get<uint64_t>() && load > lemma1_degree(f.n, j) &&
         cex.at("degree").get<uint64_t>() == lemma1_degree(f.n, j);
}

// ---- butterfly: the checker's counts and non-isomorphism proof ----------------

uint32_t pin_budget(const json& doc) { return doc.contains("pin_budget") ? doc["pin_budget"].get<uint32_t>() : kNodePins; }

// k with 2^k (k+1) == chips, or -1.
int butterfly_order(uint64_t chips) {
  for (int k = 0; k < 40; ++k)
    if ((1ULL << k) * static_cast<uint64_t>(k + 1) == chips) return k;
  return -1;
}

OracleVerdict butterfly_oracle(const json& doc) {
  ChipMapping m = mapping_from_json(doc);
  Butterfly g(m.u);
  DefinitionCounts d = counts_by_definition(g, m);
  if (!d.placement_ok) return fails("placement: " + d.placement_defect);
  for (uint32_t c = 0; c < d.pins.size(); ++c)
    if (d.pins[c] > pin_budget(doc)) return fails("chip " + str(c) + " needs " + str(d.pins[c]) + " pins");
  int k = butterfly_order(m.chip_count());
  if (k < 0) return fails(str(m.chip_count()) + " chips is no butterfly's node count");
  std::string why;
  if (confirm_not_butterfly(g, m, ChipAdjacency::Link, k, why)) return fails("interconnect: " + why);
  return holds("placement, pins and interconnect (" + why + ")");
}

bool butterfly_confirm(const json& doc, const json& cex, std::string& why) {
  ChipMapping m = mapping_from_json(doc);
  Butterfly g(m.u);
  DefinitionCounts d = counts_by_definition(g, m);
  if (cex.contains("placement")) return why = d.placement_defect, !d.placement_ok;
  if (!d.placement_ok) return why = "the checker finds a placement defect the report does not name", false;
  if (cex.contains("pins_over_budget"))
    for (auto& o : cex["pins_over_budget"]) {
      uint32_t c = o.at("chip").get<uint32_t>();
      if (c >= d.pins.size() || d.pins[c] != o.at("pins").get<uint32_t>() || d.pins[c] <= pin_budget(doc))
        return why = "chip " + str(c) + ": the checker counts " + (c < d.pins.size() ? str(d.pins[c]) : "no") + " pins", false;
    }
  if (cex.contains("interconnect")) {
    int k = butterfly_order(m.chip_count());
    if (k >= 0 && !confirm_not_butterfly(g, m, ChipAdjacency::Link, k, why)) return false;
  }
  why = "every named defect recounted by the checker";
  return cex.contains("pins_over_budget") || cex.contains("interconnect");
}

// ---- tswitch: walked loads and plain enumeration -------------------------------

struct SwitchCase {
  int k = 0;
  std::vector<uint64_t> loads;  // (2k)^2, walked by the checker
  std::vector<uint8_t> sides;   // 1 = alpha
};

SwitchCase read_switch(const json& doc) {
  const json& p = doc.at("params");
  SwitchCase s;
  s.k = p.at("k").get<int>();
  int n = p.at("n").get<int>(), stage = p.at("stage").get<int>();
  KaryNTree t(s.k, n);
  WalkWeights w;
  if (doc.contains("traffic") && !doc["traffic"].is_null())
    for (auto& row : doc["traffic"])
      for (auto& v : row) w.push_back(v.get<uint64_t>());
  uint64_t position = p.contains("switch") ? p["switch"].get<uint64_t>() : 0;
  s.loads = walked_switch_loads(t, w, t.switch_id(stage, position));
  s.sides.assign(2 * static_cast<size_t>(s.k), 0);
  for (auto& l : doc.at("alpha")) s.sides.at(l.get<size_t>()) = 1;
  return s;
}

// Paths whose in- and out-port lie in different twins cross the internal link.
uint64_t use_of(const SwitchCase& s, const std::vector<uint8_t>& sides) {
  const size_t P = sides.size();
  uint64_t use = 0;
  for (size_t in = 0; in < P; ++in)
    for (size_t out = 0; out < P; ++out)
      if (sides[in] != sides[out]) use += s.loads[in * P + out];
  return use;
}

OracleVerdict tswitch_oracle(const json& doc) {
  SwitchCase s = read_switch(doc);
  auto best = plain_optimum(s.loads, s.k);
  if (!best) throw std::invalid_argument("k too large for plain enumeration");
  uint64_t use = use_of(s, s.sides);
  std::string why = "walked use " + str(use) + ", enumerated optimum " + str(best->min_use);
  return use == best->min_use ? holds(why) : fails(why);
}

bool tswitch_confirm(const json& doc, const json& cex, std::string& why) {
  SwitchCase s = read_switch(doc);
  std::vector<uint8_t> better(s.sides.size(), 0);
  for (auto& l : cex.at("better").at("alpha")) better.at(l.get<size_t>()) = 1;
  uint64_t given = use_of(s, s.sides), improved = use_of(s, better);
  why = "walked: given " + str(given) + ", better " + str(improved);
  return improved < given && cex.at("better_use").get<uint64_t>() == improved && cex.at("given_use").get<uint64_t>() == given;
}

// ---- oft: every packet of the cycle walked through the checker's wiring ------------

struct OftRun {
  int r = 0;
  uint64_t n = 0, T = 0;
  bool shared = false;
  std::vector<std::string> levels;  // one global string, or root level first
  std::vector<uint32_t> served;     // served[s * n + d]
  std::optional<std::pair<uint64_t, uint64_t>> collision, misdelivery;  // (source, injection) of the first
  std::vector<oftcheck::Walk> walks;                                    // [injection * n + source]
  std::vector<uint64_t> want;                                           // table destination, same index
};

char bit_at(const OftRun& o, size_t level, uint64_t slot) {
  return o.levels[o.levels.size() == 1 ? 0 : level][slot % o.T];
}

OftRun run_oft(const json& doc) {
  OftRun o;
  o.r = doc.at("params").at("r").get<int>();
  o.n = 1ULL << o.r;
  o.shared = doc.contains("reading") && doc["reading"] == "shared";
  if (doc.contains("generator")) {
    std::string s;
    for (auto b : oftcheck::prefer_one_cycle(o.r)) s += b ? '1' : '0';
    o.levels.push_back(s);
  } else if (doc.contains("sequence")) {
    o.levels.push_back(doc["sequence"].get<std::string>());
  } else {
    o.levels = doc.at("per_level").get<std::vector<std::string>>();
  }
  o.T = o.levels.at(0).size();
  if (o.T == 0) throw std::invalid_argument("empty control sequence");
  oftcheck::Wiring w(o.r);
  o.served.assign(o.n * o.n, 0);
  std::map<std::pair<uint64_t, uint64_t>, std::pair<uint64_t, uint64_t>> on;  // (slot mod T, link) -> packet
  for (uint64_t i = 0; i < o.T; ++i) {
    // The k-th router a packet meets (root first) switches in slot i + k + 1; the table row is the same r-tuple.
    std::vector<int> states;
    uint64_t window = 0;
    for (int k = 0; k < o.r; ++k) {
      int b = bit_at(o, static_cast<size_t>(k), i + static_cast<uint64_t>(k) + 1) == '1';
      states.push_back(b);
      window = (window << 1) | static_cast<uint64_t>(b);
    }
    for (uint64_t s = 0; s < o.n; ++s) {
      oftcheck::Walk wk = oftcheck::walk(w, s, i, states);
      if (!wk.legal) throw std::logic_error("the checker's walk left the wiring");
      for (auto& ls : wk.link_slots) {
        auto [it, fresh] = on.emplace(std::make_pair(ls.first % o.T, ls.second), std::make_pair(s, i));
        if (!fresh && !o.collision) o.collision = std::make_pair(s, i);
      }
      ++o.served[s * o.n + wk.arrival];
      uint64_t want = oftcheck::table_entry(o.shared, s, window);
      if (wk.arrival != want && !o.misdelivery) o.misdelivery = std::make_pair(s, i);
      o.walks.push_back(wk);
      o.want.push_back(want);
    }
  }
  return o;
}

OracleVerdict oft_oracle(const json& doc) {
  OftRun o = run_oft(doc);
  if (o.collision) return fails("collision (walked), packet P" + str(o.collision->first) + " slot " + str(o.collision->second));
  if (o.misdelivery) return fails("misdelivery (walked), packet P" + str(o.misdelivery->first) + " slot " + str(o.misdelivery->second));
  for (uint64_t c = 0; c < o.served.size(); ++c)
    if (!o.served[c]) return fails("pair P" + str(c / o.n) + "->P" + str(c % o.n) + " never served (walked)");
  return holds("every packet walked: no collision, delivered as the table says, every pair served");
}

bool oft_confirm(const json& doc, const json& cex, std::string& why) {
  OftRun o = run_oft(doc);
  std::string kind = cex.at("kind").get<std::string>();
  if (kind == "unserved-pair") {
    uint64_t s = cex.at("source").get<uint64_t>(), d = cex.at("destination").get<uint64_t>();
    why = "walked: P" + str(s) + "->P" + str(d) + " served " + (s < o.n && d < o.n ? str(o.served[s * o.n + d]) : "?") + " times";
    return s < o.n && d < o.n && o.served[s * o.n + d] == 0;
  }
  auto packet = [&](uint64_t s, uint64_t i) -> const oftcheck::Walk& {
    if (s >= o.n || i >= o.T) throw std::out_of_range("no such packet");
    return o.walks[i * o.n + s];
  };
  if (kind == "misdelivery") {
    uint64_t s = cex.at("source").get<uint64_t>(), i = cex.at("injection").get<uint64_t>();
    const oftcheck::Walk& wk = packet(s, i);
    why = "walked: arrives at P" + str(wk.arrival) + ", the table says P" + str(o.want[i * o.n + s]);
    return wk.arrival == cex.at("arrival").get<uint64_t>() && o.want[i * o.n + s] == cex.at("table_destination").get<uint64_t>() &&
           wk.arrival != o.want[i * o.n + s];
  }
  if (kind == "collision") {
    const json& p = cex.at("packets");
    const auto& a = packet(p.at(0).at(0).get<uint64_t>(), p.at(0).at(1).get<uint64_t>());
    const auto& b = packet(p.at(1).at(0).get<uint64_t>(), p.at(1).at(1).get<uint64_t>());
    for (auto& x : a.link_slots)
      for (auto& y : b.link_slots)
        if (x == y && p.at(0) != p.at(1)) return why = "walked: both packets on link " + str(x.second) + " in slot " + str(x.first), true;
    return why = "walked: the two packets share no link in one slot", false;
  }
  return why = "unknown counterexample kind " + kind, false;
}

// ---- lcan: the engine's walk of every route, wire directions per cycle ------------

struct LcanRun {
  std::optional<size_t> first_bad;  // index of the first route that breaks a rule
  std::string what;
  bool router_routes = false;       // no routes in the file: the off-line router's
};

LcanRun walk_lcan(const json& doc) {
  const json& p = doc.at("params");
  LcanShape shape{LcanKind::CompleteBipartite, p.at("N").get<int64_t>(), p.at("d").get<int64_t>(), p.at("u").get<int64_t>()};
  Lcan net(shape);
  Permutation perm = doc.at("permutation").get<Permutation>();
  LcanRun run;
  std::vector<LcaRoute> routes;
  if (doc.contains("routes")) routes = routes_from_json(doc["routes"], "routes");
  else run.router_routes = true, routes = route_offline(net, perm).routes;
  // Theorem 3's bound ceil((d/u)^(l-1)), computed here in long arithmetic (small sizes only).
  uint64_t num = 1, den = 1;
  for (int i = 1; i < net.levels(); ++i) num *= net.d(), den *= net.u();
  const uint64_t bound = (num + den - 1) / den;
  auto bad = [&](size_t i, std::string what) {
    if (!run.first_bad) run.first_bad = i, run.what = std::move(what);
  };
  if (routes.size() != net.N()) bad(0, str(routes.size()) + " routes for " + str(net.N()) + " PEs");
  std::vector<char> seen(net.N(), 0);
  std::set<std::pair<uint32_t, uint64_t>> taken;  // (cycle, directed link)
  std::vector<uint64_t> links;
  for (size_t i = 0; i < routes.size() && !run.first_bad; ++i) {
    const LcaRoute& r = routes[i];
    if (r.source >= net.N() || seen[r.source]++) { bad(i, "source repeated"); break; }
    if (r.dest != perm[r.source]) { bad(i, "destination is not perm[source]"); break; }
    if (r.cycle >= bound) { bad(i, "cycle beyond Theorem 3's bound " + str(bound)); break; }
    links.clear();
    if (lca_route_links(net, r, links) != r.dest) { bad(i, "the engine's walk does not end at the destination"); break; }
    for (uint64_t l : links)
      if (!taken.emplace(r.cycle, l).second) { bad(i, "directed link " + str(l) + " used twice in cycle " + str(r.cycle)); break; }
  }
  return run;
}

OracleVerdict lcan_oracle(const json& doc) {
  LcanRun run = walk_lcan(doc);
  if (!run.first_bad) return holds("every route walked by the engine's lca_route_links: delivered, conflict-free");
  if (run.router_routes)  // Theorem 3 says the router's settings always hold: say so loudly
    return fails("THEOREM 3 VIOLATED by the off-line router: route " + str(*run.first_bad) + ": " + run.what);
  return fails("route " + str(*run.first_bad) + ": " + run.what);
}

bool lcan_confirm(const json& doc, const json& cex, std::string& why) {
  if (cex.contains("smt2")) return why = "Z3 search result (not generated here)", true;
  LcanRun run = walk_lcan(doc);
  uint64_t named = cex.at("circuit").get<uint64_t>();
  why = "the report names circuit " + str(named) + " (" + cex.value("what", std::string()) + "), the engine's walk " +
        (run.first_bad ? "first breaks at route " + str(*run.first_bad) + " (" + run.what + ")" : "finds no violation");
  return run.first_bad && *run.first_bad == named;
}

}  // namespace

OracleVerdict oracle_verdict(const std::string& kind, const json& doc) {
  if (kind == "fattree") return fattree_oracle(doc);
  if (kind == "butterfly") return butterfly_oracle(doc);
  if (kind == "tswitch") return tswitch_oracle(doc);
  if (kind == "oft") return oft_oracle(doc);
  if (kind == "lcan") return lcan_oracle(doc);
  throw std::invalid_argument("no oracle for kind " + kind);
}

bool counterexample_confirmed(const std::string& kind, const json& doc, const ScheduleReport& rep, std::string& why) {
  try {
    const json& cex = rep.counterexample;
    if (kind == "fattree") return fattree_confirm(doc, cex, why);
    if (kind == "butterfly") return butterfly_confirm(doc, cex, why);
    if (kind == "tswitch") return tswitch_confirm(doc, cex, why);
    if (kind == "oft") return oft_confirm(doc, cex, why);
    if (kind == "lcan") return lcan_confirm(doc, cex, why);
  } catch (const std::exception& e) {
    why = std::string("counterexample unreadable: ") + e.what() + " in " + rep.counterexample.dump().substr(0, 300);
    return false;
  }
  return why = "no confirmation for kind " + kind, false;
}

}  // namespace netcert::mobical
