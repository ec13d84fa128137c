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
