// Tests for generators/butterfly_gen.cpp: the cases cover what they claim, and
// every breaking mutation is rejected while relabelling is not.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include <set>

#include "core/catalogue.hpp"
#include "generators/butterfly_gen.hpp"
#include "search/butterfly_engines.hpp"

using namespace netcert;

TEST_CASE("butterfly gen: mutations do what their names say", "[butterfly]") {
  ChipMappingCase c;
  c.u = 3;
  ChipMapping m;
  c.kind = ChipMutationKind::DropHalf;
  REQUIRE(build_case_mapping(c, m));
  CHECK(m.halves.size() == mapping_mprime(3).halves.size() - 1);
  c.kind = ChipMutationKind::DuplicateHalf;
  c.b = ChipMappingCase::kLast;
  REQUIRE(build_case_mapping(c, m));
  CHECK(m.halves.size() == mapping_mprime(3).halves.size() + 1);
  c.kind = ChipMutationKind::SwapHalves;
  c.a = 0;
  c.b = 1;  // same chip: the generator moves b to the next chip
  REQUIRE(build_case_mapping(c, m));
  CHECK(m.halves != mapping_mprime(3).halves);
  c.u = 1;
  CHECK_FALSE(build_case_mapping(c, m));  // one chip: nothing to swap with
}

TEST_CASE("butterfly gen: generated cases stay in range and reach every kind", "[butterfly]") {
  std::set<ChipMutationKind> seen;
  std::set<int> orders;
  for (int seed = 0; seed < 200; ++seed) {
    auto c = rc::gen::arbitrary<ChipMappingCase>()(rc::Random(static_cast<uint64_t>(seed)), 50).value();
    seen.insert(c.kind);
    orders.insert(c.u);
    CHECK(c.u >= 1);
    CHECK(c.u <= 6);
  }
  CHECK(seen.size() == 6);
  CHECK(orders.count(1));
  CHECK(orders.count(2));
}

TEST_CASE("butterfly gen: check-schedule rejects every breaking mutation and accepts relabelling", "[butterfly]") {
  const ScheduleSpec* spec = catalogue().schedule("butterfly", "chip-mapping");
  REQUIRE(spec);
  RunContext ctx;
  rc::prop("mutated M' is rejected exactly when the mutation breaks it", [&](const ChipMappingCase& c) {
    ChipMapping m;
    RC_PRE(build_case_mapping(c, m));
    Butterfly g(c.u);
    json doc = {{"network", "butterfly"}, {"params", {{"u", c.u}}}, {"kind", "chip-mapping"},
                {"chips", mapping_chips_json(g, m)}};
    ScheduleReport r = spec->check(doc, ctx);
    if (mutation_breaks(c.kind)) {
      RC_ASSERT(r.verdict == Verdict::Fails);
      RC_ASSERT(!r.counterexample.is_null());
    } else {
      RC_ASSERT(r.verdict == Verdict::Holds);
    }
  });
}
