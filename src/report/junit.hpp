// junit.hpp — JUnit XML for `suite --junit` (CI systems read it).
#pragma once
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
std::string xml_escape(const std::string& s);

}  // namespace netcert
