// tswitch_loads.cpp — see tswitch_loads.hpp.
#include "search/tswitch_loads.hpp"

#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "net/kary_ntree.hpp"
#include "net/tswitch_claims.hpp"
#include "search/tswitch_switch_loads.hpp"

namespace netcert {

namespace {

// The sliced loop of both engines: switches, each with the loads of the pairs
// crossing it (search/tswitch_switch_loads.hpp), compared with the claim;
// check(sw, loads) gives the switch's violation or null. The first switch
// that breaks the claim, or null; timed_out when cut short.
json tswitch_loads_first_violation(const KaryNTree& t, const RunContext& ctx,
                           const std::function<json(uint64_t, const std::vector<uint64_t>&)>& check, bool& timed_out) {
  std::vector<std::vector<uint64_t>> scratch(static_cast<size_t>(worker_count(ctx, static_cast<int64_t>(t.switch_count()))));
  Progress progress("switches", t.switch_count(), ctx.progress);
  SearchResult r = sliced_find_first(static_cast<int64_t>(t.switch_count()), ctx, [&](int64_t sw, int w) {
    std::vector<uint64_t>& loads = scratch[static_cast<size_t>(w)];
    destro_uniform_switch_loads(t, static_cast<uint64_t>(sw), loads);
    return !check(static_cast<uint64_t>(sw), loads).is_null();
  }, &progress);
  timed_out = r.first_failure < 0 && r.timed_out;
  if (r.first_failure < 0) return nullptr;
  std::vector<uint64_t> loads;
  destro_uniform_switch_loads(t, static_cast<uint64_t>(r.first_failure), loads);
  return check(static_cast<uint64_t>(r.first_failure), loads);
}

}  // namespace

Outcome path_counts_exhaustive(int k, int n, const RunContext& ctx) {
  KaryNTree t(k, n);
  bool timed_out = false;
  json v = tswitch_loads_first_violation(t, ctx, [&](uint64_t sw, const std::vector<uint64_t>& L) {
    return table1_switch_violation(t, sw, L.data());
  }, timed_out);
  if (timed_out) return Outcome::unknown("timeout while counting the switches' loads");
  uint64_t pairs = t.terminals() * (t.terminals() - 1);
  if (!v.is_null()) {
    v.erase("k");
    v.erase("n");
    return Outcome::fails(v, std::string("Table 1 row ") + v["row"].get<std::string>() + " differs");
  }
  Outcome o = Outcome::holds(json{{"routed_pairs", pairs}, {"switches", t.switch_count()}},
                             "all " + std::to_string(pairs) + " DESTRO paths counted switch by switch; every Table 1 "
                             "row matches on all " + std::to_string(t.switch_count()) + " switches");
  o.stats = {{"routed_pairs", pairs}, {"switches", t.switch_count()}};
  return o;
}

Outcome balanced_exhaustive(int k, int n, bool literal, const RunContext& ctx) {
  KaryNTree t(k, n);
  // Switch <s,0> of every stage: the first channel of each kind (computed before the loop).
  std::vector<std::vector<uint64_t>> first_of_stage(static_cast<size_t>(n));
  for (int s = 0; s < n; ++s) destro_uniform_switch_loads(t, t.switch_id(s, 0), first_of_stage[static_cast<size_t>(s)]);
  bool timed_out = false;
  json v = tswitch_loads_first_violation(t, ctx, [&](uint64_t sw, const std::vector<uint64_t>& L) {
    return balance_switch_violation(t, sw, L.data(), first_of_stage[static_cast<size_t>(t.stage_of(sw))].data(), literal);
  }, timed_out);
  if (timed_out) return Outcome::unknown("timeout while counting the switches' loads");
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
    const uint64_t P = static_cast<uint64_t>(t.ports());
    json stage_loads = json::array();
    for (int s = 0; s < t.n(); ++s) {
      uint64_t in0 = 0;
      for (uint64_t out = 0; out < P; ++out) in0 += first_of_stage[static_cast<size_t>(s)][out];  // port 0, into the switch
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
