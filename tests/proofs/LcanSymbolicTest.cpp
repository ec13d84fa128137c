// Tests for proofs/lcan_symbolic.cpp and properties/lcan_symbolic.cpp: the queries' label
// rule is the wiring net/lcan.hpp builds, and their closed form is the switch a climb reaches
// there; the queries are unsat for every N = d^l up to 2^62; broken variants turn sat and are
// never reported as fails, since the exhaustive engine does not fail there; refusals name the field.
#include <catch2/catch.hpp>

#include <vector>

#include "core/errors.hpp"
#include "net/lcan.hpp"
#include "properties/lcan_symbolic.hpp"
#include "proofs/lcan_levels_symbolic.hpp"
#include "proofs/smt.hpp"

using namespace netcert;

namespace {

struct PowerShape {
  int log_d, log_u, levels;
};
constexpr PowerShape kShapes[] = {{1, 1, 4}, {1, 2, 3}, {2, 1, 3}, {2, 2, 3}, {1, 0, 4}, {3, 1, 2}};

LcanParams cb(int64_t N, int64_t d, int64_t u) {
  LcanParams p;
  p.kind = "cb";
  p.N = N;
  p.d = d;
  p.u = u;
  return p;
}

}  // namespace

TEST_CASE("symbolic lcan: the queries' label rule is the network's wiring, upper by upper", "[lcan][symbolic]") {
  for (const PowerShape& s : kShapes) {
    const uint64_t d = uint64_t{1} << s.log_d, u = uint64_t{1} << s.log_u;
    const Lcan net(LcanShape{LcanKind::CompleteBipartite, int64_t{1} << (s.log_d * s.levels), int64_t(d), int64_t(u)});
    REQUIRE(net.levels() == s.levels);
    for (int j = 0; j + 1 < net.levels(); ++j)
      for (uint64_t index = 0; index < net.switches_at(j); ++index)
        for (uint64_t k = 0; k < u; ++k) {
          const uint64_t sw = net.level_offset(j) + index;
          const uint64_t far = net.upper_link(sw * u + k) / d - net.level_offset(j + 1);
          INFO(net.shape().name() << " level " << j << " switch " << index << " upper " << k);
          REQUIRE(symbolic_lcan_up(s.log_d, s.log_u, j, index, k) == far);
        }
  }
}

TEST_CASE("symbolic lcan: the closed form is the switch i up-choices reach from each PE", "[lcan][symbolic]") {
  for (const PowerShape& s : kShapes) {
    const uint64_t d = uint64_t{1} << s.log_d, u = uint64_t{1} << s.log_u;
    const Lcan net(LcanShape{LcanKind::CompleteBipartite, int64_t{1} << (s.log_d * s.levels), int64_t(d), int64_t(u)});
    for (uint64_t p = 0; p < net.N(); ++p) {
      // Every choice sequence, walked on the wiring, numbered by its base-u numeral K.
      std::vector<uint64_t> at = {net.pe_switch(p)};
      for (int i = 0; i < net.levels(); ++i) {
        for (uint64_t K = 0; K < at.size(); ++K) {
          INFO(net.shape().name() << " PE " << p << " level " << i << " choices " << K);
          REQUIRE(symbolic_lcan_closed_form(s.log_d, s.log_u, i, p, K) == at[K] - net.level_offset(i));
        }
        if (i + 1 == net.levels()) break;
        std::vector<uint64_t> next;
        for (uint64_t sw : at)
          for (uint64_t k = 0; k < u; ++k) next.push_back(net.upper_link(sw * u + k) / d);
        at = next;
      }
    }
  }
}

TEST_CASE("symbolic lcan: Eq. (1) and Lemmas 1 and 2 hold for every N = d^l up to 2^62", "[lcan][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  struct Case {
    int64_t d, u, hi;  // hi: the largest N whose indices fit 62 bits
  };
  for (const Case& c : {Case{2, 2, int64_t{1} << 62}, Case{4, 2, int64_t{1} << 62}, Case{2, 4, int64_t{1} << 31},
                        Case{16, 16, int64_t{1} << 60}}) {
    const int64_t d = c.d, u = c.u, hi = c.hi;
    INFO("d=" << d << " u=" << u);
    for (LcanSymbolicClaim claim :
         {LcanSymbolicClaim::ReachableSwitches, LcanSymbolicClaim::LcaCount, LcanSymbolicClaim::LevelSizes}) {
      const Outcome o = lcan_symbolic_run(claim, cb(d, d, u), 2, hi, ctx);
      REQUIRE(o.verdict == Verdict::Holds);
      CHECK(o.witness["smt2"].size() == (claim == LcanSymbolicClaim::LcaCount            ? 4u
                                         : claim == LcanSymbolicClaim::ReachableSwitches ? 2u
                                                                                         : 3u));
    }
  }
}

TEST_CASE("symbolic lcan: broken variants turn sat, and the engine does not report them as fails", "[lcan][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  const std::pair<SymbolicLcanMutant, LcanClimbQuery> mutants[] = {
      {SymbolicLcanMutant::StepWithoutTimesU, LcanClimbQuery::Step},
      {SymbolicLcanMutant::LevelZeroIsThePe, LcanClimbQuery::Base},
      {SymbolicLcanMutant::CommonOneDigitHigh, LcanClimbQuery::Common},
      {SymbolicLcanMutant::ApartOneDigitLow, LcanClimbQuery::Apart}};
  for (auto& [mutant, broken] : mutants) {
    INFO("mutant " << static_cast<int>(mutant));
    const SymbolicLcanAnswer a = solve_symbolic_lcan({1, 1, 1, 62, true, mutant}, ctx);
    REQUIRE(a.verdict == Verdict::Fails);
    CHECK(a.model.query == broken);
    CHECK(a.model.levels <= 3);  // narrowed: each mutant already breaks a small network
    const Outcome o = lcan_symbolic_run(LcanSymbolicClaim::LcaCount, cb(2, 2, 2), 2, int64_t{1} << 62, ctx, mutant);
    CHECK(o.verdict == Verdict::Unknown);
    CHECK(o.note.find("not confirmed by the exhaustive engine") != std::string::npos);
    CHECK(o.stats["solver_model"]["levels"] == a.model.levels);
  }
}

TEST_CASE("symbolic lcan: refusals name the field", "[lcan][symbolic]") {
  RunContext ctx;
  auto field_of = [&](const LcanParams& p, int64_t lo, int64_t hi) {
    try {
      lcan_symbolic_run(LcanSymbolicClaim::ReachableSwitches, p, lo, hi, ctx);
    } catch (const InputError& e) {
      return e.field() + ": " + e.message();
    }
    return std::string("no refusal");
  };
  LcanParams t = cb(16, 4, 2);
  t.kind = "t";
  CHECK(field_of(t, 2, 64) == "kind: the symbolic engine covers CB-LCANs (kind=cb); a T-LCAN is a tree");
  CHECK(field_of(cb(27, 3, 2), 2, 64).rfind("d: d=3 is not a power of two: the symbolic engine's label arithmetic", 0) == 0);
  CHECK(field_of(cb(16, 4, 3), 2, 64).rfind("u: u=3 is not a power of two", 0) == 0);
  CHECK(field_of(cb(5, 4, 2), 5, 15) == "N: no CB-LCAN with d=4 has N in 5..15 (N = d^l)");
  CHECK(field_of(cb(2, 2, 4), 2, int64_t{1} << 62) ==
        "N: N = 2^62 gives u^l = 2^124 switch indices at the top level, past the 2^62 the queries address; with u=4 "
        "give N <= 2147483648");
}

TEST_CASE("symbolic lcan: the exported queries are portable with their :status", "[lcan][symbolic]") {
  const SymbolicLcanRange r{1, 1, 1, 62, true};
  for (LcanClimbQuery kind : lcan_climb_queries(r)) {
    const std::string q = symbolic_lcan_query(kind, r);
    CHECK(q.find("(set-logic QF_BV)") != std::string::npos);
    CHECK(q.find("(set-info :status unsat)") != std::string::npos);
    CHECK(nonportable_construct(q).empty());
  }
  for (LcanLevelsQuery kind : lcan_levels_queries()) {
    const std::string q = symbolic_levels_query(kind, r);
    CHECK(q.find("(set-info :status unsat)") != std::string::npos);
    CHECK(nonportable_construct(q).empty());
  }
}

TEST_CASE("symbolic lcan: the level queries' wiring and its inverse are the network's, port by port", "[lcan][symbolic]") {
  for (const PowerShape& s : kShapes) {
    const uint64_t d = uint64_t{1} << s.log_d, u = uint64_t{1} << s.log_u;
    const Lcan net(LcanShape{LcanKind::CompleteBipartite, int64_t{1} << (s.log_d * s.levels), int64_t(d), int64_t(u)});
    for (int j = 0; j + 1 < net.levels(); ++j) {
      for (uint64_t index = 0; index < net.switches_at(j); ++index)
        for (uint64_t k = 0; k < u; ++k) {
          INFO(net.shape().name() << " level " << j << " switch " << index << " upper " << k);
          const uint64_t downer = net.upper_link((net.level_offset(j) + index) * u + k) - net.level_offset(j + 1) * d;
          REQUIRE(symbolic_levels_downer(s.log_d, s.log_u, j, index, k) == downer);
        }
      for (uint64_t index = 0; index < net.switches_at(j + 1); ++index)
        for (uint64_t jd = 0; jd < d; ++jd) {
          INFO(net.shape().name() << " level " << j + 1 << " switch " << index << " downer " << jd);
          const uint64_t upper = net.downer_link((net.level_offset(j + 1) + index) * d + jd) - net.level_offset(j) * u;
          REQUIRE(symbolic_levels_upper_of(s.log_d, s.log_u, j, index, jd) == upper);
        }
    }
  }
}

TEST_CASE("symbolic lcan: broken level queries turn sat, and the engine does not report them as fails",
          "[lcan][symbolic]") {
  RunContext ctx;
  ctx.timeout_seconds = 600;
  const std::pair<SymbolicLcanMutant, LcanLevelsQuery> mutants[] = {
      {SymbolicLcanMutant::PeInverseDropsDowner, LcanLevelsQuery::PesLevelZero},
      {SymbolicLcanMutant::DownerFromLowDigits, LcanLevelsQuery::WiringInjective},
      {SymbolicLcanMutant::PreimageDropsDowner, LcanLevelsQuery::WiringOnto}};
  for (auto& [mutant, broken] : mutants) {
    INFO("mutant " << static_cast<int>(mutant));
    const SymbolicLevelsAnswer a = solve_symbolic_levels({1, 1, 1, 62, false, mutant}, ctx);
    REQUIRE(a.verdict == Verdict::Fails);
    CHECK(a.model.query == broken);
    CHECK(a.model.levels <= 3);
    const Outcome o = lcan_symbolic_run(LcanSymbolicClaim::LevelSizes, cb(2, 2, 2), 2, int64_t{1} << 62, ctx, mutant);
    CHECK(o.verdict == Verdict::Unknown);
    CHECK(o.note.find("not confirmed by the exhaustive engine") != std::string::npos);
  }
}
