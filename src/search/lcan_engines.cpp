// lcan_engines.cpp — the engines of seed 004 as declared engines (core/declaration.hpp):
// each receives the typed params and honours every one it accepts (kind, N, d,
// u, and the Sec. 3 parameters) or refuses.
#include <algorithm>
#include <cstdio>
#include <memory>

#include "core/errors.hpp"
#include "core/montecarlo_seed.hpp"
#include "core/statistics.hpp"
#include "proofs/lcan_smt.hpp"
#include "route/lcan_recurrence.hpp"
#include "search/lcan_search.hpp"
#include "search/random.hpp"

namespace netcert {

Lcan lcan_of(const LcanParams& p) { return Lcan(p.shape()); }

std::string lcan_refusal(const LcanParams& p, uint64_t max_N) {
  LcanShape s = p.shape();
  std::string why;
  if (lcan_levels(s, why, Lcan::kMaxSwitches) < 0) return s.name() + ": " + why;
  if (static_cast<uint64_t>(s.N) > max_N) return "N > " + std::to_string(max_N) + " is outside this engine";
  return "";
}

DomainRule<LcanParams> lcan_shape_rule(uint64_t max_N, bool cb_only) {
  return restriction<LcanParams>([max_N, cb_only](const LcanParams& p) {
    if (cb_only && !p.cb()) return std::string("this claim is about CB-LCANs (kind=cb)");
    return lcan_refusal(p, max_N);
  });
}

EngineDecl<LcanParams> lcan_exhaustive_engine(DomainRule<LcanParams> domain, const std::string& what, LcanDefectFn fn,
                                              std::function<void(const LcanParams&, json&)> extend_witness) {
  EngineDecl<LcanParams> e;
  e.name = "exhaustive";
  e.domain = {std::move(domain)};
  e.sliced = true;
  e.run = [fn, what, extend_witness](const LcanParams& p, const RunContext& ctx) {
    Lcan net = lcan_of(p);
    bool timed_out = false;
    auto d = fn(net, p, ctx, &timed_out);
    Outcome o = d ? Outcome::fails(*d, "counterexample on " + net.shape().name())
                  : timed_out ? Outcome::unknown("timed out before every case was checked")
                              : Outcome::holds(json::object(), what + " on " + net.shape().name());
    if (o.verdict == Verdict::Holds) {
      json sizes = json::array();
      for (int i = 0; i < net.levels(); ++i) sizes.push_back(net.switches_at(i));
      o.witness = json{{"levels", net.levels()}, {"switches_per_level", sizes}};
      if (extend_witness) extend_witness(p, o.witness);
    }
    o.stats["network"] = net.shape().name();
    o.stats["levels"] = net.levels();
    o.stats["switches"] = net.switch_count();
    return o;
  };
  return e;
}

EngineDecl<LcanParams> lcan_random_engine(const std::string& id, DomainRule<LcanParams> domain, LcanSampleFn pick) {
  EngineDecl<LcanParams> e;
  e.name = "random";
  e.domain = {std::move(domain)};
  e.run = [id, pick](const LcanParams& p, const RunContext& ctx) {
    auto net = std::make_shared<Lcan>(lcan_of(p));
    auto slot = std::make_shared<FailureSlot>();
    auto params = std::make_shared<LcanParams>(p);
    Outcome o = run_random(id, ctx, slot, [slot, net, params, pick] {
      uint64_t draw = *rc::gen::arbitrary<uint64_t>();
      if (auto d = pick(*net, *params, draw)) {
        slot->last = *d;
        RC_FAIL("claim fails on " + net->shape().name());
      }
    });
    o.stats["network"] = net->shape().name();
    return o;
  };
  return e;
}

EngineDecl<LcanParams> lcan_smt_engine(bool lca_too) {
  EngineDecl<LcanParams> e;
  e.name = "smt";
  e.domain = {restriction<LcanParams>([lca_too](const LcanParams& p) {
    if (!lca_too && p.u == 1)  // its only query family, inject, would be vacuous
      return std::string("u = 1: each PE has one up-choice sequence, so Lemma 1 has nothing to separate (use "
                         "--engine exhaustive)");
    return lcan_smt_refusal(p.shape());
  })};
  e.run = [lca_too](const LcanParams& p, const RunContext& ctx) {
    LcanSmtOptions opt;
    opt.lca_too = lca_too;
    return smt_lcan_lemmas(p.shape(), ctx, opt);
  };
  e.description = std::string(lca_too ? "Lemmas 1 and 2" : "Lemma 1") +
                  " for one CB-LCAN: per level, bit-vector queries with the PEs p, q and the up-choice sequences "
                  "symbolic; N, d, u, the level and Sec. 2's label rule fixed. unsat confirms each fact (negation "
                  "asserted); sat is a counterexample (p, q, choices).";
  return e;
}

EngineDecl<LcanParams> lcan_offline_engine(const std::string& name, uint64_t max_N) {
  EngineDecl<LcanParams> e;
  e.name = name;
  e.domain = {restriction<LcanParams>([max_N](const LcanParams& p) {
    if (!p.cb()) return std::string("Theorem 3 is about CB-LCANs (kind=cb)");
    std::string why = lcan_refusal(p, max_N);
    return why.empty() ? theorem3_hypotheses(lcan_of(p)) : why;
  })};
  e.run = [name](const LcanParams& p, const RunContext& ctx) {
    Lcan net = lcan_of(p);
    return name == "random" ? lcan_offline_random(net, default_offline_router(), ctx)
                            : lcan_offline_exhaustive(net, default_offline_router(), ctx);
  };
  e.sliced = name == "exhaustive";  // one find-first loop over permutation ranks
  return e;
}

ParamSet lcan_recurrence_param_set(const LcanParams& p) {
  ParamSet ps;
  ps.set("kind", p.kind);
  ps.set("N", p.N);
  ps.set("d", p.d);
  ps.set("u", p.u);
  ps.set("class", p.cls);
  ps.set("perms", p.perms);
  ps.set("tolerance_pct", p.tolerance_pct);
  ps.set("alpha_pct", p.alpha_pct);
  return ps;
}

namespace {

// The one line a reader needs: mean, interval, band, rule, verdict, and that it is a replay.
std::string recurrence_note(TrafficClass c, const RecurrenceCheck& r, uint64_t seed) {
  char buf[480];
  std::snprintf(buf, sizeof buf,
                "%s: mean %.4f (sd %.4f, n %llu), %g%% Student-t interval [%.4f, %.4f] (t %.3f, df %llu); "
                "Eqs. (2)-(3) %.4f +- %.4f; alpha %g; %s; Monte-Carlo sample, replay with seed %llu (not a proof)",
                to_string(c), r.sample.mean, r.sample.sd(), (unsigned long long)r.sample.n, 100 * (1 - r.ci.alpha),
                r.ci.low, r.ci.high, r.ci.t_quantile, (unsigned long long)r.ci.degrees_of_freedom, r.prediction,
                r.tolerance, r.ci.alpha, r.decision.reason.c_str(), (unsigned long long)seed);
  return buf;
}

json recurrence_stats(const RecurrenceCheck& r, uint64_t seed) {
  json s{{"seed", seed},
         {"mean", r.sample.mean},
         {"variance", r.sample.variance},
         {"sd", r.sample.sd()},
         {"standard_error", r.sample.standard_error()},
         {"samples", r.sample.n},
         {"min_samples", kMinMonteCarloSamples},
         {"alpha", r.ci.alpha},
         {"confidence", 1 - r.ci.alpha},
         {"interval", "Student-t, two-sided"},
         {"t_quantile", r.ci.t_quantile},
         {"df", r.ci.degrees_of_freedom},
         {"min", r.sim.min},
         {"max", r.sim.max},
         {"prediction", r.prediction},
         {"tolerance", r.tolerance},
         {"band", {r.prediction - r.tolerance, r.prediction + r.tolerance}},
         {"rule", "holds iff the interval lies inside the band; fails iff wholly outside; else unknown"},
         {"decision", r.decision.reason},
         {"permutations_per_second", r.sim.seconds > 0 ? r.sim.permutations / r.sim.seconds : 0}};
  if (r.sample.n >= 2) s["ci"] = {r.ci.low, r.ci.high};  // JSON has no infinity
  return s;
}

Outcome recurrence_outcome(const LcanParams& p, const RunContext& ctx) {
  Lcan net = lcan_of(p);
  TrafficClass c = parse_traffic_class(p.cls);
  double prediction = lcan_recurrence(net.N(), net.d(), net.u(), net.levels()).cycles_plus_pass;
  double tol = p.tolerance_pct == 0 ? 0 : std::max(0.25, p.tolerance_pct / 100.0 * prediction);
  double alpha = p.alpha_pct / 100.0;
  RecurrenceCheck r = recurrence_check(net, c, static_cast<uint64_t>(p.perms), ctx.seed, tol, alpha, ctx);
  // A run the deadline cut short decides nothing: unknown, never a mean of the permutations that finished.
  if (!r.sim.complete) return Outcome::unknown("timed out before all " + std::to_string(p.perms) +
                                               " permutations were simulated (--timeout)");
  Outcome o;
  o.verdict = r.decision.verdict;
  json evidence = recurrence_evidence_json(r, ctx.seed);
  evidence["seed_source"] = montecarlo_seed_source("lcan.recurrence_vs_simulation", lcan_recurrence_param_set(p), ctx.seed);
  if (o.verdict == Verdict::Fails) o.counterexample = evidence;
  if (o.verdict == Verdict::Holds) o.witness = evidence;
  o.note = recurrence_note(c, r, ctx.seed);
  o.stats = recurrence_stats(r, ctx.seed);
  return o;
}

}  // namespace

EngineDecl<LcanParams> lcan_recurrence_engine() {
  EngineDecl<LcanParams> e;
  e.name = "montecarlo";
  e.description =
      "Monte-Carlo sample of `perms` permutations drawn with the seed (permutation k: seed*phi + k); the verdict is "
      "a statistical decision at level alpha (Student-t interval of the mean against the tolerance band, unknown "
      "below 30 permutations), reproducible by replay with the seed, never a proof";
  e.domain = {restriction<LcanParams>([](const LcanParams& p) {
    if (!p.cb()) return std::string("simulated on CB-LCANs (kind=cb)");
    std::string why = lcan_refusal(p, 1 << 16);
    return why.empty() ? traffic_refusal(lcan_of(p), parse_traffic_class(p.cls)) : why;
  })};
  e.run = recurrence_outcome;
  return e;
}

}  // namespace netcert
