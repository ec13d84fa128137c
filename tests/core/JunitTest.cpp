// Tests for src/report/junit.cpp.
#include <catch2/catch.hpp>

#include <cmath>

#include "report/junit.hpp"

using namespace netcert;

TEST_CASE("JUnit XML counts failures and marks unknown as skipped", "[core]") {
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
  CHECK_THAT(xml, Catch::Contains("tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\""));
  CHECK_THAT(xml, Catch::Contains("x &lt; y &amp; &quot;z&quot;"));
  CHECK_THAT(xml, Catch::Contains("<skipped"));
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
  std::string xml = junit_xml("s", {refuted, unexpected}, {Expectation::Fails, Expectation::Fails});
  CHECK_THAT(xml, Catch::Contains("tests=\"2\" failures=\"1\""));
  CHECK_THAT(xml, Catch::Contains("<property name=\"outcome\" value=\"refuted as recorded\"/>"));
  CHECK_THAT(xml, Catch::Contains("<system-out>refuted as recorded (ERRATA.md): verdict: fails, expected: fails"));
  CHECK_THAT(xml, Catch::Contains("message=\"expected to fail (ERRATA.md) but holds\""));
  CHECK_THAT(xml, Catch::Contains("verdict: holds, expected: fails"));
  CHECK_THAT(xml, !Catch::Contains(">null<"));
}

TEST_CASE("JUnit times are xs:decimal, never exponent notation", "[core]") {
  CHECK(junit_decimal(1e-7) == "0.000000");
  CHECK(junit_decimal(2e-5) == "0.000020");
  CHECK(junit_decimal(12345.5) == "12345.500000");
  CHECK(junit_decimal(-1) == "0.000000");
  CHECK(junit_decimal(std::nan("")) == "0.000000");
}

TEST_CASE("JUnit has one testsuite per suite with timestamp, hostname and run properties", "[core]") {
  Result a;
  a.property = "p";
  a.engine = "smt";
  a.verdict = Verdict::Holds;
  a.seconds = 2e-6;
  JunitRun run{"2026-11-23T19:00:00", "host<1>", "0123456789ab", 42};
  std::string xml = junit_xml({JunitSuite{"one", {a}, {}}, JunitSuite{"two", {a, a}, {}}}, run);
  CHECK_THAT(xml, Catch::Contains("<testsuites name=\"netcert\" tests=\"3\" failures=\"0\" errors=\"0\" time=\"0.000006\">"));
  CHECK_THAT(xml, Catch::Contains("<testsuite name=\"one\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\" "
                                  "time=\"0.000002\" timestamp=\"2026-11-23T19:00:00\" hostname=\"host&lt;1&gt;\">"));
  CHECK_THAT(xml, Catch::Contains("<testsuite name=\"two\" tests=\"2\""));
  CHECK_THAT(xml, Catch::Contains("<property name=\"netcert.commit\" value=\"0123456789ab\"/>"));
  CHECK_THAT(xml, Catch::Contains("<property name=\"seed\" value=\"42\"/>"));
  CHECK_THAT(xml, !Catch::Contains("e-0"));
}
