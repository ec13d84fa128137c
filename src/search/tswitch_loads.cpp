// tswitch_loads.cpp — see tswitch_loads.hpp.
#include "search/tswitch_loads.hpp"

#include "net/kary_ntree.hpp"
#include "net/tswitch_claims.hpp"
#include "route/destro.hpp"

namespace netcert {

Outcome path_counts_exhaustive(int k, int n, const RunContext& ctx) {
  KaryNTree t(k, n);
  std::vector<uint64_t> loads;
  if (!destro_all_loads(t, Traffic{t.terminals(), {}}, ctx, loads)) return Outcome::unknown("timeout while routing");
  json v = table1_violation(t, loads);
  uint64_t pairs = t.terminals() * (t.terminals() - 1);
  if (!v.is_null()) {
    v.erase("k");
    v.erase("n");
    return Outcome::fails(v, std::string("Table 1 row ") + v["row"].get<std::string>() + " differs");
  }
  Outcome o = Outcome::holds(json{{"routed_pairs", pairs}, {"switches", t.switch_count()}},
                             "all " + std::to_string(pairs) + " paths routed; every Table 1 row matches on all " +
                                 std::to_string(t.switch_count()) + " switches");
  o.stats = {{"routed_pairs", pairs}, {"switches", t.switch_count()}};
  return o;
}

Outcome balanced_exhaustive(int k, int n, bool literal, const RunContext& ctx) {
  KaryNTree t(k, n);
  std::vector<uint64_t> loads;
  if (!destro_all_loads(t, Traffic{t.terminals(), {}}, ctx, loads)) return Outcome::unknown("timeout while routing");
  json v = balance_violation(t, loads, literal);
  if (!v.is_null()) {
    v.erase("k");
    v.erase("n");
    return Outcome::fails(v, literal ? "two channels of one stage carry different loads (Def. 1.26 as printed)"
                                     : "two channels of one stage and kind carry different loads");
  }
  // Channels compared: every port of every switch, both directions, except the last stage's up-ports.
  uint64_t channels = 2 * (t.switch_count() * t.ports() - t.switches_per_stage() * t.k());
  json witness{{"routed_pairs", t.terminals() * (t.terminals() - 1)}, {"channels", channels}};
  if (literal) {  // the one load of each stage: binds the witness to this reading
    const uint64_t per = static_cast<uint64_t>(t.ports()) * t.ports();
    json stage_loads = json::array();
    for (int s = 0; s < t.n(); ++s) {
      uint64_t first = t.switch_id(s, 0) * per, in0 = 0;
      for (int out = 0; out < t.ports(); ++out) in0 += loads[first + out];  // port 0, into the switch
      stage_loads.push_back(in0);
    }
    witness["stage_loads"] = stage_loads;
  }
  Outcome o = Outcome::holds(witness,
                             literal ? "every channel of every stage carries one load"
                                     : "every channel kind of every stage carries one load");
  o.stats = {{"channels", channels}};
  return o;
}

}  // namespace netcert
