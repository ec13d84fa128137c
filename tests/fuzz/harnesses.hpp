// harnesses.hpp — the fuzz harnesses of netcert's untrusted inputs (docs/robustness.md).
//
// Each harness feeds bytes to one input kind exactly as the CLI would read it
// and returns 0. Rejections (InputError, a REJECTED certificate, running out of
// a limit) are the expected outcome; anything else (a crash, a sanitizer
// report, an exception other than InputError escaping the input layer) is a
// finding and aborts. Built as libFuzzer targets (NETCERT_FUZZ) and as one
// replay program (netcert_fuzz_replay) that ctest runs over
// tests/data/regressions/<harness>/ in every build.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace netcert::fuzz {

// Names: schedule_fattree, schedule_butterfly, schedule_kary_ntree, schedule_oft,
// schedule_cblcan, suite, certificate, params, fabric, checkpoint, shard_report.
const std::vector<std::string>& harness_names();
// Runs harness `name` on one input; unknown name -> returns -1.
int run_harness(const std::string& name, const uint8_t* data, size_t size);

}  // namespace netcert::fuzz
