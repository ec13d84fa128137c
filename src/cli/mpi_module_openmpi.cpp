// mpi_module_openmpi.cpp — the module netcert-mpi.so: mpi_module.hpp's table on MPI's C API (Open MPI ships no C++
// bindings any more). The only file compiled against mpi.h; netcert loads it under mpirun only.
#include <mpi.h>

#include "cli/mpi_module.hpp"

namespace {

int init(int* argc, char*** argv) {
  int provided = 0;
  return MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided) == MPI_SUCCESS ? 0 : 1;
}
void finalize() { MPI_Finalize(); }
int rank() {
  int r = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  return r;
}
int size() {
  int s = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &s);
  return s;
}

// A one-sided window of two int64 on rank 0 (zero bytes elsewhere).
struct Counters {
  int64_t* base = nullptr;
  MPI_Win win{};
};
void* counters_create(int64_t first, int64_t second) {
  auto* c = new Counters;
  MPI_Aint bytes = rank() == 0 ? 2 * sizeof(int64_t) : 0;
  MPI_Win_allocate(bytes, sizeof(int64_t), MPI_INFO_NULL, MPI_COMM_WORLD, &c->base, &c->win);
  if (rank() == 0) {
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, c->win);
    c->base[0] = first;
    c->base[1] = second;
    MPI_Win_unlock(0, c->win);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return c;
}
void counters_free(void* counters) {
  auto* c = static_cast<Counters*>(counters);
  MPI_Win_free(&c->win);
  delete c;
}
int64_t counter_fetch(void* counters, int slot, int64_t operand, int op) {
  auto* c = static_cast<Counters*>(counters);
  const MPI_Op mpi_op = op == kCounterAdd ? MPI_SUM : op == kCounterMin ? MPI_MIN : MPI_NO_OP;
  int64_t old = 0;
  MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, c->win);
  MPI_Fetch_and_op(&operand, &old, MPI_INT64_T, 0, slot, mpi_op, c->win);
  MPI_Win_unlock(0, c->win);
  return old;
}

void allreduce_min_int(const int* mine, int* all) { MPI_Allreduce(mine, all, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD); }
void allreduce_max_bytes(const uint8_t* mine, uint8_t* all, int count) {
  MPI_Allreduce(mine, all, count, MPI_UINT8_T, MPI_MAX, MPI_COMM_WORLD);
}
void allreduce_min_int64(const int64_t* mine, int64_t* all) {
  MPI_Allreduce(mine, all, 1, MPI_INT64_T, MPI_MIN, MPI_COMM_WORLD);
}
void gather_int(const int* mine, int* at_root) { MPI_Gather(mine, 1, MPI_INT, at_root, 1, MPI_INT, 0, MPI_COMM_WORLD); }
void gatherv_bytes(const char* mine, int length, char* at_root, const int* lengths, const int* offsets) {
  MPI_Gatherv(mine, length, MPI_CHAR, at_root, lengths, offsets, MPI_CHAR, 0, MPI_COMM_WORLD);
}
void bcast_int(int* value) { MPI_Bcast(value, 1, MPI_INT, 0, MPI_COMM_WORLD); }

constexpr NetcertMpiModule kModule{kNetcertMpiModuleVersion, init, finalize, rank, size, counters_create,
                                   counters_free, counter_fetch, allreduce_min_int, allreduce_max_bytes,
                                   allreduce_min_int64, gather_int, gatherv_bytes, bcast_int};

}  // namespace

extern "C" __attribute__((visibility("default"))) const NetcertMpiModule* netcert_mpi_module() { return &kModule; }
