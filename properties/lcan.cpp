// lcan.cpp — seed 004 (Scherson & Chien, Least Common Ancestor Networks): the
// six lcan.* properties. Tables in lcan_tables.cpp, the permutation schedule
// checker in lcan_schedule.cpp.
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
#include "properties/lcan.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <set>

#include "check/lcan_check.hpp"
#include "core/errors.hpp"
#include "search/parallel.hpp"
#include "search/random.hpp"
#include "generators/lcan_gen.hpp"
#include "proofs/lcan_smt.hpp"
#include "route/lcan_claims.hpp"
#include "route/lcan_offline.hpp"

namespace netcert {

const char* const kLcanPaper = "004: Scherson, Chien — Least Common Ancestor Networks";

std::vector<ParamSpec> lcan_shape_params(const std::string& kind_default, const std::string& N_default,
                                         const std::string& d_default, const std::string& u_default) {
  return {choice_param("kind", {"cb", "t"}, kind_default, "cb: CB-LCAN (complete bipartite), t: T-LCAN ((d/u)-ary tree)"),
          int_param("N", 1, int64_t(1) << 62, N_default, "PEs (CB: N = d^l; T: N = u (d/u)^l)"),
          int_param("d", 2, 1 << 20, d_default, "downers per switch"),
          int_param("u", 1, 1 << 20, u_default, "uppers per switch")};
}

Lcan lcan_of(const ParamSet& ps) { return Lcan(parse_lcan_shape(ps.s("kind"), ps.i("N"), ps.i("d"), ps.i("u"))); }

std::string lcan_refusal(const ParamSet& ps, uint64_t max_N) {
  LcanShape s = parse_lcan_shape(ps.s("kind"), ps.i("N"), ps.i("d"), ps.i("u"));
  std::string why;
  if (lcan_levels(s, why, Lcan::kMaxSwitches) < 0) return s.name() + ": " + why;
  if (static_cast<uint64_t>(s.N) > max_N) return "N > " + std::to_string(max_N) + " is outside this engine";
  return "";
}

namespace {

using DefectFn = std::function<std::optional<json>(const Lcan&, const RunContext&, bool*)>;

Outcome outcome_of(const Lcan& net, std::optional<json> defect, bool timed_out, const std::string& what) {
  if (defect) return Outcome::fails(*defect, "counterexample on " + net.shape().name());
  if (timed_out) return Outcome::unknown("timed out before every case was checked");
  Outcome o = Outcome::holds(json{{"network", net.to_json()}, {"levels", net.levels()}}, what);
  return o;
}

Engine exhaustive_engine(uint64_t max_N, const std::string& what, DefectFn fn, bool cb_only = false) {
  Engine e;
  e.name = "exhaustive";
  e.refuse = [max_N, cb_only](const ParamSet& ps) {
    if (cb_only && ps.s("kind") != "cb") return std::string("this claim is about CB-LCANs (kind=cb)");
    return lcan_refusal(ps, max_N);
  };
  e.run = [fn, what](const ParamSet& ps, const RunContext& ctx) {
    Lcan net = lcan_of(ps);
    bool timed_out = false;
    auto d = fn(net, ctx, &timed_out);
    Outcome o = outcome_of(net, d, timed_out, what + " on " + net.shape().name());
    o.stats["network"] = net.shape().name();
    o.stats["levels"] = net.levels();
    o.stats["switches"] = net.switch_count();
    return o;
  };
  return e;
}

// Random engine for structural claims: random shapes of the parameter's kind
// with at most N PEs (d and u are drawn, not taken from the parameters).
Engine random_shapes_engine(const std::string& id, uint64_t cap_N, DefectFn fn, bool cb_only = false) {
  Engine e;
  e.name = "random";
  e.refuse = [cb_only](const ParamSet& ps) {
    if (cb_only && ps.s("kind") != "cb") return std::string("this claim is about CB-LCANs (kind=cb)");
    return lcan_refusal(ps, uint64_t(1) << 40);  // the given shape must be well formed; it bounds N
  };
  e.run = [id, cap_N, fn](const ParamSet& ps, const RunContext& ctx) {
    auto slot = std::make_shared<FailureSlot>();
    uint64_t max_N = std::min<uint64_t>(cap_N, static_cast<uint64_t>(ps.i("N")));
    if (max_N < 2) max_N = 2;
    RunContext inner = ctx;
    inner.jobs = 1;
    Outcome o = run_random(id, ctx, slot, [slot, fn, inner, kind = ps.s("kind"), max_N] {
      LcanShape s = *gen_lcan_shape(kind, max_N);
      Lcan net(s);
      if (auto d = fn(net, inner, nullptr)) {
        slot->last = *d;
        RC_FAIL("claim fails on " + s.name());
      }
    });
    o.stats["shapes"] = "random " + ps.s("kind") + " shapes with N <= " + std::to_string(max_N);
    return o;
  };
  return e;
}

// ---- independent re-checks (check/lcan_check.hpp only) ----

uint64_t power(uint64_t b, int e) {
  uint64_t r = 1;
  while (e-- > 0) r *= b;
  return r;
}

int digit_lca_level(const Lcan& net, uint64_t p, uint64_t q) {
  // Most significant differing base-d digit (CB) or tree depth of the common subtree (T), from scratch.
  if (net.complete_bipartite()) {
    int level = 0, pos = 0;
    for (uint64_t a = p, b = q; a || b; a /= net.d(), b /= net.d(), ++pos)
      if (a % net.d() != b % net.d()) level = pos;
    return level;
  }
  uint64_t a = p / net.d(), b = q / net.d();
  int level = 0;
  while (a != b) a /= net.d() / net.u(), b /= net.d() / net.u(), ++level;
  return level;
}

bool recheck_structure(const Lcan& net, std::string& why) {
  // Switches per level by walking every PE's upward closure; wiring round trips.
  std::vector<std::set<uint64_t>> level(net.levels());
  for (uint64_t p = 0; p < net.N(); ++p) {
    auto r = upward_reachable_by_walk(net, p);
    for (int i = 0; i < net.levels(); ++i) level[i].insert(r[i].begin(), r[i].end());
  }
  for (int i = 0; i < net.levels(); ++i) {
    auto eq1 = eq1_switches(net.shape().N, net.shape().d, net.shape().u, i);
    if (eq1.second != 1 || eq1.first != level[i].size()) {
      why = "level " + std::to_string(i) + " has " + std::to_string(level[i].size()) + " switches, Eq. (1) says " +
            to_string(eq1.first) + "/" + to_string(eq1.second);
      return true;
    }
    for (uint64_t sw : level[i]) {
      for (uint64_t j = 0; j < net.d() && i > 0; ++j) {
        uint64_t up = net.downer_link(sw * net.d() + j);
        if (up == Lcan::kNone || !level[i - 1].count(up / net.u()) || net.upper_link(up) != sw * net.d() + j) {
          why = "downer " + std::to_string(j) + " of " + net.switch_name(sw) + " is not wired to an upper of level " +
                std::to_string(i - 1);
          return true;
        }
      }
      for (uint64_t k = 0; k < net.u(); ++k) {
        bool wired = net.upper_link(sw * net.u() + k) != Lcan::kNone;
        if (wired != (i + 1 < net.levels())) {
          why = "upper " + std::to_string(k) + " of " + net.switch_name(sw) + (wired ? " is wired above the top" : " is unwired");
          return true;
        }
      }
    }
  }
  int lmax = theorem1_lmax(net.shape().N, net.shape().d, net.shape().u);
  if (lmax >= 0 && net.levels() > lmax) return why = "l > l_max", true;
  why = "the independent walk found no defect";
  return false;
}

std::function<bool(const ParamSet&, const json&, std::string&)> recheck_for(const std::string& id) {
  return [id](const ParamSet&, const json& cx, std::string& why) -> bool {
    try {
      Lcan net = Lcan::from_json(cx.at("network"));
      if (id == "lcan.level_sizes") return recheck_structure(net, why);
      if (id == "lcan.reachable_switches") {
        uint64_t pe = cx.at("pe"), level = cx.at("level");
        uint64_t found = upward_reachable_by_walk(net, pe).at(level).size();
        uint64_t expected = net.complete_bipartite() ? power(net.u(), static_cast<int>(level)) : 1;
        why = "PE " + std::to_string(pe) + " reaches " + std::to_string(found) + " switches of level " +
              std::to_string(level) + ", Lemma 1 says " + std::to_string(expected);
        return found != expected;
      }
      if (id == "lcan.lca_count") {
        uint64_t p = cx.at("p"), q = cx.at("q");
        auto lca = lca_by_definition(net, p, q);
        int level = digit_lca_level(net, p, q);
        uint64_t expected = net.complete_bipartite() ? power(net.u(), level) : 1;
        why = "PEs " + std::to_string(p) + "," + std::to_string(q) + ": " + std::to_string(lca.switches.size()) +
              " LCA switches at level " + std::to_string(lca.level) + "; the lemma says " + std::to_string(expected) +
              " at level " + std::to_string(level);
        return lca.level != level || lca.switches.size() != expected;
      }
      if (id == "lcan.paths_equal_lca") {
        uint64_t p = cx.at("p"), q = cx.at("q");
        uint64_t paths = count_switch_paths_by_definition(net, p, q);
        auto lca = lca_by_definition(net, p, q);
        why = std::to_string(paths) + " non-redundant switch paths vs " + std::to_string(lca.switches.size()) +
              " LCA switches between PEs " + std::to_string(p) + " and " + std::to_string(q);
        return paths != lca.switches.size();
      }
      if (id == "lcan.offline_routing") {
        Permutation perm = cx.at("permutation").get<Permutation>();
        auto routes = routes_from_json(cx.at("routes"), "routes");
        auto v = check_routes_by_walk(net, perm, routes, cx.at("bound").get<uint64_t>());
        why = v ? "walk confirms: " + v->dump() : "the walk found the routing valid";
        return v.has_value();
      }
      if (id == "lcan.recurrence_vs_simulation") {
        // The prediction is recomputed independently; the Monte-Carlo mean is
        // re-run with the recorded seed (it has no independent re-derivation).
        double prediction = recurrence_cycles_by_definition(net.N(), net.d(), net.u(), net.levels());
        RunContext ctx;
        auto sim = simulate_class(net, parse_traffic_class(cx.at("class")), cx.at("permutations"), cx.at("seed"), ctx);
        double tol = cx.at("tolerance");
        why = "re-run: mean " + std::to_string(sim.mean) + ", independent prediction " + std::to_string(prediction) +
              ", tolerance " + std::to_string(tol);
        return std::fabs(sim.mean - prediction) > tol;
      }
      why = "no re-check for " + id;
      return false;
    } catch (const std::exception& e) {
      why = std::string("malformed counterexample: ") + e.what();
      return false;
    }
  };
}

std::function<bool(const ParamSet&, const std::string&, const json&, std::string&)> verify_structure_for(
    const std::string& id) {
  // A holds certificate names the network; re-establishing it means running the
  // independent checker over it (feasible for the sizes the suite certifies).
  return [id](const ParamSet& ps, const std::string& engine, const json& w, std::string& why) -> bool {
    if (engine == "smt") return verify_lcan_smt_witness(w, why);
    Lcan net = lcan_of(ps);
    if (net.N() > 256) return why = "verification limited to N <= 256", false;
    if (w.is_object() && w.contains("network") && w["network"] != net.to_json())
      return why = "witness names another network", false;
    if (id == "lcan.level_sizes") return !recheck_structure(net, why);
    for (uint64_t p = 0; p < net.N(); ++p)
      for (uint64_t q = 0; q < net.N(); ++q) {
        if (id == "lcan.reachable_switches" && q == 0) {
          auto r = upward_reachable_by_walk(net, p);
          for (int i = 0; i < net.levels(); ++i)
            if (r[i].size() != (net.complete_bipartite() ? power(net.u(), i) : 1)) return why = "Lemma 1 fails", false;
        }
        if (p == q) continue;
        if (id == "lcan.lca_count") {
          auto lca = lca_by_definition(net, p, q);
          int level = digit_lca_level(net, p, q);
          if (lca.level != level || lca.switches.size() != (net.complete_bipartite() ? power(net.u(), level) : 1))
            return why = "Lemma 2/3 fails", false;
        }
        if (id == "lcan.paths_equal_lca" &&
            count_switch_paths_by_definition(net, p, q) != lca_by_definition(net, p, q).switches.size())
          return why = "Theorem 2 fails", false;
      }
    why = "independent checker re-established " + id + " on " + net.shape().name();
    return true;
  };
}

Engine smt_engine(bool lca_too) {
  Engine e;
  e.name = "smt";
  e.refuse = [](const ParamSet& ps) {
    return lcan_smt_refusal(parse_lcan_shape(ps.s("kind"), ps.i("N"), ps.i("d"), ps.i("u")));
  };
  e.run = [lca_too](const ParamSet& ps, const RunContext& ctx) {
    LcanSmtOptions opt;
    opt.lca_too = lca_too;
    return smt_lcan_lemmas(parse_lcan_shape(ps.s("kind"), ps.i("N"), ps.i("d"), ps.i("u")), ctx, opt);
  };
  return e;
}

// ---- Theorem 3 ----

std::string offline_refusal(const ParamSet& ps, uint64_t max_N) {
  if (ps.s("kind") != "cb") return "Theorem 3 is about CB-LCANs (kind=cb)";
  std::string why = lcan_refusal(ps, max_N);
  if (!why.empty()) return why;
  Lcan net = lcan_of(ps);
  return theorem3_hypotheses(net);
}

// Permutation of rank `index` (Lehmer code).
Permutation unrank_permutation(uint64_t n, uint64_t index) {
  std::vector<uint32_t> pool(n);
  for (uint64_t i = 0; i < n; ++i) pool[i] = static_cast<uint32_t>(i);
  std::vector<uint64_t> fact(n + 1, 1);
  for (uint64_t i = 1; i <= n; ++i) fact[i] = fact[i - 1] * i;
  Permutation p(n);
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t f = fact[n - 1 - i], k = index / f;
    index %= f;
    p[i] = pool[k];
    pool.erase(pool.begin() + static_cast<long>(k));
  }
  return p;
}

}  // namespace

// Exposed for tests: the exhaustive sweep of Theorem 3 with a given router.
Outcome lcan_offline_exhaustive(const Lcan& net, const OfflineRouter& router, const RunContext& ctx) {
  uint64_t count = 1;
  for (uint64_t i = 2; i <= net.N(); ++i) count *= i;
  auto res = parallel_find_first(static_cast<int64_t>(count), ctx, [&](int64_t idx, int) {
    return offline_defect(net, unrank_permutation(net.N(), idx), router).has_value();
  });
  if (res.first_failure >= 0) {
    auto d = offline_defect(net, unrank_permutation(net.N(), res.first_failure), router);
    Outcome o = Outcome::fails(*d, "permutation of rank " + std::to_string(res.first_failure));
    return o;
  }
  if (res.timed_out) return Outcome::unknown("timed out after " + std::to_string(res.checked) + " permutations");
  Outcome o = Outcome::holds(json{{"network", net.to_json()}, {"permutations", count},
                                  {"bound", to_string(theorem3_cycle_bound(net.d(), net.u(), net.levels()))}},
                             "all " + std::to_string(count) + " permutations routed within the bound");
  o.stats["permutations"] = count;
  return o;
}

Outcome lcan_offline_random(const Lcan& net, const OfflineRouter& router, const RunContext& ctx) {
  auto slot = std::make_shared<FailureSlot>();
  auto shape = net.shape();
  Outcome o = run_random("lcan.offline_routing", ctx, slot, [slot, shape, router] {
    Lcan n(shape);
    Permutation perm = *gen_lcan_permutation(n);
    if (auto d = offline_defect(n, perm, router)) {
      slot->last = *d;
      RC_FAIL("off-line routing fails");
    }
  });
  o.witness = json{{"network", net.to_json()}, {"seed", ctx.seed}, {"cases", ctx.random_cases}};
  return o;
}

void register_lcan(Catalogue& cat) {
  {
    Property p;
    p.id = "lcan.level_sizes";
    p.paper = kLcanPaper;
    p.claim = "Eq. (1), Corollaries 1-2, Theorem 1";
    p.statement =
        "Following the wiring up from the PEs, level i has S_i = N/d (u/d)^i switches (Eq. 1); Π_(i+1) maps the "
        "downers of level i+1 one-to-one onto the uppers of level i; l = log_d N for CB (Cor. 1) and "
        "l = log_(d/u)(N/u) with one top switch for T (Cor. 2); and l <= l_max, read as the smallest L with S_(L-1) "
        "an integer and S_L not (Theorem 1, OCR-damaged; unbounded when there is none)";
    p.params = lcan_shape_params("cb", "16", "2", "2");
    p.engines.push_back(exhaustive_engine(uint64_t(1) << 22, "levels, Eq. (1), wiring and Theorem 1 hold",
                                          [](const Lcan& n, const RunContext&, bool*) { return level_sizes_defect(n); }));
    p.engines.push_back(random_shapes_engine(p.id, 4096, [](const Lcan& n, const RunContext&, bool*) {
      return level_sizes_defect(n);
    }));
    p.recheck = recheck_for(p.id);
    p.verify_witness = verify_structure_for(p.id);
    cat.add(std::move(p));
  }
  {
    Property p;
    p.id = "lcan.reachable_switches";
    p.paper = kLcanPaper;
    p.claim = "Lemma 1";
    p.statement = "In a CB-LCAN every PE reaches exactly u^i distinct level-i switches climbing uppers only "
                  "(in a T-LCAN exactly one: the tree)";
    p.params = lcan_shape_params("cb", "16", "2", "2");
    p.engines.push_back(exhaustive_engine(uint64_t(1) << 16, "Lemma 1 holds for every PE and level",
                                          [](const Lcan& n, const RunContext& c, bool* t) { return reachable_defect(n, c, t); }));
    p.engines.push_back(smt_engine(false));
    p.engines.push_back(random_shapes_engine(p.id, 1024, [](const Lcan& n, const RunContext& c, bool*) {
      return reachable_defect(n, c);
    }));
    p.recheck = recheck_for(p.id);
    p.verify_witness = verify_structure_for(p.id);
    cat.add(std::move(p));
  }
  {
    Property p;
    p.id = "lcan.lca_count";
    p.paper = kLcanPaper;
    p.claim = "Lemmas 2-3";
    p.statement = "For every pair of distinct PEs the LCA level (lowest level with a common upward-reachable "
                  "switch) is the most significant base-d digit where the labels differ (CB) / the depth of the "
                  "smallest common subtree (T), and there are exactly u^i (CB, Lemma 2) / exactly one (T, Lemma 3) "
                  "LCA switches";
    p.params = lcan_shape_params("cb", "16", "2", "2");
    p.engines.push_back(exhaustive_engine(2048, "Lemmas 2-3 hold for every pair", [](const Lcan& n, const RunContext& c,
                                                                                    bool* t) { return lca_count_defect(n, c, t); }));
    p.engines.push_back(smt_engine(true));
    p.engines.push_back(random_shapes_engine(p.id, 256, [](const Lcan& n, const RunContext& c, bool* t) {
      return lca_count_defect(n, c, t);
    }));
    p.recheck = recheck_for(p.id);
    p.verify_witness = verify_structure_for(p.id);
    cat.add(std::move(p));
  }
  {
    Property p;
    p.id = "lcan.paths_equal_lca";
    p.paper = kLcanPaper;
    p.claim = "Theorem 2";
    p.statement = "In a CB-LCAN the number of non-redundant switch paths (no switch twice; switches join "
                  "downer-downer, downer-upper, upper-downer as in Fig. 1a, never upper-upper) between two distinct "
                  "PEs equals their number of LCA switches";
    p.params = lcan_shape_params("cb", "16", "2", "2");
    p.engines.push_back(exhaustive_engine(
        256, "Theorem 2 holds for every pair",
        [](const Lcan& n, const RunContext& c, bool* t) { return paths_defect(n, c, t); }, true));
    p.engines.push_back(random_shapes_engine(
        p.id, 81, [](const Lcan& n, const RunContext& c, bool* t) { return paths_defect(n, c, t); }, true));
    p.recheck = recheck_for(p.id);
    p.verify_witness = verify_structure_for(p.id);
    cat.add(std::move(p));
  }
  {
    Property p;
    p.id = "lcan.offline_routing";
    p.paper = kLcanPaper;
    p.claim = "Theorem 3 (constructive)";
    p.statement = "For every permutation, the off-line router (Kőnig edge colouring per level of the unfolded "
                  "Beneš-like network, cut back at the LCA level) yields switch settings that route every pair to "
                  "its destination within ceil((d/u)^(l-1)) network cycles with no wire direction or switch port used "
                  "twice in a cycle; CB-LCAN with d <= u or u | d";
    p.params = lcan_shape_params("cb", "8", "2", "2");
    Engine ex;
    ex.name = "exhaustive";
    ex.refuse = [](const ParamSet& ps) { return offline_refusal(ps, 9); };
    ex.run = [](const ParamSet& ps, const RunContext& ctx) {
      return lcan_offline_exhaustive(lcan_of(ps), default_offline_router(), ctx);
    };
    p.engines.push_back(ex);
    Engine rnd;
    rnd.name = "random";
    rnd.refuse = [](const ParamSet& ps) { return offline_refusal(ps, 65536); };
    rnd.run = [](const ParamSet& ps, const RunContext& ctx) {
      return lcan_offline_random(lcan_of(ps), default_offline_router(), ctx);
    };
    p.engines.push_back(rnd);
    p.recheck = recheck_for(p.id);
    p.verify_witness = [](const ParamSet& ps, const std::string& engine, const json& w, std::string& why) {
      Lcan net = lcan_of(ps);
      if (engine == "random") {
        // The cases came from RapidCheck's stream: replay them with the stored seed.
        RunContext ctx;
        ctx.seed = w.value("seed", uint64_t(1));
        ctx.random_cases = w.value("cases", 100);
        bool ok = lcan_offline_random(net, default_offline_router(), ctx).verdict == Verdict::Holds;
        why = ok ? "replayed the random cases (seed " + std::to_string(ctx.seed) + ")" : "replay failed";
        return ok;
      }
      if (net.N() > 8) return why = "re-verification limited to N <= 8 (N! routings)", false;
      // Every permutation re-routed and its settings walked by the independent checker.
      Permutation perm = identity_permutation(static_cast<uint32_t>(net.N()));
      uint64_t bound = static_cast<uint64_t>(theorem3_cycle_bound(net.d(), net.u(), net.levels()));
      uint64_t count = 0;
      do {
        if (auto v = check_routes_by_walk(net, perm, route_offline(net, perm).routes, bound))
          return why = "walk rejects the routing of " + to_string(perm) + ": " + v->dump(), false;
        ++count;
      } while (std::next_permutation(perm.begin(), perm.end()));
      why = std::to_string(count) + " routings walked by the independent checker";
      return true;
    };
    cat.add(std::move(p));
  }
  {
    Property p;
    p.id = "lcan.recurrence_vs_simulation";
    p.paper = kLcanPaper;
    p.claim = "Sec. 3, Eqs. (2)-(3) and Figs. 5-7";
    p.statement =
        "The mean number of network cycles the on-line algorithm of Sec. 3 (up: random per switch per cycle; "
        "down: lower LCA level first) needs over `perms` permutations of the class lies within tolerance_pct % "
        "(of the prediction, at least 0.25 cycle) of Eqs. (2)-(3) iterated (contention at the downers of levels "
        "l-1..1, exponent d at the top switch whose inputs are its d downers, u below; cycles = i + x_i); "
        "permutation k uses seed*phi + k";
    p.params = lcan_shape_params("cb", "256", "4", "4");
    p.params.push_back(choice_param("class", {"root", "random", "bpc"}, "root", "permutation class"));
    p.params.push_back(int_param("perms", 1, 1000000, "200", "permutations simulated"));
    p.params.push_back(int_param("tolerance_pct", 0, 1000, "25", "allowed gap, percent of the prediction"));
    Engine ex;
    ex.name = "exhaustive";
    ex.refuse = [](const ParamSet& ps) {
      if (ps.s("kind") != "cb") return std::string("simulated on CB-LCANs (kind=cb)");
      std::string why = lcan_refusal(ps, 1 << 16);
      if (!why.empty()) return why;
      Lcan net = lcan_of(ps);
      return traffic_refusal(net, parse_traffic_class(ps.s("class")));
    };
    ex.run = [](const ParamSet& ps, const RunContext& ctx) {
      Lcan net = lcan_of(ps);
      TrafficClass c = parse_traffic_class(ps.s("class"));
      RecurrenceCheck probe = recurrence_check(net, c, 0, ctx.seed, 1e300, ctx);  // prediction only
      double tol = std::max(0.25, ps.i("tolerance_pct") / 100.0 * probe.prediction);
      if (ps.i("tolerance_pct") == 0) tol = 0;
      RecurrenceCheck r = recurrence_check(net, c, static_cast<uint64_t>(ps.i("perms")), ctx.seed, tol, ctx);
      Outcome o = r.defect ? Outcome::fails(*r.defect, "simulation and recurrence disagree")
                           : Outcome::holds(json{{"network", net.to_json()}, {"class", to_string(c)},
                                                 {"seed", ctx.seed}, {"mean", r.sim.mean},
                                                 {"prediction", r.prediction}},
                                            "");
      char buf[200];
      std::snprintf(buf, sizeof buf, "%s: mean %.3f, variance %.3f over %llu permutations (seed %llu); recurrence %.3f",
                    to_string(c), r.sim.mean, r.sim.variance, (unsigned long long)r.sim.permutations,
                    (unsigned long long)ctx.seed, r.prediction);
      o.note = buf;
      o.stats["seed"] = ctx.seed;
      o.stats["mean"] = r.sim.mean;
      o.stats["variance"] = r.sim.variance;
      o.stats["min"] = r.sim.min;
      o.stats["max"] = r.sim.max;
      o.stats["prediction"] = r.prediction;
      o.stats["tolerance"] = tol;
      o.stats["permutations_per_second"] = r.sim.seconds > 0 ? r.sim.permutations / r.sim.seconds : 0;
      return o;
    };
    p.engines.push_back(ex);
    p.recheck = recheck_for(p.id);
    p.verify_witness = [](const ParamSet& ps, const std::string&, const json& w, std::string& why) {
      // Re-runs the simulation with the certified seed (it has no cheaper
      // re-derivation) and recomputes the prediction independently.
      Lcan net = lcan_of(ps);
      RunContext ctx;
      TrafficClass c = parse_traffic_class(ps.s("class"));
      auto sim = simulate_class(net, c, static_cast<uint64_t>(ps.i("perms")), w.at("seed").get<uint64_t>(), ctx);
      double prediction = recurrence_cycles_by_definition(net.N(), net.d(), net.u(), net.levels());
      bool ok = std::fabs(sim.mean - w.at("mean").get<double>()) < 1e-9 &&
                std::fabs(prediction - w.at("prediction").get<double>()) < 1e-6;
      why = ok ? "simulation replayed and prediction recomputed" : "replay or prediction differs from the witness";
      return ok;
    };
    cat.add(std::move(p));
  }
  register_lcan_tables(cat);
  register_lcan_schedule(cat);
}

}  // namespace netcert
