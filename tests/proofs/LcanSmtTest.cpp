// Tests for proofs/lcan_smt.cpp: the symbolic Lemmas 1-2 agree with the
// exhaustive engine, and a broken label rule is caught as SAT.
#include <catch2/catch.hpp>

#include "proofs/lcan_smt.hpp"
#include "route/lcan_claims.hpp"

using namespace netcert;

TEST_CASE("SMT and exhaustive engines agree on Lemmas 1-2", "[lcan]") {
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

TEST_CASE("SMT finds a counterexample to a broken label rule", "[lcan]") {
  RunContext ctx;
  LcanSmtOptions opt;
  opt.broken_step = true;
  Outcome o = smt_lcan_lemmas({LcanKind::CompleteBipartite, 16, 2, 2}, ctx, opt);
  REQUIRE(o.verdict == Verdict::Fails);
  CHECK(o.counterexample.contains("choices"));
}

TEST_CASE("SMT refuses T-LCANs and oversized vectors; witnesses re-solve", "[lcan]") {
  CHECK(lcan_smt_refusal({LcanKind::Tree, 16, 4, 2}) != "");
  CHECK(lcan_smt_refusal({LcanKind::CompleteBipartite, int64_t(1) << 62, 2, 2}) != "");
  RunContext ctx;
  Outcome o = smt_lcan_lemmas({LcanKind::CompleteBipartite, 8, 2, 2}, ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  std::string why;
  CHECK(verify_lcan_smt_witness(o.witness, why));
  json tampered = o.witness;
  tampered["smt2"] = json::array();
  tampered.erase("smt2");
  CHECK_FALSE(verify_lcan_smt_witness(tampered, why));
}
