// lcan_online.cpp — seed 004 Sec. 4.2, lcan.online_classes: Nassimi–Sahni's
// self-routing (priority to the lower-numbered input) passes BPC and inverse-
// omega permutations, Raghavendra–Boppana's (priority to the smaller
// destination tag) passes linear permutations, through the Beneš network that
// the unfolded CB-LCAN(N,2,2) is (lcan.equivalences claim=unfolded_benes).
// Engine: search/lcan_online_classes.cpp over route/benes_self_routing.cpp;
// checker: check/lcan_online_check.cpp (characterisations and its own walk).
#include "check/lcan_online_check.hpp"
#include "properties/lcan.hpp"
#include "search/lcan_online_classes.hpp"

namespace netcert {

namespace {

namespace olc = onlinecheck;

// One row per class: the engine's largest n and why (refuse, statement, list --json).
struct ClassLimit {
  const char* name;
  int max_n;
  const char* why;
};
constexpr ClassLimit kClassLimits[] = {
    {"bpc", 8, "n! 2^n members of 2^n entries (n = 8: 10^7)"},
    {"inverse_omega", 4, "2^(n 2^(n-1)) members (n = 4: 4.3e9, minutes per core: --shard or mpirun)"},
    {"linear", 4, "2^(n^2) matrices enumerated (n = 5: 3.4e7 of 32 entries each, not attempted)"},
    {"linear_complement", 4, "2^(n^2) 2^n indices (n = 5: 1.1e9)"},
};

using LP = LcanParams;

std::string online_class_name(const LP& ps) { return ps.cls; }
int online_n_of(const LP& ps) { return static_cast<int>(ps.n); }

// `paper`: the rule the paper pairs with the class.
std::string online_rule_of(const LP& ps) {
  const std::string r = ps.rule;
  if (r != "paper") return r;
  const std::string c = online_class_name(ps);
  return c == "bpc" || c == "inverse_omega" ? "lower_input" : "smaller_tag";
}

std::string refuse_online(const LP& ps) {
  for (const ClassLimit& l : kClassLimits)
    if (online_class_name(ps) == l.name && online_n_of(ps) > l.max_n)
      return "n > " + std::to_string(l.max_n) + " for class " + l.name + ": " + l.why;
  return "";
}

std::string limits_text() {
  std::string s;
  for (const ClassLimit& l : kClassLimits) s += std::string(s.empty() ? "" : ", ") + l.name + " n <= " + std::to_string(l.max_n);
  return s;
}

bool recheck_online(const LP& ps, const json& cx, std::string& why) {
  if (!cx.is_object() || cx.size() != 2 || !cx.contains("index") || !cx["index"].is_number_integer() || cx["index"].get<int64_t>() < 0 ||
      !cx.contains("permutation") || !cx["permutation"].is_array())
    return why = "counterexample is not {index, permutation}", false;
  const std::vector<uint32_t> perm = olc::member_at(online_class_name(ps), online_n_of(ps), cx["index"].get<uint64_t>());
  if (perm.empty()) return why = "rejected: index " + cx["index"].dump() + " names no member of " + online_class_name(ps), false;
  if (cx["permutation"] != json(perm))
    return why = "rejected: member " + cx["index"].dump() + " of " + online_class_name(ps) + " is " + json(perm).dump(), false;
  const std::string member = olc::class_violation(online_class_name(ps), online_n_of(ps), perm);
  if (!member.empty()) return why = "rejected: not a member of class " + online_class_name(ps) + ": " + member, false;
  auto clash = olc::walk_violation(online_n_of(ps), perm, online_rule_of(ps));
  if (!clash) return why = "rejected: the checker's stage-by-stage walk delivers every packet", false;
  why = "confirmed by the independent checker: a member of " + online_class_name(ps) + ", and the walk under " + online_rule_of(ps) +
        " clashes: " + clash->dump();
  return true;
}

// The witness names the rule as asked (`paper` stays `paper`) and as applied.
json online_witness(const LP& ps, const std::string& members) {
  return {{"members", members}, {"rule", ps.rule}, {"switch_rule", online_rule_of(ps)}};
}

Verification verify_online(const LP& ps, const std::string&, const json& w, std::string& why) {
  if (!w.is_object() || !w.contains("members") || !w["members"].is_string() ||
      w != online_witness(ps, w["members"].get<std::string>()))
    return why = "witness is not {members, rule: " + ps.rule + ", switch_rule: " + online_rule_of(ps) + "}", false;
  uint64_t members = 0;
  std::vector<uint32_t> bad;
  if (!olc::walk_every_member(online_class_name(ps), online_n_of(ps), online_rule_of(ps), members, bad)) {
    why = "the checker enumerates inverse-omega permutations only for n <= 3 (all N! filtered); not re-walked";
    return Verification::partial();
  }
  if (!bad.empty()) return why = "the checker's walk blocks member " + json(bad).dump(), false;
  if (std::to_string(members) != w["members"].get<std::string>())
    return why = "the checker counts " + std::to_string(members) + " members, the witness " + w["members"].get<std::string>(), false;
  why = "the independent checker built all " + std::to_string(members) + " members of " + online_class_name(ps) +
        " its own way and walked each through the 2n-1 stages: every packet delivered, no output asked for twice";
  return true;
}

Declaration<LP> online_classes() {
  EngineDecl<LP> e{"exhaustive", {restriction<LP>(refuse_online)},
                   [](const LP& ps, const RunContext& ctx) {
                     Outcome o = lcan_online_exhaustive(online_class_of(online_class_name(ps)), online_n_of(ps),
                                                        benes_priority_of(online_rule_of(ps)), ctx);
                     if (o.verdict == Verdict::Holds)
                       o.witness = online_witness(ps, o.witness.at("members").get<std::string>());
                     return o;
                   },
                   "every member of the class, enumerated by index (bit orders x complements; omega switch "
                   "settings; GF(2) matrices, singular ones skipped), routed by the rule; one sliced find-first loop",
                   true};
  return {"lcan.online_classes", kLcanPaper,
          "Sec. 4.2: F(n) (BPC, inverse omega) by Nassimi-Sahni and linear permutations by Raghavendra-Boppana "
          "route on-line in one pass",
          "Every member of the class (N = 2^n terminals) passes the recursive Beneš network of 2x2 switches (output j of "
          "first-stage switch s enters input s of sub-network B_j, output s of B_j enters input j of last-stage switch "
          "s; unfolded CB-LCAN(N,2,2) without virtual links, see lcan.equivalences claim=unfolded_benes) in one pass "
          "under the on-line rule: in every switch of the first n-1 stages the leading packet takes the sub-network "
          "named by its destination bit (bit k at depth k) and the other packet the other one; the last n stages follow "
          "the destination bits; no link may carry two packets. rule=lower_input (Nassimi-Sahni [21]): the packet on the "
          "lower-numbered input leads; rule=smaller_tag (Raghavendra-Boppana [22]): the packet with the smaller "
          "destination leads; rule=paper: lower_input for bpc and inverse_omega, smaller_tag for linear and "
          "linear_complement. Classes: bpc (y_i = x_P(i) xor c_i), inverse_omega (inverses of the omega network's "
          "permutations), linear (y = A x over GF(2)), linear_complement (y = A x xor c). A counterexample is {index, permutation}, the member's index in the enumeration (bpc: rank * N + c, output bit i taken from source bit order[i] of the rank-th bit order in lexicographic order; inverse_omega: bit stage * N/2 + switch crosses that omega switch; linear: column j of A in bits j n .. j n + n - 1, singular A skipped; linear_complement: that * N + c). Not checked: that the "
          "isomorphism to the unfolded CB-LCAN keeps the terminal and switch labels the rule uses, the turn-back at the "
          "LCA level (a shortening of each path), and switch sizes other than 2",
          {int_field(&LP::n, "n", 1, 8, "1..4", "N = 2^n terminals (" + limits_text() + ")"),
           choice_field(&LP::cls, "class", {"bpc", "inverse_omega", "linear", "linear_complement"}, "bpc",
                        "the permutation class routed"),
           choice_field(&LP::rule, "rule", {"paper", "lower_input", "smaller_tag"}, "paper",
                        "the switch rule: paper (the one Sec. 4.2 pairs with the class), lower_input "
                        "(Nassimi-Sahni), smaller_tag (Raghavendra-Boppana)")},
          {e}, recheck_online, verify_online};
}

}  // namespace

void register_lcan_online(Catalogue& cat) { cat.add(declare(online_classes())); }

}  // namespace netcert
