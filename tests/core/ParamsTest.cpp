// Tests for src/core/params.cpp.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "core/params.hpp"

using namespace netcert;

static std::vector<ParamSpec> specs() {
  return {int_param("n", 1, 16, "4", "levels"), choice_param("family", {"bitreverse", "rotator"}, "bitreverse", "f")};
}

TEST_CASE("ranges expand, defaults fill in, order follows the specs") {
  auto sets = expand_params({parse_param_arg("n=2..4", specs())}, specs());
  REQUIRE(sets.size() == 3);
  CHECK(sets[0].i("n") == 2);
  CHECK(sets[2].i("n") == 4);
  CHECK(sets[1].s("family") == "bitreverse");
  CHECK(sets[1].to_string() == "n=3 family=bitreverse");
}

TEST_CASE("bad parameters name the field") {
  CHECK_THROWS_WITH(parse_param_arg("n=17", specs()), Catch::Contains("n: 17 is outside the domain 1..16"));
  CHECK_THROWS_WITH(parse_param_arg("m=1", specs()), Catch::Contains("m: unknown parameter"));
  CHECK_THROWS_WITH(parse_param_arg("family=x", specs()), Catch::Contains("family: 'x' is not one of"));
  CHECK_THROWS_WITH(parse_param_arg("n=abc", specs()), Catch::Contains("not an integer"));
  CHECK_THROWS_AS(parse_param_arg("n", specs()), InputError);
}

TEST_CASE("lists and JSON values") {
  auto a = parse_param_arg("n=1,3,5..6", specs());
  CHECK(a.values.size() == 4);
  auto b = parse_param_json("n", json("2..3"), specs());
  CHECK(b.values.size() == 2);
  auto c = parse_param_json("n", json::array({1, 2}), specs());
  CHECK(c.values.size() == 2);
}
