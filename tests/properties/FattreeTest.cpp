// Tests for properties/fattree.cpp: every property can fail on a broken
// witness (and the independent checker confirms the counterexample), and the
// engines agree wherever their domains overlap.
#include <catch2/catch.hpp>

#include "check/fattree_check.hpp"
#include "core/catalogue.hpp"
#include "core/runner.hpp"
#include "net/fat_tree.hpp"
#include "properties/fattree.hpp"

using namespace netcert;

namespace {

std::vector<Result> run(const std::string& id, const std::vector<std::string>& params, const std::string& engine) {
  const Property* p = catalogue().property(id);
  REQUIRE(p);
  std::vector<ParamArg> args;
  for (auto& t : params) args.push_back(parse_param_arg(t, p->params));
  CheckRequest req;
  req.property = p;
  req.param_sets = expand_params(args, p->params);
  req.engine = engine;
  RunContext ctx;
  ctx.random_cases = 40;
  return run_check(req, ctx);
}

std::vector<Permutation> materialise(FamilyKind kind, int n) {
  std::vector<Permutation> fam;
  for (uint64_t i = 1; i <= (1ULL << n); ++i) fam.push_back(family_member(kind, n, i));
  return fam;
}

}  // namespace

TEST_CASE("fattree catalogue lists the six ids of DESIGN.md", "[fattree]") {
  for (auto id : {"fattree.family_sums_to_ones", "fattree.ump", "fattree.lower_bound", "fattree.bound_tight",
                  "fattree.ump_realizable", "fattree.rotator_no_reduction"})
    CHECK(catalogue().property(id) != nullptr);
}

TEST_CASE("family_sums_to_ones fails on a family with two entries of one slot swapped", "[fattree]") {
  auto fam = materialise(FamilyKind::BitReverse, 4);
  std::swap(fam[2][3], fam[2][9]);
  Family f{4, FamilyKind::BitReverse, &fam};
  RunContext ctx;
  Outcome o = fattree_exhaustive_sums_to_ones(f, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  std::string why;
  CHECK(fattree_recheck("fattree.family_sums_to_ones", f, o.counterexample, why));
  // The untouched family passes the same checker.
  auto good = materialise(FamilyKind::BitReverse, 4);
  CHECK(fattree_exhaustive_sums_to_ones(Family{4, FamilyKind::BitReverse, &good}, ctx).verdict == Verdict::Holds);
}

TEST_CASE("ump fails on a mutated permutation and on rotators; re-check confirms", "[fattree]") {
  auto fam = materialise(FamilyKind::BitReverse, 5);
  std::swap(fam[6][0], fam[6][16]);  // inputs in different halves
  Family f{5, FamilyKind::BitReverse, &fam};
  RunContext ctx;
  Outcome o = fattree_exhaustive_ump(f, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(o.counterexample["slot"] == 7);
  std::string why;
  CHECK(fattree_recheck("fattree.ump", f, o.counterexample, why));
  for (auto engine : {"exhaustive", "smt", "random"}) {
    auto r = run("fattree.ump", {"n=4", "family=rotator"}, engine);
    REQUIRE(r.size() == 1);
    CHECK(r[0].verdict == Verdict::Fails);
    CHECK(r[0].rechecked);
  }
}

TEST_CASE("the residue shortcut and the slot-by-slot check agree, first failing slot included", "[fattree]") {
  RunContext ctx;
  for (auto kind : {FamilyKind::BitReverse, FamilyKind::Rotator, FamilyKind::Tdm})
    for (int n = 1; n <= 8; ++n) {
      auto fam = materialise(kind, n);
      Outcome fast = fattree_exhaustive_ump(Family{n, kind, nullptr}, ctx);
      Outcome slow = fattree_exhaustive_ump(Family{n, kind, &fam}, ctx);
      CHECK(fast.verdict == slow.verdict);
      if (fast.verdict == Verdict::Fails) CHECK(fast.counterexample["slot"] == slow.counterexample["slot"]);
    }
}

TEST_CASE("exhaustive, smt and random agree on ump and sums-to-ones", "[fattree]") {
  for (auto family : {"bitreverse", "rotator", "tdm"})
    for (auto id : {"fattree.ump", "fattree.family_sums_to_ones"}) {
      auto a = run(id, {"n=1..5", std::string("family=") + family}, "exhaustive");
      auto b = run(id, {"n=1..5", std::string("family=") + family}, "smt");
      auto c = run(id, {"n=1..5", std::string("family=") + family}, "random");
      REQUIRE(a.size() == b.size());
      for (size_t i = 0; i < a.size(); ++i) {
        INFO(id << " " << family << " " << a[i].params.to_string());
        CHECK(a[i].verdict == b[i].verdict);
        // random may miss a failure, but never claims one the others deny
        if (c[i].verdict == Verdict::Fails) CHECK(a[i].verdict == Verdict::Fails);
        if (a[i].verdict == Verdict::Holds) CHECK(c[i].verdict == Verdict::Holds);
      }
    }
}

TEST_CASE("bound_tight fails when one slot overloads the upper half", "[fattree]") {
  auto fam = materialise(FamilyKind::BitReverse, 4);
  fam[0] = family_member(FamilyKind::Rotator, 4, 4);  // x -> x+4: all of S(2,k) leaves its subtree
  Family f{4, FamilyKind::BitReverse, &fam};
  RunContext ctx;
  Outcome o = fattree_exhaustive_bound_tight(f, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(o.counterexample["kind"] == "overload");
  std::string why;
  CHECK(fattree_recheck("fattree.bound_tight", f, o.counterexample, why));
  CHECK(run("fattree.bound_tight", {"n=1..6"}, "exhaustive").back().verdict == Verdict::Holds);
  CHECK(run("fattree.bound_tight", {"n=2"}, "smt").back().verdict == Verdict::Holds);
}

TEST_CASE("rotator_no_reduction fails for the bit-reverse family in the upper half", "[fattree]") {
  auto r = run("fattree.rotator_no_reduction", {"n=4", "family=bitreverse"}, "exhaustive");
  REQUIRE(r[0].verdict == Verdict::Fails);
  CHECK(r[0].rechecked);
  CHECK(2 * r[0].counterexample["node"][0].get<int>() <= 4);
  auto h = run("fattree.rotator_no_reduction", {"n=1..6", "family=rotator,tdm"}, "all");
  for (auto& x : h) CHECK(x.verdict == Verdict::Holds);
}

TEST_CASE("lower_bound: the checker fails on a family at slack, re-check guards the hypothesis", "[fattree]") {
  // N copies of the identity: no group is loaded at all, so the Lemma 1 checker
  // fails; the independent re-check refuses it as a counterexample to Lemma 1
  // because the family does not sum to ones (outside the lemma's hypothesis).
  std::vector<Permutation> fam(8, identity_permutation(8));
  Family f{3, FamilyKind::BitReverse, &fam};
  RunContext ctx;
  Outcome o = fattree_exhaustive_family_meets_bound(f, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  std::string why;
  CHECK_FALSE(fattree_recheck("fattree.lower_bound", f, o.counterexample, why));
  CHECK_THAT(why, Catch::Contains("does not sum to ones"));
  // A family that does sum to ones but is tampered to lie about its loads is caught too.
  auto bits = materialise(FamilyKind::BitReverse, 3);
  json forged = {{"node", {1, 0}}, {"link", "up"}, {"bound", 2}, {"family", bits}};
  CHECK_FALSE(fattree_recheck("fattree.lower_bound", f, forged, why));
}

TEST_CASE("lower_bound engines agree; plain and counting encodings agree", "[fattree]") {
  auto ex = run("fattree.lower_bound", {"n=1..2"}, "exhaustive");
  auto counting = run("fattree.lower_bound", {"n=1..2", "encoding=counting"}, "smt");
  auto plain = run("fattree.lower_bound", {"n=1..2", "encoding=plain"}, "smt");
  for (size_t i = 0; i < ex.size(); ++i) {
    CHECK(ex[i].verdict == Verdict::Holds);
    CHECK(counting[i].verdict == Verdict::Holds);
    CHECK(plain[i].verdict == Verdict::Holds);
  }
}

TEST_CASE("ump_realizable: engines agree; the load check fails on a non-UMP witness", "[fattree]") {
  auto ex = run("fattree.ump_realizable", {"n=1..3"}, "exhaustive");
  auto sm = run("fattree.ump_realizable", {"n=1..3"}, "smt");
  for (size_t i = 0; i < ex.size(); ++i) {
    CHECK(ex[i].verdict == Verdict::Holds);
    CHECK(sm[i].verdict == Verdict::Holds);
  }
  // x -> x + 4 at n = 4 is no UMP permutation and overloads (2,0): the load
  // checker reports it, and the re-check rejects it as a Lemma 5 counterexample.
  FatTree t(4);
  Permutation p = family_member(FamilyKind::Rotator, 4, 4);
  auto v = first_load_violation(t, {p}, lemma1_capacity(t));
  REQUIRE(v);
  CHECK(FatTree::level(v->node) <= 2);
  std::string why;
  CHECK_FALSE(fattree_recheck("fattree.ump_realizable", Family{4}, json{{"sigma", p}}, why));
  CHECK_THAT(why, Catch::Contains("lacks UMP"));
  // A UMP permutation never trips it.
  CHECK(fattree_ump_permutation_within_bound(4, family_member(FamilyKind::BitReverse, 4, 5)).verdict == Verdict::Holds);
}

#include "search/random.hpp"
#include "generators/fattree_gen.hpp"

TEST_CASE("the random engine shrinks a broken family to the smallest tree", "[fattree]") {
  RunContext ctx;
  ctx.seed = 7;
  ctx.random_cases = 50;
  auto slot = std::make_shared<FailureSlot>();
  Outcome o = run_random("broken-family", ctx, slot, [slot](BrokenFamily b) {
    auto fam = b.family();
    if (auto d = family_ones_defect(fam)) {
      slot->last = {{"n", b.n}, {"slot", b.slot}, {"x1", b.x1}, {"x2", b.x2}, {"x", d->x}, {"y", d->y}};
      RC_FAIL("family does not sum to ones");
    }
  });
  REQUIRE(o.verdict == Verdict::Fails);
  INFO(o.stats.dump());
  CHECK(o.counterexample["n"] == 1);     // shrunk from whatever tree failed first
  CHECK(o.counterexample["slot"] == 1);
  CHECK(o.stats["seed"] == 7);
  // Same seed, same counterexample.
  auto slot2 = std::make_shared<FailureSlot>();
  Outcome again = run_random("broken-family", ctx, slot2, [slot2](BrokenFamily b) {
    auto fam = b.family();
    if (auto d = family_ones_defect(fam)) {
      slot2->last = {{"n", b.n}, {"slot", b.slot}, {"x1", b.x1}, {"x2", b.x2}, {"x", d->x}, {"y", d->y}};
      RC_FAIL("family does not sum to ones");
    }
  });
  CHECK(again.counterexample == o.counterexample);
}

TEST_CASE("Lemma 5 under the literal one-level reading of Def. 3 fails, confirmed (ERRATA.md)", "[fattree]") {
  auto r = run("fattree.ump_realizable", {"n=4", "reading=one-level"}, "random");
  REQUIRE(r.size() == 1);
  CHECK(r[0].verdict == Verdict::Fails);
  CHECK(r[0].rechecked);
  // The perfect shuffle has UMP at level 1 and overloads an upper-half node.
  Permutation shuffle{0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15};
  std::string why;
  json cex = {{"sigma", shuffle}, {"reading", "one-level"}, {"level", 1}};
  CHECK(fattree_recheck("fattree.ump_realizable", Family{4}, cex, why));
  // Under the every-level reading the same permutation is no counterexample.
  CHECK_FALSE(fattree_recheck("fattree.ump_realizable", Family{4}, json{{"sigma", shuffle}}, why));
}
