// Tests for src/report/junit.cpp.
#include <catch2/catch.hpp>

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
