// FattreeExampleTablesTest.cpp — tables fattree-leaf-sets and fattree-any-sigma (seed 000 Sec. II–III): the
// printed sets hold; a wrongly printed set fails its row.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"
#include "properties/fattree_example_tables.hpp"

using namespace netcert;

TEST_CASE("fattree-leaf-sets: Eqs. (2)/(3)/(5)/(13) on every cell - S(3,2) = {4,5}, S(3,3) = {6,7}, S(2,1) = their union",
          "[fattree][examples]") {
  const TableData d = fattree_leaf_set_rows(4, fig2_leaf_sets());
  REQUIRE(d.rows.size() == 8);  // Eqs. (2), (5), (13), (3), then the four printed sets
  for (auto& r : d.rows) CHECK(r.back() == "holds");
  CHECK(d.rows[4][1] == "{4, 5}");
  auto wrong = fig2_leaf_sets();
  wrong[0].leaves = {2, 3};
  CHECK(fattree_leaf_set_rows(4, wrong).rows[4].back() == "fails");
  CHECK(fattree_leaf_set_rows(5, fig2_leaf_sets()).rows.size() == 4);  // the example is Fig. 2's n = 4 only
  REQUIRE(catalogue().table("fattree-leaf-sets"));
}

TEST_CASE("fattree-any-sigma: every sigma of Z_8 gives a family summing to ones", "[fattree][examples]") {
  const TableSpec* spec = catalogue().table("fattree-any-sigma");
  REQUIRE(spec);
  ParamSet ps;
  ps.set("n", int64_t(3));
  RunContext ctx;
  const TableData d = spec->build(ps, ctx);
  REQUIRE(d.rows.size() == 1);
  CHECK(d.rows[0][3] == 40320);
  CHECK(d.rows[0].back() == "holds");
}
