// oft_hrelation_search.cpp — oft.hrelation: random h-relations routed with the
// buffer scheme of Sec. 3.3 (route/oft_hrelation), under the requested table
// reading; each run must deliver every packet and take the closed-form time.
#include <memory>

#include "generators/oft_gen.hpp"
#include "route/oft_hrelation.hpp"
#include "search/oft_engines.hpp"
#include "search/random.hpp"

namespace netcert {

json oft_hrelation_canonical_defect(int r, TableReading reading) {
  OpticalFatTree net(r);
  ControlSchedule drive = ControlSchedule::prefer_one_schedule(r);
  RoutingTables tables(drive, reading);
  const uint64_t n = net.processors();
  for (uint64_t s = 0; s < n; ++s)
    for (uint64_t d = 0; d < n; ++d)
      for (uint64_t t = 0; t < tables.period(); ++t) {
        if (tables.destination(s, t) != d) continue;
        uint64_t got = systolic_arrival(net, drive, s, t);  // the one packet b_(s,d) holds leaves in row t
        if (got != d)
          return json{{"kind", "misdelivery"}, {"source", s}, {"destination", d}, {"injection", t}, {"arrival", got}};
        break;
      }
  return nullptr;
}

Outcome oft_hrelation_random(const OftParams& p, const RunContext& ctx) {
  int r = p.r;
  TableReading reading = oft_reading(p);
  auto net = std::make_shared<OpticalFatTree>(r);
  auto tables = std::make_shared<RoutingTables>(ControlSchedule::prefer_one_schedule(r), reading);
  auto slot = std::make_shared<FailureSlot>();
  Outcome o = run_random("oft.hrelation", ctx, slot, [r, net, tables, slot](const OftRelationCase& c) {
    HTraffic traffic = c.uniform ? HTraffic::Uniform : HTraffic::Permutations;
    auto rel = random_h_relation(net->processors(), c.h, traffic, c.seed);
    HRelationRun run = simulate_h_relation(*net, *tables, rel);
    uint64_t closed = h_relation_time_closed_form(*net, *tables, rel), total = 0;
    for (auto k : rel) total += k;
    bool bad = run.misdelivered || run.packets != total || run.routing_time != closed ||
               run.routing_time < c.h + static_cast<uint64_t>(r);
    if (bad)
      slot->last = {{"h", c.h}, {"traffic", to_string(traffic)}, {"seed", c.seed}, {"simulated_time", run.routing_time},
                    {"closed_form_time", closed}, {"misdelivered", run.misdelivered}};
    RC_ASSERT(!bad);
  });
  if (o.verdict == Verdict::Fails) {
    o.stats["random_case"] = o.counterexample;  // replay: the simulator with this seed
    o.counterexample = oft_hrelation_canonical_defect(r, reading);
    if (o.counterexample.is_null())
      return Outcome::unknown("a random relation failed (" + o.stats["random_case"].dump() +
                              ") but no one-packet relation is misdelivered");
    o.note = "random relation " + o.stats["random_case"].dump() + " failed; smallest misdelivered one-packet relation reported";
  }
  return o;
}

}  // namespace netcert
