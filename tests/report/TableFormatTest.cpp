// Tests for src/report/table_format.cpp: typed JSON and escaped Markdown.
#include <catch2/catch.hpp>

#include "report/table_format.hpp"

using namespace netcert;

namespace {

TableData sample() {
  TableData t;
  t.columns = {"n", "big", "pct", "label", "maybe"};
  t.rows = {{1, "549755813888", "50.00", "a|b", nullptr}, {2, 3, "25.5", 7, 4}};
  return t;
}

}  // namespace

TEST_CASE("table JSON declares one type per column and cells follow it", "[core]") {
  json j = table_json("t", {{"n", 4}}, sample());
  CHECK(j["column_types"] == json({"integer", "bigint", "number", "string", "integer"}));
  CHECK(j["rows"][0][1] == "549755813888");  // exact, as a string
  CHECK(j["rows"][1][1] == "3");             // the same column: a string too, never mixed
  CHECK(j["rows"][0][2] == 50.0);            // a decimal number as a number
  CHECK(j["rows"][1][3] == "7");             // a string column holds only strings
  CHECK(j["rows"][0][4].is_null());          // null stays null in any column
  CHECK(j["columns"] == json({"n", "big", "pct", "label", "maybe"}));  // existing field unchanged
  CHECK(j["params"]["n"] == 4);
}

TEST_CASE("table Markdown escapes | in cells", "[core]") {
  std::string md = table_markdown(sample());
  CHECK_THAT(md, Catch::Contains("| a\\|b |"));
}
