// mpi_module.hpp — the MPI calls netcert makes, as a table of C functions.
//
// Only the module netcert-mpi.so (mpi_module_openmpi.cpp, CMake option NETCERT_MPI) is compiled and linked
// against Open MPI; netcert loads it when mpirun or srun started the process. A run outside them does not load
// Open MPI's libraries at all (their loading and symbol binding were most of a trivial run's CPU; BENCHMARKS.md
// "Startup"). The table is plain C so that the module and the program agree on it without sharing a C++ ABI.
#pragma once
#include <cstdint>

extern "C" {

// Bumped whenever a member changes: a module of another version is refused.
constexpr int kNetcertMpiModuleVersion = 1;

struct NetcertMpiModule {
  int version;
  // MPI_Init_thread with MPI_THREAD_FUNNELED (only the main thread calls MPI); 0 on success.
  int (*init)(int* argc, char*** argv);
  void (*finalize)();
  int (*rank)();
  int (*size)();
  // Collective: two int64 counters held by rank 0, set to `first` and `second`.
  void* (*counters_create)(int64_t first, int64_t second);
  void (*counters_free)(void* counters);  // collective
  // Atomically applies `op` (kCounterAdd, kCounterMin or kCounterRead) to counter `slot` on rank 0 and returns the
  // value it held before.
  int64_t (*counter_fetch)(void* counters, int slot, int64_t operand, int op);
  void (*allreduce_min_int)(const int* mine, int* all);
  void (*allreduce_max_bytes)(const uint8_t* mine, uint8_t* all, int count);
  void (*allreduce_min_int64)(const int64_t* mine, int64_t* all);
  void (*gather_int)(const int* mine, int* at_root);  // rank 0 receives one int from each rank
  void (*gatherv_bytes)(const char* mine, int length, char* at_root, const int* lengths, const int* offsets);
  void (*bcast_int)(int* value);  // rank 0's value on every rank
};

constexpr int kCounterAdd = 0;
constexpr int kCounterMin = 1;
constexpr int kCounterRead = 2;

// The module's one exported symbol.
const NetcertMpiModule* netcert_mpi_module();
}

namespace netcert {

// Loads netcert-mpi.so (beside the program in a build tree, in its library directory once installed) and returns
// its table, or throws std::runtime_error naming what was tried and why it failed. Only a build with NETCERT_MPI
// has a module to load; without it, returns nullptr.
const NetcertMpiModule* load_mpi_module();

}  // namespace netcert
