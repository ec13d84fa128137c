// lcan_engines.cpp — the Engine objects of seed 004: each honours every
// parameter it accepts (kind, N, d, u, and the Sec. 3 parameters) or refuses.
#include <algorithm>
#include <cstdio>
#include <memory>

#include "core/errors.hpp"
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
  Engine e;
  e.name = "exhaustive";
  e.refuse = shape_refusal(max_N, cb_only);
  e.run = [fn, what](const ParamSet& ps, const RunContext& ctx) {
    Lcan net = lcan_of(ps);
    bool timed_out = false;
    auto d = fn(net, ctx, &timed_out);
    Outcome o = d ? Outcome::fails(*d, "counterexample on " + net.shape().name())
                  : timed_out ? Outcome::unknown("timed out before every case was checked")
                              : Outcome::holds(json::object(), what + " on " + net.shape().name());
    if (o.verdict == Verdict::Holds) {
      json sizes = json::array();
      for (int i = 0; i < net.levels(); ++i) sizes.push_back(net.switches_at(i));
      o.witness = json{{"levels", net.levels()}, {"switches_per_level", sizes}};
    }
    o.stats["network"] = net.shape().name();
    o.stats["levels"] = net.levels();
    o.stats["switches"] = net.switch_count();
    return o;
  };
  return e;
}

Engine lcan_random_engine(const std::string& id, uint64_t max_N, LcanSampleFn pick, bool cb_only) {
  Engine e;
  e.name = "random";
  e.refuse = shape_refusal(max_N, cb_only);
  e.run = [id, pick](const ParamSet& ps, const RunContext& ctx) {
    auto net = std::make_shared<Lcan>(lcan_of(ps));
    auto slot = std::make_shared<FailureSlot>();
    Outcome o = run_random(id, ctx, slot, [slot, net, pick] {
      uint64_t draw = *rc::gen::arbitrary<uint64_t>();
      if (auto d = pick(*net, draw)) {
        slot->last = *d;
        RC_FAIL("claim fails on " + net->shape().name());
      }
    });
    o.stats["network"] = net->shape().name();
    return o;
  };
  return e;
}

Engine lcan_smt_engine(bool lca_too) {
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
  return e;
}

namespace {

Outcome recurrence_outcome(const ParamSet& ps, const RunContext& ctx) {
  Lcan net = lcan_of(ps);
  TrafficClass c = parse_traffic_class(ps.s("class"));
  double prediction = lcan_recurrence(net.N(), net.d(), net.u(), net.levels()).cycles_plus_pass;
  double tol = ps.i("tolerance_pct") == 0 ? 0 : std::max(0.25, ps.i("tolerance_pct") / 100.0 * prediction);
  RecurrenceCheck r = recurrence_check(net, c, static_cast<uint64_t>(ps.i("perms")), ctx.seed, tol, ctx);
  // A run the deadline cut short decides nothing: unknown, never a mean of the permutations that finished.
  if (!r.sim.complete) return Outcome::unknown("timed out before all " + std::to_string(ps.i("perms")) +
                                               " permutations were simulated (--timeout)");
  json evidence{{"seed", ctx.seed},
                {"cycles", r.sim.cycles},
                {"mean", r.sim.mean},
                {"prediction", r.prediction},
                {"tolerance", tol},
                {"permutations_digest", r.sim.digest}};
  Outcome o = r.defect ? Outcome::fails(evidence, "simulation and recurrence disagree") : Outcome::holds(evidence, "");
  char buf[240];
  std::snprintf(buf, sizeof buf,
                "%s: mean %.3f, variance %.3f over %llu permutations (seed %llu); recurrence %.3f, tolerance %.3f",
                to_string(c), r.sim.mean, r.sim.variance, (unsigned long long)r.sim.permutations,
                (unsigned long long)ctx.seed, r.prediction, tol);
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
}

}  // namespace

Engine lcan_recurrence_engine() {
  Engine e;
  e.name = "exhaustive";
  e.refuse = [](const ParamSet& ps) {
    if (ps.s("kind") != "cb") return std::string("simulated on CB-LCANs (kind=cb)");
    std::string why = lcan_refusal(ps, 1 << 16);
    return why.empty() ? traffic_refusal(lcan_of(ps), parse_traffic_class(ps.s("class"))) : why;
  };
  e.run = recurrence_outcome;
  return e;
}

}  // namespace netcert
