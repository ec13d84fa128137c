// fattree_smt.cpp — see fattree_smt.hpp.
#include "proofs/fattree_smt.hpp"

#include <z3++.h>

#include "net/fat_tree.hpp"
#include "search/fattree_search.hpp"
#include "search/smt.hpp"

namespace netcert {

namespace {

// sigma_i(x) of a family as a bit-vector term (width n).
z3::expr family_term(z3::context& c, FamilyKind kind, int n, const z3::expr& i, const z3::expr& x) {
  switch (kind) {
    case FamilyKind::BitReverse: {
      // rev(x): the MSB of the result is bit 0 of x.
      z3::expr_vector bits(c);
      for (int m = 0; m < n; ++m) bits.push_back(x.extract(m, m));
      z3::expr rev = n == 1 ? bits[0] : z3::concat(bits);
      return rev + i;
    }
    case FamilyKind::Rotator: return x + i;
    default: return i - x;
  }
}

// Model value of a bit-vector in exact arithmetic.
BigInt big_value(const z3::model& m, const z3::expr& e) { return BigInt(m.eval(e, true).get_decimal_string(0)); }

// Canonical JSON integer: a number below 2^63, a decimal string above (the checker requires it).
json canonical(const BigInt& v) {
  if (v < pow2(63)) return static_cast<uint64_t>(v);
  return v.str();
}

struct UmpQuery {
  z3::solver s;
  z3::expr i, x, y;
};

UmpQuery build_ump_query(z3::context& c, const RunContext& ctx, FamilyKind kind, int n, int j) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  z3::expr i = c.bv_const("slot", n), x = c.bv_const("x", n), y = c.bv_const("y", n);
  s.add(x != y, "two_distinct_inputs");
  if (j >= 1) s.add(x.extract(n - 1, n - j) == y.extract(n - 1, n - j), "inputs_in_one_S_j_k");
  z3::expr fx = family_term(c, kind, n, i, x), fy = family_term(c, kind, n, i, y);
  if (j < n) s.add(fx.extract(n - 1, j) == fy.extract(n - 1, j), "images_in_one_S_n_minus_j_l");
  else s.add(c.bool_val(true), "images_in_one_S_n_minus_j_l");
  return UmpQuery{s, i, x, y};
}

}  // namespace

std::string smt_ump_query(FamilyKind kind, int n, int level) {
  z3::context c;
  RunContext quiet;
  UmpQuery q = build_ump_query(c, quiet, kind, n, level);
  return standalone_smt2(q.s);
}

Outcome smt_ump(FamilyKind kind, int n, const RunContext& ctx) {
  json queries = json::array();
  double total = 0;
  for (int j = 0; j <= n; ++j) {
    z3::context c;
    UmpQuery q = build_ump_query(c, ctx, kind, n, j);
    SmtAnswer a = smt_check(q.s, ctx, std::string("fattree.ump_") + family_name(kind) + "_n" + std::to_string(n) +
                                          "_level" + std::to_string(j), true);
    total += a.seconds;
    if (a.status == z3::sat) {
      z3::model m = q.s.get_model();
      BigInt slot = big_value(m, q.i), x1 = big_value(m, q.x), x2 = big_value(m, q.y);
      if (slot == 0) slot = pow2(n);
      if (x2 < x1) std::swap(x1, x2);
      BigInt y1 = family_apply_big(kind, n, slot, x1), y2 = family_apply_big(kind, n, slot, x2);
      Outcome o = Outcome::fails({{"slot", canonical(slot)},
                                  {"level", j},
                                  {"k", canonical(x1 >> (n - j))},
                                  {"l", canonical(y1 >> j)},
                                  {"block", {canonical((x1 >> (n - j)) << (n - j)), canonical((((x1 >> (n - j)) + 1) << (n - j)) - 1)}},
                                  {"target", {canonical((y1 >> j) << j), canonical((((y1 >> j) + 1) << j) - 1)}},
                                  {"inputs", {canonical(x1), canonical(x2)}},
                                  {"images", {canonical(y1), canonical(y2)}}},
                                 "level " + std::to_string(j) + ": two inputs of one S(j,k) land in one S(n-j,l)");
      o.stats["queries"] = j + 1;
      o.stats["solver_seconds"] = total;
      return o;
    }
    if (a.status == z3::unknown) {
      Outcome o = Outcome::unknown("level " + std::to_string(j) + ": solver " + a.reason);
      o.stats["queries"] = j + 1;
      return o;
    }
    queries.push_back({{"name", "level" + std::to_string(j)}, {"query", a.smt2}, {"answer", "unsat"}});
  }
  Outcome o = Outcome::holds({{"smt2", queries}},
                             std::to_string(n + 1) + " per-level queries UNSAT for symbolic slot and inputs");
  o.stats["queries"] = n + 1;
  o.stats["solver_seconds"] = total;
  return o;
}

namespace {
struct FamilyQuery {
  z3::solver s;
  z3::expr x, i1, i2;
};
FamilyQuery build_family_query(z3::context& c, const RunContext& ctx, FamilyKind kind, int n) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  z3::expr x = c.bv_const("x", n), i1 = c.bv_const("slot1", n), i2 = c.bv_const("slot2", n);
  s.add(i1 != i2, "two_distinct_slots");
  s.add(family_term(c, kind, n, i1, x) == family_term(c, kind, n, i2, x), "same_output_twice");
  return FamilyQuery{s, x, i1, i2};
}
}  // namespace

std::string smt_family_query(FamilyKind kind, int n) {
  z3::context c;
  RunContext quiet;
  FamilyQuery q = build_family_query(c, quiet, kind, n);
  return standalone_smt2(q.s);
}

Outcome smt_family_sums_to_ones(FamilyKind kind, int n, const RunContext& ctx) {
  z3::context c;
  FamilyQuery q = build_family_query(c, ctx, kind, n);
  SmtAnswer a = smt_check(q.s, ctx, std::string("fattree.family_sums_to_ones_") + family_name(kind) + "_n" +
                                        std::to_string(n), true);
  if (a.status == z3::sat) {
    z3::model m = q.s.get_model();
    BigInt x = big_value(m, q.x), s1 = big_value(m, q.i1), s2 = big_value(m, q.i2);
    if (s1 == 0) s1 = pow2(n);
    if (s2 == 0) s2 = pow2(n);
    if (s2 < s1) std::swap(s1, s2);
    return Outcome::fails({{"x", canonical(x)}, {"y", canonical(family_apply_big(kind, n, s1, x))},
                           {"slots", {canonical(s1), canonical(s2)}}},
                          "input x reaches the same output in two slots, so some output is never reached from x");
  }
  if (a.status == z3::unknown) return Outcome::unknown("solver " + a.reason);
  Outcome o = Outcome::holds({{"smt2", json::array({{{"name", "family"}, {"query", a.smt2}, {"answer", "unsat"}}})}},
                             "UNSAT: for every x the N slots reach N distinct outputs");
  o.stats["solver_seconds"] = a.seconds;
  return o;
}

namespace {

// One-hot Latin square: b[(x*N + y)*N + (i-1)] <=> slot i sends x to y.
struct LatinVars {
  uint64_t N;
  std::vector<z3::expr> b;
  z3::expr at(uint64_t x, uint64_t y, uint64_t slot0) const { return b[(x * N + y) * N + slot0]; }
};

LatinVars latin_square(z3::context& c, z3::solver& s, uint64_t N) {
  LatinVars v{N, {}};
  v.b.reserve(N * N * N);
  for (uint64_t x = 0; x < N; ++x)
    for (uint64_t y = 0; y < N; ++y)
      for (uint64_t i = 0; i < N; ++i)
        v.b.push_back(c.bool_const(("b_" + std::to_string(x) + "_" + std::to_string(y) + "_" + std::to_string(i + 1)).c_str()));
  std::vector<int> ones(N, 1);
  z3::expr_vector rows(c), cols(c), pairs(c);
  for (uint64_t i = 0; i < N; ++i)
    for (uint64_t a = 0; a < N; ++a) {
      z3::expr_vector r(c), col(c);
      for (uint64_t b2 = 0; b2 < N; ++b2) {
        r.push_back(v.at(a, b2, i));
        col.push_back(v.at(b2, a, i));
      }
      rows.push_back(z3::pbeq(r, ones.data(), 1));
      cols.push_back(z3::pbeq(col, ones.data(), 1));
    }
  for (uint64_t x = 0; x < N; ++x)
    for (uint64_t y = 0; y < N; ++y) {
      z3::expr_vector p(c);
      for (uint64_t i = 0; i < N; ++i) p.push_back(v.at(x, y, i));
      pairs.push_back(z3::pbeq(p, ones.data(), 1));
    }
  s.add(z3::mk_and(rows), "each_slot_maps_each_input_once");
  s.add(z3::mk_and(cols), "each_slot_reaches_each_output_once");
  s.add(z3::mk_and(pairs), "family_sums_to_all_ones");
  return v;
}

// Variables of the pairs that load one link group: up (x in S, y outside) or down.
z3::expr_vector group_vars(z3::context& c, const LatinVars& v, const FatTree& t, uint64_t node, bool up,
                           uint64_t slot0) {
  int j = FatTree::level(node);
  uint64_t k = FatTree::index_in_level(node);
  z3::expr_vector out(c);
  for (uint64_t x = 0; x < v.N; ++x)
    for (uint64_t y = 0; y < v.N; ++y) {
      bool xin = t.in_subtree(j, k, x), yin = t.in_subtree(j, k, y);
      if (up ? (xin && !yin) : (!xin && yin)) out.push_back(v.at(x, y, slot0));
    }
  return out;
}

std::vector<Permutation> family_from_model(const z3::model& m, const LatinVars& v) {
  std::vector<Permutation> fam(v.N, Permutation(v.N, 0));
  for (uint64_t x = 0; x < v.N; ++x)
    for (uint64_t y = 0; y < v.N; ++y)
      for (uint64_t i = 0; i < v.N; ++i)
        if (m.eval(v.at(x, y, i), true).is_true()) fam[i][x] = static_cast<uint32_t>(y);
  return fam;
}

}  // namespace

namespace {

// Lemma 1 at one link group: a family summing to ones with every slot's load below the bound.
void build_lower_bound(z3::context& c, z3::solver& s, LatinVars& v, const FatTree& t, uint64_t node, bool up,
                       bool counting) {
  const uint64_t N = t.leaves();
  int j = FatTree::level(node);
  uint64_t bound = t.up_bound(j), size = t.subtree_size(j);
  z3::expr_vector loads(c);
  for (uint64_t i = 0; i < N; ++i) {
    z3::expr_vector g = group_vars(c, v, t, node, up, i);
    std::string name = "slot" + std::to_string(i + 1) + "_load_below_bound";
    if (counting) {
      z3::expr_vector terms(c);
      for (unsigned q = 0; q < g.size(); ++q) terms.push_back(z3::ite(g[q], c.int_val(1), c.int_val(0)));
      z3::expr load = z3::sum(terms);
      loads.push_back(load);
      s.add(load <= c.int_val(static_cast<int64_t>(bound) - 1), name.c_str());
    } else {
      s.add(z3::atmost(g, static_cast<unsigned>(bound - 1)), name.c_str());
    }
  }
  if (counting)  // implied by family_sums_to_all_ones: every crossing pair is in exactly one slot
    s.add(z3::sum(loads) == c.int_val(static_cast<int64_t>(size * (N - size))), "crossing_pairs_counted_once");
}

std::string group_name(const FatTree& t, uint64_t node, bool up) { return t.node_name(node) + (up ? "_up" : "_down"); }

}  // namespace

std::vector<std::pair<std::string, std::string>> smt_lower_bound_queries(int n, bool counting) {
  FatTree t(n);
  std::vector<std::pair<std::string, std::string>> out;
  for (uint64_t node = 2; node < 2 * t.leaves(); ++node)
    for (bool up : {true, false}) {
      z3::context c;
      z3::solver s = make_solver(c, RunContext{});
      LatinVars v = latin_square(c, s, t.leaves());
      build_lower_bound(c, s, v, t, node, up, counting);
      out.emplace_back(group_name(t, node, up), standalone_smt2(s));
    }
  return out;
}

Outcome smt_lower_bound(int n, bool counting, const RunContext& ctx) {
  FatTree t(n);
  const uint64_t N = t.leaves();
  int proved = 0;
  double total = 0;
  json queries = json::array();
  for (uint64_t node = 2; node < 2 * N; ++node)
    for (bool up : {true, false}) {
      z3::context c;
      z3::solver s = make_solver(c, ctx);
      LatinVars v = latin_square(c, s, N);
      build_lower_bound(c, s, v, t, node, up, counting);
      SmtAnswer a = smt_check(s, ctx, "fattree.lower_bound_n" + std::to_string(n) + "_" + group_name(t, node, up), true);
      total += a.seconds;
      if (a.status == z3::sat) {
        auto fam = family_from_model(s.get_model(), v);
        json jf = json::array();
        uint64_t mx = 0;
        int j = FatTree::level(node);
        for (auto& p : fam) {
          jf.push_back(p);
          uint64_t load = 0;
          for (uint64_t x = 0; x < N; ++x) load += t.in_subtree(j, FatTree::index_in_level(node), x) &&
                                                   !t.in_subtree(j, FatTree::index_in_level(node), p[x]);
          mx = std::max(mx, load);
        }
        return Outcome::fails({{"node", {j, FatTree::index_in_level(node)}}, {"bound", t.up_bound(j)},
                               {"max_load", mx}, {"family", jf}},
                              "a family summing to ones stays below the Lemma 1 bound at " + t.node_name(node));
      }
      if (a.status == z3::unknown) {
        Outcome o = Outcome::unknown(group_name(t, node, up) + ": solver " + a.reason + " after " +
                                     std::to_string(proved) + " link groups proved");
        o.stats["proved_link_groups"] = proved;
        return o;
      }
      queries.push_back({{"name", group_name(t, node, up)}, {"query", a.smt2}, {"answer", "unsat"}});
      ++proved;
    }
  Outcome o = Outcome::holds({{"smt2", queries}}, std::to_string(proved) + " link groups: bound-1 infeasible (UNSAT each), " +
                                                      (counting ? "counting" : "plain") + " encoding");
  o.stats["proved_link_groups"] = proved;
  o.stats["solver_seconds"] = total;
  o.stats["encoding"] = counting ? "counting" : "plain";
  return o;
}

namespace {

// Up-load (= down-load) of group (j,k) in slot i for a built-in family, k and i symbolic.
z3::expr group_load(z3::context& c, FamilyKind kind, int n, int j, const z3::expr& i, const z3::expr& k) {
  const uint64_t m = 1ULL << (n - j);
  z3::expr load = c.bv_val(0, n + 1);
  for (uint64_t t = 0; t < m; ++t) {
    z3::expr x = j == n ? k : z3::concat(k, c.bv_val(static_cast<uint64_t>(t), n - j));
    z3::expr top = family_term(c, kind, n, i, x).extract(n - 1, n - j);
    load = load + z3::ite(top != k, c.bv_val(1, n + 1), c.bv_val(0, n + 1));
  }
  return load;
}

// Corollary 6 at level j: "over" = some slot loads some group beyond its degree;
// "slack" = some group stays below its degree in every slot. Both UNSAT: tight.
void build_tight(z3::context& c, z3::solver& s, FamilyKind kind, int n, int j, bool over, z3::expr& i, z3::expr& k) {
  FatTree t(n);
  z3::expr deg = c.bv_val(static_cast<uint64_t>(t.up_bound(j)), n + 1);
  if (over) {
    s.add(z3::ugt(group_load(c, kind, n, j, i, k), deg), "some_slot_overloads_a_group");
  } else {
    z3::expr q = c.bv_const("any_slot", n);
    s.add(z3::forall(q, z3::ult(group_load(c, kind, n, j, q, k), deg)), "a_group_below_its_degree_in_every_slot");
  }
}

}  // namespace

std::vector<std::pair<std::string, std::string>> smt_bound_tight_queries(FamilyKind kind, int n) {
  std::vector<std::pair<std::string, std::string>> out;
  for (int j = 1; j <= n; ++j)
    for (bool over : {true, false}) {
      z3::context c;
      z3::solver s = make_solver(c, RunContext{});
      z3::expr i = c.bv_const("slot", n), k = c.bv_const("k", j);
      build_tight(c, s, kind, n, j, over, i, k);
      out.emplace_back((over ? "over_level" : "slack_level") + std::to_string(j), standalone_smt2(s));
    }
  return out;
}

Outcome smt_bound_tight(FamilyKind kind, int n, const RunContext& ctx) {
  json queries = json::array();
  double total = 0;
  for (int j = 1; j <= n; ++j)
    for (bool over : {true, false}) {
      z3::context c;
      z3::solver s = make_solver(c, ctx);
      z3::expr i = c.bv_const("slot", n), k = c.bv_const("k", j);
      build_tight(c, s, kind, n, j, over, i, k);
      std::string name = (over ? "over_level" : "slack_level") + std::to_string(j);
      SmtAnswer a = smt_check(s, ctx, "fattree.bound_tight_" + std::string(family_name(kind)) + "_n" +
                                          std::to_string(n) + "_" + name, true);
      total += a.seconds;
      if (a.status == z3::sat) {
        // The model names one violation; the certificate states the canonical first one.
        RunContext one;
        one.jobs = 1;
        Outcome o = fattree_exhaustive_bound_tight(Family{n, kind, nullptr}, one);
        if (o.verdict != Verdict::Fails) return Outcome::unknown("solver model (" + name + ") not reproduced by the load count");
        o.note = name + " SAT at level " + std::to_string(j) + "; " + o.note;
        return o;
      }
      if (a.status == z3::unknown) return Outcome::unknown(name + ": solver " + a.reason);
      queries.push_back({{"name", name}, {"query", a.smt2}, {"answer", "unsat"}});
    }
  Outcome o = Outcome::holds({{"smt2", queries}}, "per level, UNSAT: no slot overloads a group, and no group stays "
                                                  "below its Lemma 1 degree in every slot (symbolic slot and node)");
  o.stats["solver_seconds"] = total;
  return o;
}

namespace {

z3::expr_vector build_realizable(z3::context& c, z3::solver& s, int n) {
  FatTree t(n);
  const uint64_t N = t.leaves();
  z3::expr_vector sigma(c);
  for (uint64_t x = 0; x < N; ++x) sigma.push_back(c.bv_const(("sigma_" + std::to_string(x)).c_str(), n));
  s.add(z3::distinct(sigma), "sigma_is_a_permutation");
  // UMP at level j: within each S(j,k) the images lie in distinct S(n-j,l).
  for (int j = 1; j < n; ++j)
    for (uint64_t k = 0; k < (1ULL << j); ++k) {
      z3::expr_vector tops(c);
      for (uint64_t x = k << (n - j); x < ((k + 1) << (n - j)); ++x) tops.push_back(sigma[x].extract(n - 1, j));
      s.add(z3::distinct(tops), ("ump_level" + std::to_string(j) + "_block" + std::to_string(k)).c_str());
    }
  z3::expr_vector overload(c);
  for (uint64_t node = 2; node < 2 * N; ++node) {
    int j = FatTree::level(node);
    uint64_t k = FatTree::index_in_level(node);
    z3::expr_vector up(c), down(c);
    for (uint64_t x = 0; x < N; ++x) {
      z3::expr in = sigma[x].extract(n - 1, n - j) == c.bv_val(static_cast<uint64_t>(k), j);
      if (t.in_subtree(j, k, x)) up.push_back(z3::ite(in, c.int_val(0), c.int_val(1)));
      else down.push_back(z3::ite(in, c.int_val(1), c.int_val(0)));
    }
    if (up.size()) overload.push_back(z3::sum(up) > c.int_val(static_cast<int64_t>(t.up_bound(j))));
    if (down.size()) overload.push_back(z3::sum(down) > c.int_val(static_cast<int64_t>(t.down_group_capacity(j))));
  }
  s.add(z3::mk_or(overload), "some_link_group_over_lemma1_degree");
  return sigma;
}

}  // namespace

std::string smt_ump_realizable_query(int n) {
  z3::context c;
  z3::solver s = make_solver(c, RunContext{});
  build_realizable(c, s, n);
  return standalone_smt2(s);
}

Outcome smt_ump_realizable(int n, const RunContext& ctx) {
  z3::context c;
  z3::solver s = make_solver(c, ctx);
  z3::expr_vector sigma = build_realizable(c, s, n);
  SmtAnswer a = smt_check(s, ctx, "fattree.ump_realizable_n" + std::to_string(n), true);
  if (a.status == z3::sat) {
    z3::model m = s.get_model();
    Permutation p(1ULL << n);
    for (uint64_t x = 0; x < p.size(); ++x) p[x] = static_cast<uint32_t>(model_u64(m, sigma[static_cast<unsigned>(x)]));
    json cex = fattree_realizable_counterexample(n, p, 0);
    if (cex.is_null()) return Outcome::unknown("solver model does not overload any group");
    return Outcome::fails(cex, "a UMP permutation overloads a link group");
  }
  if (a.status == z3::unknown) return Outcome::unknown("solver " + a.reason);
  Outcome o = Outcome::holds({{"smt2", json::array({{{"name", "realizable"}, {"query", a.smt2}, {"answer", "unsat"}}})}},
                             "UNSAT: no UMP permutation of Z_N overloads any link group");
  o.stats["solver_seconds"] = a.seconds;
  return o;
}

}  // namespace netcert
