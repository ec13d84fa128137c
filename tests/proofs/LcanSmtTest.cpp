// Tests for proofs/lcan_smt.cpp: the symbolic Lemmas 1-2 agree with the
// exhaustive engine, and a broken label rule is caught as SAT.
#include <catch2/catch.hpp>

#include "proofs/lcan_smt.hpp"
#include "proofs/smt.hpp"
#include "properties/lcan.hpp"
#include "search/lcan_search.hpp"

using namespace netcert;

TEST_CASE("lcan: SMT and exhaustive engines agree on Lemmas 1-2", "[lcan]") {
  RunContext ctx;
  for (LcanShape s : {LcanShape{LcanKind::CompleteBipartite, 16, 2, 2}, LcanShape{LcanKind::CompleteBipartite, 27, 3, 2},
                      LcanShape{LcanKind::CompleteBipartite, 16, 4, 2}, LcanShape{LcanKind::CompleteBipartite, 9, 3, 3}}) {
    Outcome smt = smt_lcan_lemmas(s, ctx);
    CHECK(smt.verdict == Verdict::Holds);
    Lcan net(s);
    CHECK_FALSE(lca_count_defect(net, ctx));
    CHECK_FALSE(reachable_defect(net));
  }
}

TEST_CASE("lcan: SMT finds a counterexample to a broken label rule", "[lcan]") {
  RunContext ctx;
  LcanSmtOptions opt;
  opt.broken_step = true;
  Outcome o = smt_lcan_lemmas({LcanKind::CompleteBipartite, 16, 2, 2}, ctx, opt);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(o.counterexample.contains("choices"));
}

TEST_CASE("lcan: SMT refuses T-LCANs and oversized vectors, witnesses equal the regenerated queries", "[lcan]") {
  CHECK(lcan_smt_refusal({LcanKind::Tree, 16, 4, 2}) != "");
  CHECK(lcan_smt_refusal({LcanKind::CompleteBipartite, int64_t(1) << 62, 2, 2}) != "");
  RunContext ctx;
  LcanShape s{LcanKind::CompleteBipartite, 8, 2, 2};
  Outcome o = smt_lcan_lemmas(s, ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  std::string why;
  CHECK(verify_lcan_smt_witness(s, true, o.witness, why));
  // Lemma 1 only generates fewer queries: the lca witness is not a Lemma 1 witness.
  CHECK_FALSE(verify_lcan_smt_witness(s, false, o.witness, why));
  // Another shape's queries are rejected.
  CHECK_FALSE(verify_lcan_smt_witness({LcanKind::CompleteBipartite, 16, 2, 2}, true, o.witness, why));
  json tampered = o.witness;
  tampered["smt2"][0]["query"] = "(assert false)";
  CHECK_FALSE(verify_lcan_smt_witness(s, true, tampered, why));
  tampered = o.witness;
  tampered["smt2"].erase(tampered["smt2"].begin());
  CHECK_FALSE(verify_lcan_smt_witness(s, true, tampered, why));
  tampered = o.witness;
  tampered["smt2"][1]["answer"] = "sat";
  CHECK_FALSE(verify_lcan_smt_witness(s, true, tampered, why));
  tampered = o.witness;
  tampered.erase("smt2");
  CHECK_FALSE(verify_lcan_smt_witness(s, true, tampered, why));
}

TEST_CASE("lcan: SMT off-line search: settings are walked valid, too few cycles is unsat", "[lcan]") {
  RunContext ctx;
  Lcan net({LcanKind::CompleteBipartite, 8, 2, 2});
  Permutation p{7, 6, 5, 4, 3, 2, 1, 0};
  OfflineSearch found = smt_offline_schedule(net, p, 1, ctx);
  REQUIRE(found.status == z3::sat);
  CHECK_FALSE(check_routes_by_walk(net, p, found.routes, 1));
  // A root permutation of CB-LCAN(27,3,2) needs 3 cycles: only 12 wires enter the top level.
  Lcan trac({LcanKind::CompleteBipartite, 27, 3, 2});
  Permutation root(27);
  for (uint32_t s = 0; s < 27; ++s) root[s] = (s + 9) % 27;
  CHECK(smt_offline_schedule(trac, root, 2, ctx).status == z3::unsat);
  OfflineSearch three = smt_offline_schedule(trac, root, 3, ctx);
  REQUIRE(three.status == z3::sat);
  CHECK_FALSE(check_routes_by_walk(trac, root, three.routes, 3));
}

TEST_CASE("lcan: SMT queries are portable SMT-LIB 2.6 naming what is symbolic and fixed", "[lcan]") {
  LcanShape s{LcanKind::CompleteBipartite, 64, 4, 2};
  for (auto& q : lcan_smt_queries(s)) {
    CHECK(q.smt2.rfind("; query: " + q.name + "\n", 0) == 0);
    CHECK(q.smt2.find("; symbolic: PEs p, q < N") != std::string::npos);
    CHECK(q.smt2.find("; fixed: N = 64, d = 4, u = 2") != std::string::npos);
    CHECK(q.smt2.find("(set-logic QF_BV)\n(set-info :status unsat)") != std::string::npos);
    CHECK(nonportable_construct(q.smt2).empty());
  }
  // The off-line search uses standard arithmetic for its cardinality constraints.
  Lcan net(s);
  Permutation id(64);
  for (uint32_t i = 0; i < 64; ++i) id[i] = i;
  RunContext ctx;
  OfflineSearch found = smt_offline_schedule(net, id, 1, ctx);
  CHECK(found.status == z3::sat);
  CHECK(nonportable_construct(found.smt2).empty());
  CHECK(found.smt2.find("(set-logic QF_LIA)\n(set-info :status sat)") != std::string::npos);
}
