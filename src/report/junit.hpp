// junit.hpp — JUnit XML for `suite --junit` (CI systems read it).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/verdict.hpp"

namespace netcert {

// What a suite entry expected of a result, and how the result compares.
enum class Expectation { Holds, Fails };
enum class SuiteOutcome { AsExpected, RefutedAsRecorded, FailedAsExpected, Unexpected, Unknown };

// holds/fails vs the expectation: AsExpected (holds, expected holds); an expected
// failure that fails is RefutedAsRecorded for an entry of the project's own suites
// (ERRATA.md records the refutation) and FailedAsExpected for anyone else's;
// Unexpected (the other two cases); Unknown.
SuiteOutcome compare_to_expectation(Verdict actual, Expectation expected, bool recorded_in_errata = false);
const char* to_string(Expectation e);
const char* to_string(SuiteOutcome o);

// One <testsuite>: a suite file's own checks (seeds.json gives one per included paper suite).
struct JunitSuite {
  std::string name;
  std::vector<Result> results;
  std::vector<Expectation> expected;  // per result; empty = all expected to hold
  std::vector<bool> in_errata;        // per result: from the project's own suites; empty = none
};

// What produced the run: every <testsuite> carries timestamp and hostname
// attributes and <properties> netcert.version, netcert.commit, seed.
struct JunitRun {
  std::string timestamp;  // ISO 8601 UTC without zone, "2026-11-23T19:50:00" (the schemas' form)
  std::string hostname;
  std::string commit;
  uint64_t seed = 1;
};
JunitRun junit_run_now(uint64_t seed);  // current time, gethostname(), build commit

// Only what both Jenkins xunit's junit-10.xsd and Ant's JUnit.xsd allow:
// a bare <testsuites>; per <testsuite> the attributes both declare (package, id
// for Ant), <properties>, the testcases, <system-out> and <system-err>; per
// <testcase> at most one <failure>. An unexpected verdict and an unknown one
// (never a pass) are failures; the verdict and expectation of every testcase
// are lines of its testsuite's <system-out>. Times have 3 decimals (junit-10's
// SUREFIRE_TIME allows no more), never exponent notation.
std::string junit_xml(const std::vector<JunitSuite>& suites, const JunitRun& run);
// One suite named suite_name, run now with seed 1.
std::string junit_xml(const std::string& suite_name, const std::vector<Result>& results,
                      const std::vector<Expectation>& expected = {});
std::string junit_decimal(double seconds);
std::string xml_escape(const std::string& s);

}  // namespace netcert
