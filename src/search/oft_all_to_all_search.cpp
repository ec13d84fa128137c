// oft_all_to_all_search.cpp — oft.all_to_all: over one prefer-one control cycle
// every processor reaches every destination exactly once. Exhaustive (every
// packet's arrival), smt (no (s, d) missed by all T packets), random pairs.
#include <memory>

#include "generators/oft_gen.hpp"
#include "proofs/oft_smt.hpp"
#include "search/oft_engines.hpp"
#include "search/oft_smt_outcome.hpp"
#include "search/random.hpp"

namespace netcert {

json oft_all_to_all_witness(int r) { return json{{"r", r}, {"pairs", (1ULL << r) << r}}; }

namespace {
json canonical(const OpticalFatTree& net, const ControlSchedule& drive, const RunContext& ctx, bool* timed_out) {
  auto d = all_to_all_defect(net, drive, ctx, timed_out);
  if (!d) return nullptr;
  return json{{"source", (*d)["source"]}, {"destination", (*d)["destination"]}, {"times_reached", (*d)["times_reached"]}};
}
}  // namespace

Outcome oft_all_to_all_exhaustive(const OftParams& p, const RunContext& ctx) {
  int r = p.r;
  OpticalFatTree net(r);
  bool timed_out = false;
  json d = canonical(net, ControlSchedule::prefer_one_schedule(r), ctx, &timed_out);
  if (!d.is_null()) return Outcome::fails(d, "a destination is missed or reached twice");
  if (timed_out) return Outcome::unknown("timeout");
  uint64_t n = net.processors();
  Outcome o = Outcome::holds(oft_all_to_all_witness(r), "all " + std::to_string(n * n) + " (source, destination) pairs once per cycle");
  o.stats["packets"] = n * n;
  return o;
}

Outcome oft_all_to_all_smt(const OftParams& p, const RunContext& ctx) {
  int r = p.r;
  OftSmtResult res = smt_all_to_all(r, prefer_one(r), ctx, true);
  const OftSmtNotes notes{" unsat: no (source, destination) pair is missed", " is satisfiable",
                          "solver says a pair is missed; walking every packet finds none"};
  return oft_smt_outcome("oft.all_to_all", res, notes, [&] {
    RunContext one = ctx;
    one.jobs = 1;
    return canonical(OpticalFatTree(r), ControlSchedule::prefer_one_schedule(r), one, nullptr);
  });
}

Outcome oft_all_to_all_random(const OftParams& p, const RunContext& ctx) {
  int r = p.r;
  auto net = std::make_shared<OpticalFatTree>(r);
  auto drive = std::make_shared<ControlSchedule>(ControlSchedule::prefer_one_schedule(r));
  auto slot = std::make_shared<FailureSlot>();
  Outcome o = run_random("oft.all_to_all", ctx, slot, [r, net, drive, slot](const OftPacketPair& g) {
    OftPacketPair pr = g.scaled(r);
    uint64_t s = pr.s1, d = pr.s2, hits = 0;  // a random (source, destination) pair
    for (uint64_t i = 0; i < drive->period(); ++i) hits += systolic_arrival(*net, *drive, s, i) == d;
    if (hits != 1) slot->last = {{"source", s}, {"destination", d}, {"times_reached", hits}};
    RC_ASSERT(hits == 1u);
  });
  if (o.verdict == Verdict::Fails) {
    o.stats["random_case"] = o.counterexample;
    RunContext one = ctx;
    one.jobs = 1;
    o.counterexample = canonical(*net, *drive, one, nullptr);
    if (o.counterexample.is_null()) return Outcome::unknown("random pair failed; walking every packet finds no defect");
  }
  return o;
}

}  // namespace netcert
