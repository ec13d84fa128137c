// Tests for proofs/butterfly_counts_symbolic.cpp and properties/butterfly_counts_symbolic.cpp:
// the queries' chip of every half and pins of every M' chip (z3 evaluates the terms on
// constants) equal the per-size code (mapping_m, mapping_mprime, place, count_links) for
// u <= 5; the five range queries are unsat for u = 1..20 and the exhaustive engine agrees
// there; broken variants turn sat and are never reported as fails unless the
// exhaustive engine fails too.
#include <catch2/catch.hpp>

#include "properties/butterfly_counts_symbolic.hpp"
#include "proofs/smt.hpp"
#include "search/butterfly_engines.hpp"

using namespace netcert;

TEST_CASE("symbolic chip counts: the query's chips and pins are the constructed M and M''s for u <= 5",
          "[butterfly][symbolic]") {
  for (int u = 1; u <= 5; ++u) {
    INFO("u=" << u);
    const Butterfly g(u);
    const Placement pm = place(g, mapping_m(u)), pmp = place(g, mapping_mprime(u));
    REQUIRE((pm.ok() && pmp.ok()));
    const SymbolicCountsTerms terms(u);
    for (int s = 0; s <= u; ++s)
      for (uint64_t i = 0; i < g.rows(); ++i)
        for (Half h : {Half::Upper, Half::Lower}) {
          if (!g.needed(s, h)) continue;
          const uint64_t half = Butterfly::half(g.node(s, i), h);
          const bool upper = h == Half::Upper;
          CHECK(terms.chip_m(static_cast<uint64_t>(s), i, upper) == pm.chip_of_half[half]);
          CHECK(terms.chip_mprime(static_cast<uint64_t>(s), i, upper) == pmp.chip_of_half[half]);
        }
    const ChipMapping mp = mapping_mprime(u);
    const LinkCounts lc = count_links(g, pmp, mp.chip_count());
    for (uint32_t c = 0; c < mp.chip_count(); ++c) CHECK(terms.pins_mprime(c) == lc.pins[c]);
  }
}

// 1..20 is where the exhaustive engine runs too (1..63 is the CLI test's: about 10 s of solver CPU).
TEST_CASE("symbolic chip counts: the five range queries are unsat for u = 1..20, and the exhaustive engine agrees",
          "[butterfly][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  const Outcome o = chip_counts_symbolic(1, 20, ctx);
  REQUIRE(o.verdict == Verdict::Holds);
  REQUIRE(o.witness["smt2"].size() == 5);
  for (auto& q : o.witness["smt2"]) CHECK(q["answer"] == "unsat");
  for (int u = 1; u <= 12; ++u) CHECK(chip_counts_exhaustive(u, ctx).verdict == Verdict::Holds);
}

// Each mutant breaks u = 1 already, so the range 1..4 keeps the test short.
TEST_CASE("symbolic chip counts: broken variants turn sat, and the engine does not report them as fails",
          "[butterfly][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  const std::pair<SymbolicCountsMutant, CountsQuery> mutants[] = {
      {SymbolicCountsMutant::ChipsMClosedForm, CountsQuery::ChipsM},
      {SymbolicCountsMutant::UpperOnOwnStageChip, CountsQuery::ChipsMprime},
      {SymbolicCountsMutant::PinsPortForgotten, CountsQuery::PinsMprime}};
  for (auto& [mutant, broken] : mutants) {
    INFO("mutant " << static_cast<int>(mutant));
    const SymbolicCountsAnswer a = solve_symbolic_counts({1, 4, mutant}, ctx);
    REQUIRE(a.verdict == Verdict::Fails);
    CHECK(a.model.query == broken);
    CHECK(a.model.u == 1);
    CHECK(!a.model.violation.empty());
    // The real M and M' hold at that size, so the exhaustive engine refuses to confirm: unknown, never fails.
    const Outcome o = chip_counts_symbolic(1, 4, ctx, mutant);
    CHECK(o.verdict == Verdict::Unknown);
    CHECK(o.note.find("not confirmed by the exhaustive engine") != std::string::npos);
    CHECK(o.stats["solver_model"]["u"] == a.model.u);
  }
}

TEST_CASE("symbolic chip counts: the exported queries are portable with their :status", "[butterfly][symbolic]") {
  for (CountsQuery kind : {CountsQuery::ChipsM, CountsQuery::ChipsMprime, CountsQuery::LinksM, CountsQuery::LinksMprime,
                           CountsQuery::PinsMprime}) {
    const std::string q = symbolic_counts_query(kind, {1, 63});
    CHECK(q.find("(set-logic QF_BV)") != std::string::npos);
    CHECK(q.find("(set-info :status unsat)") != std::string::npos);
    CHECK(nonportable_construct(q).empty());
  }
}
