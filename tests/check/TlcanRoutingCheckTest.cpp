// TlcanRoutingCheckTest.cpp — lcan.tlcan_offline: the engine
// (backtracking over schedules on the model) and the checker (subset DP on its
// own tree model) agree on every permutation's minimum number of cycles; the
// bound B = (d/u)^(l-1) is reached by a root permutation; a counterexample below
// the real minimum is rejected and one against a lowered bound is confirmed;
// certificates round-trip and resealed forgeries are rejected; the schedule
// check (used on the on-line simulator's schedules) rejects an overloaded cycle.
#include <catch2/catch.hpp>

#include <algorithm>

#include "check/tlcan_routing_check.hpp"
#include "core/catalogue.hpp"
#include "search/tlcan_offline.hpp"
#include "tests/check/cert_status.hpp"

using namespace netcert;
using namespace netcert::testing;

namespace {

Lcan tree_net(int64_t N, int64_t d, int64_t u) { return Lcan(LcanShape{LcanKind::Tree, N, d, u}); }

ParamSet tlcan_params(int64_t N, int64_t d, int64_t u, const char* down) {
  ParamSet ps = lcan_params(N, d, u, "t");
  ps.set("down", std::string(down));
  return ps;
}

// Root permutation: every source moves N/k PEs on (into the next root child's subtree).
Permutation root_shift(uint64_t N, uint64_t k) {
  Permutation p(N);
  for (uint64_t s = 0; s < N; ++s) p[s] = static_cast<uint32_t>((s + N / k) % N);
  return p;
}

}  // namespace

TEST_CASE("tlcan offline: engine and checker agree on every permutation's minimum", "[lcan][tlcan]") {
  for (auto [N, d, u] : {std::tuple<int64_t, int64_t, int64_t>{4, 2, 1}, {8, 4, 2}, {8, 2, 1}}) {
    Lcan net = tree_net(N, d, u);
    TlcanTreeModel t = TlcanTreeModel::of(N, d, u);
    CHECK(t.levels == net.levels());
    CHECK(t.bound() == tlcan_cycle_bound(net));
    for (bool label : {false, true}) {
      INFO(net.shape().name() << " label " << label);
      Permutation p = identity_permutation(static_cast<uint32_t>(N));
      uint64_t seen = 0;
      do {
        if (N == 8 && (++seen % 11) != 0) continue;  // every 11th permutation of the 8! (test time)
        REQUIRE(tlcan_min_cycles(net, p, label ? TlcanDown::Label : TlcanDown::Bundle) ==
                tlcan_check_min_cycles(t, p, label));
      } while (std::next_permutation(p.begin(), p.end()));
    }
  }
}

TEST_CASE("tlcan offline: a root permutation needs exactly B cycles", "[lcan][tlcan]") {
  for (auto [N, d, u] : {std::tuple<int64_t, int64_t, int64_t>{4, 2, 1}, {8, 4, 2}, {9, 3, 1}, {16, 4, 2}, {8, 2, 1}}) {
    Lcan net = tree_net(N, d, u);
    TlcanTreeModel t = TlcanTreeModel::of(N, d, u);
    Permutation root = root_shift(N, d / u);
    INFO(net.shape().name());
    for (bool label : {false, true}) {
      CHECK(tlcan_min_cycles(net, root, label ? TlcanDown::Label : TlcanDown::Bundle) == t.bound());
      CHECK(tlcan_check_min_cycles(t, root, label) == t.bound());
    }
    CHECK(tlcan_check_min_cycles(t, identity_permutation(static_cast<uint32_t>(N)), false) == 1);
  }
}

TEST_CASE("tlcan offline: counterexamples are re-established, forged ones rejected", "[lcan][tlcan]") {
  const Property* p = catalogue().property("lcan.tlcan_offline");
  REQUIRE(p);
  Lcan net = tree_net(8, 4, 2);
  const ParamSet ps = tlcan_params(8, 4, 2, "bundle");
  Permutation root = root_shift(8, 2);
  std::string why;
  // A broken witness: the root permutation claimed to exceed the bound B = 2. It needs exactly 2: rejected.
  json forged = tlcan_offline_counterexample(net, TlcanDown::Bundle, root, 3);
  CHECK_FALSE(p->recheck(ps, forged, why));
  CHECK(cert_status(p->id, ps, Outcome::fails(forged)) == CertVerdict::Status::Rejected);
  json honest = tlcan_offline_counterexample(net, TlcanDown::Bundle, root, 2);
  CHECK_FALSE(p->recheck(ps, honest, why));  // true minimum, but within the bound
  // Against a lowered bound (a broken claim, B - 1 = 1) the checker confirms the root permutation needs more.
  TlcanTreeModel t = TlcanTreeModel::of(8, 4, 2);
  CHECK(tlcan_check_min_cycles(t, root, false) > t.bound() - 1);
  // Wrong down rule or bound in the counterexample: rejected.
  json other = honest;
  other["down"] = "label";
  CHECK_FALSE(p->recheck(ps, other, why));
  other = honest;
  other["bound"] = 1;
  CHECK_FALSE(p->recheck(ps, other, why));
}

TEST_CASE("tlcan offline: certificates round-trip, resealed forgeries rejected", "[lcan][tlcan]") {
  RunContext ctx;
  const Property* p = catalogue().property("lcan.tlcan_offline");
  REQUIRE(p);
  for (const char* down : {"bundle", "label"}) {
    const ParamSet ps = tlcan_params(8, 4, 2, down);
    Outcome ok = p->engine("exhaustive")->run(ps, ctx);
    REQUIRE(ok.verdict == Verdict::Holds);
    CHECK(ok.witness["permutations"] == 40320);
    CHECK(ok.witness["min_max_cycles"] == 2);
    CHECK(cert_status(p->id, ps, ok) == CertVerdict::Status::Verified);
    json cert = make_certificate(p->id, ps, "exhaustive", Verdict::Holds, ok.witness);
    cert["witness"]["min_max_cycles"] = 1;
    CHECK(resealed_status(cert) == CertVerdict::Status::Rejected);
    cert = make_certificate(p->id, ps, "exhaustive", Verdict::Holds, ok.witness);
    cert["witness"]["histogram"]["1"] = cert["witness"]["histogram"]["1"].get<uint64_t>() + 1;
    CHECK(resealed_status(cert) == CertVerdict::Status::Rejected);
    cert = make_certificate(p->id, ps, "exhaustive", Verdict::Holds, ok.witness);
    cert["params"]["down"] = std::string(down) == "bundle" ? "label" : "bundle";
    CHECK(resealed_status(cert) == CertVerdict::Status::Rejected);
  }
  ParamSet cb = lcan_params(8, 2, 2);  // kind=cb, with every param the property declares
  cb.set("down", std::string("bundle"));
  CHECK_FALSE(p->engine("exhaustive")->refuse(cb).empty());
  CHECK_FALSE(p->engine("exhaustive")->refuse(tlcan_params(16, 4, 2, "bundle")).empty());  // 16! permutations
  CHECK(p->engine("random")->refuse(tlcan_params(16, 4, 2, "bundle")).empty());
}

TEST_CASE("tlcan schedule check: an overloaded bundle or connector is rejected", "[lcan][tlcan]") {
  TlcanTreeModel tree = TlcanTreeModel::of(8, 4, 2);
  Permutation root{4, 5, 6, 7, 0, 1, 2, 3};
  CHECK(tlcan_check_schedule(tree, root, {0, 0, 1, 1, 0, 0, 1, 1}, false) == std::nullopt);
  auto bad = tlcan_check_schedule(tree, root, {0, 0, 0, 1, 0, 0, 1, 1}, false);  // 3 circuits on 2 connectors
  REQUIRE(bad);
  CHECK(bad->find("up bundle above level-0 switch 0") != std::string::npos);
  // down=label: destinations 4 and 6 both want connector 0 into switch 1 in cycle 0.
  CHECK(tlcan_check_schedule(tree, root, {0, 1, 0, 1, 0, 0, 1, 1}, true).has_value());
  CHECK_FALSE(tlcan_check_schedule(tree, root, {0, 0, 1, 1, 0, 0, 1, 1}, true).has_value());
}
