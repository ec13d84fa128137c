// tswitch.cpp — seed 002 (twin switches in k-ary n-trees with DESTRO):
// properties, the tswitch-oscp table and the tswitch-config schedule checker.
//
// Conventions (DESIGN.md): switch <s,o>, o = o_{n-2}..o_0 base k; up-port k+j
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
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "search/random.hpp"
#include "generators/tswitch_gen.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_claims.hpp"
#include "net/tswitch_config.hpp"
#include "search/tswitch_search.hpp"
#include "proofs/tswitch_smt.hpp"
#include "route/destro.hpp"

namespace netcert {

namespace {

const char* kPaper = "seed 002: twin switches (T-switches) in k-ary n-trees with DESTRO";
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

std::string refuse_size(const ParamSet& ps, uint64_t limit) {
  uint64_t N = terminals_or_huge(ps.i("k"), ps.i("n"));
  return N > limit ? "k^n = " + (N == ~0ULL ? std::string("huge") : std::to_string(N)) + " terminals > " +
                         std::to_string(limit) + " (every pair is routed)"
                   : "";
}

Sides sides_of_mask(uint64_t mask, int k) {
  Sides x(2 * k);
  for (int l = 0; l < 2 * k; ++l) x[l] = (mask >> l) & 1;
  return x;
}

std::vector<uint64_t> stage_loads(const KaryNTree& t, int stage, Connections c) {
  return filter_loads(destro_switch_loads(t, Traffic{t.terminals(), {}}, t.switch_id(stage, 0)), t.k(), c);
}

std::vector<int> stages_for(int n, Connections c) {
  std::vector<int> s;
  for (int st = 0; st < n; ++st)
    if (c == Connections::All || st < n - 1) s.push_back(st);
  return s;
}

json stage_report(int k, int n, int stage, Connections c, uint64_t min_use, const json& extra, const Sides& example) {
  ClaimedSet set = claimed_set(n, stage, c);
  json j{{"stage", stage}, {"type", stage == n - 1 ? "vb" : "va"}, {"min_use", min_use},
         {"claimed_min_twice", claimed_min_twice(k, n, stage, c).str()},
         {"claimed_set", to_string(set)}, {"claimed_set_size", claimed_set_size(set, k).str()},
         {"example", config_json(example)}};
  for (auto& [key, v] : extra.items()) j[key] = v;
  return j;
}

// ---- tswitch.destro_path_counts ---------------------------------------------

Outcome run_path_counts(const ParamSet& ps, const RunContext& ctx) {
  KaryNTree t(static_cast<int>(ps.i("k")), static_cast<int>(ps.i("n")));
  std::vector<uint64_t> loads;
  if (!destro_all_loads(t, Traffic{t.terminals(), {}}, ctx, loads)) return Outcome::unknown("timeout while routing");
  json v = table1_violation(t, loads);
  uint64_t pairs = t.terminals() * (t.terminals() - 1);
  if (!v.is_null()) return Outcome::fails(v, std::string("Table 1 row ") + v["row"].get<std::string>() + " differs");
  Outcome o = Outcome::holds(json{{"routed_pairs", pairs}, {"switches", t.switch_count()}},
                             "all " + std::to_string(pairs) + " paths routed; every Table 1 row matches on all " +
                                 std::to_string(t.switch_count()) + " switches");
  o.stats["routed_pairs"] = pairs;
  o.stats["switches"] = t.switch_count();
  return o;
}

bool verify_routed_witness(const ParamSet& ps, const std::string&, const json& w, std::string& why) {
  // Re-establish the per-switch rows on one switch per stage by walking.
  KaryNTree t(static_cast<int>(ps.i("k")), static_cast<int>(ps.i("n")));
  if (!w.is_object() || w.value("routed_pairs", 0ULL) != t.terminals() * (t.terminals() - 1))
    return why = "witness does not cover N^2-N pairs", false;
  for (int s = 0; s < t.n(); ++s) {
    auto L = walked_switch_loads(t, Traffic{t.terminals(), {}}, t.switch_id(s, 0));
    for (int in = 0; in < t.ports(); ++in)
      for (int out = 0; out < t.ports(); ++out)
        if (BigInt(L[in * t.ports() + out]) != table1_port(t.k(), t.n(), s, in, out))
          return why = "walked loads of " + t.switch_name(t.switch_id(s, 0)) + " differ from Table 1", false;
  }
  return why = "walked one switch per stage: every port-pair row of Table 1 matches", true;
}

// ---- tswitch.destro_balanced -------------------------------------------------

Outcome run_balanced(const ParamSet& ps, const RunContext& ctx) {
  KaryNTree t(static_cast<int>(ps.i("k")), static_cast<int>(ps.i("n")));
  std::vector<uint64_t> loads;
  if (!destro_all_loads(t, Traffic{t.terminals(), {}}, ctx, loads)) return Outcome::unknown("timeout while routing");
  json v = balance_violation(t, loads);
  if (!v.is_null()) return Outcome::fails(v, "two channels of one stage carry different loads");
  return Outcome::holds(json{{"routed_pairs", t.terminals() * (t.terminals() - 1)}},
                        "every channel kind of every stage carries one load");
}

bool verify_balanced_witness(const ParamSet& ps, const std::string&, const json&, std::string& why) {
  KaryNTree t(static_cast<int>(ps.i("k")), static_cast<int>(ps.i("n")));
  // Cheap re-check: the walked channel loads of two switches per stage agree.
  for (int s = 0; s < t.n(); ++s) {
    auto a = walked_switch_loads(t, Traffic{t.terminals(), {}}, t.switch_id(s, 0));
    auto b = walked_switch_loads(t, Traffic{t.terminals(), {}}, t.switch_id(s, t.switches_per_stage() - 1));
    for (int l = 0; l < t.ports(); ++l)
      for (bool out : {false, true})
        if (channel_load(a, t.k(), l, out) != channel_load(b, t.k(), l, out) ||
            channel_load(a, t.k(), l, out) != channel_load(a, t.k(), l < t.k() ? 0 : t.k(), out))
          return why = "walked channel loads differ at stage " + std::to_string(s), false;
  }
  return why = "walked first and last switch of every stage: equal channel loads", true;
}

// ---- tswitch.optimal_config --------------------------------------------------

Outcome optimal_exhaustive(const ParamSet& ps, const RunContext& ctx) {
  const int k = static_cast<int>(ps.i("k")), n = static_cast<int>(ps.i("n"));
  const Connections c = parse_connections(ps.s("connections"));
  KaryNTree t(k, n);
  json stages = json::array();
  uint64_t visited = 0;
  for (int stage : stages_for(n, c)) {
    auto L = stage_loads(t, stage, c);
    ClaimedSet set = claimed_set(n, stage, c);
    ConfigSearch r = minimise_internal_use(L, k, ctx, [&](uint64_t m) { return in_claimed_set(set, k, sides_of_mask(m, k)); });
    if (!r.complete) return Outcome::unknown("timeout at stage " + std::to_string(stage));
    visited += r.configurations;
    OptimumEvidence ev{r.min_use, sides_of_mask(r.best_alpha, k), true, r.minimisers, r.minimisers_in_set};
    bool timed_out = false;
    auto find = [&](const std::function<bool(const Sides&, uint64_t)>& bad) {
      int64_t m = find_config(
          L, k, [&](uint64_t mask, uint64_t use) { return bad(sides_of_mask(mask, k), use); }, ctx, &timed_out);
      return m < 0 ? Sides{} : sides_of_mask(static_cast<uint64_t>(m), k);
    };
    json v = optimality_violation(k, n, stage, c, L, ev, find);
    if (!v.is_null()) {
      if (v["kind"] == "undetermined") return Outcome::unknown("counts disagree but no witness found (timeout?)");
      return Outcome::fails(v, std::string("stage ") + std::to_string(stage) + ": " + v["kind"].get<std::string>());
    }
    stages.push_back(stage_report(k, n, stage, c, r.min_use, json{{"minimisers", r.minimisers}}, ev.argmin));
  }
  Outcome o = Outcome::holds(json{{"stages", stages}},
                             "all " + std::to_string(visited) + " configurations enumerated; minimisers = claimed set");
  o.stats["configurations"] = visited;
  o.stats["stages"] = stages;
  return o;
}

json smt_query_record(const std::string& name, const SmtAnswer& a, const char* expected) {
  return json{{"name", name}, {"query", a.smt2}, {"answer", expected}, {"seconds", a.seconds}};
}

Outcome optimal_smt(const ParamSet& ps, const RunContext& ctx) {
  const int k = static_cast<int>(ps.i("k")), n = static_cast<int>(ps.i("n"));
  const Connections c = parse_connections(ps.s("connections"));
  KaryNTree t(k, n);
  json stages = json::array(), queries = json::array();
  for (int stage : stages_for(n, c)) {
    auto L = stage_loads(t, stage, c);
    ClaimedSet set = claimed_set(n, stage, c);
    BigInt M2 = claimed_min_twice(k, n, stage, c);
    std::string prefix = "tswitch.optimal_config.k" + std::to_string(k) + ".n" + std::to_string(n) + ".s" +
                         std::to_string(stage) + "." + to_string(c);
    SmtOptimum opt = smt_minimise(L, k, ctx, prefix + ".minimise");
    if (opt.answer.status != z3::sat) return Outcome::unknown("Optimize: " + opt.answer.reason);
    OptimumEvidence ev{opt.min_use, opt.argmin, false, 0, 0};
    json v = optimality_violation(k, n, stage, c, L, ev, nullptr);
    if (!v.is_null()) return Outcome::fails(v, std::string("stage ") + std::to_string(stage) + ": Optimize minimum " +
                                                   std::to_string(opt.min_use) + ", " + v["kind"].get<std::string>());
    SmtClaimCheck q = smt_check_claim(L, k, set, M2, ctx, prefix, true);
    auto model_cex = [&](const char* kind, const Sides& x) {
      json j{{"kind", kind}, {"k", k}, {"n", n}, {"stage", stage}, {"connections", to_string(c)},
             {"claimed_set", to_string(set)}, {"claimed_min_twice", M2.str()}, {"config", config_json(x)},
             {"use", internal_use(L, k, x)}};
      return j;
    };
    if (q.below_or_outside.status == z3::sat) {
      Sides x = q.below_or_outside_model;
      bool below = BigInt(internal_use(L, k, x)) * 2 < M2;
      return Outcome::fails(model_cex(below ? "below_claimed_minimum" : "optimal_outside_set", x), "Z3 model");
    }
    if (q.member_misses.status == z3::sat)
      return Outcome::fails(model_cex("member_misses", q.member_misses_model), "Z3 model");
    if (q.member_exists.status == z3::unsat) {
      json j = model_cex("set_empty", opt.argmin);
      return Outcome::fails(j, "Z3: the claimed set is empty");
    }
    if (q.below_or_outside.status != z3::unsat || q.member_misses.status != z3::unsat ||
        q.member_exists.status != z3::sat)
      return Outcome::unknown("Z3 unknown at stage " + std::to_string(stage) + ": " + q.below_or_outside.reason +
                              q.member_misses.reason + q.member_exists.reason);
    queries.push_back(smt_query_record(prefix + ".below_or_outside", q.below_or_outside, "unsat"));
    queries.push_back(smt_query_record(prefix + ".member_misses", q.member_misses, "unsat"));
    queries.push_back(smt_query_record(prefix + ".member_exists", q.member_exists, "sat"));
    stages.push_back(stage_report(
        k, n, stage, c, opt.min_use,
        json{{"optimize_seconds", opt.answer.seconds},
             {"proof_seconds", q.below_or_outside.seconds + q.member_misses.seconds + q.member_exists.seconds}},
        q.member_model));
  }
  Outcome o = Outcome::holds(json{{"stages", stages}, {"smt2", queries}},
                             "Optimize minimum = claimed; no configuration outside the set reaches it (UNSAT)");
  o.stats["stages"] = stages;
  return o;
}

Outcome optimal_random(const ParamSet& ps, const RunContext& ctx) {
  const int k = static_cast<int>(ps.i("k")), n = static_cast<int>(ps.i("n"));
  const Connections c = parse_connections(ps.s("connections"));
  KaryNTree t(k, n);
  std::vector<std::vector<uint64_t>> loads(n);
  auto stages = stages_for(n, c);
  for (int s : stages) loads[s] = stage_loads(t, s, c);
  auto slot = std::make_shared<FailureSlot>();
  return run_random("tswitch.optimal_config", ctx, slot, [&]() {
    int stage = *rc::gen::elementOf(stages);
    Sides x = *gen::tswitch_sides(k);
    ClaimedSet set = claimed_set(n, stage, c);
    BigInt M2 = claimed_min_twice(k, n, stage, c);
    uint64_t use = internal_use(loads[stage], k, x);
    bool member = in_claimed_set(set, k, x);
    const char* kind = BigInt(use) * 2 < M2                  ? "below_claimed_minimum"
                       : !member && BigInt(use) * 2 <= M2    ? "optimal_outside_set"
                       : member && BigInt(use) * 2 != M2     ? "member_misses"
                       : claimed_set_size(set, k) == 0       ? "set_empty"
                                                             : nullptr;
    if (kind)
      slot->last = json{{"kind", kind}, {"k", k}, {"n", n}, {"stage", stage}, {"connections", to_string(c)},
                        {"claimed_set", to_string(set)}, {"claimed_min_twice", M2.str()}, {"config", config_json(x)},
                        {"use", use}};
    RC_ASSERT(kind == nullptr);
  });
}

bool verify_optimal_witness(const ParamSet& ps, const std::string& engine, const json& w, std::string& why) {
  const int k = static_cast<int>(ps.i("k")), n = static_cast<int>(ps.i("n"));
  const Connections c = parse_connections(ps.s("connections"));
  if (engine == "random") return why = "random runs are not certified; replay them with --seed", false;
  if (!w.is_object() || !w.contains("stages")) return why = "witness has no stages", false;
  KaryNTree t(k, n);
  auto expected = stages_for(n, c);
  // A tswitch-oscp table row certifies one stage ("scope":"stage"); check runs certify all.
  const bool one_stage = w.value("scope", "") == "stage";
  if (one_stage ? w["stages"].size() != 1 : w["stages"].size() != expected.size())
    return why = "witness does not cover every stage", false;
  for (auto& st : w["stages"]) {
    int stage = st.at("stage");
    ClaimedSet set = claimed_set(n, stage, c);
    auto L = filter_loads(walked_switch_loads(t, Traffic{t.terminals(), {}}, t.switch_id(stage, 0)), k, c);
    Sides x = sides_of(k, st.at("example").at("alpha").get<std::vector<int>>());
    uint64_t use = internal_use(L, k, x);
    if (!in_claimed_set(set, k, x) || BigInt(use) * 2 != claimed_min_twice(k, n, stage, c) ||
        use != st.at("min_use").get<uint64_t>())
      return why = "stage " + std::to_string(stage) + ": the example does not reach the claimed minimum", false;
    if (engine == "exhaustive" && st.at("minimisers").dump() != claimed_set_size(set, k).str())
      return why = "stage " + std::to_string(stage) + ": minimiser count differs from |S|", false;
  }
  if (engine == "smt") {
    if (!w.contains("smt2") || w["smt2"].size() != 3 * w["stages"].size()) return why = "missing SMT queries", false;
    for (auto& q : w["smt2"])
      if (!q.contains("query") || q["query"].get<std::string>().empty()) return why = "empty SMT query", false;
  }
  why = "walked loads: each stage's example is in the claimed set and reaches the claimed minimum";
  if (engine == "smt") why += " (use --resolve to re-solve the stored queries)";
  return true;
}

// ---- tswitch.destro_deadlock_free -------------------------------------------

Outcome run_deadlock(const ParamSet& ps, const RunContext&) {
  KaryNTree t(static_cast<int>(ps.i("k")), static_cast<int>(ps.i("n")));
  auto cycle = dependency_cycle(t);
  if (!cycle.empty()) {
    json j{{"k", t.k()}, {"n", t.n()}, {"cycle", cycle}};
    return Outcome::fails(j, "channel dependency cycle of length " + std::to_string(cycle.size() - 1));
  }
  return Outcome::holds(json{{"channels", t.switch_count() * t.ports()}},
                        "the channel dependency graph of DESTRO is acyclic");
}

bool recheck_deadlock(const ParamSet&, const json& cex, std::string& why) {
  try {
    KaryNTree t(cex.at("k"), cex.at("n"));
    bool ok = dependencies_induced(t, cex.at("cycle").get<std::vector<uint64_t>>());
    why = ok ? "every dependency of the cycle is induced by a walked DESTRO path" : "cycle not induced by DESTRO";
    return ok;
  } catch (const std::exception& e) {
    return why = std::string("malformed counterexample: ") + e.what(), false;
  }
}

// ---- check-schedule kary-ntree/tswitch-config --------------------------------

int64_t int_field(const json& obj, const std::string& name, const std::string& path, int64_t lo, int64_t hi) {
  if (!obj.contains(name)) throw InputError(path + name, "missing");
  const json& v = obj[name];
  if (!v.is_number_integer()) throw InputError(path + name, "not an integer");
  int64_t x = v.get<int64_t>();
  if (x < lo || x > hi)
    throw InputError(path + name, std::to_string(x) + " outside " + std::to_string(lo) + ".." + std::to_string(hi));
  return x;
}

ScheduleReport check_tswitch_config(const json& doc, const RunContext& ctx) {
  if (!doc.contains("params") || !doc["params"].is_object()) throw InputError("params", "missing or not an object");
  const json& p = doc["params"];
  int k = static_cast<int>(int_field(p, "k", "params.", 2, KaryNTree::kMaxArity));
  int n = static_cast<int>(int_field(p, "n", "params.", 1, 12));
  uint64_t N = terminals_or_huge(k, n);
  if (N > kMaxRoutedTerminals)
    throw InputError("params.n", "k^n = " + std::to_string(N) + " terminals exceeds " +
                                     std::to_string(kMaxRoutedTerminals) + " (every pair through the switch is routed)");
  int stage = static_cast<int>(int_field(p, "stage", "params.", 0, n - 1));
  KaryNTree t(k, n);
  int64_t position = p.contains("switch") ? int_field(p, "switch", "params.", 0, t.switches_per_stage() - 1) : 0;
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
  Traffic traffic{N, {}};
  bool uniform = true;
  if (doc.contains("traffic") && !doc["traffic"].is_null()) {
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
    uniform = false;
  }
  const uint64_t sw = t.switch_id(stage, static_cast<uint64_t>(position));
  auto L = destro_switch_loads(t, traffic, sw);
  Sides x = sides_of(k, alpha);
  uint64_t use = internal_use(L, k, x);

  // The optimum: exhaustive where it is quick, otherwise Z3 Optimize.
  uint64_t best_use = 0;
  Sides best;
  std::string how;
  uint64_t minimisers = 0;
  if (k <= 12) {
    ConfigSearch r = minimise_internal_use(L, k, ctx);
    if (!r.complete) throw InputError("--timeout", "exhaustive search timed out");
    best_use = r.min_use;
    best = sides_of_mask(r.best_alpha, k);
    minimisers = r.minimisers;
    how = "exhaustive over all " + std::to_string(r.configurations) + " configurations";
    if (k <= 8) {  // small enough to ask Z3 as well: the two engines must agree
      SmtOptimum o = smt_minimise(L, k, ctx, "tswitch-config.minimise");
      if (o.answer.status != z3::sat || o.min_use != best_use) {
        ScheduleReport rep;
        rep.verdict = Verdict::Unknown;
        rep.lines.push_back("exhaustive optimum " + std::to_string(best_use) + " but Z3 Optimize " +
                            (o.answer.status == z3::sat ? std::to_string(o.min_use) : "gave no answer"));
        return rep;
      }
      how += "; Z3 Optimize agrees";
    }
  } else {
    SmtOptimum o = smt_minimise(L, k, ctx, "tswitch-config.minimise");
    ScheduleReport rep;
    if (o.answer.status != z3::sat) {
      rep.verdict = Verdict::Unknown;
      rep.lines.push_back("Z3 Optimize gave no answer: " + o.answer.reason);
      return rep;
    }
    best_use = o.min_use;
    best = o.argmin;
    how = "Z3 Optimize";
  }
  ScheduleReport rep;
  ClaimedSet set = claimed_set(n, stage, Connections::All);
  rep.lines.push_back("switch " + t.switch_name(sw) + " (" + (stage == n - 1 ? "type vb" : "type va") + "), " +
                      (uniform ? "uniform traffic" : "traffic matrix from the file"));
  rep.lines.push_back("internal-link use of this configuration: " + std::to_string(use) + " paths");
  rep.lines.push_back("optimum: " + std::to_string(best_use) + " paths (" + how + ")");
  if (uniform)
    rep.lines.push_back(std::string("configuration ") + (in_claimed_set(set, k, x) ? "is" : "is not") +
                        " in the paper's optimal set " + to_string(set));
  rep.details = json{{"switch", t.switch_name(sw)}, {"use", use}, {"optimum", best_use}, {"method", how},
                     {"uniform", uniform}, {"config", config_json(x)}};
  if (minimisers) rep.details["optimal_configurations"] = minimisers;
  if (use == best_use) {
    rep.verdict = Verdict::Holds;
    rep.lines.push_back("optimal");
  } else {
    // Confirm the better configuration independently: walked loads, use by definition.
    auto W = walked_switch_loads(t, traffic, sw);
    uint64_t walked_given = internal_use(W, k, x), walked_better = internal_use(W, k, best);
    rep.verdict = walked_better < walked_given ? Verdict::Fails : Verdict::Unknown;
    rep.counterexample = json{{"better", config_json(best)}, {"better_use", walked_better}, {"given_use", walked_given}};
    rep.lines.push_back("NOT optimal: the configuration alpha = " + config_json(best)["alpha"].dump() + " uses the link " +
                        std::to_string(walked_better) + " times (confirmed by walking every path)");
  }
  // A small picture: the two twins and their ports.
  std::string dot = "graph tswitch {\n  rankdir=LR;\n  alpha [shape=box,label=\"alpha\"];\n  beta [shape=box,label=\"beta\"];\n"
                    "  alpha -- beta [label=\"internal link: " + std::to_string(use) + "\",penwidth=2];\n";
  for (int l = 0; l < 2 * k; ++l)
    dot += "  p" + std::to_string(l) + " [label=\"" + std::to_string(l) + (l < k ? " down" : " up") + "\"];\n  " +
           (x[l] ? "alpha" : "beta") + " -- p" + std::to_string(l) + ";\n";
  rep.dot = dot + "}\n";
  return rep;
}

// ---- table tswitch-oscp --------------------------------------------------------

TableData build_oscp(const ParamSet& ps, const RunContext& ctx) {
  const int k = static_cast<int>(ps.i("k")), n = static_cast<int>(ps.i("n"));
  if (terminals_or_huge(k, n) > kMaxRoutedTerminals) throw InputError("--param", refuse_size(ps, kMaxRoutedTerminals));
  KaryNTree t(k, n);
  TableData d;
  d.columns = {"k", "n", "stage", "type", "claimed optimum", "optimal use", "optimal configurations", "one optimal alpha",
               "engine", "certificate"};
  for (int stage = 0; stage < n; ++stage) {
    auto L = stage_loads(t, stage, Connections::All);
    ClaimedSet set = claimed_set(n, stage, Connections::All);
    BigInt M2 = claimed_min_twice(k, n, stage, Connections::All);
    std::string claimed = M2 % 2 == 0 ? BigInt(M2 / 2).str() : BigInt(M2 / 2).str() + ".5";
    ParamSet one;
    one.set("k", int64_t(k));
    one.set("n", int64_t(n));
    one.set("connections", std::string("all"));
    json witness;
    std::string engine, count, verdict;
    uint64_t min_use = 0;
    Sides example;
    if (k <= 12) {
      engine = "exhaustive";
      ConfigSearch r = minimise_internal_use(L, k, ctx, [&](uint64_t m) { return in_claimed_set(set, k, sides_of_mask(m, k)); });
      min_use = r.min_use;
      example = sides_of_mask(r.best_alpha, k);
      count = std::to_string(r.minimisers);
      bool exact = r.complete && BigInt(r.min_use) * 2 == M2 && r.minimisers == r.minimisers_in_set &&
                   BigInt(r.minimisers) == claimed_set_size(set, k);
      verdict = !r.complete ? "unknown" : exact ? "holds" : "fails";
      witness = json{{"scope", "stage"},
                     {"stages", json::array({stage_report(k, n, stage, Connections::All, r.min_use,
                                                          json{{"minimisers", r.minimisers}}, example)})}};
    } else {
      engine = "smt";
      SmtOptimum o = smt_minimise(L, k, ctx, "tswitch-oscp.minimise");
      min_use = o.min_use;
      example = o.argmin;
      SmtClaimCheck q = smt_check_claim(L, k, set, M2, ctx, "tswitch-oscp.s" + std::to_string(stage), true);
      bool proven = o.answer.status == z3::sat && q.below_or_outside.status == z3::unsat &&
                    q.member_misses.status == z3::unsat && q.member_exists.status == z3::sat;
      bool refuted = q.below_or_outside.status == z3::sat || q.member_misses.status == z3::sat ||
                     q.member_exists.status == z3::unsat;
      verdict = proven ? "holds" : refuted ? "fails" : "unknown";
      count = proven ? claimed_set_size(set, k).str() + " (= |S|, proven)" : "?";
      if (proven) example = q.member_model;  // a member of S reaching the optimum
      witness = json{{"scope", "stage"},
                     {"stages", json::array({stage_report(k, n, stage, Connections::All, o.min_use, json::object(), example)})},
                     {"smt2", json::array({smt_query_record("below_or_outside", q.below_or_outside, "unsat"),
                                           smt_query_record("member_misses", q.member_misses, "unsat"),
                                           smt_query_record("member_exists", q.member_exists, "sat")})}};
    }
    Verdict v = verdict == "holds" ? Verdict::Holds : verdict == "fails" ? Verdict::Fails : Verdict::Unknown;
    json cert = make_certificate("tswitch.optimal_config", one, engine, v, witness);
    d.certificates.push_back(cert);
    d.rows.push_back({k, n, stage, stage == n - 1 ? "vb" : "va", claimed, min_use, count,
                      config_json(example)["alpha"].dump(), engine, verdict + " " + cert.value("sha256", "").substr(0, 12)});
  }
  d.notes.push_back("optimal use = internal-link crossings of switch <s,0> under uniform traffic (every switch of a "
                    "stage carries the same loads); configurations counted as subsets C^alpha (C and its complement "
                    "are the same T-switch)");
  return d;
}

}  // namespace

void register_tswitch(Catalogue& cat) {
  ParamSpec k_param = int_param("k", 2, KaryNTree::kMaxArity, "2..6", "switch arity (2k ports per T-switch)");
  ParamSpec n_param = int_param("n", 1, 12, "2..3", "number of stages (N = k^n terminals)");
  auto routed = [](uint64_t limit) { return [limit](const ParamSet& ps) { return refuse_size(ps, limit); }; };

  {
    Property p;
    p.id = "tswitch.destro_path_counts";
    p.paper = kPaper;
    p.claim = "Table 1 (Props. 1.13-1.21)";
    p.statement = "Routing all N^2-N ordered pairs with DESTRO, every switch <s,o> carries exactly the Table 1 number "
                  "of paths per port pair (C_f = k^(n-1)-k^s, T = k^s, C_b = k^n-k^(s+1) iff l' = l-k) and per "
                  "switch (C_f, T, C_b, C).";
    p.params = {k_param, n_param};
    p.engines = {Engine{"exhaustive", routed(kMaxRoutedTerminals), run_path_counts}};
    p.recheck = [](const ParamSet&, const json& cex, std::string& why) { return recheck_table1(cex, table1_port, why); };
    p.verify_witness = verify_routed_witness;
    cat.add(p);
  }
  {
    Property p;
    p.id = "tswitch.destro_balanced";
    p.paper = kPaper;
    p.claim = "Prop. 1.31 (Def. 1.26)";
    p.statement = "Under uniform traffic DESTRO is balanced: within each stage every channel of the same kind "
                  "(down or up port, into or out of the switch) is crossed by the same number of paths.";
    p.params = {k_param, n_param};
    p.engines = {Engine{"exhaustive", routed(kMaxRoutedTerminals), run_balanced}};
    p.recheck = [](const ParamSet&, const json& cex, std::string& why) {
      try {
        uint64_t N = terminals_or_huge(cex.at("k"), cex.at("n"));
        return recheck_balance(cex, Traffic{N, {}}, why);
      } catch (const std::exception& e) {
        return why = e.what(), false;
      }
    };
    p.verify_witness = verify_balanced_witness;
    cat.add(p);
  }
  {
    Property p;
    p.id = "tswitch.optimal_config";
    p.paper = kPaper;
    p.claim = "Props. 1.22-1.30";
    p.statement = "Under uniform traffic the configurations minimising internal-link use are exactly S^va (ports l "
                  "and l+k always together) with minimum k^(n+1)/2 at stages s < n-1, and exactly S^vb (all down "
                  "ports in one twin) with minimum 0 at the last stage. connections=ft: Prop. 1.22 (forward + "
                  "turnaround only: |C^a ∩ B| = k/2, minimum k^(n+1)/2); connections=b: Props. 1.25-1.28 (backward "
                  "only: S_b, minimum 0); both for stages s < n-1.";
    p.params = {int_param("k", 2, KaryNTree::kMaxArity, "4..8", "switch arity (2k ports per T-switch)"), n_param,
                choice_param("connections", {"all", "ft", "b"}, "all", "which connections count")};
    auto refuse_common = [](const ParamSet& ps) -> std::string {
      std::string r = refuse_size(ps, kMaxRoutedTerminals);
      if (!r.empty()) return r;
      if (ps.s("connections") != "all" && ps.i("n") < 2) return "connections=ft|b concern stages s < n-1: need n >= 2";
      return "";
    };
    p.engines = {
        Engine{"exhaustive",
               [refuse_common](const ParamSet& ps) {
                 return ps.i("k") > kMaxExhaustiveArity
                            ? "k > " + std::to_string(kMaxExhaustiveArity) + ": C(2k,k) configurations is too many"
                            : refuse_common(ps);
               },
               optimal_exhaustive},
        Engine{"smt", refuse_common, optimal_smt},
        Engine{"random", refuse_common, optimal_random}};
    p.recheck = [](const ParamSet&, const json& cex, std::string& why) { return recheck_optimality(cex, why); };
    p.verify_witness = verify_optimal_witness;
    cat.add(p);
  }
  {
    Property p;
    p.id = "tswitch.destro_deadlock_free";
    p.paper = kPaper;
    p.claim = "A.5.1 (turnaround routing is deadlock free)";
    p.statement = "The channel dependency graph of DESTRO (an edge from each channel of a path to the next one) is "
                  "acyclic, over all N^2-N paths.";
    p.params = {k_param, n_param};
    p.engines = {Engine{"exhaustive", routed(kMaxDeadlockTerminals), run_deadlock}};
    p.recheck = recheck_deadlock;
    p.verify_witness = [](const ParamSet& ps, const std::string&, const json&, std::string& why) {
      KaryNTree t(static_cast<int>(ps.i("k")), static_cast<int>(ps.i("n")));
      bool ok = dependency_cycle(t).empty();
      why = ok ? "recomputed: acyclic" : "recomputed: a cycle exists";
      return ok;
    };
    cat.add(p);
  }
  {
    TableSpec tab;
    tab.id = "tswitch-oscp";
    tab.description = "Optimal switch-level connection pattern per stage of a k-ary n-tree of T-switches (DESTRO, "
                      "uniform traffic): optimal use, number of optimal configurations, one of them, certificate";
    tab.params = {int_param("k", 2, KaryNTree::kMaxArity, "8", "switch arity"),
                  int_param("n", 1, 12, "3", "number of stages")};
    tab.build = build_oscp;
    cat.add(tab);
  }
  {
    ScheduleSpec s;
    s.network = "kary-ntree";
    s.kind = "tswitch-config";
    s.description = "a T-switch configuration (params k, n, stage, optional switch; alpha = the k ports of twin alpha; "
                    "traffic null = uniform or an N x N weight matrix): its internal-link use, the optimum, and a "
                    "better configuration when it is not optimal";
    s.check = check_tswitch_config;
    cat.add(s);
  }
}

}  // namespace netcert
