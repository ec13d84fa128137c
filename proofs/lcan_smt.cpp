// lcan_smt.cpp — see lcan_smt.hpp.
#include "proofs/lcan_smt.hpp"

#include <z3++.h>

#include <map>

#include "search/smt.hpp"

namespace netcert {

namespace {

uint64_t ipow(uint64_t b, int e) {
  uint64_t r = 1;
  while (e-- > 0) r *= b;
  return r;
}

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

Outcome smt_lcan_lemmas(const LcanShape& s, const RunContext& ctx, const LcanSmtOptions& opt) {
  std::string why;
  const int l = lcan_levels(s, why);
  const uint64_t N = s.N, d = s.d, u = s.u;
  uint64_t biggest = N * u;
  for (int i = 0; i < l; ++i) biggest = std::max<uint64_t>(biggest, static_cast<uint64_t>(eq1_switches(s.N, s.d, s.u, i).first) * u);
  const unsigned w = static_cast<unsigned>(bits_for(biggest) + 1);
  json queries = json::array();
  json stats = json::object();
  double seconds = 0;
  for (int i = 0; i < l; ++i) {
    for (const char* fact : {"inject", "common", "apart"}) {
      if (!opt.lca_too && std::string(fact) != "inject") continue;
      if (std::string(fact) == "inject" && i == 0) continue;  // one switch at level 0: nothing to separate
      z3::context c;
      z3::solver sol = make_solver(c, ctx, "QF_BV");
      auto num = [&](uint64_t v) { return c.bv_val(v, w); };
      z3::expr p = c.bv_const("p", w), q = c.bv_const("q", w);
      sol.add(z3::ult(p, num(N)));
      sol.add(z3::ult(q, num(N)));
      z3::expr_vector k(c), k2(c);
      for (int j = 0; j < i; ++j) {
        k.push_back(c.bv_const(("k" + std::to_string(j)).c_str(), w));
        k2.push_back(c.bv_const(("k_other" + std::to_string(j)).c_str(), w));
        sol.add(z3::ult(k[j], num(u)));
        sol.add(z3::ult(k2[j], num(u)));
      }
      // Level-i switch reached from PE x through choices ks (dense index H*u^i + L).
      auto climb = [&](const z3::expr& x, const z3::expr_vector& ks) {
        z3::expr idx = z3::udiv(x, num(d));
        for (int j = 0; j < i; ++j) {
          z3::expr H = z3::udiv(idx, num(ipow(u, j))), L = z3::urem(idx, num(ipow(u, j)));
          z3::expr L_next = opt.broken_step ? L + ks[j] : L * num(u) + ks[j];
          idx = z3::udiv(H, num(d)) * num(ipow(u, j + 1)) + L_next;
        }
        return idx;
      };
      z3::expr above_p = z3::udiv(p, num(ipow(d, i + 1))), above_q = z3::udiv(q, num(ipow(d, i + 1)));
      std::string f = fact;
      if (f == "inject") {
        z3::expr differ = c.bool_val(false);
        for (int j = 0; j < i; ++j) differ = differ || k[j] != k2[j];
        sol.add(differ);  // choices_differ
        sol.add(climb(p, k) == climb(p, k2));  // same_switch
      } else if (f == "common") {
        sol.add(above_p == above_q);  // labels_agree_above_i
        sol.add(climb(p, k) != climb(q, k));  // ancestors_differ
      } else {
        sol.add(above_p != above_q);  // labels_differ_above_i
        sol.add(climb(p, k) == climb(q, k2));  // ancestors_meet
      }
      std::string name = "lcan_" + f + "_" + std::to_string(i) + "_" + s.name();
      SmtAnswer a = smt_check(sol, ctx, name, true);
      seconds += a.seconds;
      if (a.status == z3::sat) {
        z3::model m = sol.get_model();
        json ks = json::array(), ks2 = json::array();
        for (int j = 0; j < i; ++j) {
          ks.push_back(model_u64(m, k[j]));
          ks2.push_back(model_u64(m, k2[j]));
        }
        uint64_t pv = model_u64(m, p), qv = model_u64(m, q);
        if (f == "inject") qv = pv == 0 ? 1 : 0;  // the pair fields of lca_count; inject concerns p alone
        Outcome o = Outcome::fails(json{{"network", json{{"shape", s.to_json()}}},
                                        {"claim", f == "inject" ? "Lemma 1" : "Lemma 2"},
                                        {"fact", f}, {"level", i}, {"pe", pv}, {"p", pv}, {"q", qv},
                                        {"choices", ks}, {"other_choices", ks2}},
                                   name + " is satisfiable");
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
  }
  Outcome o = Outcome::holds(json{{"network", json{{"shape", s.to_json()}}}, {"smt2", queries}},
                             std::to_string(queries.size()) + " queries unsat (" + std::to_string(w) + "-bit vectors)");
  o.stats["queries"] = queries.size();
  o.stats["solver_seconds"] = seconds;
  o.stats["bits"] = w;
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
    uint64_t combos = ipow(net.u(), lca);
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
    sol.add(z3::atleast(mine, 1));
    sol.add(z3::atmost(mine, 1));
  }
  for (auto& [key, lits] : users)
    if (lits.size() > 1) sol.add(z3::atmost(lits, 1));
  SmtAnswer a = smt_check(sol, ctx, "lcan_offline_" + std::to_string(cycles) + "_" + net.shape().name(), true);
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

bool verify_lcan_smt_witness(const json& witness, std::string& why) {
  if (!witness.contains("smt2") || !witness["smt2"].is_array()) return why = "no smt2 queries in the witness", false;
  for (auto& q : witness["smt2"]) {
    SmtAnswer a = smt_check_text(q.at("query").get<std::string>(), 60);
    if (a.status != z3::unsat) return why = q.value("name", "?") + " is not unsat on re-solving", false;
  }
  why = std::to_string(witness["smt2"].size()) + " queries re-solved unsat";
  return true;
}

}  // namespace netcert
