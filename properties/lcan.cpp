// lcan.cpp — seed 004 (Scherson & Chien, Least Common Ancestor Networks): the
// structure, routing and Sec. 3 properties, each a Declaration<LcanParams>. Engines: src/search/lcan_*.cpp and
// proofs/lcan_smt.cpp; independent checker: src/check/lcan_check.cpp. Tables
// in lcan_tables.cpp, the permutation schedule checker in lcan_schedule.cpp.
//
// Conventions (also in each statement):
//  * Theorem 1 is OCR-damaged ("N/d (u/d)^(l_max-1) is an integer and
//    N/d (u/d)^(l_max-1) is not"); read with the proof: l_max is the smallest
//    L with S_(L-1) an integer and S_L = N/d (u/d)^L not; unbounded when no
//    such L exists (e.g. d = u).
//  * Paths (Theorem 2) obey the switch of Fig. 1a: downer->downer,
//    downer->upper and upper->downer connections only.
//  * Theorem 3 is checked constructively: route/lcan_offline.hpp's router
//    must produce conflict-free settings within ceil((d/u)^(l-1)) cycles.
//
// Re-checks and verify-cert rebuild the network (kind, N, d, u), the bound,
// the class, the permutation count and the tolerance from the params alone;
// a counterexample or witness is evidence checked against them.
#include "properties/lcan.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "check/lcan_check.hpp"
#include "core/montecarlo_seed.hpp"
#include "core/statistics.hpp"
#include "proofs/lcan_smt.hpp"
#include "properties/lcan_symbolic.hpp"

namespace netcert {

const char* const kLcanPaper = "004: Scherson, Chien — Least Common Ancestor Networks";

std::vector<Field<LcanParams>> lcan_shape_fields(const std::string& kind_default, const std::string& N_default,
                                                 const std::string& d_default, const std::string& u_default) {
  using LP = LcanParams;
  return {choice_field(&LP::kind, "kind", {"cb", "t"}, kind_default,
                       "cb: CB-LCAN (complete bipartite), t: T-LCAN ((d/u)-ary tree)"),
          int_field(&LP::N, "N", 1, int64_t(1) << 62, N_default, "PEs (CB: N = d^l; T: N = u (d/u)^l)"),
          int_field(&LP::d, "d", 2, 1 << 20, d_default, "downers per switch"),
          int_field(&LP::u, "u", 1, 1 << 20, u_default, "uppers per switch")};
}

namespace {

using LP = LcanParams;

LcanWiring wiring_of(const LP& p) {
  return LcanWiring::from_labels(p.cb(), static_cast<uint64_t>(p.N), static_cast<uint64_t>(p.d),
                                 static_cast<uint64_t>(p.u));
}

std::vector<LcanCircuit> circuits_of(const std::vector<LcaRoute>& routes) {
  std::vector<LcanCircuit> out;
  for (auto& r : routes) out.push_back({r.source, r.dest, r.cycle, r.ups});
  return out;
}

bool close(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(b)); }

// ---- re-checks of counterexamples (true = the violation is real) ----

bool recheck_level_sizes(const LP& ps, const json&, std::string& why) {
  LcanWiring w = wiring_of(ps);
  auto v = lcan_structure_violation(w);
  if (!v) v = lcan_model_mismatch(w, lcan_of(ps));
  why = v ? *v : "the labels' wiring satisfies Eq. (1), Cor. 1-2, Theorem 1 and the model matches it";
  return v.has_value();
}

bool recheck_reachable(const LP& ps, const json& cx, std::string& why) {
  LcanWiring w = wiring_of(ps);
  uint64_t pe = cx.at("pe"), level = cx.at("level");
  if (pe >= w.N() || level >= static_cast<uint64_t>(w.levels())) return why = "pe or level out of range", false;
  uint64_t found = lcan_reach_by_walk(w, pe)[level].size();
  uint64_t expected = w.cb() ? static_cast<uint64_t>(std::pow(double(w.u()), double(level)) + 0.5) : 1;
  why = "PE " + std::to_string(pe) + " reaches " + std::to_string(found) + " level-" + std::to_string(level) +
        " switches, Lemma 1 says " + std::to_string(expected);
  return found != expected;
}

// lcan.tlcan_paths' count=switches (lcan.paths_equal_lca has no count: wire level, the count the paper states).
bool paths_by_switch(const LP& ps) { return ps.count == "switches"; }

// The counterexample's pair: false (why says so) unless two distinct PEs of `w`.
bool read_pair(const LcanWiring& w, const json& cx, uint64_t& p, uint64_t& q, std::string& why) {
  p = cx.at("p"), q = cx.at("q");
  if (p >= w.N() || q >= w.N() || p == q) return why = "p, q must be distinct PEs", false;
  return true;
}

bool recheck_paths_pair(const LP& ps, const json& cx, std::string& why) {
  LcanWiring w = wiring_of(ps);
  uint64_t p = 0, q = 0;
  if (!read_pair(w, cx, p, q, why)) return false;
  LcanLca lca = lcan_lca_by_definition(w, p, q);
  bool by_switch = paths_by_switch(ps);
  // Counted in full (up to 2^20) so the re-check states the number, not just "more than the LCA switches".
  const uint64_t limit = uint64_t(1) << 20;
  uint64_t paths = lcan_count_paths(w, p, q, limit, by_switch);
  why = std::string(paths >= limit ? "at least " : "") + std::to_string(paths) + " non-redundant switch paths (" +
        (by_switch ? "switch sequences" : "wire level") + "), " + std::to_string(lca.switches.size()) + " LCA switches";
  return paths != lca.switches.size();
}

bool recheck_lca_pair(const LP& ps, const json& cx, std::string& why) {
  LcanWiring w = wiring_of(ps);
  uint64_t p = 0, q = 0;
  if (!read_pair(w, cx, p, q, why)) return false;
  LcanLca lca = lcan_lca_by_definition(w, p, q);
  int level = lcan_label_lca_level(w, p, q);
  uint64_t expected = w.cb() ? static_cast<uint64_t>(std::pow(double(w.u()), double(level)) + 0.5) : 1;
  why = std::to_string(lca.switches.size()) + " LCA switches at level " + std::to_string(lca.level) +
        "; the lemma says " + std::to_string(expected) + " at level " + std::to_string(level);
  return lca.level != level || lca.switches.size() != expected;
}

bool recheck_offline(const LP& ps, const json& cx, std::string& why) {
  // The permutation is the evidence; the router's settings for it are
  // recomputed from the params and walked by the checker.
  LcanWiring w = wiring_of(ps);
  Permutation perm = cx.at("permutation").get<Permutation>();
  if (perm.size() != w.N() || !is_permutation(perm)) return why = "not a permutation of the PEs", false;
  auto routes = route_offline(lcan_of(ps), perm).routes;
  if (cx.at("routes") != routes_to_json(routes)) return why = "the routes are not the router's for this permutation", false;
  auto walk = lcan_walk_circuits(w, perm, circuits_of(routes), lcan_theorem3_bound(w));
  why = walk.violation ? "walk confirms: " + walk.violation->dump() : "the walk found the router's settings valid";
  return walk.violation.has_value();
}

// Sec. 3 evidence {seed, seed_source, cycles, mean, prediction, tolerance, alpha, ci, permutations_digest}: replayed with
// the seed, every circuit walked, the statistics recomputed from the walked cycles and the params (alpha_pct,
// tolerance_pct). Returns the interval-versus-band decision via `decision`; false when the evidence is wrong.
bool recurrence_evidence(const LP& p, const json& e, BandDecision& decision, std::string& why) {
  static const std::vector<std::string> fields = {"seed", "seed_source", "cycles", "mean", "prediction",
                                                  "tolerance", "alpha", "ci", "permutations_digest"};
  bool shaped = e.is_object() && e.size() == fields.size();
  for (auto& f : fields) shaped = shaped && e.contains(f);
  if (!shaped || !e["ci"].is_array() || e["ci"].size() != 2)
    return why = "evidence is exactly {seed, seed_source, cycles, mean, prediction, tolerance, alpha, "
                 "ci: [low, high], permutations_digest}", false;
  uint64_t seed = e["seed"].get<uint64_t>();
  const std::string id = "lcan.recurrence_vs_simulation";
  const ParamSet ps = lcan_recurrence_param_set(p);
  if (e["seed_source"] != montecarlo_seed_source(id, ps, seed))
    return why = "seed_source is not " + montecarlo_seed_source(id, ps, seed) + " (" +
                 montecarlo_seed_phrase(id, ps, seed) + ")", false;
  std::vector<uint32_t> cycles;
  std::string digest;
  if (!lcan_replay_and_walk(p, seed, &e["cycles"], cycles, digest, why)) return false;
  if (e["permutations_digest"] != digest)
    return why = "the permutations replayed with seed " + std::to_string(seed) + " are not the certified ones", false;
  SampleSummary sample = summarize_counts(cycles);
  MeanInterval ci = student_t_interval(sample, p.alpha_pct / 100.0);
  LcanWiring w = wiring_of(p);
  double prediction = lcan_recurrence_by_definition(w.N(), w.d(), w.u(), w.levels());
  double tol = lcan_recurrence_tolerance(p.tolerance_pct, prediction);
  if (!close(e["mean"].get<double>(), sample.mean)) return why = "stored mean differs from the walked circuits' mean", false;
  if (!close(e["prediction"].get<double>(), prediction)) return why = "stored prediction differs from Eqs. (2)-(3)", false;
  if (!close(e["tolerance"].get<double>(), tol)) return why = "stored tolerance is not tolerance_pct's", false;
  if (!close(e["alpha"].get<double>(), ci.alpha)) return why = "stored alpha is not alpha_pct's", false;
  if (sample.n < 2 || !close(e["ci"][0].get<double>(), ci.low) || !close(e["ci"][1].get<double>(), ci.high))
    return why = "stored interval differs from the Student-t interval of the walked cycles", false;
  decision = decide_against_band(sample, ci, prediction, tol);
  char buf[200];
  std::snprintf(buf, sizeof buf, "mean %.4f over %llu permutations, Eqs. (2)-(3) %.4f +- %.4f, alpha %g: ",
                sample.mean, (unsigned long long)sample.n, prediction, tol, ci.alpha);
  why = "replayed with seed " + std::to_string(seed) + ", every circuit walked by the independent checker: " + buf +
        decision.reason;
  return true;
}

// A fails is the replayed sample's interval lying wholly outside the band: a
// rejection at level alpha, re-established from the seed — statistical, not a proof.
bool recheck_recurrence(const LP& ps, const json& cx, std::string& why) {
  BandDecision d;
  if (!recurrence_evidence(ps, cx, d, why)) return false;
  if (d.verdict != Verdict::Fails) return why = "not a refutation: " + why, false;
  why += " (a rejection at level alpha from a replayed sample, not a proof)";
  return true;
}

// ---- verify-cert for holds ----

// What the independent checker re-establishes for one structure property on the labels' wiring.
using StructureCheck = std::function<std::optional<std::string>(const LcanWiring&, const LP&)>;

// verify-cert of a structure property: the smt witness (lca_too: Lemma 2's queries too) or
// {levels, switches_per_level[, count]} of the labels' network, then `check` on it.
std::function<Verification(const LP&, const std::string&, const json&, std::string&)> structure_verifier(
    const std::string& id, bool lca_too, StructureCheck check) {
  return [id, lca_too, check](const LP& ps, const std::string& engine, const json& w, std::string& why) -> Verification {
    LcanWiring net = wiring_of(ps);
    LcanShape shape = ps.shape();
    if (engine == "smt") return verify_lcan_smt_witness(shape, lca_too, w, why);
    json sizes = json::array();
    for (int i = 0; i < net.levels(); ++i) sizes.push_back(net.switches(i));
    json expected{{"levels", net.levels()}, {"switches_per_level", sizes}};
    if (!ps.count.empty()) expected["count"] = ps.count;
    if (w != expected)
      return why = std::string("witness is not {levels, switches_per_level") +
                   (expected.contains("count") ? ", count" : "") + "} of the labels' network", false;
    std::optional<std::string> v = check(net, ps);
    why = v ? *v : "the independent checker re-established " + id + " on " + shape.name() + " from its labels";
    return !v.has_value();
  };
}

std::optional<std::string> level_sizes_violation(const LcanWiring& net, const LP& ps) {
  auto v = lcan_structure_violation(net);
  return v ? v : lcan_model_mismatch(net, lcan_of(ps));
}
std::optional<std::string> reachable_violation(const LcanWiring& net, const LP&) {
  return lcan_lemmas_violation(net, false);
}
std::optional<std::string> lca_violation(const LcanWiring& net, const LP&) { return lcan_lemmas_violation(net, true); }
std::optional<std::string> paths_violation(const LcanWiring& net, const LP& ps) {
  return lcan_paths_violation(net, paths_by_switch(ps));
}

Verification verify_offline(const LP& ps, const std::string&, const json& w, std::string& why) {
  LcanWiring net = wiring_of(ps);
  Lcan model = lcan_of(ps);
  uint64_t factorial = 1;
  for (uint64_t x = 2; x <= net.N(); ++x) factorial *= x;
  json sizes = json::array();
  for (int i = 0; i < net.levels(); ++i) sizes.push_back(net.switches(i));
  if (w != json{{"permutations", factorial}, {"switches_per_level", sizes}})
    return why = "witness is not {permutations: N!, switches_per_level} of the labels' network", false;
  Permutation perm = identity_permutation(static_cast<uint32_t>(net.N()));
  uint64_t count = 0, bound = lcan_theorem3_bound(net);
  do {
    auto walk = lcan_walk_circuits(net, perm, circuits_of(route_offline(model, perm).routes), bound);
    if (walk.violation) return why = "walk rejects the routing of " + to_string(perm) + ": " + walk.violation->dump(), false;
    ++count;
  } while (std::next_permutation(perm.begin(), perm.end()));
  why = "the router's settings for all " + std::to_string(count) + " permutations walked by the independent checker";
  return true;
}

// A Monte-Carlo holds is never a certified proof: the replay re-establishes the
// sample and its interval, so a genuine certificate is PARTIAL (exit 3), never VERIFIED.
Verification verify_recurrence(const LP& ps, const std::string&, const json& w, std::string& why) {
  BandDecision d;
  if (!recurrence_evidence(ps, w, d, why)) return false;
  if (d.verdict != Verdict::Holds) return why = "the replay does not give holds: " + why, false;
  return Verification::partial();
}

uint64_t pick_q(uint64_t draw, uint64_t N, uint64_t p) {
  uint64_t q = (draw / N) % N;
  return q == p ? (q + 1) % N : q;
}

// Random pairs p != q of `n` drawn from one value.
std::pair<uint64_t, uint64_t> pick_pair(const Lcan& n, uint64_t r) { return {r % n.N(), pick_q(r, n.N(), r % n.N())}; }

Declaration<LP> level_sizes() {
  return {"lcan.level_sizes", kLcanPaper, "Eq. (1), Corollaries 1-2, Theorem 1",
          "Following the wiring up from the PEs, level i has S_i = N/d (u/d)^i switches (Eq. 1); Π_(i+1) maps the "
          "downers of level i+1 one-to-one onto the uppers of level i; l = log_d N for CB (Cor. 1) and "
          "l = log_(d/u)(N/u) with one top switch for T (Cor. 2); and l <= l_max, read as the smallest L with S_(L-1) "
          "an integer and S_L not (Theorem 1, OCR-damaged; unbounded when there is none)",
          lcan_shape_fields("cb", "16", "2", "2"),
          {lcan_exhaustive_engine(lcan_shape_rule(uint64_t(1) << 22), "levels, Eq. (1), wiring and Theorem 1 hold",
                                  lcan_on_network(level_sizes_defect)),
           lcan_random_engine("lcan.level_sizes", lcan_shape_rule(uint64_t(1) << 22),
                              [](const Lcan& n, const LP&, uint64_t r) { return switch_wiring_defect(n, r % n.switch_count()); }),
           lcan_symbolic_engine(LcanSymbolicClaim::LevelSizes)},
          recheck_level_sizes, structure_verifier("lcan.level_sizes", false, level_sizes_violation)};
}

Declaration<LP> reachable_switches() {
  return {"lcan.reachable_switches", kLcanPaper, "Lemma 1",
          "In a CB-LCAN every PE reaches exactly u^i distinct level-i switches climbing "
          "uppers only (in a T-LCAN exactly one: the tree)",
          lcan_shape_fields("cb", "16", "2", "2"),
          {lcan_exhaustive_engine(lcan_shape_rule(uint64_t(1) << 16), "Lemma 1 holds for every PE and level",
                                  lcan_on_network(reachable_defect)),
           lcan_smt_engine(false),
           lcan_random_engine("lcan.reachable_switches", lcan_shape_rule(uint64_t(1) << 20),
                              [](const Lcan& n, const LP&, uint64_t r) { return reachable_pe_defect(n, r % n.N()); }),
           lcan_symbolic_engine(LcanSymbolicClaim::ReachableSwitches)},
          recheck_reachable, structure_verifier("lcan.reachable_switches", false, reachable_violation)};
}

Declaration<LP> lca_count() {
  return {"lcan.lca_count", kLcanPaper, "Lemmas 2-3",
          "For every pair of distinct PEs the LCA level (lowest level with a common upward-reachable switch) is the most "
          "significant base-d digit where the labels differ (CB) / the depth of the smallest common subtree (T), and "
          "there are exactly u^i (CB, Lemma 2) / exactly one (T, Lemma 3) LCA switches",
          lcan_shape_fields("cb", "16", "2", "2"),
          {lcan_exhaustive_engine(lcan_shape_rule(2048), "Lemmas 2-3 hold for every pair", lcan_on_network(lca_count_defect)),
           lcan_smt_engine(true),
           lcan_random_engine("lcan.lca_count", lcan_shape_rule(uint64_t(1) << 16), [](const Lcan& n, const LP&, uint64_t r) {
             auto [p, q] = pick_pair(n, r);
             return lca_pair_defect(n, p, q);
           }),
           lcan_symbolic_engine(LcanSymbolicClaim::LcaCount)},
          recheck_lca_pair, structure_verifier("lcan.lca_count", true, lca_violation)};
}

Declaration<LP> paths_equal_lca() {
  return {"lcan.paths_equal_lca", kLcanPaper, "Theorem 2",
          "In a CB-LCAN the number of non-redundant switch paths (no switch twice; switches join downer-downer, "
          "downer-upper, upper-downer as in Fig. 1a, never upper-upper) between two distinct PEs equals their number of "
          "LCA switches",
          lcan_shape_fields("cb", "16", "2", "2"),
          {lcan_exhaustive_engine(lcan_shape_rule(256, true), "Theorem 2 holds for every pair",
                                  [](const Lcan& n, const LP&, const RunContext& c, bool* t) { return paths_defect(n, c, t); }),
           lcan_random_engine("lcan.paths_equal_lca", lcan_shape_rule(4096, true), [](const Lcan& n, const LP&, uint64_t r) {
             auto [p, q] = pick_pair(n, r);
             return paths_pair_defect(n, p, q);
           })},
          recheck_paths_pair, structure_verifier("lcan.paths_equal_lca", false, paths_violation)};
}

// Theorem 2 counted two ways, on T-LCANs too. A new property rather
// than a param of lcan.paths_equal_lca: verify-cert fills in no defaults, so a
// new param would make every existing paths_equal_lca certificate unverifiable.
Declaration<LP> tlcan_paths() {
  std::vector<Field<LP>> params = lcan_shape_fields("t", "16", "4", "2");
  params.push_back(choice_field(&LP::count, "count", {"switches", "wires"}, "switches",
                                "switches: distinct switch sequences; wires: wire-level paths (parallel "
                                "connectors of a bundle distinct)"));
  return {"lcan.tlcan_paths", kLcanPaper, "Theorem 2 on T-LCANs (extension outside its hypotheses)",
          "The number of non-redundant switch paths between two distinct PEs (no switch twice; Fig. 1a's switch: "
          "downer-downer, downer-upper, upper-downer) equals their number of LCA switches, counted two ways. "
          "count=switches (default): distinct switch sequences; count=wires: paths at wire level, the paper's "
          "'alternating sequence of wire-switch pairs' (lcan.paths_equal_lca's count). Theorem 2 is stated for "
          "CB-LCANs; on a T-LCAN a tree edge is a bundle of u parallel connectors, so with count=switches every pair "
          "has one path = its one LCA switch (Lemma 3), while with count=wires a pair with LCA level i has u^(2i) "
          "paths (fails for u >= 2). On a CB-LCAN (kind=cb) no two wires join the same two switches: both counts "
          "coincide with lcan.paths_equal_lca",
          params,
          {lcan_exhaustive_engine(
               lcan_shape_rule(256), "Theorem 2 holds for every pair",
               [](const Lcan& n, const LP& ps, const RunContext& ctx, bool* t) {
                 return paths_defect(n, ctx, t, paths_by_switch(ps));
               },
               [](const LP& ps, json& w) { w["count"] = ps.count; }),
           lcan_random_engine("lcan.tlcan_paths", lcan_shape_rule(4096), [](const Lcan& n, const LP& ps, uint64_t r) {
             auto [p, q] = pick_pair(n, r);
             return paths_pair_defect(n, p, q, paths_by_switch(ps));
           })},
          recheck_paths_pair, structure_verifier("lcan.tlcan_paths", false, paths_violation)};
}

Declaration<LP> offline_routing() {
  return {"lcan.offline_routing", kLcanPaper, "Theorem 3 (constructive)",
          "For every permutation, the off-line router (Kőnig edge colouring per level of the unfolded Beneš-like network, "
          "cut back at the LCA level) yields switch settings that route every pair to its destination within "
          "ceil((d/u)^(l-1)) network cycles with no wire direction or switch port used twice in a cycle; CB-LCAN with "
          "d <= u or u | d",
          lcan_shape_fields("cb", "8", "2", "2"),
          {lcan_offline_engine("exhaustive", 9), lcan_offline_engine("random", 65536)},
          recheck_offline, verify_offline};
}

Declaration<LP> recurrence_vs_simulation() {
  std::vector<Field<LP>> params = lcan_shape_fields("cb", "256", "4", "4");
  params.push_back(choice_field(&LP::cls, "class", {"root", "random", "bpc"}, "root", "permutation class"));
  params.push_back(int_field(&LP::perms, "perms", 1, 1000000, "200", "permutations simulated"));
  params.push_back(int_field(&LP::tolerance_pct, "tolerance_pct", 0, 1000, "25", "allowed gap, percent of the prediction"));
  params.push_back(int_field(&LP::alpha_pct, "alpha_pct", 1, 50, "5", "test level alpha in percent: (1 - alpha) t-interval"));
  Declaration<LP> d{
      "lcan.recurrence_vs_simulation", kLcanPaper, "Sec. 3, Eqs. (2)-(3) and Figs. 5-7",
      "The mean number of network cycles the on-line algorithm of Sec. 3 (up: random per switch per cycle; down: "
      "lower LCA level first) needs on permutations of the class lies within tolerance_pct % (of the "
      "prediction, at least 0.25 cycle) of Eqs. (2)-(3) iterated (contention at the downers of levels l-1..1, "
      "exponent d at the top switch whose inputs are its d downers, u below; cycles = i + x_i). Monte-Carlo "
      "(engine montecarlo; 'exhaustive' is its deprecated alias): `perms` permutations, permutation k drawn with "
      "seed*phi + k; rule: holds iff the two-sided (1 - alpha) Student-t interval of the mean lies inside the "
      "band prediction +- tolerance, fails iff it lies wholly outside, unknown otherwise or with fewer than 30 "
      "permutations. verify-cert replays the run with the recorded seed and walks every circuit with the "
      "independent checker; a holds certificate is a replay (PARTIAL), never a proof",
      params, {lcan_recurrence_engine()}, recheck_recurrence, verify_recurrence};
  d.deprecated_engine_names = {{"exhaustive", "montecarlo"}};  // its old name, still read from older suites and certificates
  return d;
}

}  // namespace

std::optional<json> check_routes_by_walk(const Lcan& net, const Permutation& perm, const std::vector<LcaRoute>& routes,
                                         uint64_t max_cycles, json* settings) {
  LcanWiring w = LcanWiring::from_labels(net.complete_bipartite(), net.N(), net.d(), net.u());
  auto walk = lcan_walk_circuits(w, perm, circuits_of(routes), max_cycles, settings != nullptr);
  if (settings) *settings = walk.settings;
  return walk.violation;
}

bool lcan_replay_and_walk(const LcanParams& ps, uint64_t seed, const json* claimed, std::vector<uint32_t>& cycles,
                          std::string& digest, std::string& why) {
  LcanWiring w = wiring_of(ps);
  Lcan net = lcan_of(ps);
  TrafficClass c = parse_traffic_class(ps.cls);
  const uint64_t perms = static_cast<uint64_t>(ps.perms);
  if (claimed && (!claimed->is_array() || claimed->size() != perms))
    return why = "cycles: expected one count per permutation (" + std::to_string(perms) + ")", false;
  cycles.clear();
  std::vector<uint64_t> hashes;
  for (uint64_t k = 0; k < perms; ++k) {
    SimulatedRun run = replay_permutation(net, c, seed, k);
    hashes.push_back(lcan_permutation_hash(run.perm));
    if (!lcan_in_class(w, run.perm, ps.cls))
      return why = "replayed permutation " + std::to_string(k) + " is not a " + ps.cls + " permutation", false;
    auto walk = lcan_walk_circuits(w, run.perm, circuits_of(run.circuits), UINT64_MAX);
    if (walk.violation) return why = "permutation " + std::to_string(k) + ": " + walk.violation->dump(), false;
    if (claimed && (*claimed)[k] != walk.cycles)
      return why = "permutation " + std::to_string(k) + " took " + std::to_string(walk.cycles) + " walked cycles", false;
    cycles.push_back(walk.cycles);
  }
  digest = lcan_permutations_digest(hashes);
  return true;
}

void register_lcan_bpc_root_table(Catalogue& cat);  // lcan_bpc_root_table.cpp

void register_lcan(Catalogue& cat) {
  for (const Declaration<LP>& d : {level_sizes(), reachable_switches(), lca_count(), paths_equal_lca(), tlcan_paths(),
                                   offline_routing(), recurrence_vs_simulation()})
    cat.add(declare(d));
  register_lcan_tables(cat);
  register_lcan_schedule(cat);
  register_lcan_equivalences(cat);
  register_lcan_downers(cat);
  register_lcan_online(cat);
  register_lcan_partition(cat);
  register_lcan_theorem3_groups(cat);
  register_lcan_tlcan(cat);
  register_lcan_tlcan_online(cat);
  register_lcan_bpc_root_table(cat);
}

}  // namespace netcert
