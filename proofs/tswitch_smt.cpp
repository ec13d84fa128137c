// tswitch_smt.cpp — see tswitch_smt.hpp.
#include "proofs/tswitch_smt.hpp"

#include <algorithm>
#include <chrono>
#include <functional>
#include <limits>
#include <map>

#include "core/progress.hpp"

namespace netcert {

BlockSplit split_loads(const std::vector<uint64_t>& loads, int k) {
  const int P = 2 * k;
  auto w = [&](int i, int j) { return static_cast<int64_t>(loads[i * P + j] + loads[j * P + i]); };
  BlockSplit b;
  b.k = k;
  const int64_t inf = std::numeric_limits<int64_t>::max();
  b.a = b.t = b.u = inf;
  for (int i = 0; i < P; ++i)
    for (int j = i + 1; j < P; ++j) {
      int64_t& m = (i < k && j >= k) ? b.a : (j < k) ? b.t : b.u;
      m = std::min(m, w(i, j));
    }
  if (b.t == inf) b.t = 0;  // k = 1 has no down/down pairs
  if (b.u == inf) b.u = 0;
  for (int i = 0; i < P; ++i)
    for (int j = i + 1; j < P; ++j) {
      int64_t block = (i < k && j >= k) ? b.a : (j < k) ? b.t : b.u;
      if (w(i, j) != block) b.residual.push_back({i, j, w(i, j) - block});
    }
  return b;
}

namespace {

// The configuration variables and the objective, shared by every query.
struct Encoding {
  z3::context& c;
  int k;
  std::vector<z3::expr> x;  // 0/1 per port: 1 = in C^alpha
  z3::expr p, use;
  std::vector<z3::expr> pair_diff;  // |x_j - x_{k+j}|, for S^va
  size_t residual_pairs = 0;

  Encoding(z3::context& ctx, const std::vector<uint64_t>& loads, int k_, std::vector<z3::expr>& facts)
      : c(ctx), k(k_), p(ctx.int_val(0)), use(ctx.int_val(0)) {
    const int P = 2 * k;
    BlockSplit b = split_loads(loads, k);
    z3::expr_vector down(c), up(c);
    for (int l = 0; l < P; ++l) {
      x.push_back(c.int_const(("x" + std::to_string(l)).c_str()));
      facts.push_back(x[l] >= 0 && x[l] <= 1);
      (l < k ? down : up).push_back(x[l]);
    }
    p = c.int_const("p");
    facts.push_back(p == int_sum(down));
    facts.push_back(int_sum(down) + int_sum(up) == k);  // |C^alpha| = k
    // Block cut as a function of p alone (|C ∩ F| = k - p).
    z3::expr block = c.int_val(0);
    for (int v = k; v >= 0; --v) {
      int64_t g = b.a * (int64_t(v) * v + int64_t(k - v) * (k - v)) + (b.t + b.u) * int64_t(v) * (k - v);
      block = v == k ? c.int_val(g) : z3::ite(p == v, c.int_val(g), block);
    }
    z3::expr_vector terms(c);
    terms.push_back(block);
    // One |x_i - x_j| variable per port pair, shared by the objective and the
    // set predicate: then "C outside S^va" (some pair split) forces the
    // residual term up already in the LP relaxation, and the proofs stay easy.
    std::map<std::pair<int, int>, z3::expr> diffs;
    auto abs_diff = [&](int i, int j) {
      auto it = diffs.find({i, j});
      if (it != diffs.end()) return it->second;
      z3::expr d = c.int_const(("d_" + std::to_string(i) + "_" + std::to_string(j)).c_str());
      facts.push_back(d >= x[i] - x[j] && d >= x[j] - x[i] && d <= x[i] + x[j] && d <= 2 - x[i] - x[j]);
      diffs.emplace(std::make_pair(i, j), d);
      return d;
    };
    for (int j = 0; j < k; ++j) pair_diff.push_back(abs_diff(j, k + j));
    for (auto& r : b.residual) terms.push_back(c.int_val(r.w) * abs_diff(r.i, r.j));
    use = c.int_const("use");
    facts.push_back(use == int_sum(terms));
    residual_pairs = b.residual.size();
  }

  z3::expr in_set(ClaimedSet set) const {
    switch (set) {
      case ClaimedSet::Paired: {
        z3::expr_vector v(c);
        for (auto& e : pair_diff) v.push_back(e);
        return int_sum(v) == 0;
      }
      case ClaimedSet::HalfAndHalf: return 2 * p == k;
      default: return p == 0 || p == k;
    }
  }

  Sides read(const z3::model& m) const {
    Sides s(2 * k);
    for (int l = 0; l < 2 * k; ++l) s[l] = model_u64(m, x[l]) ? 1 : 0;
    return s;
  }
};

z3::expr big(z3::context& c, const BigInt& v) { return c.int_val(v.str().c_str()); }

// One decision query over the configurations of a switch: its own context, the
// encoding, and a QF_LIA solver holding the encoding's facts; the caller adds the claim.
struct ConfigQuery {
  z3::context c;
  std::vector<z3::expr> facts;
  Encoding e;
  z3::solver s;
  ConfigQuery(const std::vector<uint64_t>& loads, int k, const RunContext& ctx)
      : e(c, loads, k, facts), s(make_solver(c, ctx, "QF_LIA")) {
    for (auto& f : facts) s.add(f);
  }
};


// The comment header of a configuration query: the switch's loads and k are fixed,
// the configuration is symbolic.
SmtQueryInfo config_query_info(const std::string& name, int k, const std::vector<uint64_t>& loads,
                               const std::string& claim, const char* confirms) {
  BlockSplit b = split_loads(loads, k);
  SmtQueryInfo q;
  q.name = name;
  q.claim = claim;
  q.symbolic = "the configuration: x_l in {0,1} for each of the " + std::to_string(2 * k) +
               " ports (1 = in C^alpha, exactly k ones), with p = |C^alpha among the down ports|, "
               "d_i_j = |x_i - x_j| and use = internal-link use as defined terms";
  q.fixed = "k = " + std::to_string(k) + " and the switch's symmetrised pair loads, as integer constants: block "
            "weights a = " + std::to_string(b.a) + " (down/up), t = " + std::to_string(b.t) + " (down/down), u = " +
            std::to_string(b.u) + " (up/up) plus " + std::to_string(b.residual.size()) + " residual pairs";
  q.logic = "QF_LIA";
  q.confirms = confirms;
  return q;
}

// "Some configuration has use <= bound": sat pins the optimum from above,
// unsat (bound = m - 1) from below. solve = false only builds the text.
SmtAnswer pinned_optimum(const std::vector<uint64_t>& loads, int k, const BigInt& bound, const RunContext& ctx,
                         const SmtQueryInfo& q, bool solve) {
  ConfigQuery query(loads, k, ctx);
  query.s.add(query.e.use <= big(query.c, bound));
  if (!solve) {
    SmtAnswer a;
    a.smt2 = portable_smt2(query.s, q, q.confirms);
    return a;
  }
  return smt_check(query.s, ctx, q, true);
}

// The pair of decision queries that replace the exported Optimize query.
std::pair<SmtQueryInfo, SmtQueryInfo> pin_infos(const std::string& query_name, int k,
                                                const std::vector<uint64_t>& loads, const BigInt& m) {
  return {config_query_info(query_name + ".at_most_min", k, loads,
                            query_name + ": the minimum internal-link use m = " + m.str() +
                                " is attained: some configuration has use <= " + m.str(), "sat"),
          config_query_info(query_name + ".below_min", k, loads,
                            query_name + ": no configuration has use <= m - 1 = " + BigInt(m - 1).str() +
                                " (with at_most_min: the minimum is exactly m)", "unsat")};
}

}  // namespace

SmtOptimum smt_minimise(const std::vector<uint64_t>& loads, int k, const RunContext& ctx,
                        const std::string& query_name) {
  z3::context c;
  std::vector<z3::expr> facts;
  Encoding e(c, loads, k, facts);
  z3::optimize opt(c);
  if (ctx.timeout_seconds > 0) {
    z3::params prm(c);
    prm.set("timeout", static_cast<unsigned>(ctx.remaining_seconds() * 1000));
    opt.set(prm);
  }
  for (auto& f : facts) opt.add(f);
  opt.minimize(e.use);
  SmtOptimum out;
  auto t0 = std::chrono::steady_clock::now();
  try {
    Progress running("query " + query_name);
    InterruptHook stop([&c] { c.interrupt(); });  // Ctrl-C stops Optimize too
    z3::params no_ctrl_c(c);
    no_ctrl_c.set("ctrl_c", false);  // and Z3 must not swallow the SIGINT itself
    opt.set(no_ctrl_c);
    out.answer.status = opt.check();
    if (out.answer.status == z3::sat) {
      z3::model m = opt.get_model();
      out.min_use = model_u64(m, e.use);
      out.argmin = e.read(m);
    } else if (out.answer.status == z3::unknown) {
      out.answer.reason = "Z3 Optimize returned unknown (timeout or resource limit)";
    }
  } catch (const z3::exception& ex) {
    out.answer.status = z3::unknown;
    out.answer.reason = ex.msg();
  }
  out.answer.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (out.answer.status != z3::sat) return out;
  // Optimize's answer as two portable decision queries (exported and re-solved
  // by any solver): use <= m is sat, use <= m - 1 is unsat.
  auto [le, below] = pin_infos(query_name, k, loads, BigInt(out.min_use));
  out.at_most_min = pinned_optimum(loads, k, BigInt(out.min_use), ctx, le, true);
  out.below_min = pinned_optimum(loads, k, BigInt(out.min_use) - 1, ctx, below, true);
  if (out.at_most_min.status != z3::sat || out.below_min.status != z3::unsat) {
    out.answer.status = z3::unknown;
    out.answer.reason = std::string("the decision queries do not pin Optimize's minimum (use <= m: ") +
                        answer_name(out.at_most_min.status) + ", use <= m-1: " + answer_name(out.below_min.status) +
                        ")";
  }
  return out;
}

namespace {

// The three facts of the optimality claim, shared by the run and by the text
// verify-cert regenerates (so both build the same queries).
struct ClaimFact {
  const char* name;
  const char* confirms;
  std::string says;
  std::function<z3::expr(z3::context&, const Encoding&)> extra;
};

std::vector<ClaimFact> claim_facts(ClaimedSet set, const BigInt& M2) {
  const std::string m2 = M2.str(), in = std::string("the claimed set S (") + to_string(set) + ")";
  return {
      {"below_or_outside", "unsat",
       "no configuration has 2*use < " + m2 + ", and none outside " + in + " has 2*use <= " + m2 +
           "; negation asserted",
       [set, M2](z3::context& c, const Encoding& e) {
         z3::expr twice = 2 * e.use, bound = big(c, M2);
         return twice < bound || (twice <= bound && !e.in_set(set));
       }},
      {"member_misses", "unsat", "every configuration in " + in + " has 2*use = " + m2 + "; negation asserted",
       [set, M2](z3::context& c, const Encoding& e) { return e.in_set(set) && 2 * e.use != big(c, M2); }},
      {"member_exists", "sat", in + " is not empty",
       [set](z3::context&, const Encoding& e) { return e.in_set(set); }},
  };
}

}  // namespace

SmtClaimCheck smt_check_claim(const std::vector<uint64_t>& loads, int k, ClaimedSet set, const BigInt& min_twice,
                              const RunContext& ctx, const std::string& query_prefix, bool keep_smt2) {
  SmtClaimCheck out;
  SmtAnswer* answers[] = {&out.below_or_outside, &out.member_misses, &out.member_exists};
  Sides* models[] = {&out.below_or_outside_model, &out.member_misses_model, &out.member_model};
  auto facts_of_claim = claim_facts(set, min_twice);
  for (size_t i = 0; i < facts_of_claim.size(); ++i) {
    const ClaimFact& f = facts_of_claim[i];
    ConfigQuery query(loads, k, ctx);
    query.s.add(f.extra(query.c, query.e));
    SmtQueryInfo q = config_query_info(query_prefix + "." + f.name, k, loads, query_prefix + ": " + f.says, f.confirms);
    *answers[i] = smt_check(query.s, ctx, q, keep_smt2);
    if (answers[i]->status == z3::sat) *models[i] = query.e.read(query.s.get_model());
  }
  return out;
}

std::string tswitch_optimal_query_prefix(int k, int n, int stage, Connections c) {
  return "tswitch.optimal_config.k" + std::to_string(k) + ".n" + std::to_string(n) + ".s" + std::to_string(stage) +
         "." + to_string(c);
}

json tswitch_optimal_queries(const std::vector<uint64_t>& loads, int k, int n, int stage, Connections c) {
  const ClaimedSet set = claimed_set(n, stage, c);
  const BigInt M2 = claimed_min_twice(k, n, stage, c);
  const std::string prefix = tswitch_optimal_query_prefix(k, n, stage, c);
  json out = json::array();
  RunContext none;
  for (const ClaimFact& f : claim_facts(set, M2)) {
    ConfigQuery query(loads, k, none);
    query.s.add(f.extra(query.c, query.e));
    SmtQueryInfo q = config_query_info(prefix + "." + f.name, k, loads, prefix + ": " + f.says, f.confirms);
    out.push_back(json{{"name", q.name}, {"query", portable_smt2(query.s, q, f.confirms)}, {"answer", f.confirms}});
  }
  // The optimum pinned by two decision queries (the run pins Optimize's m; a
  // holds certificate has m = M2 / 2, which the stage entries also record).
  const BigInt m = M2 / 2;
  auto [le, below] = pin_infos(prefix + ".minimise", k, loads, m);
  out.push_back(json{{"name", le.name}, {"query", pinned_optimum(loads, k, m, none, le, false).smt2}, {"answer", "sat"}});
  out.push_back(json{{"name", below.name},
                     {"query", pinned_optimum(loads, k, m - 1, none, below, false).smt2},
                     {"answer", "unsat"}});
  return out;
}

SmtBetter smt_find_better(const std::vector<uint64_t>& loads, int k, uint64_t use, const RunContext& ctx,
                          const std::string& query_name) {
  ConfigQuery query(loads, k, ctx);
  query.s.add(query.e.use < query.c.int_val(static_cast<int64_t>(use)));
  SmtQueryInfo q = config_query_info(query_name, k, loads,
                                     "the configuration with use = " + std::to_string(use) +
                                         " is optimal: no configuration has use < " + std::to_string(use) +
                                         "; negation asserted",
                                     "unsat");
  SmtBetter out;
  out.answer = smt_check(query.s, ctx, q);
  if (out.answer.status == z3::sat) out.better = query.e.read(query.s.get_model());
  return out;
}

}  // namespace netcert
