// lcan_schedule.cpp — `check-schedule` for {"network":"cblcan","kind":"permutation"}:
// certified off-line switch settings (Theorem 3's router, re-walked by the
// independent checker) and the on-line cycle-count distribution (Sec. 3).
// A file may carry its own "routes" (the format the report prints); then
// those are checked instead of the router's.
#include <cstdio>
#include <optional>

#include "check/lcan_check.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/schedule_input.hpp"
#include "properties/lcan.hpp"
#include "proofs/lcan_smt.hpp"
#include "route/lcan_offline.hpp"
#include "route/lca_routing.hpp"
#include "route/lcan_online.hpp"

namespace netcert {

namespace {

constexpr int64_t kMaxScheduleN = 65536;

// Node names of a circuit in the picture: PE, the switches it climbs and descends, PE.
std::vector<std::string> circuit_nodes(const Lcan& net, const LcaRoute& r) {
  std::vector<uint64_t> links;
  if (lca_route_links(net, r, links) == Lcan::kNone) return {};
  std::vector<std::string> nodes{"pe" + std::to_string(r.source), "s" + std::to_string(net.pe_switch(r.source))};
  for (size_t x = 1; x + 1 < links.size(); ++x) {
    uint64_t port = links[x] / 2;
    bool up = links[x] % 2 == 0;
    uint64_t far = net.upper_link(port);
    nodes.push_back("s" + std::to_string(up ? far / net.d() : port / net.u()));
  }
  nodes.push_back("pe" + std::to_string(r.dest));
  return nodes;
}

// The elements a refutation names: its circuit, and the switch or PE where the
// checker found the conflict ("where" of lcan_walk_circuits, in the paper's
// labels, which the model's numbering follows: lcan_model_mismatch).
struct LcanOffence {
  int64_t circuit = -1;
  std::string node;  // "s12" or "pe3", or empty
  std::string what;
};

LcanOffence offence_of(const Lcan& net, const json& violation) {
  LcanOffence o;
  if (!violation.is_object()) return o;
  o.circuit = violation.value("circuit", int64_t(-1));
  o.what = violation.value("what", "");
  const json& where = violation.contains("where") ? violation["where"] : json();
  if (where.is_number_unsigned() && where.get<uint64_t>() < net.N()) o.node = "pe" + std::to_string(where.get<uint64_t>());
  if (where.is_object() && where.contains("level") && where.contains("switch")) {
    int64_t level = where["level"].get<int64_t>();
    uint64_t sw = where["switch"].get<uint64_t>();
    if (level >= 0 && level < net.levels() && sw < net.switches_at(static_cast<int>(level)))
      o.node = "s" + std::to_string(net.level_offset(static_cast<int>(level)) + sw);
  }
  return o;
}

// Graphviz picture: levels as ranks (top level first), every wire grey, and
// each circuit drawn in its cycle's colour along the links it occupies. A
// refuted schedule shows its offending circuit in thick red and the switch (or
// PE) where it conflicts filled red; red is used for nothing else.
std::string routes_dot(const Lcan& net, const std::vector<LcaRoute>& routes, const json& violation) {
  static const char* const colours[] = {"blue", "darkgreen", "orange", "purple", "brown", "magenta", "cyan", "gold3"};
  LcanOffence bad = offence_of(net, violation);
  auto mark = [&](const std::string& node) { return node == bad.node ? ", style=filled, fillcolor=\"#f8c8c8\", color=red, penwidth=2.5" : ""; };
  std::string dot = "digraph cblcan {\n  rankdir=BT;\n  node [shape=box, fontsize=9];\n";
  for (uint64_t p = 0; p < net.N(); ++p)
    dot += "  pe" + std::to_string(p) + " [shape=circle, label=\"" + std::to_string(p) + "\"" + mark("pe" + std::to_string(p)) + "];\n";
  // PEs left to right in natural order (an invisible chain on one rank).
  dot += "  { rank=same;";
  for (uint64_t p = 0; p < net.N(); ++p) dot += (p ? " -> pe" : " pe") + std::to_string(p);
  dot += net.N() > 1 ? " [style=invis]; }\n" : "; }\n";
  for (int i = 0; i < net.levels(); ++i) {
    dot += "  { rank=same;";
    for (uint64_t sw = net.level_offset(i); sw < net.level_offset(i) + net.switches_at(i); ++sw)
      dot += " s" + std::to_string(sw) + " [label=\"" + net.switch_name(sw) + "\"" + mark("s" + std::to_string(sw)) + "];";
    dot += " }\n";
  }
  for (uint64_t p = 0; p < net.N(); ++p)
    dot += "  pe" + std::to_string(p) + " -> s" + std::to_string(net.pe_switch(p)) + " [dir=none, color=grey80];\n";
  for (uint64_t port = 0; port < net.switch_count() * net.u(); ++port)
    if (net.upper_link(port) != Lcan::kNone)
      dot += "  s" + std::to_string(port / net.u()) + " -> s" + std::to_string(net.upper_link(port) / net.d()) +
             " [dir=none, color=grey80];\n";
  for (size_t i = 0; i < routes.size(); ++i) {
    auto nodes = circuit_nodes(net, routes[i]);
    bool offending = static_cast<int64_t>(i) == bad.circuit;
    std::string style = offending ? "color=red, penwidth=3.5" : std::string("color=") + colours[routes[i].cycle % 8] + ", penwidth=1.5";
    for (size_t x = 0; x + 1 < nodes.size(); ++x)
      dot += "  " + nodes[x] + " -> " + nodes[x + 1] + " [" + style + ", constraint=false];\n";
  }
  if (bad.circuit >= 0 && static_cast<size_t>(bad.circuit) < routes.size()) {
    const LcaRoute& r = routes[static_cast<size_t>(bad.circuit)];
    dot += "  legend [shape=note, fontsize=10, label=\"red: circuit " + std::to_string(bad.circuit) + " (PE " +
           std::to_string(r.source) + " to PE " + std::to_string(r.dest) + ", cycle " + std::to_string(r.cycle) +
           "): " + bad.what + (bad.node.empty() ? "" : "\\nfilled red: where the checker found it") +
           "\\nother colours: one per cycle\"];\n";
  } else {
    dot += "  legend [shape=note, fontsize=10, label=\"one colour per cycle\"];\n";
  }
  return dot + "}\n";
}

// "routes": [{source, dest, cycle, ups}, ...] — exactly these keys, in range.
void validate_routes(const json& routes, uint64_t N) {
  if (!routes.is_array()) throw InputError("routes", "expected an array of {source, dest, cycle, ups}");
  if (routes.size() > N) throw InputError("routes", std::to_string(routes.size()) + " routes for N = " + std::to_string(N));
  for (size_t i = 0; i < routes.size(); ++i) {
    std::string f = json_index_path("routes", i);
    expect_keys(routes[i], "", f, {"source", "dest", "cycle", "ups"}, {});
    json_int_in(routes[i]["source"], "", f + ".source", 0, static_cast<int64_t>(N) - 1);
    json_int_in(routes[i]["dest"], "", f + ".dest", 0, static_cast<int64_t>(N) - 1);
    json_int_in(routes[i]["cycle"], "", f + ".cycle", 0, 1000000);
    const json& ups = routes[i]["ups"];
    if (!ups.is_array() || ups.size() > 64) throw InputError(f + ".ups", "expected an array of at most 64 port choices");
    for (size_t k = 0; k < ups.size(); ++k) json_int_in(ups[k], "", json_index_path(f + ".ups", k), 0, 1000000);
  }
}

// The schedule's network and permutation, range-checked field by field.
struct LcanPermutationDoc {
  LcanShape shape;
  Permutation perm;
  int64_t trials = 200;
};

LcanPermutationDoc read_lcan_permutation(const json& doc) {
  if (!doc.contains("params") || !doc["params"].is_object()) throw InputError("params", "missing or not an object");
  const json& params = doc["params"];
  LcanPermutationDoc in{{LcanKind::CompleteBipartite, json_required_int(params, "N", "params.N", 1, kMaxScheduleN),
                         json_required_int(params, "d", "params.d", 1, kMaxScheduleN),
                         json_required_int(params, "u", "params.u", 1, kMaxScheduleN)},
                        {},
                        200};
  std::string why;
  if (in.shape.N < 1 || in.shape.N > 65536) throw InputError("params.N", "must lie in 1..65536 for this checker");
  if (lcan_levels(in.shape, why, Lcan::kMaxSwitches) < 0) throw InputError("params", in.shape.name() + ": " + why);
  const uint64_t N = static_cast<uint64_t>(in.shape.N);
  if (!doc.contains("permutation") || !doc["permutation"].is_array())
    throw InputError("permutation", "missing or not an array");
  const json& pj = doc["permutation"];
  if (pj.size() != N) throw InputError("permutation", "has " + std::to_string(pj.size()) + " entries, N = " + std::to_string(N));
  in.perm = Permutation(N);
  std::vector<char> seen(N, 0);
  for (size_t x = 0; x < pj.size(); ++x) {
    if (!pj[x].is_number_integer() || pj[x].get<int64_t>() < 0 || pj[x].get<uint64_t>() >= N)
      throw InputError("permutation[" + std::to_string(x) + "]", "must be an integer in 0.." + std::to_string(N - 1));
    uint64_t y = pj[x].get<uint64_t>();
    if (seen[y]) throw InputError("permutation[" + std::to_string(x) + "]", "repeats the value " + std::to_string(y));
    seen[y] = 1;
    in.perm[x] = static_cast<uint32_t>(y);
  }
  if (doc.contains("trials")) in.trials = json_required_int(doc, "trials", "trials", 0, 100000);
  return in;
}

// The routes to check: the user's, a Z3 search's, or the off-line router's. A Z3
// search without routes settles the report itself (`settled`).
struct ChosenRoutes {
  std::vector<LcaRoute> routes;
  std::string source;
  uint64_t bound = 0;
  std::optional<ScheduleReport> settled;
};

ChosenRoutes choose_routes(const json& doc, const Lcan& net, const Permutation& perm, const BigInt& bound_big,
                           const RunContext& ctx) {
  ChosenRoutes c;
  c.bound = bound_big > 1000000 ? 1000000 : static_cast<uint64_t>(bound_big);
  bool user_routes = doc.contains("routes");
  int64_t search_cycles = doc.contains("search_cycles") ? json_required_int(doc, "search_cycles", "search_cycles", 1, 64) : 0;
  if (search_cycles && user_routes) throw InputError("search_cycles", "give either routes or search_cycles");
  if (search_cycles && net.N() > 729) throw InputError("search_cycles", "the SMT search is limited to N <= 729");
  c.source = user_routes ? "supplied" : "off-line router's";
  if (user_routes) {
    validate_routes(doc["routes"], net.N());
    c.routes = routes_from_json(doc["routes"], "routes");
  } else if (search_cycles) {
    // Z3 looks for LCA-route settings within search_cycles cycles (any d, u).
    c.bound = static_cast<uint64_t>(search_cycles);
    OfflineSearch found = smt_offline_schedule(net, perm, static_cast<uint32_t>(search_cycles), ctx);
    if (found.status != z3::sat) {
      ScheduleReport rep;
      if (found.status == z3::unsat) {
        rep.verdict = Verdict::Fails;
        rep.lines.push_back(net.shape().name() + ": Z3 proves that no settings of LCA routes fit in " +
                            std::to_string(search_cycles) + " cycle(s) (Theorem 3 bound " + to_string(bound_big) + ")");
        rep.counterexample = {{"claim", "settings within search_cycles"}, {"permutation", perm},
                              {"search_cycles", search_cycles}, {"answer", "unsat"}, {"smt2", found.smt2}};
      } else {
        rep.verdict = Verdict::Unknown;
        rep.lines.push_back("SMT search gave no answer: " + found.reason);
      }
      c.settled = rep;
      return c;
    }
    c.routes = found.routes;
    c.source = "Z3-found";
  } else {
    std::string hyp = theorem3_hypotheses(net);
    if (!hyp.empty())
      throw InputError("params", "no off-line router outside Theorem 3's hypotheses (" + hyp +
                                     "); give \"search_cycles\" to search with Z3");
    c.routes = route_offline(net, perm).routes;
  }
  return c;
}

// Sec. 3's on-line algorithm over `trials` seeded runs: the cycle distribution;
// false when --timeout stopped it (the report is then unknown).
bool add_online_distribution(ScheduleReport& rep, const Lcan& net, const Permutation& perm, int64_t trials,
                             const RunContext& ctx) {
  OnlineSimulator sim(net);
  std::vector<uint32_t> cycles;
  for (int64_t k = 0; k < trials; ++k) {
    if (ctx.expired()) {  // --timeout: the on-line distribution is incomplete, so the whole report is unknown
      rep.verdict = Verdict::Unknown;
      rep.lines.push_back("on-line simulation stopped by --timeout after " + std::to_string(k) + " of " +
                          std::to_string(trials) + " runs");
      return false;
    }
    LcanRng rng(ctx.seed * 0x9e3779b97f4a7c15ULL + static_cast<uint64_t>(k));
    cycles.push_back(sim.run(perm, rng));
  }
  OnlineCycleStats st = cycle_stats(cycles);
  char buf[200];
  std::snprintf(buf, sizeof buf, "on-line (Sec. 3) over %lld runs, seed %llu: mean %.3f, variance %.3f, min %u, max %u",
                (long long)trials, (unsigned long long)ctx.seed, st.mean, st.variance, st.min, st.max);
  rep.lines.push_back(buf);
  std::string hist = "cycles histogram:";
  for (size_t c = 0; c < st.histogram.size(); ++c)
    if (st.histogram[c]) hist += " " + std::to_string(c) + ":" + std::to_string(st.histogram[c]);
  rep.lines.push_back(hist);
  rep.details["online"] = {{"seed", ctx.seed}, {"runs", trials}, {"mean", st.mean}, {"variance", st.variance},
                           {"min", st.min}, {"max", st.max}, {"histogram", st.histogram}};
  return true;
}

ScheduleReport check_lcan_permutation(const json& doc, const RunContext& ctx) {
  LcanPermutationDoc in = read_lcan_permutation(doc);
  Lcan net(in.shape);
  BigInt bound_big = theorem3_cycle_bound(net.d(), net.u(), net.levels());
  ChosenRoutes chosen = choose_routes(doc, net, in.perm, bound_big, ctx);
  if (chosen.settled) return *chosen.settled;
  ScheduleReport rep;
  json settings;
  auto violation = check_routes_by_walk(net, in.perm, chosen.routes, chosen.bound, &settings);
  uint32_t used = 0;
  for (auto& r : chosen.routes) used = std::max(used, r.cycle + 1);
  rep.lines.push_back(net.shape().name() + ", " + std::to_string(net.levels()) + " levels");
  rep.lines.push_back(chosen.source + " routes: " +
                      (violation ? "INVALID" : "conflict-free, every pair delivered (walked by the independent checker)") +
                      "; " + std::to_string(used) + " cycle(s), Theorem 3 bound " + to_string(bound_big));
  rep.details["bound"] = to_string(bound_big);
  rep.details["cycles_used"] = used;
  rep.details["routes"] = routes_to_json(chosen.routes);
  if (violation) {
    rep.verdict = Verdict::Fails;
    rep.counterexample = *violation;
  } else {
    rep.verdict = Verdict::Holds;
    rep.details["switch_settings"] = settings;
  }
  rep.dot = routes_dot(net, chosen.routes, violation ? *violation : json());
  if (in.trials > 0) add_online_distribution(rep, net, in.perm, in.trials, ctx);
  return rep;
}

}  // namespace

void register_lcan_schedule(Catalogue& cat) {
  ScheduleSpec s;
  s.network = "cblcan";
  s.kind = "permutation";
  s.description = "a permutation to route on CB-LCAN(N,d,u): certified off-line settings (Theorem 3) and the "
                  "on-line cycle distribution; optional \"routes\" (your own settings), \"search_cycles\" (Z3 "
                  "search, any d, u), \"trials\"";
  s.check = check_lcan_permutation;
  s.required_keys = {"permutation"};
  s.optional_keys = {"routes", "search_cycles", "trials"};
  s.params = {int_param("N", 1, kMaxScheduleN, "", "processing elements"),
              int_param("d", 1, kMaxScheduleN, "", "down-degree"), int_param("u", 1, kMaxScheduleN, "", "up-degree")};
  // N outputs, and at most N routes of 4 numbers and up to 64 port choices (validate_routes).
  declare_schedule_value_bound(s.network, s.kind, [](const json& params) {
    return static_cast<std::uint64_t>(params.at("N").get<int64_t>()) * 71 + kScheduleHeadValues;
  });
  cat.add(s);
}

}  // namespace netcert
