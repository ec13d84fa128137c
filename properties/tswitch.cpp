// tswitch.cpp — seed 002 (twin switches in k-ary n-trees with DESTRO):
// the declarations of the tswitch.* properties (core/declaration.hpp), the tswitch-oscp table, and
// the tswitch-config schedule checker.
//
// Conventions (docs/architecture.md): switch <s,o>, o = o_{n-2}..o_0 base k; up-port k+j
// of <s,o> is wired to down-port o_s of <s+1, o with o_s := j>; terminal h hangs
// on down-port h_0 of <0, o_i = h_{i+1}>. DESTRO climbs through up-port k+h'_s,
// turns at FirstDifference(h,h'), descends through down-port h'_s. A T-switch
// configuration is C^alpha (k of the 2k ports); a connection uses the internal
// link iff its two ports lie in different halves. Uniform traffic = one path
// per ordered pair h != h'. Optimality is checked on switch <s,0> of every
// stage (every switch of a stage carries the same loads: destro_path_counts).
#include <algorithm>
#include <memory>
#include <set>

#include "check/tswitch_check.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/schedule_input.hpp"
#include "core/table_declaration.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_config.hpp"
#include "properties/tswitch.hpp"
#include "properties/tswitch_smt_witness.hpp"
#include "proofs/tswitch_smt.hpp"
#include "route/destro.hpp"
#include "search/tswitch_deadlock.hpp"
#include "search/tswitch_loads.hpp"
#include "search/tswitch_connections.hpp"
#include "search/tswitch_optimal.hpp"
#include "search/tswitch_reach.hpp"
#include "search/tswitch_turnaround.hpp"
#include "search/tswitch_search.hpp"

namespace netcert {

namespace {

constexpr uint64_t kMaxRoutedTerminals = 4096;  // N^2 = 1.7e7 routed pairs
constexpr uint64_t kMaxDeadlockTerminals = 1024;

uint64_t terminals_or_huge(int64_t k, int64_t n) {
  uint64_t N = 1;
  for (int i = 0; i < n; ++i) {
    if (N > (1ULL << 40) / static_cast<uint64_t>(k)) return ~0ULL;
    N *= static_cast<uint64_t>(k);
  }
  return N;
}

std::string refuse_size(int64_t k, int64_t n, uint64_t limit) {
  uint64_t N = terminals_or_huge(k, n);
  return N > limit ? "k^n = " + (N == ~0ULL ? std::string("huge") : std::to_string(N)) + " terminals > " +
                         std::to_string(limit) + " (every pair is routed)"
                   : "";
}

Sides sides_of_mask(uint64_t mask, int k) {
  Sides x(2 * k);
  for (int l = 0; l < 2 * k; ++l) x[l] = (mask >> l) & 1;
  return x;
}


// A small picture: the two twins, their ports in natural order, and the
// internal link with its use. When the configuration is refuted, the ports that
// the better configuration puts on the other twin are red (compared up to
// swapping the twins' names), and so is the internal link, labelled with both uses.
std::string tswitch_config_dot(int k, const Sides& x, uint64_t use, const Sides* better, uint64_t better_use) {
  std::vector<bool> moved(2 * k, false);
  if (better) {
    int differ = 0;
    for (int l = 0; l < 2 * k; ++l) differ += x[l] != (*better)[l];
    bool swapped = differ > k;  // C^alpha and C^beta are one configuration
    for (int l = 0; l < 2 * k; ++l) moved[l] = (x[l] != (*better)[l]) != swapped;
  }
  std::string link = better ? "internal link: " + std::to_string(use) + " paths (optimum " + std::to_string(better_use) +
                                  ")\",penwidth=4,color=red,fontcolor=red"
                            : "internal link: " + std::to_string(use) + " paths\",penwidth=2";
  std::string dot = "graph tswitch {\n  rankdir=LR;\n  alpha [shape=box,label=\"alpha\"];\n  beta [shape=box,label=\"beta\"];\n"
                    "  alpha -- beta [label=\"" + link + "];\n";
  for (int l = 0; l < 2 * k; ++l)
    dot += "  p" + std::to_string(l) + " [label=\"" + std::to_string(l) + (l < k ? " down" : " up") + "\"" +
           (moved[l] ? ",style=filled,fillcolor=\"#f8c8c8\",color=red,penwidth=2.5" : "") + "];\n  " +
           (x[l] ? "alpha" : "beta") + " -- p" + std::to_string(l) + (moved[l] ? " [color=red,penwidth=2.5]" : "") + ";\n";
  // Ports top to bottom in natural order (an invisible chain on one rank).
  dot += "  { rank=same;";
  for (int l = 0; l < 2 * k; ++l) dot += (l ? " -- p" : " p") + std::to_string(l);
  dot += " [style=invis]; }\n";
  if (better)
    dot += "  legend [shape=note,fontsize=10,label=\"red ports: the better configuration moves them to the other twin"
           "\\nred link: its use here, and the optimum\"];\n";
  return dot + "}\n";
}

// ---- check-schedule kary-ntree/tswitch-config --------------------------------

const char* tswitch_connections_meaning(Connections c) {
  return c == Connections::All                ? "every connection counts"
         : c == Connections::Backward         ? "backward connections only, Props. 1.25-1.28"
                                              : "forward and turnaround connections only, Prop. 1.22";
}

// alpha: exactly k distinct ports in 0..2k-1.
std::vector<int> read_tswitch_alpha(const json& doc, int k) {
  if (!doc.contains("alpha") || !doc["alpha"].is_array()) throw InputError("alpha", "missing or not an array");
  const json& a = doc["alpha"];
  if (a.size() != static_cast<size_t>(k))
    throw InputError("alpha", "has " + std::to_string(a.size()) + " ports; a configuration has exactly k = " +
                                  std::to_string(k));
  std::vector<int> alpha;
  std::set<int> seen;
  for (size_t i = 0; i < a.size(); ++i) {
    std::string f = "alpha[" + std::to_string(i) + "]";
    if (!a[i].is_number_integer()) throw InputError(f, "not an integer");
    int64_t l = a[i].get<int64_t>();
    if (l < 0 || l >= 2 * k) throw InputError(f, "port " + std::to_string(l) + " outside 0.." + std::to_string(2 * k - 1));
    if (!seen.insert(static_cast<int>(l)).second) throw InputError(f, "port " + std::to_string(l) + " repeated");
    alpha.push_back(static_cast<int>(l));
  }
  return alpha;
}

// traffic: absent or null (uniform, returns false) or an N x N matrix of weights in 0..2^30, zero diagonal.
bool read_tswitch_traffic(const json& doc, uint64_t N, Traffic& traffic) {
  if (!doc.contains("traffic") || doc["traffic"].is_null()) return false;
  const json& m = doc["traffic"];
  if (!m.is_array() || m.size() != N) throw InputError("traffic", "expected null or an N x N matrix, N = " + std::to_string(N));
  traffic.weight.assign(N * N, 0);
  for (uint64_t i = 0; i < N; ++i) {
    if (!m[i].is_array() || m[i].size() != N)
      throw InputError("traffic[" + std::to_string(i) + "]", "expected a row of " + std::to_string(N) + " weights");
    for (uint64_t j = 0; j < N; ++j) {
      const json& v = m[i][j];
      std::string f = "traffic[" + std::to_string(i) + "][" + std::to_string(j) + "]";
      if (!v.is_number_integer() || v.get<int64_t>() < 0 || v.get<int64_t>() > (1LL << 30))
        throw InputError(f, "expected an integer weight in 0..2^30");
      if (i == j && v.get<int64_t>() != 0) throw InputError(f, "a terminal sends nothing to itself: must be 0");
      traffic.weight[i * N + j] = v.get<uint64_t>();
    }
  }
  return true;
}

// Which connections count (as tswitch.optimal_config): ft and b concern stages s < n-1 only.
Connections read_tswitch_connections(const json& p, int n, int stage) {
  const std::string name = p.contains("connections") ? p["connections"].get<std::string>() : std::string("all");
  const Connections c = parse_connections(name);
  if (c != Connections::All && stage == n - 1)
    throw InputError("params.connections", "connections=" + name + " concerns stages s < n-1 (Props. 1.22, 1.25-1.28); "
                                           "stage " + std::to_string(stage) + " is the last");
  return c;
}

// A switch's least internal-link use: exhaustive where it is quick (and checked by Z3
// Optimize up to k = 8), otherwise Z3 Optimize; `unknown` says why it is not known.
struct ConfigOptimum {
  uint64_t use = 0, minimisers = 0;  // minimisers: 0 when not counted (Z3 only)
  Sides best;
  std::string how, unknown;
};

ConfigOptimum config_optimum(const std::vector<uint64_t>& L, int k, const RunContext& ctx) {
  ConfigOptimum o;
  if (k > 12) {
    SmtOptimum z = smt_minimise(L, k, ctx, "tswitch-config.minimise");
    if (z.answer.status != z3::sat) {
      o.unknown = "Z3 Optimize gave no answer: " + z.answer.reason;
      return o;
    }
    o.use = z.min_use;
    o.best = z.argmin;
    o.how = "Z3 Optimize";
    return o;
  }
  ConfigSearch r = minimise_internal_use(L, k, ctx);
  if (!r.complete) {
    o.unknown = "exhaustive search over the configurations stopped by --timeout";
    return o;
  }
  o.use = r.min_use;
  o.best = sides_of_mask(r.best_alpha, k);
  o.minimisers = r.minimisers;
  o.how = "exhaustive over all " + std::to_string(r.configurations) + " configurations";
  if (k <= 8) {  // small enough to ask Z3 as well: the two engines must agree
    SmtOptimum z = smt_minimise(L, k, ctx, "tswitch-config.minimise");
    if (z.answer.status != z3::sat || z.min_use != o.use) {
      o.unknown = "exhaustive optimum " + std::to_string(o.use) + " but Z3 Optimize " +
                  (z.answer.status == z3::sat ? std::to_string(z.min_use) : "gave no answer");
      return o;
    }
    o.how += "; Z3 Optimize agrees";
  }
  return o;
}

ScheduleReport check_tswitch_config(const json& doc, const RunContext& ctx) {
  if (!doc.contains("params") || !doc["params"].is_object()) throw InputError("params", "missing or not an object");
  const json& p = doc["params"];
  int k = static_cast<int>(json_required_int(p, "k", "params.k", 2, KaryNTree::kMaxArity));
  int n = static_cast<int>(json_required_int(p, "n", "params.n", 1, 12));
  uint64_t N = terminals_or_huge(k, n);
  if (N > kMaxRoutedTerminals)
    throw InputError("params.n", "k^n = " + std::to_string(N) + " terminals exceeds " +
                                     std::to_string(kMaxRoutedTerminals) + " (every pair through the switch is routed)");
  int stage = static_cast<int>(json_required_int(p, "stage", "params.stage", 0, n - 1));
  KaryNTree t(k, n);
  int64_t position = p.contains("switch") ? json_required_int(p, "switch", "params.switch", 0, t.switches_per_stage() - 1) : 0;
  const Connections conn = read_tswitch_connections(p, n, stage);
  std::vector<int> alpha = read_tswitch_alpha(doc, k);
  Traffic traffic{N, {}};
  bool uniform = !read_tswitch_traffic(doc, N, traffic);
  const uint64_t sw = t.switch_id(stage, static_cast<uint64_t>(position));
  auto L = filter_loads(destro_switch_loads(t, traffic, sw), k, conn);
  Sides x = sides_of(k, alpha);
  uint64_t use = internal_use(L, k, x);

  const ConfigOptimum opt = config_optimum(L, k, ctx);
  if (!opt.unknown.empty()) {  // the optimum is not known, so neither is the verdict
    ScheduleReport rep;
    rep.verdict = Verdict::Unknown;
    rep.lines.push_back(opt.unknown);
    return rep;
  }
  const uint64_t best_use = opt.use, minimisers = opt.minimisers;
  const Sides& best = opt.best;
  const std::string& how = opt.how;
  ScheduleReport rep;
  ClaimedSet set = claimed_set(n, stage, conn);
  rep.lines.push_back("switch " + t.switch_name(sw) + " (" + (stage == n - 1 ? "type vb" : "type va") + "), " +
                      (uniform ? "uniform traffic" : "traffic matrix from the file") + ", connections=" +
                      to_string(conn) + " (" + tswitch_connections_meaning(conn) + ")");
  rep.lines.push_back("internal-link use of this configuration: " + std::to_string(use) + " paths");
  rep.lines.push_back("optimum: " + std::to_string(best_use) + " paths (" + how + ")");
  rep.lines.push_back(minimisers ? "optimal configurations (minimisers C^alpha, C and its complement both counted): " +
                                       std::to_string(minimisers)
                                 : std::string("optimal configurations: not counted (k > 12: Z3 Optimize only)"));
  if (uniform)
    rep.lines.push_back(std::string("configuration ") + (in_claimed_set(set, k, x) ? "is" : "is not") +
                        " in the paper's optimal set " + to_string(set));
  rep.details = json{{"switch", t.switch_name(sw)}, {"use", use}, {"optimum", best_use}, {"method", how},
                     {"uniform", uniform}, {"config", config_json(x)}, {"connections", to_string(conn)}};
  if (minimisers) rep.details["optimal_configurations"] = minimisers;
  if (use == best_use) {
    rep.verdict = Verdict::Holds;
    rep.lines.push_back("optimal");
  } else {
    // Confirm the better configuration independently: walked loads, use by definition.
    auto W = filter_loads(walked_switch_loads(t, traffic.weight, sw), k, conn);
    uint64_t walked_given = internal_use(W, k, x), walked_better = internal_use(W, k, best);
    rep.verdict = walked_better < walked_given ? Verdict::Fails : Verdict::Unknown;
    rep.counterexample = json{{"better", config_json(best)}, {"better_use", walked_better}, {"given_use", walked_given}};
    rep.lines.push_back("NOT optimal: the configuration alpha = " + config_json(best)["alpha"].dump() + " uses the link " +
                        std::to_string(walked_better) + " times (confirmed by walking every path)");
  }
  rep.dot = tswitch_config_dot(k, x, use, rep.verdict == Verdict::Fails ? &best : nullptr, best_use);
  return rep;
}

// C(2k,k), exactly: the configurations of one T-switch (refusals quote it).
BigInt tswitch_configuration_count(int k) {
  BigInt c = 1;
  for (int i = 1; i <= k; ++i) c = c * (k + i) / i;  // C(k+i, i), exact at every step
  return c;
}

using TP = TswitchParams;

Field<TP> arity_field(std::string default_value) {
  return int_field(&TP::k, "k", 2, KaryNTree::kMaxArity, std::move(default_value), "switch arity (2k ports per T-switch)");
}
Field<TP> stages_field() { return int_field(&TP::n, "n", 1, 12, "2..3", "number of stages (N = k^n terminals)"); }

// Every pair is routed: at most `limit` terminals.
DomainRule<TP> routed(uint64_t limit) {
  return restriction<TP>([limit](const TP& p) { return refuse_size(p.k, p.n, limit); });
}

// One exhaustive engine over k and n.
EngineDecl<TP> exhaustive(uint64_t limit, std::function<Outcome(int k, int n, const RunContext&)> run) {
  return {"exhaustive", {routed(limit)}, [run](const TP& p, const RunContext& ctx) { return run(p.k, p.n, ctx); }, "", true};
}

Declaration<TP> path_counts() {
  return {"tswitch.destro_path_counts", kTswitchPaper, "Table 1 (Props. 1.13-1.21)",
          "Routing all N^2-N ordered pairs with DESTRO, every switch <s,o> carries exactly the Table 1 number of paths "
          "per port pair (C_f = k^(n-1)-k^s, T = k^s, C_b = k^n-k^(s+1) iff l' = l-k) and per switch (C_f, T, C_b, C).",
          {arity_field("2..6"), stages_field()},
          {exhaustive(kMaxRoutedTerminals, path_counts_exhaustive)},
          tswitch_recheck_path_counts, tswitch_verify_path_counts};
}

Declaration<TP> balanced() {
  return {"tswitch.destro_balanced", kTswitchPaper, "Prop. 1.31 (Def. 1.26)",
          "Under uniform traffic DESTRO is balanced. reading=per-kind (default, what the proof shows): within each stage "
          "every channel of the same kind (down or up port, into or out of the switch) is crossed by the same number of "
          "paths. reading=literal (Def. 1.26 as printed): every channel of the stage's switches, whatever its kind, is "
          "crossed by the same number of paths; false at every stage below the last, where a down-port channel carries "
          "k^n-k^s paths and an up-port channel k^n-k^(s+1) (ERRATA seed 002 E3).",
          {arity_field("2..6"), stages_field(),
           // Certificates written before the reading existed meant per-kind.
           choice_field_absent_as(&TP::reading, "reading", {"per-kind", "literal"}, "per-kind",
                                  "per-kind: channels of one kind (the proof); literal: all channels of a stage (Def. 1.26)",
                                  "per-kind")},
          {{"exhaustive", {routed(kMaxRoutedTerminals)},
            [](const TP& p, const RunContext& ctx) { return balanced_exhaustive(p.k, p.n, p.literal_balance(), ctx); }, "",
            true}},
          tswitch_recheck_balanced, tswitch_verify_balanced};
}

Declaration<TP> optimal_config() {
  // exact: C(2k,k) outgrows 64 bits at k = 34
  auto sliced_arity = restriction<TP>([](const TP& p) -> std::string {
    if (p.k <= kMaxSlicedArity) return "";
    return "k = " + std::to_string(p.k) + ": C(" + std::to_string(2 * p.k) + "," + std::to_string(p.k) + ") = " +
           tswitch_configuration_count(p.k).str() + " configurations per stage; the search handles k <= " +
           std::to_string(kMaxSlicedArity) + " (C(40,20) = " + tswitch_configuration_count(20).str() +
           ", a run for --shard or mpirun)";
  });
  auto ft_b_stages = refuse_if<TP>([](const TP& p) { return p.connections != "all" && p.n < 2; },
                                   "connections=ft|b concern stages s < n-1: need n >= 2");
  return {"tswitch.optimal_config", kTswitchPaper, "Props. 1.22-1.30",
          "Under uniform traffic the configurations minimising internal-link use are exactly S^va (ports l and l+k always "
          "together) with minimum k^(n+1)/2 at stages s < n-1, and exactly S^vb (all down ports in one twin) with "
          "minimum 0 at the last stage. connections=ft: Prop. 1.22 (forward + turnaround only: |C^a ∩ B| = k/2, minimum "
          "k^(n+1)/2); connections=b: Props. 1.25-1.28 (backward only: S_b, minimum 0); both for stages s < n-1.",
          {arity_field("4..8"), stages_field(),
           choice_field(&TP::connections, "connections", {"all", "ft", "b"}, "all", "which connections count")},
          {{"exhaustive", {sliced_arity, routed(kMaxRoutedTerminals), ft_b_stages},
            [](const TP& p, const RunContext& ctx) { return optimal_exhaustive_run(p.k, p.n, p.counted(), ctx).outcome; },
            "", true},
           {"smt", {routed(kMaxRoutedTerminals), ft_b_stages},
            [](const TP& p, const RunContext& ctx) { return optimal_smt_run(p.k, p.n, p.counted(), ctx).outcome; },
            "per stage, linear-integer queries on switch <s,0>: the configuration (side of each of the 2k ports) is "
            "symbolic; k, n, the stage and the loads walked on the k-ary n-tree are fixed. Z3 Optimize finds the "
            "minimum m, pinned by 'use <= m' (sat) and 'use <= m-1' (unsat); the claim holds when 'below or "
            "outside the claimed set' and 'a member misses 2 use = M2' are unsat and 'a member exists' is sat"},
           {"random", {routed(kMaxRoutedTerminals), ft_b_stages},
            [](const TP& p, const RunContext& ctx) { return optimal_random(p.k, p.n, p.counted(), ctx); }}},
          tswitch_recheck_optimal,
          [](const TP& p, const std::string& engine, const json& w, std::string& why) -> Verification {
            if (!tswitch_verify_optimal(p, engine, w, why)) return false;
            return engine != "smt" || tswitch_optimal_smt2_is_netcerts(p, w["smt2"], why);
          }};
}

Declaration<TP> deadlock_free() {
  return {"tswitch.destro_deadlock_free", kTswitchPaper, "A.5.1 (turnaround routing is deadlock free)",
          "The channel dependency graph of DESTRO (an edge from each channel of a path to the next one) is acyclic, over "
          "all N^2-N paths. exhaustive: Kahn's topological sort of the graph built by the arithmetic router; the checker "
          "walks every path and checks a channel ranking.",
          {arity_field("2..6"), stages_field()},
          {exhaustive(kMaxDeadlockTerminals, deadlock_exhaustive)},
          tswitch_recheck_deadlock, tswitch_verify_deadlock};
}

Declaration<TP> reachable_sets() {
  return {"tswitch.reachable_sets", kTswitchPaper, "Props. 1.4-1.11 (Sec. 5.1.1-5.1.2)",
          "Counted on the k-ary n-tree for every switch <s,o> and port l: topologically (Props. 1.4-1.7) "
          "D_b^t(<s,o>) = k^(s+1), D_f^t(<s,o>) = k^n-k^(s+1), D_b^t(<s,o>,l) = k^s (0<=l<k), "
          "D_f^t(<s,o>,l) = k^n-k^(s+1) (k<=l<2k); with DESTRO (Props. 1.8-1.11) D_b^R(<s,o>) = k, "
          "D_f^R(<s,o>) = k^(n-s)-k, D_b^R(<s,o>,l) = 1, D_f^R(<s,o>,l) = k^(n-s-1)-1. f sets for s < n-1 only "
          "(as stated). Conventions: a terminal h' is topologically reachable through port l when some shortest "
          "path from <s,o> to h' leaves by l (the paper's 'path in the descending/ascending phase' read as a "
          "minimal turnaround path, A.5.1); the switch-level set is the union over the down (b) or up (f) ports. "
          "DESTRO-reachable through l: some DESTRO path, from any source, leaves <s,o> by l towards h'. "
          "sets=topological|destro|both chooses the propositions.",
          {arity_field("2..6"), stages_field(),
           choice_field(&TP::sets, "sets", {"both", "topological", "destro"}, "both", "which propositions to count")},
          {{"exhaustive", {routed(kMaxRoutedTerminals)},
            [](const TP& p, const RunContext& ctx) { return reachable_sets_exhaustive(p.k, p.n, p.sets, ctx); },
            "topological: breadth-first distances from every terminal over the paper's arithmetic link rule; DESTRO: "
            "every pair routed by the arithmetic router; the checker recounts on the model's link table (descendant "
            "and climb sets, walked DESTRO paths)",
            true}},
          tswitch_recheck_reach, tswitch_verify_reach};
}

Declaration<TP> connection_counts() {
  return {"tswitch.connection_counts", kTswitchPaper, "Sec. 4.1 (CC, TC, CC_I, TC_I); Props. 1.23-1.24",
          "For every configuration C^alpha of a k x k T-switch (all C(2k,k) k-subsets of the 2k ports) with "
          "p = |C^alpha ∩ B|: CC_f = CC_b = k^2 ordered pairs (in B, out F / in F, out B), TC = k(k-1) ordered "
          "turnaround pairs of distinct B ports, and of these CC_If = CC_Ib = p^2+(k-p)^2 and TC_I = 2p(k-p) "
          "have their ends in different twins (cross the internal link). Props. 1.23-1.24: R_b = {(l,l') : "
          "|l-l'| = k} over U = {0..2k-1} is symmetric and relates each port to exactly one port.",
          {arity_field("2..8")},
          {{"exhaustive",
            {limit<TP>("k", kMaxConnectionArity, "C(2k,k) configurations is too many").worded(LimitWording::Over)},
            [](const TP& p, const RunContext& ctx) { return connection_counts_exhaustive(p.k, ctx); }, "", true}},
          tswitch_recheck_connections, tswitch_verify_connections};
}

Declaration<TP> turnaround_paths() {
  return {"tswitch.turnaround_paths", kTswitchPaper,
          "A.5 (k^t turnaround switches, k^s minimal paths), A.5.1 (turnaround routing is shortest path)",
          "For every ordered pair h != h' of the k-ary n-tree, with t = FirstDifference(h,h') (Def. 1.24): the shortest "
          "h -> h' paths have 2t+2 links, there are exactly k^t of them, they turn at exactly k^t distinct stage-t "
          "switches, and the DESTRO path (a turnaround path, 2t+1 switches) is one of them. The checker derives the "
          "same from Def. 1.23's turnaround paths: the lowest stage with a switch above both ends is t.",
          {arity_field("2..6"), stages_field()},
          {exhaustive(kMaxTurnaroundTerminals, [](int k, int n, const RunContext& ctx) { return turnaround_paths_exhaustive(k, n, ctx); })},
          tswitch_recheck_turnaround, tswitch_verify_turnaround};
}

}  // namespace

// Engines in src/search (tswitch_loads, tswitch_optimal, tswitch_deadlock), SMT in
// proofs/tswitch_smt, re-checks and witness verifiers in tswitch_verify.cpp and
// tswitch_reach.cpp (on the independent checker), tables in tswitch_table.cpp, tswitch_min_table.cpp,
// tswitch_partition_table.cpp, tswitch_minmax_table.cpp and tswitch_turnaround_deps_table.cpp.
void register_tswitch_min_table(Catalogue& cat);
void register_tswitch_partition_table(Catalogue& cat);
void register_tswitch_minmax_table(Catalogue& cat);
void register_tswitch_turnaround_deps_table(Catalogue& cat);

void register_tswitch(Catalogue& cat) {
  for (auto d : {path_counts(), balanced(), optimal_config(), deadlock_free(), reachable_sets(), connection_counts(),
                 turnaround_paths()})
    cat.add(declare(d));
  {
    // A row set without connections counts them all.
    cat.add(declare_table<TP>(
        "tswitch-oscp",
        "Optimal switch-level connection pattern per stage of a k-ary n-tree of T-switches (DESTRO, uniform traffic): "
        "optimal use, number of optimal configurations (minimisers), one of them, verdict per stage; "
        "connections=all|ft|b; --certify writes tswitch.optimal_config's certificate",
        {int_field(&TP::k, "k", 2, KaryNTree::kMaxArity, "8", "switch arity"),
         int_field(&TP::n, "n", 1, 12, "3", "number of stages"),
         choice_field_absent_as(&TP::connections, "connections", {"all", "ft", "b"}, "all",
                                "which connections count (as tswitch.optimal_config)", "all")},
        tswitch_oscp_table));
  }
  {
    ScheduleSpec s;
    s.network = "kary-ntree";
    s.kind = "tswitch-config";
    s.description = "a T-switch configuration (params k, n, stage, optional switch and connections=all|ft|b; alpha = "
                    "the k ports of twin alpha; traffic null = uniform or an N x N weight matrix): its internal-link use "
                    "over the connections that count, the optimum, the number of optimal configurations (k <= 12), "
                    "and a better configuration when it is not optimal";
    s.check = check_tswitch_config;
    s.required_keys = {"alpha"};  // schema enforced by check-schedule (core/schedule_input.hpp)
    s.optional_keys = {"traffic"};
    s.params = {int_param("k", 2, KaryNTree::kMaxArity, "", "switch arity"), int_param("n", 1, 12, "", "stages"),
                int_param("stage", 0, 11, "", "stage of the switch"),
                int_param("switch", 0, INT64_MAX, "0", "switch position within the stage"),
                choice_param("connections", {"all", "ft", "b"}, "all",
                             "which connections count (as tswitch.optimal_config); ft and b: stages s < n-1")};
    // k ports of alpha and an N x N traffic matrix, N = k^n (saturating: the generic bound then applies).
    declare_schedule_value_bound(s.network, s.kind, [](const json& params) {
      const std::uint64_t k = static_cast<std::uint64_t>(params.at("k").get<int64_t>());
      std::uint64_t N = 1;
      for (int64_t i = 0; i < params.at("n").get<int64_t>() && N < (std::uint64_t{1} << 20); ++i) N *= k;
      return N * N + N + k + kScheduleHeadValues;
    });
    cat.add(s);
  }
  {
    TableSpec nem;
    nem.id = "tswitch-nem-budget";
    nem.description = "Sec. 6's Sun Blade 6048 NEM port budget (12 + 9 + 15 = 36 ports a chip, 24 blade and 30 external "
                      "connections) and Sec. 1's m - n/2 joining ports: each printed number recomputed, a verdict per row";
    nem.build = tswitch_nem_budget_table;
    cat.add(nem);
  }
  register_tswitch_counts(cat);
  register_tswitch_unpaired(cat);
  register_tswitch_min_table(cat);
  register_tswitch_partition_table(cat);
  register_tswitch_minmax_table(cat);
  register_tswitch_turnaround_deps_table(cat);
}

}  // namespace netcert
