// lcan_engines.cpp — the Engine objects of seed 004: each honours every
// parameter it accepts (kind, N, d, u, and the Sec. 3 parameters) or refuses.
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

Lcan lcan_of(const ParamSet& ps) { return Lcan(parse_lcan_shape(ps.s("kind"), ps.i("N"), ps.i("d"), ps.i("u"))); }

std::string lcan_refusal(const ParamSet& ps, uint64_t max_N) {
  LcanShape s = parse_lcan_shape(ps.s("kind"), ps.i("N"), ps.i("d"), ps.i("u"));
  std::string why;
  if (lcan_levels(s, why, Lcan::kMaxSwitches) < 0) return s.name() + ": " + why;
  if (static_cast<uint64_t>(s.N) > max_N) return "N > " + std::to_string(max_N) + " is outside this engine";
  return "";
}

namespace {

std::function<std::string(const ParamSet&)> shape_refusal(uint64_t max_N, bool cb_only) {
  return [max_N, cb_only](const ParamSet& ps) {
    if (cb_only && ps.s("kind") != "cb") return std::string("this claim is about CB-LCANs (kind=cb)");
    return lcan_refusal(ps, max_N);
  };
}

}  // namespace

Engine lcan_exhaustive_engine(uint64_t max_N, const std::string& what, LcanDefectFn fn, bool cb_only) {
  return lcan_exhaustive_engine_by_params(
      max_N, what, [fn](const Lcan& n, const ParamSet&, const RunContext& ctx, bool* t) { return fn(n, ctx, t); },
      shape_refusal(max_N, cb_only));
}

Engine lcan_exhaustive_engine_by_params(uint64_t max_N, const std::string& what, LcanParamDefectFn fn,
                                        std::function<std::string(const ParamSet&)> refuse,
                                        std::function<void(const ParamSet&, json&)> extend_witness) {
  Engine e;
  e.name = "exhaustive";
  e.refuse = refuse ? refuse : shape_refusal(max_N, false);
  e.run = [fn, what, extend_witness](const ParamSet& ps, const RunContext& ctx) {
    Lcan net = lcan_of(ps);
    bool timed_out = false;
    auto d = fn(net, ps, ctx, &timed_out);
    Outcome o = d ? Outcome::fails(*d, "counterexample on " + net.shape().name())
                  : timed_out ? Outcome::unknown("timed out before every case was checked")
                              : Outcome::holds(json::object(), what + " on " + net.shape().name());
    if (o.verdict == Verdict::Holds) {
      json sizes = json::array();
      for (int i = 0; i < net.levels(); ++i) sizes.push_back(net.switches_at(i));
      o.witness = json{{"levels", net.levels()}, {"switches_per_level", sizes}};
      if (extend_witness) extend_witness(ps, o.witness);
    }
    o.stats["network"] = net.shape().name();
    o.stats["levels"] = net.levels();
    o.stats["switches"] = net.switch_count();
    return o;
  };
  return e;
}

Engine lcan_random_engine(const std::string& id, uint64_t max_N, LcanSampleFn pick, bool cb_only) {
  return lcan_random_engine_by_params(
      id, [pick](const Lcan& n, const ParamSet&, uint64_t draw) { return pick(n, draw); },
      shape_refusal(max_N, cb_only));
}

Engine lcan_random_engine_by_params(const std::string& id, LcanParamSampleFn pick,
                                    std::function<std::string(const ParamSet&)> refuse) {
  Engine e;
  e.name = "random";
  e.refuse = std::move(refuse);
  e.run = [id, pick](const ParamSet& ps, const RunContext& ctx) {
    auto net = std::make_shared<Lcan>(lcan_of(ps));
    auto slot = std::make_shared<FailureSlot>();
    auto params = std::make_shared<ParamSet>(ps);
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

std::function<std::string(const ParamSet&)> lcan_shape_refusal(uint64_t max_N) { return shape_refusal(max_N, false); }

Engine lcan_smt_engine(bool lca_too) {
  Engine e;
  e.name = "smt";
  e.refuse = [lca_too](const ParamSet& ps) {
    if (!lca_too && ps.i("u") == 1)  // its only query family, inject, would be vacuous
      return std::string("u = 1: each PE has one up-choice sequence, so Lemma 1 has nothing to separate (use "
                         "--engine exhaustive)");
    return lcan_smt_refusal(parse_lcan_shape(ps.s("kind"), ps.i("N"), ps.i("d"), ps.i("u")));
  };
  e.run = [lca_too](const ParamSet& ps, const RunContext& ctx) {
    LcanSmtOptions opt;
    opt.lca_too = lca_too;
    return smt_lcan_lemmas(parse_lcan_shape(ps.s("kind"), ps.i("N"), ps.i("d"), ps.i("u")), ctx, opt);
  };
  e.description = std::string(lca_too ? "Lemmas 1 and 2" : "Lemma 1") +
                  " for one CB-LCAN: per level, bit-vector queries with the PEs p, q and the up-choice sequences "
                  "symbolic; N, d, u, the level and Sec. 2's label rule fixed. unsat confirms each fact (negation "
                  "asserted); sat is a counterexample (p, q, choices).";
  return e;
}

Engine lcan_offline_engine(const std::string& name, uint64_t max_N) {
  Engine e;
  e.name = name;
  e.refuse = [max_N](const ParamSet& ps) {
    if (ps.s("kind") != "cb") return std::string("Theorem 3 is about CB-LCANs (kind=cb)");
    std::string why = lcan_refusal(ps, max_N);
    return why.empty() ? theorem3_hypotheses(lcan_of(ps)) : why;
  };
  e.run = [name](const ParamSet& ps, const RunContext& ctx) {
    Lcan net = lcan_of(ps);
    return name == "random" ? lcan_offline_random(net, default_offline_router(), ctx)
                            : lcan_offline_exhaustive(net, default_offline_router(), ctx);
  };
  e.sliced = name == "exhaustive";  // one find-first loop over permutation ranks
  return e;
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

Outcome recurrence_outcome(const ParamSet& ps, const RunContext& ctx) {
  Lcan net = lcan_of(ps);
  TrafficClass c = parse_traffic_class(ps.s("class"));
  double prediction = lcan_recurrence(net.N(), net.d(), net.u(), net.levels()).cycles_plus_pass;
  double tol = ps.i("tolerance_pct") == 0 ? 0 : std::max(0.25, ps.i("tolerance_pct") / 100.0 * prediction);
  double alpha = ps.i("alpha_pct") / 100.0;
  RecurrenceCheck r = recurrence_check(net, c, static_cast<uint64_t>(ps.i("perms")), ctx.seed, tol, alpha, ctx);
  // A run the deadline cut short decides nothing: unknown, never a mean of the permutations that finished.
  if (!r.sim.complete) return Outcome::unknown("timed out before all " + std::to_string(ps.i("perms")) +
                                               " permutations were simulated (--timeout)");
  Outcome o;
  o.verdict = r.decision.verdict;
  json evidence = recurrence_evidence_json(r, ctx.seed);
  evidence["seed_source"] = montecarlo_seed_source("lcan.recurrence_vs_simulation", ps, ctx.seed);
  if (o.verdict == Verdict::Fails) o.counterexample = evidence;
  if (o.verdict == Verdict::Holds) o.witness = evidence;
  o.note = recurrence_note(c, r, ctx.seed);
  o.stats = recurrence_stats(r, ctx.seed);
  return o;
}

}  // namespace

Engine lcan_recurrence_engine() {
  Engine e;
  e.name = "montecarlo";
  e.description =
      "Monte-Carlo sample of `perms` permutations drawn with the seed (permutation k: seed*phi + k); the verdict is "
      "a statistical decision at level alpha (Student-t interval of the mean against the tolerance band, unknown "
      "below 30 permutations), reproducible by replay with the seed, never a proof";
  e.refuse = [](const ParamSet& ps) {
    if (ps.s("kind") != "cb") return std::string("simulated on CB-LCANs (kind=cb)");
    std::string why = lcan_refusal(ps, 1 << 16);
    return why.empty() ? traffic_refusal(lcan_of(ps), parse_traffic_class(ps.s("class"))) : why;
  };
  e.run = recurrence_outcome;
  return e;
}

}  // namespace netcert
