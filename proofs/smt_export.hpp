// smt_export.hpp — writing an SMT query for --emit-smt2 from a text already printed.
//
// smt_check prints and writes a query itself. An engine that prints the query
// anyway before solving (its certificate stores the unsolved text) writes that
// text instead of having the solver printed a second time after check().
#pragma once
#include <string>

namespace netcert {

// `text` (a portable_smt2 print) with its (set-info :status ...) line set to `status`.
std::string with_smt2_status(const std::string& text, const std::string& status);

// Writes `text` to dir/<query_name>.smt2 (unsafe characters of the name replaced).
void write_query_file(const std::string& dir, const std::string& query_name, const std::string& text);

}  // namespace netcert
