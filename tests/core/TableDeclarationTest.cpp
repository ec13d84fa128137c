// Tests for src/core/table_declaration.hpp: a fixture table built from its
// declaration alone — the params `netcert tables` and `--help` list come from
// its fields, each row set reaches the builder as the typed struct, and a
// value outside a field's domain is refused naming the parameter.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "core/table_declaration.hpp"

using namespace netcert;

namespace {

struct FixtureTableParams {
  int64_t m = 0;
  std::string shape;
};
using TDP = FixtureTableParams;

TableSpec fixture_table() {
  return declare_table<TDP>("fixture-table", "one row per m",
                           {int_field(&TDP::m, "m", 1, 9, "2..3", "rows"),
                            choice_field(&TDP::shape, "shape", {"wide", "tall"}, "wide", "layout")},
                           [](const TDP& p, const RunContext&) {
                             TableData d;
                             d.columns = {"m", "shape"};
                             d.rows.push_back({p.m, p.shape});
                             return d;
                           });
}

}  // namespace

TEST_CASE("declare_table: params from the fields, the builder gets the struct", "[declaration][table]") {
  const TableSpec t = fixture_table();
  CHECK(t.id == "fixture-table");
  REQUIRE(t.params.size() == 2);
  CHECK(t.params[0].name == "m");
  CHECK(t.params[0].lo == 1);
  CHECK(t.params[0].hi == 9);
  CHECK(t.params[0].default_value == "2..3");
  CHECK(t.params[1].choices == std::vector<std::string>{"wide", "tall"});
  std::vector<ParamSet> sets = expand_params({}, t.params);  // the defaults, as `netcert table` expands them
  REQUIRE(sets.size() == 2);
  TableData d = t.build(sets[1], RunContext{});
  REQUIRE(d.rows.size() == 1);
  CHECK(d.rows[0][0] == 3);
  CHECK(d.rows[0][1] == "wide");
}

TEST_CASE("declare_table: a value outside a field's domain is refused naming it", "[declaration][table]") {
  const TableSpec t = fixture_table();
  ParamSet ps;
  ps.set("m", int64_t{10});
  ps.set("shape", std::string("wide"));
  CHECK_THROWS_AS(t.build(ps, RunContext{}), InputError);
  ps.set("m", int64_t{4});
  ps.set("shape", std::string("round"));
  try {
    t.build(ps, RunContext{});
    FAIL("an unknown choice was accepted");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).find("shape") != std::string::npos);
  }
}
