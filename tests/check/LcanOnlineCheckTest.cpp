// LcanOnlineCheckTest.cpp — lcan.online_classes (seed 004 Sec. 4.2): the engine
// (recursive tags, route/benes_self_routing.hpp) and the checker (stage-by-stage
// walk, characterisations) agree member by member; a broken rule is caught with
// a counterexample the checker confirms; forged evidence and resealed
// certificates are rejected.
#include <catch2/catch.hpp>

#include "check/lcan_online_check.hpp"
#include "core/catalogue.hpp"
#include "search/lcan_online_classes.hpp"
#include "tests/check/cert_status.hpp"

using namespace netcert;
using namespace netcert::testing;

namespace {
const char* kClasses[] = {"bpc", "inverse_omega", "linear", "linear_complement"};

ParamSet online_params(int n, const std::string& cls, const std::string& rule = "paper") {
  ParamSet ps;
  ps.set("n", int64_t(n));
  ps.set("class", cls);
  ps.set("rule", rule);
  return ps;
}
}  // namespace

TEST_CASE("lcan online: engine and checker agree on every member, both rules, n <= 3", "[lcan][online]") {
  for (const char* cls : kClasses)
    for (int n = 1; n <= 3; ++n)
      for (const char* rule : {"lower_input", "smaller_tag"}) {
        const OnlineClass c = online_class_of(cls);
        BenesRouteScratch scratch;
        Permutation perm;
        uint64_t members = 0, blocked_engine = 0, blocked_checker = 0;
        for (uint64_t i = 0; i < online_class_indices(c, n); ++i) {
          if (!online_class_member(c, n, i, perm)) {
            REQUIRE(onlinecheck::member_at(cls, n, i).empty());
            continue;
          }
          ++members;
          INFO(cls << " n=" << n << " " << rule << " member " << to_string(perm));
          REQUIRE(onlinecheck::class_violation(cls, n, perm).empty());
          REQUIRE(onlinecheck::member_at(cls, n, i) == perm);  // the checker decodes the index its own way
          const bool engine_blocks = benes_self_route(n, perm, benes_priority_of(rule), scratch).has_value();
          const bool checker_blocks = onlinecheck::walk_violation(n, perm, rule).has_value();
          REQUIRE(engine_blocks == checker_blocks);
          blocked_engine += engine_blocks;
          blocked_checker += checker_blocks;
        }
        CHECK(BigInt(members) == online_class_members(c, n));
        uint64_t checker_members = 0;
        std::vector<uint32_t> first_bad;
        REQUIRE(onlinecheck::walk_every_member(cls, n, rule, checker_members, first_bad));
        CHECK(checker_members == members);
        CHECK(first_bad.empty() == (blocked_engine == 0));
        CHECK(blocked_checker == blocked_engine);
      }
}

TEST_CASE("lcan online: the checker's walk by hand, and non-members are told apart", "[lcan][online]") {
  CHECK_FALSE(onlinecheck::walk_violation(2, {0, 1, 2, 3}, "lower_input"));
  CHECK_FALSE(onlinecheck::walk_violation(2, {3, 2, 1, 0}, "smaller_tag"));
  // {0, 2, 3, 1} under lower_input: switch 0 sends 0 -> 0 (bit 0 is 0) into B_0, so 1 -> 2 goes to B_1;
  // switch 1 sends 2 -> 3 (bit 0 is 1) into B_1, so 3 -> 1 goes to B_0. B_0 now holds 0 -> 0 and 3 -> 1,
  // both bound for its output 0 (tags 0 and 0): the middle switch of B_0 cannot serve both.
  auto clash = onlinecheck::walk_violation(2, {0, 2, 3, 1}, "lower_input");
  REQUIRE(clash);
  CHECK((*clash)["sources"] == json::array({0, 3}));
  BenesRouteScratch s;
  auto engine = benes_self_route(2, {0, 2, 3, 1}, BenesPriority::LowerInput, s);
  REQUIRE(engine);
  CHECK(engine->sources[0] == 0);
  CHECK(engine->sources[1] == 3);
  CHECK(onlinecheck::class_violation("bpc", 2, {0, 2, 3, 1}) != "");
  CHECK(onlinecheck::class_violation("linear", 2, {0, 2, 3, 1}) == "");  // linear: lower_input blocks it
  CHECK(onlinecheck::class_violation("linear_complement", 2, {1, 0, 3, 2}) == "");
  CHECK(onlinecheck::class_violation("linear", 2, {1, 0, 3, 2}) != "");  // a complement, not linear
  CHECK(onlinecheck::class_violation("bpc", 2, {0, 1, 1, 3}) == "not a permutation of Z_N");
}

TEST_CASE("lcan online: the wrong rule fails with a counterexample the checker confirms", "[lcan][online]") {
  RunContext ctx;
  const Property* p = catalogue().property("lcan.online_classes");
  REQUIRE(p);
  const ParamSet ps = online_params(3, "linear", "lower_input");
  Outcome o = p->engine("exhaustive")->run(ps, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  std::string why;
  CHECK(p->recheck(ps, o.counterexample, why));
  CHECK(cert_status("lcan.online_classes", ps, o) == CertVerdict::Status::Verified);
  // The same permutation under the paper's rule passes: the checker refuses it as a counterexample there.
  CHECK_FALSE(p->recheck(online_params(3, "linear"), o.counterexample, why));
  // A member that passes (the identity, index 2^0 + 2^4 + 2^8 = 273 of the columns), and a non-member, are no
  // counterexamples either.
  json passing = {{"index", 273}, {"permutation", {0, 1, 2, 3, 4, 5, 6, 7}}};
  CHECK_FALSE(p->recheck(ps, passing, why));
  CHECK(why.find("delivers every packet") != std::string::npos);
  json outsider = o.counterexample;
  outsider["permutation"] = json::array({0, 2, 3, 1, 4, 5, 6, 7});
  CHECK_FALSE(p->recheck(ps, outsider, why));
  CHECK(why.find("is [") != std::string::npos);  // not the member its index names
  json shifted = o.counterexample;
  shifted["index"] = o.counterexample["index"].get<uint64_t>() + 1;
  CHECK_FALSE(p->recheck(ps, shifted, why));
  // The paper's rule as `paper` and as `lower_input` are different certificates (the witness names both).
  Outcome bpc = p->engine("exhaustive")->run(online_params(3, "bpc"), ctx);
  CHECK(cert_status("lcan.online_classes", online_params(3, "bpc", "lower_input"), bpc) == CertVerdict::Status::Rejected);
}

TEST_CASE("lcan online: certificates round-trip, resealed forgeries and refusals", "[lcan][online]") {
  RunContext ctx;
  const Property* p = catalogue().property("lcan.online_classes");
  const ParamSet ps = online_params(3, "bpc");
  Outcome ok = p->engine("exhaustive")->run(ps, ctx);
  REQUIRE(ok.verdict == Verdict::Holds);
  CHECK(ok.witness["members"] == "48");
  CHECK(cert_status("lcan.online_classes", ps, ok) == CertVerdict::Status::Verified);
  // The same witness for the wrong rule, or a wrong member count, is rejected.
  CHECK(cert_status("lcan.online_classes", online_params(3, "bpc", "smaller_tag"), ok) != CertVerdict::Status::Verified);
  Outcome miscounted = ok;
  miscounted.witness["members"] = "47";
  CHECK(cert_status("lcan.online_classes", ps, miscounted) == CertVerdict::Status::Rejected);
  // A holds certificate for a class the rule does not pass, resealed: rejected by the checker's walk.
  json cert = make_certificate("lcan.online_classes", online_params(3, "linear", "lower_input"), "exhaustive",
                               Verdict::Holds, json{{"members", "168"}, {"rule", "lower_input"}, {"switch_rule", "lower_input"}});
  CHECK(resealed_status(cert) == CertVerdict::Status::Rejected);
  // inverse omega at n = 4 is beyond the checker's enumeration: partial, never verified.
  json big = make_certificate("lcan.online_classes", online_params(4, "inverse_omega"), "exhaustive", Verdict::Holds,
                              json{{"members", "4294967296"}, {"rule", "paper"}, {"switch_rule", "lower_input"}});
  CHECK(resealed_status(big) == CertVerdict::Status::Partial);
  CHECK_FALSE(p->engine("exhaustive")->refuse(online_params(5, "linear")).empty());
  CHECK_FALSE(p->engine("exhaustive")->refuse(online_params(5, "inverse_omega")).empty());
  CHECK(p->engine("exhaustive")->refuse(online_params(8, "bpc")).empty());
}
