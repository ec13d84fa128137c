// options.hpp — the one table of run options: it feeds CLI parsing, --help and
// range checks, so a limit is written down exactly once.
#pragma once
#include <string>
#include <vector>

namespace netcert {

struct OptionSpec {
  const char* flag;     // "--jobs"
  const char* help;
  double lo, hi;        // accepted range
  const char* fallback; // shown in --help
};

// Shared by check, table and suite.
inline const std::vector<OptionSpec>& run_option_table() {
  static const std::vector<OptionSpec> table{
      {"--jobs", "worker threads for the exhaustive engine", 1, 1024, "all cores"},
      {"--timeout", "seconds per result before it becomes 'unknown' (positive, finite)", 0, 1e6, "no limit"},
      {"--seed", "seed for the random engine and Monte-Carlo runs (always printed; 0..2^64-1)", 0,
       18446744073709551615.0, "1"},
      {"--cases", "random-engine cases per result (RapidCheck max_success)", 1, 1e7, "100"},
  };
  return table;
}

}  // namespace netcert
