// tswitch_smt.cpp — see tswitch_smt.hpp.
#include "proofs/tswitch_smt.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>

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
    facts.push_back(p == z3::sum(down));
    facts.push_back(z3::sum(down) + z3::sum(up) == k);  // |C^alpha| = k
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
    facts.push_back(use == z3::sum(terms));
  }

  z3::expr in_set(ClaimedSet set) const {
    switch (set) {
      case ClaimedSet::Paired: {
        z3::expr_vector v(c);
        for (auto& e : pair_diff) v.push_back(e);
        return z3::sum(v) == 0;
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
  if (!ctx.emit_smt2_dir.empty()) {
    // Optimize has no solver::to_smt2; emit the constraints as a plain query.
    z3::solver s(c);
    for (auto& f : facts) s.add(f);
    std::filesystem::create_directories(ctx.emit_smt2_dir);
    std::ofstream(std::filesystem::path(ctx.emit_smt2_dir) / (query_name + ".smt2"))
        << "; Z3 Optimize query: the constraints below, then (minimize use)\n"
        << s.to_smt2() << "(minimize use)\n";
  }
  try {
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
  return out;
}

SmtClaimCheck smt_check_claim(const std::vector<uint64_t>& loads, int k, ClaimedSet set, const BigInt& min_twice,
                              const RunContext& ctx, const std::string& query_prefix, bool keep_smt2) {
  SmtClaimCheck out;
  auto run = [&](const std::string& name, auto&& extra, SmtAnswer& answer, Sides& model) {
    z3::context c;
    std::vector<z3::expr> facts;
    Encoding e(c, loads, k, facts);
    z3::solver s = make_solver(c, ctx, "QF_LIA");
    for (auto& f : facts) s.add(f);
    s.add(extra(c, e));
    answer = smt_check(s, ctx, query_prefix + "." + name, keep_smt2);
    if (answer.status == z3::sat) model = e.read(s.get_model());
  };
  run(
      "below_or_outside",
      [&](z3::context& c, const Encoding& e) {
        z3::expr twice = 2 * e.use, M2 = big(c, min_twice);
        return twice < M2 || (twice <= M2 && !e.in_set(set));
      },
      out.below_or_outside, out.below_or_outside_model);
  run(
      "member_misses",
      [&](z3::context& c, const Encoding& e) { return e.in_set(set) && 2 * e.use != big(c, min_twice); },
      out.member_misses, out.member_misses_model);
  run(
      "member_exists", [&](z3::context&, const Encoding& e) { return e.in_set(set); }, out.member_exists,
      out.member_model);
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
  auto text = [&](const std::string& name, const char* answer, auto&& extra) {
    z3::context ctx;
    std::vector<z3::expr> facts;
    Encoding e(ctx, loads, k, facts);
    RunContext none;
    z3::solver s = make_solver(ctx, none, "QF_LIA");
    for (auto& f : facts) s.add(f);
    s.add(extra(ctx, e));
    out.push_back(json{{"name", prefix + "." + name}, {"query", standalone_smt2(s)}, {"answer", answer}});
  };
  text("below_or_outside", "unsat", [&](z3::context& cx, const Encoding& e) {
    z3::expr twice = 2 * e.use, m2 = big(cx, M2);
    return twice < m2 || (twice <= m2 && !e.in_set(set));
  });
  text("member_misses", "unsat",
       [&](z3::context& cx, const Encoding& e) { return e.in_set(set) && 2 * e.use != big(cx, M2); });
  text("member_exists", "sat", [&](z3::context&, const Encoding& e) { return e.in_set(set); });
  return out;
}

SmtBetter smt_find_better(const std::vector<uint64_t>& loads, int k, uint64_t use, const RunContext& ctx,
                          const std::string& query_name) {
  z3::context c;
  std::vector<z3::expr> facts;
  Encoding e(c, loads, k, facts);
  z3::solver s = make_solver(c, ctx, "QF_LIA");
  for (auto& f : facts) s.add(f);
  s.add(e.use < c.int_val(static_cast<int64_t>(use)));
  SmtBetter out;
  out.answer = smt_check(s, ctx, query_name);
  if (out.answer.status == z3::sat) out.better = e.read(s.get_model());
  return out;
}

}  // namespace netcert
