// junit.hpp — JUnit XML for `suite --junit` (CI systems read it).
#pragma once
#include <string>
#include <vector>

#include "core/verdict.hpp"

namespace netcert {

// One testcase per result; fails -> <failure>, unknown -> <skipped> (never a pass).
std::string junit_xml(const std::string& suite_name, const std::vector<Result>& results);
std::string xml_escape(const std::string& s);

}  // namespace netcert
