// TswitchReachCheckTest.cpp — checkers of tswitch.reachable_sets and
// tswitch.connection_counts (seed 002): engine and checker agree count by
// count, broken claims are caught and confirmed, forged counterexamples and
// witnesses are rejected, certificates round-trip.
#include <catch2/catch.hpp>

#include "check/tswitch_check.hpp"
#include "check/tswitch_connections_check.hpp"
#include "check/tswitch_reach_check.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "properties/verify_certificate.hpp"
#include "search/tswitch_connections.hpp"
#include "search/tswitch_reach.hpp"
#include "search/tswitch_turnaround.hpp"
#include "check/tswitch_turnaround_check.hpp"

using namespace netcert;

namespace {
ParamSet reach_params(int k, int n, const char* sets) {
  ParamSet ps;
  ps.set("k", int64_t(k));
  ps.set("n", int64_t(n));
  ps.set("sets", std::string(sets));
  return ps;
}
ParamSet k_params(int k) {
  ParamSet ps;
  ps.set("k", int64_t(k));
  return ps;
}
CertVerdict::Status cert_status(const char* id, const ParamSet& ps, const Outcome& o) {
  json w = o.verdict == Verdict::Fails ? json{{"counterexample", o.counterexample}} : o.witness;
  return verify_certificate(serialize_certificate(make_certificate(id, ps, "exhaustive", o.verdict, w))).status;
}
}  // namespace

TEST_CASE("reachable sets: engine (distances, arithmetic DESTRO) and checker (model walks) agree count by count",
          "[tswitch][reach]") {
  RunContext ctx;
  for (int k = 2; k <= 4; ++k)
    for (int n = 1; n <= 3; ++n) {
      KaryNTree t(k, n);
      ReachCounts e;
      REQUIRE(topological_reach_by_distances(t, ctx, e));
      REQUIRE(destro_reach_by_routing(t, ctx, e));
      ReachCounts c = walked_reach_counts(t, "both");
      REQUIRE(e.topo_down == c.topo_down);
      REQUIRE(e.topo_port == c.topo_port);
      REQUIRE(e.destro_down == c.destro_down);
      REQUIRE(e.destro_up == c.destro_up);
      REQUIRE(e.destro_port == c.destro_port);
      // Up sets only where the paper states them (the last stage has no up-links).
      for (uint64_t w = 0; w < t.switches_per_stage() * (n - 1); ++w) REQUIRE(e.topo_up[w] == c.topo_up[w]);
    }
}

TEST_CASE("reachable sets: Examples 1.1-1.4 on the 2-ary 3-tree at <1,01>", "[tswitch][reach]") {
  KaryNTree t(2, 3);
  ReachCounts c = walked_reach_counts(t, "both");
  const uint64_t w = t.switch_id(1, 1);  // <1,01>
  REQUIRE(t.switch_name(w) == "<1,01>");
  // Ex. 1.1: {0,1,2,3} descending, {4,5,6,7} ascending. Ex. 1.2: port 0 -> {0,1}, port 2 -> {4..7}.
  REQUIRE(c.topo_down[w] == 4);
  REQUIRE(c.topo_up[w] == 4);
  REQUIRE(c.topo_port[w * 4 + 0] == 2);
  REQUIRE(c.topo_port[w * 4 + 2] == 4);
  // Ex. 1.3: {1,3} descending, {5,7} ascending. Ex. 1.4: port 0 -> {1}, port 2 -> {5}.
  REQUIRE(c.destro_down[w] == 2);
  REQUIRE(c.destro_up[w] == 2);
  REQUIRE(c.destro_port[w * 4 + 0] == 1);
  REQUIRE(c.destro_port[w * 4 + 2] == 1);
}

TEST_CASE("reachable sets hold on k 2..5, n 1..3, both families", "[tswitch][reach]") {
  RunContext ctx;
  for (int k = 2; k <= 5; ++k)
    for (int n = 1; n <= 3; ++n) REQUIRE(reachable_sets_exhaustive(k, n, "both", ctx).verdict == Verdict::Holds);
}

TEST_CASE("reachable sets: a broken Prop. 1.9 is caught and confirmed, forgeries are rejected", "[tswitch][reach]") {
  RunContext ctx;
  ReachClaim broken = [](ReachSet r, int k, int n, int s) {
    uint64_t v = reach_claim(r, k, n, s);
    return r == ReachSet::DestroUp && s == 1 ? v + 1 : v;
  };
  Outcome o = reachable_sets_exhaustive(3, 3, "destro", ctx, broken);
  REQUIRE(o.verdict == Verdict::Fails);
  REQUIRE(o.counterexample["set"] == "D_f^R(<s,o>)");
  std::string why;
  REQUIRE(recheck_reach(3, 3, "destro", o.counterexample, broken, why));
  REQUIRE_FALSE(recheck_reach(3, 3, "destro", o.counterexample, reach_claim, why));  // not against the paper
  json forged = o.counterexample;
  forged["counted"] = forged["counted"].get<uint64_t>() + 1;
  REQUIRE_FALSE(recheck_reach(3, 3, "destro", forged, broken, why));
  forged = o.counterexample;
  forged["switch"]["name"] = "<1,99>";
  REQUIRE_FALSE(recheck_reach(3, 3, "destro", forged, broken, why));
  REQUIRE_FALSE(recheck_reach(3, 3, "topological", o.counterexample, broken, why));  // outside the run's sets
  // A genuine-looking counterexample against the real claims is rejected by the property's recheck.
  const Property* p = catalogue().property("tswitch.reachable_sets");
  json real = o.counterexample;
  real["claimed"] = reach_claim(ReachSet::DestroUp, 3, 3, 1);
  REQUIRE_FALSE(p->recheck(reach_params(3, 3, "destro"), real, why));
}

TEST_CASE("reachable sets: a port-level counterexample names a port of the set's direction", "[tswitch][reach]") {
  // Down-port counts of stage 1 claimed two too high, and (separately) up-port counts: the first defects sit on one
  // switch. A down-port counterexample moved to port k (the switch's first up port) with that port's true count
  // would confirm a gap between an up-port count and a down-port claim: the checker refuses the port instead.
  RunContext ctx;
  auto broken_at = [](ReachSet which, uint64_t by) {
    return ReachClaim([which, by](ReachSet r, int k, int n, int s) {
      uint64_t v = reach_claim(r, k, n, s);
      return r == which && s == 1 ? v + by : v;
    });
  };
  const ReachClaim down_broken = broken_at(ReachSet::DestroDownPort, 2);
  Outcome down = reachable_sets_exhaustive(3, 3, "destro", ctx, down_broken);
  Outcome up = reachable_sets_exhaustive(3, 3, "destro", ctx, broken_at(ReachSet::DestroUpPort, 1));
  REQUIRE(down.verdict == Verdict::Fails);
  REQUIRE(up.verdict == Verdict::Fails);
  REQUIRE(down.counterexample["switch"] == up.counterexample["switch"]);
  REQUIRE(up.counterexample["port"] == 3);
  std::string why;
  REQUIRE(recheck_reach(3, 3, "destro", down.counterexample, down_broken, why));
  json moved = down.counterexample;
  moved["port"] = 3;
  moved["counted"] = up.counterexample["counted"];
  REQUIRE(moved["counted"] != moved["claimed"]);
  CHECK_FALSE(recheck_reach(3, 3, "destro", moved, down_broken, why));
  CHECK(why.find("port") != std::string::npos);
}

TEST_CASE("reachable sets: witness checked by recount, certificate round trip", "[tswitch][reach]") {
  const Property* p = catalogue().property("tswitch.reachable_sets");
  ParamSet ps = reach_params(3, 2, "both");
  RunContext ctx;
  Outcome o = p->engine("exhaustive")->run(ps, ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  std::string why;
  REQUIRE(p->verify_witness(ps, "exhaustive", o.witness, why));
  json bad = o.witness;
  bad["compared"] = bad["compared"].get<uint64_t>() + 1;
  REQUIRE_FALSE(p->verify_witness(ps, "exhaustive", bad, why));
  REQUIRE_FALSE(p->verify_witness(reach_params(3, 2, "topological"), "exhaustive", o.witness, why));
  REQUIRE(cert_status("tswitch.reachable_sets", ps, o) == CertVerdict::Status::Verified);
  Outcome forged = Outcome::fails(json{{"set", "D_b^R(<s,o>)"},
                                       {"switch", {{"stage", 0}, {"position", 0}, {"name", "<0,0>"}}},
                                       {"port", nullptr}, {"counted", 2}, {"claimed", 3}});
  REQUIRE(cert_status("tswitch.reachable_sets", ps, forged) != CertVerdict::Status::Verified);
}

TEST_CASE("connection counts: engine and tallying checker agree, hold for k 2..8", "[tswitch][connections]") {
  RunContext ctx;
  for (int k = 2; k <= 8; ++k) {
    Outcome o = connection_counts_exhaustive(k, ctx);
    REQUIRE(o.verdict == Verdict::Holds);
    std::string why;
    REQUIRE(verify_connections(k, o.witness, why));
  }
  // Example 1.5's configuration (k = 8, p = 4): CC_I = 32, TC_I = 32.
  auto got = tallied_connections(8, {0, 1, 2, 3, 8, 9, 12, 13});
  REQUIRE(got[static_cast<size_t>(ConnQuantity::CCIf)] == 32);
  REQUIRE(got[static_cast<size_t>(ConnQuantity::TCI)] == 32);
}

TEST_CASE("connection counts: a broken TC_I is caught and confirmed, forgeries rejected", "[tswitch][connections]") {
  RunContext ctx;
  ConnClaim broken = [](ConnQuantity q, int k, int p) {
    return q == ConnQuantity::TCI ? 2 * static_cast<uint64_t>(p) * static_cast<uint64_t>(k) : conn_claim(q, k, p);
  };
  Outcome o = connection_counts_exhaustive(4, ctx, broken);
  REQUIRE(o.verdict == Verdict::Fails);
  REQUIRE(o.counterexample["quantity"] == "TC_I");
  std::string why;
  REQUIRE(recheck_connections(4, o.counterexample, broken, why));
  REQUIRE_FALSE(recheck_connections(4, o.counterexample, conn_claim, why));
  json forged = o.counterexample;
  forged["alpha"] = {0, 1, 2, 2};
  REQUIRE_FALSE(recheck_connections(4, forged, broken, why));
  // p = 2 refutes the broken claim too (TC_I = 2^2 + 2^2 = 8, not 16); port 2k = 8 in place of forward port 5
  // would tally the same (a forward port), but the ports of an 8x8 switch are 0..7.
  json p2 = {{"alpha", {0, 1, 4, 5}}, {"quantity", "TC_I"}, {"counted", 8}, {"claimed", 16}};
  REQUIRE(recheck_connections(4, p2, broken, why));
  p2["alpha"] = {0, 1, 4, 8};
  REQUIRE_FALSE(recheck_connections(4, p2, broken, why));
  CHECK(why.find("alpha is not k distinct ports") != std::string::npos);
  REQUIRE_FALSE(recheck_connections(4, json{{"relation", "R_b"}, {"prop", "1.23"}, {"ports", {0, 4}}}, conn_claim, why));
  const Property* p = catalogue().property("tswitch.connection_counts");
  Outcome ok = p->engine("exhaustive")->run(k_params(4), ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  REQUIRE(cert_status("tswitch.connection_counts", k_params(4), ok) == CertVerdict::Status::Verified);
  REQUIRE(cert_status("tswitch.connection_counts", k_params(5), ok) != CertVerdict::Status::Verified);
  REQUIRE(cert_status("tswitch.connection_counts", k_params(4), o) != CertVerdict::Status::Verified);
}

TEST_CASE("Examples 1.5-1.7: the printed 8x8 configurations are optimal for their connections", "[tswitch][examples]") {
  KaryNTree t(8, 2);  // 8x8 T-switches, type va at stage 0
  auto loads = walked_switch_loads(t, {}, t.switch_id(0, 0));
  auto optimal = [&](Connections c, const std::vector<int>& alpha) {
    auto L = filter_loads(loads, 8, c);
    auto best = plain_optimum(L, 8);
    REQUIRE(best);
    return internal_use(L, 8, sides_of(8, alpha)) == best->min_use;
  };
  const std::vector<int> ex15{0, 1, 2, 3, 8, 9, 12, 13}, t1{0, 1, 2, 3, 8, 9, 10, 11}, t2{0, 2, 3, 4, 8, 10, 11, 12};
  REQUIRE(optimal(Connections::ForwardTurnaround, ex15));  // Ex. 1.5
  REQUIRE_FALSE(optimal(Connections::Backward, ex15));     // (it is not in S_b)
  REQUIRE(optimal(Connections::Backward, t1));             // Ex. 1.6 / 1.7
  REQUIRE(optimal(Connections::Backward, t2));
  REQUIRE(optimal(Connections::All, t1));                  // Ex. 1.7 "equally valid" for all connections (Prop. 1.29)
  REQUIRE(optimal(Connections::All, t2));
  // Prop. 1.22's minimum k^(n+1)/2 = 256 for forward + turnaround.
  REQUIRE(internal_use(filter_loads(loads, 8, Connections::ForwardTurnaround), 8, sides_of(8, ex15)) == 256);
}

TEST_CASE("turnaround paths (A.5): engine and checker hold on k 2..4, n 1..4", "[tswitch][turnaround]") {
  RunContext ctx;
  for (int k = 2; k <= 4; ++k)
    for (int n = 1; n <= 4; ++n) {
      if (KaryNTree(k, n).terminals() > kMaxTurnaroundTerminals) continue;
      Outcome o = turnaround_paths_exhaustive(k, n, ctx);
      REQUIRE(o.verdict == Verdict::Holds);
      std::string why;
      REQUIRE(verify_turnaround(k, n, o.witness, why));
    }
}

TEST_CASE("turnaround paths: a broken k^t is caught and confirmed, forgeries rejected", "[tswitch][turnaround]") {
  RunContext ctx;
  TurnaroundClaim broken = [](const std::string& q, int k, int t) {
    return q == "shortest_paths" && t == 2 ? turnaround_claim(q, k, t) - 1 : turnaround_claim(q, k, t);
  };
  Outcome o = turnaround_paths_exhaustive(3, 3, ctx, broken);
  REQUIRE(o.verdict == Verdict::Fails);
  REQUIRE(o.counterexample["quantity"] == "shortest_paths");
  std::string why;
  REQUIRE(recheck_turnaround(3, 3, o.counterexample, broken, why));
  REQUIRE_FALSE(recheck_turnaround(3, 3, o.counterexample, turnaround_claim, why));
  json forged = o.counterexample;
  forged["hp"] = forged["h"];
  REQUIRE_FALSE(recheck_turnaround(3, 3, forged, broken, why));
  const Property* p = catalogue().property("tswitch.turnaround_paths");
  ParamSet ps;
  ps.set("k", int64_t(3));
  ps.set("n", int64_t(2));
  Outcome ok = p->engine("exhaustive")->run(ps, ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  REQUIRE(cert_status("tswitch.turnaround_paths", ps, ok) == CertVerdict::Status::Verified);
  json bad = ok.witness;
  bad["pairs"] = 70;
  REQUIRE_FALSE(p->verify_witness(ps, "exhaustive", bad, why));
  REQUIRE(cert_status("tswitch.turnaround_paths", ps, o) != CertVerdict::Status::Verified);
}
