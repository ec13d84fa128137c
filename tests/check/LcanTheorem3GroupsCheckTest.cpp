// LcanTheorem3GroupsCheckTest.cpp — lcan.theorem3_groups (seed 004, proof of
// Theorem 3 case 3; ERRATA seed 004 §10): both numberings fail for l >= 3, u >= 2
// with counterexamples the checker confirms; l <= 2 and u = 1 hold with
// embeddings the checker follows link by link; forgeries are rejected.
#include <catch2/catch.hpp>

#include "check/lcan_theorem3_groups_check.hpp"
#include "core/catalogue.hpp"
#include "tests/check/cert_status.hpp"

using namespace netcert;
using namespace netcert::testing;

namespace {
ParamSet groups_params(int64_t N, int64_t d, int64_t u, const char* order = "msd") {
  ParamSet ps;
  ps.set("kind", std::string("cb"));
  ps.set("N", N);
  ps.set("d", d);
  ps.set("u", u);
  ps.set("order", std::string(order));
  return ps;
}
}  // namespace

TEST_CASE("lcan theorem3 groups: consecutive groups fail for l >= 3 and u >= 2, in both numberings", "[lcan][theorem3_groups]") {
  RunContext ctx;
  const Property* p = catalogue().property("lcan.theorem3_groups");
  REQUIRE(p);
  struct Case { int64_t N, d, u; const char* order; uint64_t met; };
  for (Case c : {Case{64, 4, 2, "msd", 1}, Case{64, 4, 2, "lsd", 4}, Case{256, 4, 2, "msd", 1}, Case{216, 6, 3, "msd", 2},
                 Case{512, 8, 2, "lsd", 4}}) {
    INFO(c.N << " " << c.d << " " << c.u << " " << c.order);
    const ParamSet ps = groups_params(c.N, c.d, c.u, c.order);
    Outcome o = p->engine("exhaustive")->run(ps, ctx);
    REQUIRE(o.verdict == Verdict::Fails);
    CHECK(o.counterexample["group"] == 0);
    CHECK(o.counterexample["parts_met"] == c.met);
    std::string why;
    CHECK(p->recheck(ps, o.counterexample, why));
    CHECK(cert_status("lcan.theorem3_groups", ps, o) == CertVerdict::Status::Verified);
    json lied = o.counterexample;  // a claimed count the checker does not find
    lied["parts_met"] = c.u;
    CHECK_FALSE(p->recheck(ps, lied, why));
    json other = o.counterexample;  // another group's bounds under group 0
    other["first"] = 1;
    CHECK_FALSE(p->recheck(ps, other, why));
  }
}

TEST_CASE("lcan theorem3 groups: l <= 2 and u = 1 hold with embeddings the checker follows", "[lcan][theorem3_groups]") {
  RunContext ctx;
  const Property* p = catalogue().property("lcan.theorem3_groups");
  for (auto [N, d, u] : {std::tuple<int64_t, int64_t, int64_t>{16, 4, 2}, {36, 6, 2}, {36, 6, 3}, {64, 4, 1}, {4, 4, 2}, {512, 8, 1}})
    for (const char* order : {"msd", "lsd"}) {
      INFO(N << " " << d << " " << u << " " << order);
      const ParamSet ps = groups_params(N, d, u, order);
      Outcome o = p->engine("exhaustive")->run(ps, ctx);
      REQUIRE(o.verdict == Verdict::Holds);
      CHECK(theorem3_embeddings_violation(static_cast<uint64_t>(N), static_cast<uint64_t>(d), static_cast<uint64_t>(u)).empty());
      CHECK(cert_status("lcan.theorem3_groups", ps, o) == CertVerdict::Status::Verified);
      std::string why;  // no counterexample can be confirmed where the grouping is right
      CHECK_FALSE(p->recheck(ps, json{{"claim", "Theorem 3 proof, case 3: consecutive groups"}, {"group", 0}, {"first", 0},
                                      {"last", 0}, {"parts_met", 0}, {"needed", u}}, why));
      // Group 0 with its true bounds and its true count: it meets exactly u parts, as an embedding's top level does,
      // so a stated count that is right is still no counterexample.
      int levels = 0;
      for (int64_t x = 1; x < N; x *= d) ++levels;
      if (levels < 2) continue;  // one top switch: nothing to group
      int64_t G = 1;
      for (int j = 1; j < levels; ++j) G *= u;
      CHECK_FALSE(p->recheck(ps, json{{"claim", "Theorem 3 proof, case 3: consecutive groups"}, {"group", 0}, {"first", 0},
                                      {"last", G - 1}, {"parts_met", u}, {"needed", u}}, why));
      CHECK(why.find("meets " + std::to_string(u) + " of the") != std::string::npos);
    }
  // A holds certificate where the grouping fails, resealed: the checker has no embedding to follow.
  json forged = make_certificate("lcan.theorem3_groups", groups_params(64, 4, 2), "exhaustive", Verdict::Holds,
                                 json{{"groups", 4}, {"group_size", 4}, {"construction", "path"}, {"order", "msd"}});
  CHECK(resealed_status(forged) == CertVerdict::Status::Rejected);
  CHECK_FALSE(p->engine("exhaustive")->refuse(groups_params(16, 2, 2)).empty());
  CHECK_FALSE(p->engine("exhaustive")->refuse(groups_params(27, 3, 2)).empty());  // u does not divide d
}
