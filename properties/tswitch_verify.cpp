// tswitch_verify.cpp — seed 002: re-checks of counterexamples and verifiers of
// holds witnesses. k, n and connections come from the params only; the
// witness is evidence, compared field by field with what the checker derives.
// Only the checker and the models decide here (cmake/layers.txt); an smt
// witness's query text is compared with netcert's encoder apart from this
// (tswitch_smt_witness.hpp).
#include <set>

#include "check/tswitch_check.hpp"
#include "core/evidence.hpp"
#include "properties/tswitch.hpp"

namespace netcert {

namespace {


uint64_t channel_load(const std::vector<uint64_t>& L, uint64_t base, int P, int port, bool out) {
  uint64_t sum = 0;
  for (int o = 0; o < P; ++o) sum += out ? L[base + o * P + port] : L[base + port * P + o];
  return sum;
}

}  // namespace

bool tswitch_recheck_path_counts(const TswitchParams& p, const json& cex, std::string& why) {
  return recheck_table1(p.k, p.n, cex, table1_port, why);
}

bool tswitch_recheck_balanced(const TswitchParams& p, const json& cex, std::string& why) {
  return recheck_balance(p.k, p.n, cex, {}, why, !p.literal_balance());
}

bool tswitch_recheck_optimal(const TswitchParams& p, const json& cex, std::string& why) {
  return recheck_optimality(p.k, p.n, p.counted(), cex, why);
}

bool tswitch_recheck_deadlock(const TswitchParams& p, const json& cex, std::string& why) {
  if (!has_exactly_keys(cex, {"cycle"}, why)) return false;
  KaryNTree t(p.k, p.n);
  bool ok = dependencies_induced(t, cex.at("cycle").get<std::vector<uint64_t>>());
  why = ok ? "every dependency of the cycle is induced by a walked DESTRO path" : "cycle not induced by DESTRO";
  return ok;
}

Verification tswitch_verify_path_counts(const TswitchParams& p, const std::string&, const json& w, std::string& why) {
  KaryNTree t(p.k, p.n);
  if (!has_exactly_keys(w, {"routed_pairs", "switches"}, why)) return false;
  const uint64_t pairs = t.terminals() * (t.terminals() - 1);
  if (w["routed_pairs"] != pairs || w["switches"] != t.switch_count())
    return why = "witness counts differ from N^2-N pairs / n k^(n-1) switches", false;
  auto L = walked_all_loads(t, {});
  const int P = t.ports();
  for (uint64_t sw = 0; sw < t.switch_count(); ++sw)
    for (int in = 0; in < P; ++in)
      for (int out = 0; out < P; ++out)
        if (BigInt(L[(sw * P + in) * P + out]) != table1_port(t.k(), t.n(), t.stage_of(sw), in, out))
          return why = "walked loads of " + t.switch_name(sw) + " " + std::to_string(in) + "->" + std::to_string(out) +
                       " differ from Table 1", false;
  return why = "walked all " + std::to_string(pairs) + " paths: every port pair of every switch matches Table 1", true;
}

Verification tswitch_verify_balanced(const TswitchParams& p, const std::string&, const json& w, std::string& why) {
  KaryNTree t(p.k, p.n);
  const bool literal = p.literal_balance();  // one load per stage, not per stage and kind
  std::set<std::string> keys{"routed_pairs", "channels"};
  if (literal) keys.insert("stage_loads");
  if (!has_exactly_keys(w, keys, why)) return false;
  auto L = walked_all_loads(t, {});
  const int P = t.ports(), k = t.k();
  if (literal) {
    if (!w["stage_loads"].is_array() || w["stage_loads"].size() != static_cast<size_t>(t.n()))
      return why = "stage_loads must list one load per stage", false;
    for (int s = 0; s < t.n(); ++s)
      if (w["stage_loads"][s] != channel_load(L, t.switch_id(s, 0) * P * P, P, 0, false))
        return why = "stage_loads[" + std::to_string(s) + "] differs from the walked load", false;
  }
  uint64_t channels = 0;
  for (int s = 0; s < t.n(); ++s)
    for (int up = 0; up < 2; ++up) {
      if (up && s == t.n() - 1) continue;
      for (bool out : {false, true}) {
        uint64_t first = channel_load(L, t.switch_id(s, 0) * P * P, P, literal ? 0 : (up ? k : 0), literal ? false : out);
        for (uint64_t o = 0; o < t.switches_per_stage(); ++o)
          for (int port = up ? k : 0; port < (up ? P : k); ++port, ++channels)
            if (channel_load(L, t.switch_id(s, o) * P * P, P, port, out) != first)
              return why = "walked channel loads differ at stage " + std::to_string(s), false;
      }
    }
  if (w["routed_pairs"] != t.terminals() * (t.terminals() - 1) || w["channels"] != channels)
    return why = "witness counts differ from the walk", false;
  return why = "walked every path: all " + std::to_string(channels) + " channels of each stage" +
                (literal ? "" : " and kind") + " carry one load",
         true;
}

Verification tswitch_verify_optimal(const TswitchParams& p, const std::string& engine, const json& w, std::string& why) {
  const int k = p.k, n = p.n;
  const Connections c = p.counted();
  KaryNTree t(k, n);
  const bool smt = engine == "smt";
  if (!has_exactly_keys(w, smt ? std::set<std::string>{"stages", "smt2"} : std::set<std::string>{"stages"}, why)) return false;
  const int last = c == Connections::All ? n - 1 : n - 2;
  if (!w["stages"].is_array() || w["stages"].size() != static_cast<size_t>(last + 1))
    return why = "witness does not list every stage exactly once", false;
  for (int stage = 0; stage <= last; ++stage) {
    StageVerdict v = check_optimal_stage(t, stage, c);
    if (!v.decided) return why = "stage " + std::to_string(stage) + ": " + v.why, false;
    if (!v.violation.is_null()) return why = "the checker refutes stage " + std::to_string(stage) + ": " + v.violation.dump(), false;
    json want{{"stage", stage}, {"min_use", v.min_use}};
    if (!smt) want["minimisers"] = v.minimisers.str();
    if (w["stages"][stage] != want)
      return why = "stage entry " + std::to_string(stage) + " differs from the checker's " + want.dump(), false;
  }
  why = "every configuration class of every stage checked on walked loads: minimum = claimed, minimisers = claimed set";
  return true;
}

Verification tswitch_verify_deadlock(const TswitchParams& p, const std::string&, const json& w, std::string& why) {
  if (!has_exactly_keys(w, {"ranking", "channels", "paths"}, why)) return false;
  if (w["ranking"] != "stage") return why = "unknown ranking", false;
  KaryNTree t(p.k, p.n);
  if (w["channels"] != t.switch_count() * t.ports() || w["paths"] != t.terminals() * (t.terminals() - 1))
    return why = "witness counts differ from the k-ary n-tree of these params", false;
  uint64_t deps = 0;
  return ranks_increase_along_paths(t, deps, why);
}

}  // namespace netcert
