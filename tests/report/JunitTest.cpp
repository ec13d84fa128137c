// Tests for src/report/junit.cpp.
#include <catch2/catch.hpp>

#include <cmath>

#include "report/junit.hpp"

using namespace netcert;

TEST_CASE("JUnit XML counts unexpected and unknown results as failures", "[core]") {
  Result a, b, c;
  a.property = "p";
  a.engine = "exhaustive";
  a.verdict = Verdict::Holds;
  b = a;
  b.verdict = Verdict::Fails;
  b.note = "x < y & \"z\"";
  c = a;
  c.verdict = Verdict::Unknown;
  std::string xml = junit_xml("s", {a, b, c});
  CHECK_THAT(xml, Catch::Contains("tests=\"3\" failures=\"2\" errors=\"0\""));
  CHECK_THAT(xml, Catch::Contains("x &lt; y &amp; &quot;z&quot;"));
  CHECK_THAT(xml, Catch::Contains("<failure type=\"unknown\" message=\"unknown (never a pass)\">"));
  CHECK_THAT(xml, !Catch::Contains("<skipped"));
  CHECK_THAT(xml, Catch::Contains("p exhaustive: verdict unknown, expected holds, unknown\n"));
}

TEST_CASE("JUnit reports expected and actual verdicts truthfully", "[core]") {
  Result refuted, unexpected;
  refuted.property = "p";
  refuted.engine = "exhaustive";
  refuted.verdict = Verdict::Fails;
  refuted.counterexample = {{"x", 1}};
  unexpected = refuted;
  unexpected.verdict = Verdict::Holds;
  unexpected.counterexample = nullptr;
  JunitRun run{"2026-11-23T19:00:00", "h", "0123456789ab", 1};
  std::string own = junit_xml({JunitSuite{"s", {refuted, unexpected}, {Expectation::Fails, Expectation::Fails}, {true, true}}}, run);
  CHECK_THAT(own, Catch::Contains("tests=\"2\" failures=\"1\""));
  CHECK_THAT(own, Catch::Contains("verdict fails, expected fails, refuted as recorded in ERRATA.md\n  counterexample: {&quot;x&quot;:1}"));
  CHECK_THAT(own, Catch::Contains("message=\"expected to fail (ERRATA.md) but holds\""));
  CHECK_THAT(own, Catch::Contains("verdict: holds, expected: fails"));
  CHECK_THAT(own, !Catch::Contains(">null<"));
  CHECK_THAT(own, !Catch::Contains("<properties>\n        "));  // no per-testcase properties
  // A user's suite: no ERRATA.md in the text.
  std::string user = junit_xml("s", {refuted, unexpected}, {Expectation::Fails, Expectation::Fails});
  CHECK_THAT(user, Catch::Contains("verdict fails, expected fails, failed as expected"));
  CHECK_THAT(user, Catch::Contains("message=\"expected to fail but holds\""));
  CHECK_THAT(user, !Catch::Contains("ERRATA"));
}

TEST_CASE("JUnit times are xs:decimal with at most 3 decimals, never exponent notation", "[core]") {
  CHECK(junit_decimal(1e-7) == "0.000");
  CHECK(junit_decimal(2e-3) == "0.002");
  CHECK(junit_decimal(12345.5) == "12345.500");
  CHECK(junit_decimal(-1) == "0.000");
  CHECK(junit_decimal(std::nan("")) == "0.000");
}

TEST_CASE("JUnit has one testsuite per suite with timestamp, hostname and run properties", "[core]") {
  Result a;
  a.property = "p";
  a.engine = "smt";
  a.verdict = Verdict::Holds;
  a.seconds = 2e-3;
  JunitRun run{"2026-11-23T19:00:00", "host<1>", "0123456789ab", 42};
  std::string xml = junit_xml({JunitSuite{"one", {a}, {}, {}}, JunitSuite{"two", {a, a}, {}, {}}}, run);
  CHECK_THAT(xml, Catch::Contains("<testsuites>\n"));
  CHECK_THAT(xml, Catch::Contains("<testsuite name=\"one\" package=\"one\" id=\"0\" tests=\"1\" failures=\"0\" errors=\"0\" "
                                  "time=\"0.002\" timestamp=\"2026-11-23T19:00:00\" hostname=\"host&lt;1&gt;\">"));
  CHECK_THAT(xml, Catch::Contains("<testsuite name=\"two\" package=\"two\" id=\"1\" tests=\"2\""));
  CHECK_THAT(xml, Catch::Contains("<property name=\"netcert.commit\" value=\"0123456789ab\"/>"));
  CHECK_THAT(xml, Catch::Contains("<property name=\"seed\" value=\"42\"/>"));
  CHECK_THAT(xml, Catch::Contains("<system-out>p smt: verdict holds, expected holds, as expected\n</system-out>"));
  CHECK_THAT(xml, !Catch::Contains("e-0"));
}
