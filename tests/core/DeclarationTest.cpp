// Tests for src/core/declaration.cpp: a fixture property built from its
// declaration alone — its `list --json` row, the params and engines `--help`
// and completion read, its refusals (limits as data, restrictions) and the
// typed struct its engines, re-check and verifier receive.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"
#include "core/declaration.hpp"
#include "core/errors.hpp"
#include "core/property_listing.hpp"

using namespace netcert;

namespace {

struct FixtureParams {
  int n = 0;
  std::string mode;
};
using FP = FixtureParams;

Declaration<FP> fixture() {
  return {"fixture.sum", "fixture paper", "Lemma 0", "every n sums",
          {int_field(&FP::n, "n", 1, 20, "1..4", "size"),
           choice_field(&FP::mode, "mode", {"plain", "fast"}, "plain", "how")},
          {{"exhaustive",
            {limit<FP>("n", 8, "2^n cases"), refuse_if<FP>([](const FP& p) { return p.mode == "fast"; }, "fast is smt only")},
            [](const FP& p, const RunContext&) { return Outcome::holds(json{{"n", p.n}, {"mode", p.mode}}); },
            "every case",
            true},
           {"random",
            {limit<FP>("n", 12, "per case").worded(LimitWording::Over).only_when([](const FP& p) { return p.mode == "plain"; })},
            [](const FP& p, const RunContext&) { return Outcome::fails(json{{"n", p.n}}); }}},
          [](const FP& p, const json& cex, std::string& why) {
            why = "n=" + std::to_string(p.n);
            return cex["n"] == p.n;
          },
          [](const FP& p, const std::string& engine, const json& w, std::string& why) -> Verification {
            why = engine;
            return w == json{{"n", p.n}, {"mode", p.mode}};
          }};
}

ParamSet params(int64_t n, const std::string& mode) {
  ParamSet ps;
  ps.set("n", n);
  ps.set("mode", mode);
  return ps;
}

}  // namespace

TEST_CASE("declaration: the list --json row comes from the declaration alone") {
  const json row = property_listing_json(declare(fixture()));
  const json expected = json::parse(R"({
    "id": "fixture.sum", "paper": "fixture paper", "claim": "Lemma 0", "statement": "every n sums",
    "params": {"n": {"help": "size", "type": "int", "min": 1, "max": 20, "default": "1..4"},
               "mode": {"help": "how", "type": "choice", "choices": ["plain", "fast"], "default": "plain"}},
    "engines": ["exhaustive", "random"],
    "engine_descriptions": {"exhaustive": "every case"},
    "shardable_engines": ["exhaustive"]})");
  CHECK(row["params"] == expected["params"]);
  CHECK(row["engines"] == expected["engines"]);
  CHECK(row["shardable_engines"] == expected["shardable_engines"]);
  CHECK(row["engine_descriptions"]["exhaustive"] == "every case");
  CHECK(row["engine_descriptions"]["random"].get<std::string>().rfind("RapidCheck", 0) == 0);  // the engine kind's words
  for (auto key : {"id", "paper", "claim", "statement"}) CHECK(row[key] == expected[key]);
}

TEST_CASE("declaration: --help and completion read the declared params and engines") {
  Catalogue cat;
  cat.add(declare(fixture()));
  const Property* p = cat.property("fixture.sum");
  REQUIRE(p != nullptr);
  REQUIRE(p->params.size() == 2);
  CHECK(p->params[0].name == "n");
  CHECK(p->params[0].lo == 1);
  CHECK(p->params[0].hi == 20);
  CHECK(p->params[0].default_value == "1..4");
  CHECK(p->params[1].choices == std::vector<std::string>{"plain", "fast"});
  REQUIRE(p->engine("exhaustive") != nullptr);
  CHECK(p->engine("smt") == nullptr);
  // The parser checks against the declared domain like --param does.
  auto sets = expand_params({parse_param_arg("n=2..3", p->params)}, p->params);
  REQUIRE(sets.size() == 2);
  CHECK(sets[1].to_string() == "n=3 mode=plain");
}

TEST_CASE("declaration: refusals come from the limits and restrictions") {
  const Property p = declare(fixture());
  const Engine& ex = *p.engine("exhaustive");
  const Engine& rnd = *p.engine("random");
  CHECK(ex.refuse(params(8, "plain")).empty());
  CHECK(ex.refuse(params(9, "plain")) == "n=9 is above this engine's limit n<=8 (2^n cases)");
  CHECK(ex.refuse(params(9, "fast")) == "n=9 is above this engine's limit n<=8 (2^n cases)");  // first rule first
  CHECK(ex.refuse(params(3, "fast")) == "fast is smt only");
  CHECK(rnd.refuse(params(13, "plain")) == "n > 12: per case");
  CHECK(rnd.refuse(params(13, "fast")).empty());  // the limit applies only when mode=plain
}

TEST_CASE("declaration: engines, re-check and verifier receive the parsed struct") {
  const Property p = declare(fixture());
  RunContext ctx;
  Outcome o = p.engine("exhaustive")->run(params(5, "fast"), ctx);
  CHECK(o.witness == json{{"n", 5}, {"mode", "fast"}});
  std::string why;
  CHECK(p.recheck(params(5, "plain"), json{{"n", 5}}, why));
  CHECK(why == "n=5");
  CHECK(p.verify_witness(params(5, "fast"), "exhaustive", o.witness, why).verified());
  CHECK(why == "exhaustive");
  CHECK_FALSE(p.verify_witness(params(6, "fast"), "exhaustive", o.witness, why).verified());
}

TEST_CASE("declaration: params outside the declared domain never reach an engine") {
  const Property p = declare(fixture());
  RunContext ctx;
  CHECK_THROWS_WITH(p.engine("exhaustive")->run(params(21, "plain"), ctx), Catch::Contains("n: 21 is outside the domain 1..20"));
  CHECK_THROWS_WITH(p.engine("exhaustive")->refuse(params(2, "slow")), Catch::Contains("mode: 'slow' is not one of"));
  ParamSet missing;
  missing.set("n", int64_t{2});
  std::string why;
  CHECK_THROWS_AS(p.recheck(missing, json::object(), why), InputError);
}

TEST_CASE("declaration: a choice added later takes its stated value when the params lack it") {
  const Field<FP> late =
      choice_field_absent_as(&FP::mode, "mode", {"plain", "fast"}, "fast", "how", "plain");
  CHECK(late.spec.default_value == "fast");  // --help and list --json show the declared default
  ParamSet older;  // a certificate written before the param existed
  older.set("n", int64_t{2});
  FP p;
  late.read(p, older);
  CHECK(p.mode == "plain");
  late.read(p, params(2, "fast"));
  CHECK(p.mode == "fast");
  CHECK_THROWS_WITH(late.read(p, params(2, "slow")), Catch::Contains("mode: 'slow' is not one of"));
  // A plain choice field refuses the same params.
  const Field<FP> strict = choice_field(&FP::mode, "mode", {"plain", "fast"}, "fast", "how");
  CHECK_THROWS_AS(strict.read(p, older), InputError);
}
