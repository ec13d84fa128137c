// Tests for proofs/fattree_smt.cpp and proofs/fattree_lemma1_smt.cpp: the Lemma 1
// queries are not vacuous (the lemma needs the family, the bound relaxed by one is
// SAT with a family the checker re-walks), unsat cores name the claim's parts,
// every exported query is portable, and the UMP re-check works at any n.
#include <catch2/catch.hpp>

#include <algorithm>

#include "check/fattree_check.hpp"
#include "net/fat_tree.hpp"
#include "proofs/fattree_smt.hpp"
#include "proofs/smt.hpp"
#include "search/fattree_search.hpp"

using namespace netcert;

namespace {

bool core_has(const Lemma1Answer& a, const std::string& name) {
  return std::any_of(a.core.begin(), a.core.end(), [&](const std::string& c) { return c.find(name) != std::string::npos; });
}

// Load of a link group under one permutation, by definition (up: x in S, sigma(x) outside).
uint64_t group_load(int n, const Permutation& p, const Lemma1Group& g) {
  FatTree t(n);
  int j = FatTree::level(g.node);
  uint64_t k = FatTree::index_in_level(g.node), load = 0;
  for (uint64_t x = 0; x < p.size(); ++x) {
    bool xin = t.in_subtree(j, k, x), yin = t.in_subtree(j, k, p[x]);
    load += g.up ? (xin && !yin) : (!xin && yin);
  }
  return load;
}

}  // namespace

TEST_CASE("fattree smt: Lemma 1 averaging identity is proved from the family, not assumed", "[fattree][smt]") {
  RunContext ctx;
  for (int n : {2, 3})
    for (const Lemma1Group& g : {Lemma1Group{2, true}, Lemma1Group{4, false}}) {
      Lemma1Query q{n, g, Lemma1Part::AveragingIdentity};
      Lemma1Answer a = smt_lemma1_query(q, ctx);
      REQUIRE(a.answer == "unsat");
      INFO(lemma1_query_name(q));
      CHECK(core_has(a, "family_sums_to_all_ones"));
      CHECK(core_has(a, "negated_averaging_identity"));
      q.family = Lemma1Family::Without;  // without the family constraints the identity does not follow
      CHECK(smt_lemma1_query(q, ctx).answer == "sat");
    }
}

TEST_CASE("fattree smt: Lemma 1 bound query rests on the proved identity", "[fattree][smt]") {
  RunContext ctx;
  Lemma1Answer a = smt_lemma1_query(Lemma1Query{3, Lemma1Group{2, true}, Lemma1Part::Bound}, ctx);
  REQUIRE(a.answer == "unsat");
  CHECK(core_has(a, "averaging_identity_lemma"));
  CHECK_FALSE(core_has(a, "family_sums_to_all_ones"));  // not in the query: the bound rests on the lemma alone
  CHECK(smt_lemma1_query(Lemma1Query{2, Lemma1Group{3, false}, Lemma1Part::Plain}, ctx).answer == "unsat");
}

TEST_CASE("fattree smt: Lemma 1 relaxed by one is SAT, the checker re-walks the model family", "[fattree][smt]") {
  RunContext ctx;
  for (int n : {2, 3})
    for (Lemma1Part part : {Lemma1Part::Bound, Lemma1Part::Plain})
      for (const Lemma1Group& g : {Lemma1Group{2, true}, Lemma1Group{3, false}, Lemma1Group{(2ULL << n) - 1, true}}) {
        Lemma1Query q{n, g, part};
        q.relax = 1;
        q.family = Lemma1Family::With;  // the relaxed query's model is a family the checker re-walks
        INFO(lemma1_query_name(q));
        Lemma1Answer a = smt_lemma1_query(q, ctx);
        REQUIRE(a.answer == "sat");
        REQUIRE(a.family.size() == (1ULL << n));
        for (auto& p : a.family) REQUIRE(is_permutation(p));
        CHECK_FALSE(family_ones_defect(a.family));  // the model is a family summing to ones
        uint64_t bound = FatTree(n).up_bound(FatTree::level(g.node)), mx = 0;
        for (auto& p : a.family) mx = std::max(mx, group_load(n, p, g));
        CHECK(mx == bound);  // within bound (relaxed query) and at it (Lemma 1)
      }
}

TEST_CASE("fattree smt: engine result names both queries of every group", "[fattree][smt]") {
  RunContext ctx;
  Outcome o = smt_lower_bound(2, true, ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  auto& q = o.witness["smt2"];
  REQUIRE(q.size() == 2 * lemma1_groups(2).size());
  CHECK(q[0]["name"] == "(1,0)_up_averaging_identity");
  CHECK(q[1]["name"] == "(1,0)_up_bound");
  auto regenerated = smt_lower_bound_queries(2, true);
  for (size_t i = 0; i < regenerated.size(); ++i) CHECK(q[i]["query"] == regenerated[i].second);
  CHECK(o.stats["unsat_core_averaging_identity"].dump().find("family_sums_to_all_ones") != std::string::npos);
}

TEST_CASE("fattree smt: every exported query is portable SMT-LIB2 (no Z3-only syntax)", "[fattree][smt]") {
  std::vector<std::string> texts;
  for (int n : {1, 2}) {
    for (bool counting : {true, false})
      for (auto& q : smt_lower_bound_queries(n, counting)) texts.push_back(q.second);
    for (bool upper : {false, true}) texts.push_back(smt_ump_realizable_query(n, upper));
    for (auto kind : {FamilyKind::BitReverse, FamilyKind::Rotator, FamilyKind::Tdm}) {
      for (int j = 0; j < n; ++j) texts.push_back(smt_ump_query(kind, n, j));
      for (auto& q : smt_bound_tight_queries(kind, n)) texts.push_back(q.second);
    }
  }
  for (auto& t : texts) {
    INFO(t.substr(0, 300));
    CHECK(nonportable_construct(t).empty());
    CHECK(t.find("(set-logic ") != std::string::npos);
    CHECK(t.find("(set-info :status unsat)") != std::string::npos);
  }
}

TEST_CASE("fattree smt: Lemma 5 under UMP at levels 1..n/2 only holds (n <= 3)", "[fattree][smt]") {
  RunContext ctx;
  for (int n = 1; n <= 3; ++n) {  // n = 4: suite and BENCHMARKS.md (about a minute)
    INFO("n=" << n);
    CHECK(smt_ump_realizable(n, ctx, true).verdict == Verdict::Holds);
  }
}

TEST_CASE("fattree smt: ump counterexamples at n = 300 and 1024 are re-checked in exact integers", "[fattree][smt]") {
  RunContext ctx;
  for (int n : {63, 300, 1024}) {
    INFO("n=" << n);
    Outcome o = smt_ump(FamilyKind::Rotator, n, ctx);
    REQUIRE(o.verdict == Verdict::Fails);
    std::string why;
    CHECK(recheck_ump(n, "rotator", o.counterexample, why));
    json forged = o.counterexample;  // second image moved to the next leaf: no longer sigma_slot(x2)
    forged["images"][1] = (BigInt(forged["images"][1].is_string() ? forged["images"][1].get<std::string>()
                                                                  : std::to_string(forged["images"][1].get<uint64_t>())) + 1).str();
    CHECK_FALSE(recheck_ump(n, "rotator", forged, why));
    CHECK_FALSE(recheck_ump(n, "bitreverse", o.counterexample, why));  // the same pair is no counterexample for pi_i
  }
}
