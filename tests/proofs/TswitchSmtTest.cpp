// TswitchSmtTest.cpp — Z3 encodings (proofs/tswitch_smt.cpp) against the exhaustive engine.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "net/kary_ntree.hpp"
#include "search/tswitch_search.hpp"
#include "proofs/tswitch_smt.hpp"
#include "route/destro.hpp"

using namespace netcert;

TEST_CASE("block split of the loads is exact", "[tswitch]") {
  KaryNTree t(4, 2);
  auto L = destro_switch_loads(t, Traffic{t.terminals(), {}}, 0);
  BlockSplit b = split_loads(L, 4);
  REQUIRE(b.residual.size() == 4);  // only the backward pairs (l+k -> l) stand out
  for (auto& r : b.residual) REQUIRE(r.j == r.i + 4);
}

TEST_CASE("Z3 Optimize agrees with exhaustive search on random traffic", "[tswitch]") {
  rc::prop("smt_minimise == minimise_internal_use", [] {
    int k = *rc::gen::inRange(2, 5);
    int n = 2;
    KaryNTree t(k, n);
    Traffic traffic{t.terminals(), std::vector<uint64_t>(t.terminals() * t.terminals(), 0)};
    auto weights = *rc::gen::container<std::vector<uint64_t>>(traffic.weight.size(),
                                                               rc::gen::weightedElement<uint64_t>({{2, 0}, {3, 1}, {1, 9}}));
    for (uint64_t h = 0; h < t.terminals(); ++h)
      for (uint64_t hp = 0; hp < t.terminals(); ++hp)
        traffic.weight[h * t.terminals() + hp] = h == hp ? 0 : weights[h * t.terminals() + hp];
    int stage = *rc::gen::inRange(0, n);
    auto L = destro_switch_loads(t, traffic, t.switch_id(stage, 0));
    RunContext ctx;
    ctx.jobs = 1;
    SmtOptimum opt = smt_minimise(L, k, ctx, "test");
    RC_ASSERT(opt.answer.status == z3::sat);
    ConfigSearch ex = minimise_internal_use(L, k, ctx);
    RC_ASSERT(opt.min_use == ex.min_use);
    RC_ASSERT(internal_use(L, k, opt.argmin) == opt.min_use);
    // And the SMT "is there something better" query agrees.
    RC_ASSERT(smt_find_better(L, k, opt.min_use, ctx, "test").answer.status == z3::unsat);
    if (opt.min_use > 0) RC_ASSERT(smt_find_better(L, k, opt.min_use + 1, ctx, "test").answer.status == z3::sat);
  });
}

TEST_CASE("the claim queries refute a wrong claimed minimum", "[tswitch]") {
  KaryNTree t(4, 2);
  auto L = destro_switch_loads(t, Traffic{t.terminals(), {}}, 0);
  RunContext ctx;
  BigInt right = claimed_min_twice(4, 2, 0, Connections::All);
  SmtClaimCheck ok = smt_check_claim(L, 4, ClaimedSet::Paired, right, ctx, "ok", false);
  REQUIRE(ok.below_or_outside.status == z3::unsat);
  REQUIRE(ok.member_misses.status == z3::unsat);
  REQUIRE(ok.member_exists.status == z3::sat);
  SmtClaimCheck low = smt_check_claim(L, 4, ClaimedSet::Paired, right + 2, ctx, "low", false);
  REQUIRE(low.below_or_outside.status == z3::sat);  // a configuration below the (wrong) bound
  SmtClaimCheck wrong_set = smt_check_claim(L, 4, ClaimedSet::OneSide, right, ctx, "set", false);
  REQUIRE(wrong_set.member_misses.status == z3::sat);  // one-side configurations miss the minimum
}

TEST_CASE("tswitch smt: Optimize is exported as two decision queries that pin the minimum", "[tswitch]") {
  KaryNTree t(4, 2);
  auto L = destro_switch_loads(t, Traffic{t.terminals(), {}}, 0);
  RunContext ctx;
  SmtOptimum opt = smt_minimise(L, 4, ctx, "pin");
  REQUIRE(opt.answer.status == z3::sat);
  CHECK(opt.at_most_min.status == z3::sat);
  CHECK(opt.below_min.status == z3::unsat);
  const std::string m = std::to_string(opt.min_use), m1 = std::to_string(opt.min_use - 1);
  CHECK(opt.at_most_min.smt2.find("(<= use " + m + ")") != std::string::npos);
  CHECK(opt.below_min.smt2.find("(<= use " + m1 + ")") != std::string::npos);
  for (const SmtAnswer* a : {&opt.at_most_min, &opt.below_min}) {
    CHECK(nonportable_construct(a->smt2).empty());
    CHECK(a->smt2.find("(minimize") == std::string::npos);
    CHECK(a->smt2.find("(set-logic QF_LIA)") != std::string::npos);
  }
  // The certified queries: three claim facts, then the two pins at m = M2 / 2.
  json q = tswitch_optimal_queries(L, 4, 2, 0, Connections::All);
  REQUIRE(q.size() == 5);
  const char* answers[] = {"unsat", "unsat", "sat", "sat", "unsat"};
  for (size_t i = 0; i < q.size(); ++i) {
    CHECK(q[i]["answer"] == answers[i]);
    const std::string text = q[i]["query"];
    CHECK(nonportable_construct(text).empty());
    CHECK(text.find(std::string("(set-info :status ") + answers[i] + ")") != std::string::npos);
    CHECK(smt_check_text(text, 60).status == (std::string(answers[i]) == "sat" ? z3::sat : z3::unsat));
  }
  CHECK(claimed_min_twice(4, 2, 0, Connections::All) == BigInt(2 * opt.min_use));
}

TEST_CASE("tswitch smt: k = 1 has no unary (+ x) in any query", "[tswitch]") {
  std::vector<uint64_t> L = {0, 3, 5, 0};
  RunContext ctx;
  SmtOptimum opt = smt_minimise(L, 1, ctx, "k1");
  REQUIRE(opt.answer.status == z3::sat);
  CHECK(nonportable_construct(opt.below_min.smt2).empty());
  SmtClaimCheck c = smt_check_claim(L, 1, ClaimedSet::Paired, BigInt(2 * opt.min_use), ctx, "k1", true);
  CHECK(nonportable_construct(c.member_exists.smt2).empty());
}
