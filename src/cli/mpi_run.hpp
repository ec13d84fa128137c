// mpi_run.hpp — `mpirun -np P netcert check ...` (CMake option NETCERT_MPI builds the module it needs).
//
// Every rank runs the same engine; the slices of its one sliced loop
// (core/slices.hpp) come from a shared counter on rank 0 (MPI one-sided
// fetch-and-add), so uneven slices balance, and the smallest failure found so
// far is shared the same way so no rank works above it. Rank 0 gathers every
// rank's slice journal and merges them exactly as `netcert merge` merges shards;
// a slice no rank finished makes the verdict unknown. Outside mpirun, or
// without the MPI module (cli/mpi_module.hpp), these functions are inert (one rank).
#pragma once
#include <functional>
#include <optional>
#include <vector>

#include "core/runner.hpp"

namespace netcert {

// Under mpirun or srun, loads the MPI module and initialises MPI (exit 2 when the module is there but cannot be
// loaded); finalises on destruction.
class MpiSession {
 public:
  MpiSession(int* argc, char*** argv);
  ~MpiSession();
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;
};

int mpi_rank();  // 0 without MPI
int mpi_size();  // 1 without MPI

// Runs the request over all ranks. Rank 0 gets the merged results; the other
// ranks get nullopt. A request that cannot be sliced (several parameter sets,
// or an engine without a sliced loop) runs on rank 0 alone, and says so.
std::optional<std::vector<Result>> mpi_run_check(CheckRequest req, const RunContext& ctx);

// Rank 0's exit code on every rank (mpirun then reports the verdict's code).
int mpi_agree_exit(int code);

// mpi_run_check, then `report` on rank 0 (it prints and returns the exit code),
// which every rank returns; also when the merge or the report throws (exit 2 for
// an InputError, else 4), so no rank is left waiting in a collective.
int mpi_check_and_report(const CheckRequest& req, const RunContext& ctx,
                         const std::function<int(const std::vector<Result>&)>& report);

}  // namespace netcert
