// fuzz_main.cpp — the libFuzzer entry point of one harness (NETCERT_FUZZ_NAME).
#include "harnesses.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  netcert::fuzz::run_harness(NETCERT_FUZZ_NAME, data, size);
  return 0;
}
