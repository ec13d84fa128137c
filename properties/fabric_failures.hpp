// fabric_failures.hpp — table fabric-failures: a failure sweep's runs
// (scripts/fabric-failures.sh: one directory per failed link or switch) each
// checked with the default fabric properties (properties/fabric_set.hpp), one
// row per failure (docs/fabric-failures.md).
#pragma once
#include <string>

#include "core/catalogue.hpp"
#include "core/output_file.hpp"

namespace netcert {

// Reads every subdirectory of `dir` (failure.json, opensm-engine.txt, topology.ibnd,
// opensm-lfts.dump; InputError naming the file on any malformed input) and checks it.
// With `certify_dir`, each row's certificates go into `outputs` under
// certify_dir/<the run's directory name>/ (the caller commits them with the table).
TableData fabric_failures_table(const std::string& dir, const std::string& certify_dir, OutputTransaction& outputs,
                                const RunContext& ctx);

}  // namespace netcert
