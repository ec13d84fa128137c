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

Outcome balanced_exhaustive(int k, int n, const RunContext& ctx) {
  KaryNTree t(k, n);
  std::vector<uint64_t> loads;
  if (!destro_all_loads(t, Traffic{t.terminals(), {}}, ctx, loads)) return Outcome::unknown("timeout while routing");
  json v = balance_violation(t, loads);
  if (!v.is_null()) {
    v.erase("k");
    v.erase("n");
    return Outcome::fails(v, "two channels of one stage carry different loads");
  }
  // Channels compared: every port of every switch, both directions, except the last stage's up-ports.
  uint64_t channels = 2 * (t.switch_count() * t.ports() - t.switches_per_stage() * t.k());
  Outcome o = Outcome::holds(json{{"routed_pairs", t.terminals() * (t.terminals() - 1)}, {"channels", channels}},
                             "every channel kind of every stage carries one load");
  o.stats = {{"channels", channels}};
  return o;
}

}  // namespace netcert
