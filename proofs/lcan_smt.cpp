// lcan_smt.cpp — see lcan_smt.hpp.
#include "proofs/lcan_smt.hpp"

#include <z3++.h>

#include <map>

#include "core/bits.hpp"
#include "proofs/smt.hpp"

namespace netcert {

namespace {

int bits_for(uint64_t v) {
  int b = 1;
  while (b < 64 && (v >> b) != 0) ++b;
  return b;
}

}  // namespace

std::string lcan_smt_refusal(const LcanShape& s) {
  if (s.kind != LcanKind::CompleteBipartite) return "the SMT encoding covers CB-LCANs (kind=cb)";
  std::string why;
  int l = lcan_levels(s, why);
  if (l < 0) return s.name() + ": " + why;
  // Every level size and N * u must fit in 62 bits.
  BigInt biggest = BigInt(s.N) * s.u;
  for (int i = 0; i < l; ++i) biggest = std::max(biggest, eq1_switches(s.N, s.d, s.u, i).first * s.u);
  if (biggest >= (BigInt(1) << 62)) return "indices exceed 62-bit vectors";
  return "";
}

namespace {

// True when d^(i+1) >= N: no two PEs differ above digit i.
bool apart_is_vacuous(const LcanShape& s, int i) {
  BigInt reach = 1;
  for (int e = 0; e <= i; ++e) reach *= s.d;
  return reach >= BigInt(s.N);
}

// The queries of one shape, in order: (level, fact) with fact in inject |
// common | apart (inject only when !lca_too; no inject at level 0, one switch
// to start from, nor when u = 1, one choice sequence: "two different
// sequences" would be unsat whatever the wiring is). apart_i is left out where it is vacuous: when d^(i+1) >= N
// every two PEs agree above digit i, so "p, q differ above digit i" alone is
// unsat whatever the wiring is, and the query would check nothing.
std::vector<std::pair<int, std::string>> query_plan(const LcanShape& s, int levels, bool lca_too) {
  std::vector<std::pair<int, std::string>> plan;
  for (int i = 0; i < levels; ++i)
    for (const char* fact : {"inject", "common", "apart"}) {
      const std::string f = fact;
      if (!lca_too && f != "inject") continue;
      if (f == "inject" && (i == 0 || s.u == 1)) continue;  // one switch, or one choice sequence: nothing to separate
      if (f == "apart" && apart_is_vacuous(s, i)) continue;
      plan.emplace_back(i, f);
    }
  return plan;
}

unsigned vector_width(const LcanShape& s, int l) {
  uint64_t biggest = static_cast<uint64_t>(s.N) * static_cast<uint64_t>(s.u);
  for (int i = 0; i < l; ++i)
    biggest = std::max<uint64_t>(biggest, static_cast<uint64_t>(eq1_switches(s.N, s.d, s.u, i).first) * s.u);
  return static_cast<unsigned>(bits_for(biggest) + 1);
}

struct LemmaQuery {
  z3::expr p, q;
  z3::expr_vector k, k2;
};

// Asserts the negation of one fact at level i on `sol` (see the header). The
// wiring is asserted, not inlined: two climbs a and b, each a chain of switch
// variables a_0..a_i (b_0..b_i) with one named assertion per wire,
//   wire_a_0: a_0 = PE div d (the PE's level-0 switch),
//   wire_a_j+1: a_j+1 = up(a_j, choice_j) by Sec. 2's label rule,
// so the exported file states the network it is about, and deleting or
// changing a wire (tests/smt/mutants.sh) turns the query sat.
LemmaQuery build_lemma_query(z3::context& c, z3::solver& sol, const LcanShape& s, unsigned w, int i,
                             const std::string& f, const LcanSmtOptions& opt) {
  const uint64_t N = s.N, d = s.d, u = s.u;
  auto num = [&](uint64_t v) { return c.bv_val(v, w); };
  LemmaQuery lq{c.bv_const("p", w), c.bv_const("q", w), z3::expr_vector(c), z3::expr_vector(c)};
  sol.add(z3::ult(lq.p, num(N)));
  sol.add(z3::ult(lq.q, num(N)));
  for (int j = 0; j < i; ++j) {
    lq.k.push_back(c.bv_const(("k" + std::to_string(j)).c_str(), w));
    lq.k2.push_back(c.bv_const(("k_other" + std::to_string(j)).c_str(), w));
    sol.add(z3::ult(lq.k[j], num(u)));
    sol.add(z3::ult(lq.k2[j], num(u)));
  }
  // The level-i switch (dense index H*u^i + L) climb `name` reaches from PE x through choices ks.
  auto climb = [&](const std::string& name, const z3::expr& x, const z3::expr_vector& ks) {
    z3::expr at = c.bv_const((name + "_0").c_str(), w);
    sol.add(at == z3::udiv(x, num(d)), ("wire_" + name + "_0").c_str());
    for (int j = 0; j < i; ++j) {
      z3::expr H = z3::udiv(at, num(int_pow(u, j))), L = z3::urem(at, num(int_pow(u, j)));
      z3::expr L_next = opt.broken_step ? L + ks[j] : L * num(u) + ks[j];
      z3::expr next = c.bv_const((name + "_" + std::to_string(j + 1)).c_str(), w);
      sol.add(next == z3::udiv(H, num(d)) * num(int_pow(u, j + 1)) + L_next,
              ("wire_" + name + "_" + std::to_string(j + 1)).c_str());
      at = next;
    }
    return at;
  };
  z3::expr above_p = z3::udiv(lq.p, num(int_pow(d, i + 1))), above_q = z3::udiv(lq.q, num(int_pow(d, i + 1)));
  if (f == "inject") {
    z3::expr differ = c.bool_val(false);
    for (int j = 0; j < i; ++j) differ = differ || lq.k[j] != lq.k2[j];
    sol.add(differ);
    sol.add(climb("a", lq.p, lq.k) == climb("b", lq.p, lq.k2));
  } else if (f == "common") {
    sol.add(above_p == above_q);
    sol.add(climb("a", lq.p, lq.k) != climb("b", lq.q, lq.k));
  } else {
    sol.add(above_p != above_q);
    sol.add(climb("a", lq.p, lq.k) == climb("b", lq.q, lq.k2));
  }
  return lq;
}

std::string query_name(const LcanShape& s, int i, const std::string& f) {
  return "lcan_" + f + "_" + std::to_string(i) + "_" + s.name();
}

// What one lemma query claims, fixes and leaves symbolic (its comment header).
SmtQueryInfo lemma_query_info(const LcanShape& s, unsigned w, int i, const std::string& f, bool lca_too) {
  SmtQueryInfo q;
  q.name = query_name(s, i, f);
  const std::string lvl = std::to_string(i);
  std::string fact =
      f == "inject"   ? "two different up-choice sequences from one PE p reach different level-" + lvl + " switches"
      : f == "common" ? "PEs p, q that agree above digit " + lvl + " reach the same level-" + lvl +
                            " switch under the same up-choices"
                      : "PEs p, q that differ above digit " + lvl + " never meet at level " + lvl;
  q.claim = std::string(lca_too ? "lcan.lca_count (Lemma 2)" : "lcan.reachable_switches (Lemma 1)") + " for " +
            s.name() + ", level " + lvl + ", fact '" + f + "': " + fact + "; negation asserted";
  q.symbolic = "PEs p, q < N and up-choices k0..k" + std::to_string(i > 0 ? i - 1 : 0) + ", k_other0.. < u (" +
               std::to_string(w) + "-bit vectors; " + std::to_string(i) + " choices each)";
  q.fixed = "N = " + std::to_string(s.N) + ", d = " + std::to_string(s.d) + ", u = " + std::to_string(s.u) +
            ", level " + lvl + ", and Sec. 2's label rule: switch (H, L) of level j, upper k -> (H div d, L*u + k)";
  q.logic = "QF_BV";
  return q;
}

Outcome sat_outcome(const z3::model& m, const LemmaQuery& lq, const LcanShape& s, int i, const std::string& f,
                    const std::string& name) {
  json ks = json::array(), ks2 = json::array();
  for (unsigned j = 0; j < lq.k.size(); ++j) {
    ks.push_back(model_u64(m, lq.k[j]));
    ks2.push_back(model_u64(m, lq.k2[j]));
  }
  uint64_t pv = model_u64(m, lq.p), qv = model_u64(m, lq.q);
  if (f == "inject") qv = pv == 0 ? 1 : 0;  // the pair fields of lca_count; inject concerns p alone
  (void)s;
  return Outcome::fails(json{{"claim", f == "inject" ? "Lemma 1" : "Lemma 2"}, {"fact", f}, {"level", i},
                             {"pe", pv}, {"p", pv}, {"q", qv}, {"choices", ks}, {"other_choices", ks2}},
                        name + " is satisfiable");
}

}  // namespace

std::vector<LcanSmtQuery> lcan_smt_queries(const LcanShape& s, const LcanSmtOptions& opt) {
  std::string why;
  const int l = lcan_levels(s, why);
  const unsigned w = vector_width(s, l);
  std::vector<LcanSmtQuery> out;
  RunContext ctx;
  for (auto& [i, f] : query_plan(s, l, opt.lca_too)) {
    z3::context c;
    z3::solver sol = make_solver(c, ctx, "QF_BV");
    build_lemma_query(c, sol, s, w, i, f, opt);
    out.push_back({query_name(s, i, f), portable_smt2(sol, lemma_query_info(s, w, i, f, opt.lca_too), "unsat")});
  }
  return out;
}

Outcome smt_lcan_lemmas(const LcanShape& s, const RunContext& ctx, const LcanSmtOptions& opt) {
  std::string why;
  const int l = lcan_levels(s, why);
  const unsigned w = vector_width(s, l);
  json queries = json::array();
  double seconds = 0;
  for (auto& [i, f] : query_plan(s, l, opt.lca_too)) {
    z3::context c;
    z3::solver sol = make_solver(c, ctx, "QF_BV");
    LemmaQuery lq = build_lemma_query(c, sol, s, w, i, f, opt);
    std::string name = query_name(s, i, f);
    SmtAnswer a = smt_check(sol, ctx, lemma_query_info(s, w, i, f, opt.lca_too), true);
    seconds += a.seconds;
    if (a.status == z3::sat) {
      Outcome o = sat_outcome(sol.get_model(), lq, s, i, f, name);
      o.stats["queries"] = queries.size() + 1;
      return o;
    }
    if (a.status != z3::unsat) {
      Outcome o = Outcome::unknown(name + ": " + (a.reason.empty() ? "unknown" : a.reason));
      o.stats["queries"] = queries.size() + 1;
      return o;
    }
    queries.push_back({{"name", name}, {"query", a.smt2}, {"answer", "unsat"}});
  }
  Outcome o = Outcome::holds(
      json{{"smt2", queries}},
      std::to_string(queries.size()) + " queries unsat (" + std::to_string(w) + "-bit vectors): " +
          (opt.lca_too ? "Lemmas 1-2" : "Lemma 1") + " for " + s.name() +
          " with PEs p, q and up-choices symbolic; N, d, u and every level fixed");
  o.stats["queries"] = queries.size();
  o.stats["solver_seconds"] = seconds;
  o.stats["bits"] = w;
  o.stats["network"] = s.name();
  return o;
}

OfflineSearch smt_offline_schedule(const Lcan& net, const Permutation& perm, uint32_t cycles, const RunContext& ctx) {
  OfflineSearch out;
  z3::context c;
  z3::solver sol = make_solver(c, ctx);
  const uint64_t N = net.N();
  std::vector<std::vector<LcaRoute>> options(N);
  std::vector<std::vector<z3::expr>> vars(N);
  // (cycle, directed link) -> the option literals that occupy it.
  std::map<std::pair<uint32_t, uint64_t>, z3::expr_vector> users;
  std::vector<uint64_t> links;
  for (uint64_t s = 0; s < N; ++s) {
    int lca = net.lca_level(s, perm[s]);
    uint64_t combos = int_pow(net.u(), lca);
    z3::expr_vector mine(c);
    for (uint32_t cyc = 0; cyc < cycles; ++cyc)
      for (uint64_t code = 0; code < combos; ++code) {
        LcaRoute r{s, perm[s], cyc, {}};
        for (int j = 0, x = static_cast<int>(code); j < lca; ++j, x /= static_cast<int>(net.u()))
          r.ups.push_back(static_cast<uint32_t>(x % net.u()));
        z3::expr v = c.bool_const(("r" + std::to_string(s) + "_" + std::to_string(options[s].size())).c_str());
        links.clear();
        lca_route_links(net, r, links);
        for (uint64_t link : links) users.try_emplace({cyc, link}, c).first->second.push_back(v);
        options[s].push_back(r);
        vars[s].push_back(v);
        mine.push_back(v);
      }
    sol.add(exactly(mine, 1));  // standard arithmetic, not Z3's (_ at-most 1)
  }
  for (auto& [key, lits] : users)
    if (lits.size() > 1) sol.add(at_most(lits, 1));
  SmtQueryInfo q;
  q.name = "lcan_offline_" + std::to_string(cycles) + "_" + net.shape().name();
  q.claim = "off-line LCA-route settings for one permutation of " + net.shape().name() + " within " +
            std::to_string(cycles) + " network cycles exist";
  q.symbolic = "one Boolean per (PE, cycle, up-choice sequence up to the LCA level): the route chosen";
  q.fixed = "the network, the permutation, the number of cycles; at most one circuit per wire direction per cycle";
  q.logic = "QF_LIA";
  q.confirms = "sat";
  SmtAnswer a = smt_check(sol, ctx, q, true);
  out.status = a.status;
  out.smt2 = a.smt2;
  out.reason = a.reason;
  if (a.status == z3::sat) {
    z3::model m = sol.get_model();
    for (uint64_t s = 0; s < N; ++s)
      for (size_t o = 0; o < options[s].size(); ++o)
        if (m.eval(vars[s][o], true).is_true()) {
          out.routes.push_back(options[s][o]);
          break;
        }
  }
  return out;
}

bool verify_lcan_smt_witness(const LcanShape& s, bool lca_too, const json& witness, std::string& why) {
  if (!witness.is_object() || witness.size() != 1 || !witness.contains("smt2") || !witness["smt2"].is_array())
    return why = "an smt holds witness is exactly {\"smt2\": [...]}", false;
  LcanSmtOptions opt;
  opt.lca_too = lca_too;
  auto expected = lcan_smt_queries(s, opt);
  const json& stored = witness["smt2"];
  if (stored.size() != expected.size())
    return why = std::to_string(stored.size()) + " stored queries, these params generate " +
                 std::to_string(expected.size()), false;
  for (size_t x = 0; x < expected.size(); ++x) {
    json want{{"name", expected[x].name}, {"query", expected[x].smt2}, {"answer", "unsat"}};
    if (stored[x] != want)
      return why = "stored query " + std::to_string(x) + " is not " + expected[x].name + " as generated from the params, answer unsat", false;
  }
  why = std::to_string(expected.size()) + " stored queries equal the ones generated from the params";
  return true;
}

}  // namespace netcert
