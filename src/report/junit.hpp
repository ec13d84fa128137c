// junit.hpp — JUnit XML for `suite --junit` (CI systems read it).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/verdict.hpp"

namespace netcert {

// What a suite entry expected of a result, and how the result compares.
enum class Expectation { Holds, Fails };
enum class SuiteOutcome { AsExpected, RefutedAsRecorded, Unexpected, Unknown };

// holds/fails vs the expectation: AsExpected (holds, expected holds),
// RefutedAsRecorded (fails, expected fails), Unexpected (the other two), Unknown.
SuiteOutcome compare_to_expectation(Verdict actual, Expectation expected);
const char* to_string(Expectation e);
const char* to_string(SuiteOutcome o);

// One testcase per result. Every testcase carries <properties> verdict,
// expected and outcome. Unexpected -> <failure> with a readable message;
// unknown -> <skipped> (never a pass); refuted as recorded -> a pass whose
// <system-out> says so and shows the confirmed counterexample.
// `expected` is per result; empty means every result is expected to hold.
std::string junit_xml(const std::string& suite_name, const std::vector<Result>& results,
                      const std::vector<Expectation>& expected = {});

// One <testsuite>: a suite file's own checks (seeds.json gives one per included paper suite).
struct JunitSuite {
  std::string name;
  std::vector<Result> results;
  std::vector<Expectation> expected;  // per result; empty = all expected to hold
};

// What produced the run: every <testsuite> carries timestamp and hostname
// attributes and <properties> netcert.version, netcert.commit, seed.
struct JunitRun {
  std::string timestamp;  // ISO 8601 UTC without zone, "2026-11-23T19:50:00" (the schemas' xs:dateTime form)
  std::string hostname;
  std::string commit;
  uint64_t seed = 1;
};
JunitRun junit_run_now(uint64_t seed);  // current time, gethostname(), build commit

// The Jenkins xunit junit-10.xsd attribute sets only (no `skipped` on <testsuites>);
// every time is an xs:decimal with 6 places, never exponent notation.
// tests/data/junit.xsd is the schema the tests validate against.
std::string junit_xml(const std::vector<JunitSuite>& suites, const JunitRun& run);
std::string junit_decimal(double seconds);
std::string xml_escape(const std::string& s);

}  // namespace netcert
