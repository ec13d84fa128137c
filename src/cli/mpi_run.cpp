// mpi_run.cpp — see mpi_run.hpp. Hand-written on MPI's C API (Open MPI ships no
// C++ bindings any more); only the main thread calls MPI (MPI_THREAD_FUNNELED).
#include "cli/mpi_run.hpp"

#include <cstdlib>
#include <iostream>

#include "core/checkpoint.hpp"
#include "core/errors.hpp"
#include "core/merge.hpp"

#ifdef NETCERT_WITH_MPI
#include <mpi.h>
#endif

namespace netcert {

#ifndef NETCERT_WITH_MPI

MpiSession::MpiSession(int*, char***) {}
MpiSession::~MpiSession() = default;
int mpi_rank() { return 0; }
int mpi_size() { return 1; }
std::optional<std::vector<Result>> mpi_run_check(CheckRequest req, const RunContext& ctx) { return run_check(req, ctx); }
int mpi_agree_exit(int code) { return code; }

#else

namespace {
bool g_mpi = false;

// Two int64 on rank 0: how many of the job's slices were handed out, and the
// smallest failing index found. The job's k-th slice is shard `job`'s k-th
// (all slices for 1/1; `--shard I/M`: I-1, I-1+M, ... as ShardSpec::owns).
class MpiSliceSource : public SliceSource {
 public:
  explicit MpiSliceSource(ShardSpec job) : job_(job) {
    MPI_Aint bytes = mpi_rank() == 0 ? 2 * sizeof(int64_t) : 0;
    MPI_Win_allocate(bytes, sizeof(int64_t), MPI_INFO_NULL, MPI_COMM_WORLD, &base_, &win_);
    if (mpi_rank() == 0) {
      MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, win_);
      base_[0] = 0;
      base_[1] = kNoFailure;
      MPI_Win_unlock(0, win_);
    }
    MPI_Barrier(MPI_COMM_WORLD);
  }
  ~MpiSliceSource() override { MPI_Win_free(&win_); }
  int64_t next(int64_t slices) override {
    for (;;) {
      const int64_t k = atomic(0, 1, MPI_SUM);
      const int64_t s = (job_.index - 1) + k * job_.count;
      if (s >= slices) return -1;
      if (!resumed_done_[static_cast<size_t>(s)]) return s;  // a resumed rank's checkpoint has it
    }
  }
  // The slices finished by any rank before a restart (the union of the ranks' checkpoints).
  void skip(const std::vector<uint8_t>& done) { resumed_done_ = done; }
  void found_failure(int64_t index) override { atomic(1, index, MPI_MIN); }
  int64_t known_failure() override { return atomic(1, 0, MPI_NO_OP); }

 private:
  int64_t atomic(MPI_Aint slot, int64_t operand, MPI_Op op) {
    int64_t old = 0;
    MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win_);
    MPI_Fetch_and_op(&operand, &old, MPI_INT64_T, 0, slot, op, win_);
    MPI_Win_unlock(0, win_);
    return old;
  }
  ShardSpec job_;
  int64_t* base_ = nullptr;
  MPI_Win win_{};
  std::vector<uint8_t> resumed_done_ = std::vector<uint8_t>(kMaxSlices, 0);
};

// A rank's own checkpoint, `FILE.rankR`, read and checked (the key names the
// rank as shard R+1 of P, so a restart with another P is refused) before any
// rank starts: one refusal stops every rank with exit 2 instead of leaving the
// others waiting in a collective. Returns the union of every rank's finished
// slices and the smallest failure any of them found.
struct ResumedRanks {
  std::vector<uint8_t> done = std::vector<uint8_t>(kMaxSlices, 0);
  int64_t first_failure = kNoFailure;
};
ResumedRanks resume_rank_checkpoints(const CheckRequest& req) {
  const int rank = mpi_rank();
  std::string refused;
  ResumedRanks mine;
  try {
    auto plan = plan_check(req);
    Checkpoint own(req.checkpoint, CheckpointKey{req.property->id, plan.front().first, plan.front().second->name,
                                                 *req.shard, req.input_sha256, req.job_shard},
                   req.checkpoint_seconds);
    const SliceJournal& j = own.journal();
    for (int64_t s = 0; j.used && s < j.slices() && s < kMaxSlices; ++s) mine.done[static_cast<size_t>(s)] = j.done[static_cast<size_t>(s)];
    if (j.used) mine.first_failure = j.first_failure;
  } catch (const InputError& e) {
    refused = e.message();
  }
  int ok = refused.empty() ? 1 : 0, all_ok = 0;
  MPI_Allreduce(&ok, &all_ok, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  if (!ok) throw InputError("--checkpoint", refused);
  if (!all_ok) throw InputError("--checkpoint", "rank " + std::to_string(rank) + ": another rank's checkpoint was refused");
  ResumedRanks all;
  MPI_Allreduce(mine.done.data(), all.done.data(), kMaxSlices, MPI_UINT8_T, MPI_MAX, MPI_COMM_WORLD);
  MPI_Allreduce(&mine.first_failure, &all.first_failure, 1, MPI_INT64_T, MPI_MIN, MPI_COMM_WORLD);
  return all;
}

// Every rank's text at rank 0 (lengths first, then the bytes).
std::vector<std::string> gather_texts(const std::string& mine) {
  int size = mpi_size(), len = static_cast<int>(mine.size());
  std::vector<int> lens(static_cast<size_t>(size)), offsets(static_cast<size_t>(size));
  MPI_Gather(&len, 1, MPI_INT, lens.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
  std::string all;
  if (mpi_rank() == 0) {
    size_t total = 0;
    for (int i = 0; i < size; ++i) offsets[static_cast<size_t>(i)] = static_cast<int>(total), total += lens[static_cast<size_t>(i)];
    all.resize(total);
  }
  MPI_Gatherv(mine.data(), len, MPI_CHAR, all.data(), lens.data(), offsets.data(), MPI_CHAR, 0, MPI_COMM_WORLD);
  std::vector<std::string> out;
  if (mpi_rank() == 0)
    for (int i = 0; i < size; ++i)
      out.push_back(all.substr(static_cast<size_t>(offsets[static_cast<size_t>(i)]), static_cast<size_t>(lens[static_cast<size_t>(i)])));
  return out;
}

// Why this request runs on rank 0 alone, or "" when its slices can be shared.
std::string unsliceable(const CheckRequest& req) {
  try {
    CheckRequest probe = req;
    ShardSource marker(ShardSpec{}, nullptr);  // only marks the request as sliced for the checks
    probe.slice_source = &marker;
    plan_check(probe);
    return "";
  } catch (const InputError& e) {
    return e.message();
  }
}
}  // namespace

MpiSession::MpiSession(int* argc, char*** argv) {
  // Not started by mpirun/srun: stay MPI-free (a plain run of the MPI build is a single process).
  if (!std::getenv("OMPI_COMM_WORLD_SIZE") && !std::getenv("PMI_SIZE") && !std::getenv("PMIX_RANK")) return;
  int provided = 0;
  MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
  g_mpi = true;
}
MpiSession::~MpiSession() {
  if (g_mpi) MPI_Finalize();
}
int mpi_rank() {
  int r = 0;
  if (g_mpi) MPI_Comm_rank(MPI_COMM_WORLD, &r);
  return r;
}
int mpi_size() {
  int s = 1;
  if (g_mpi) MPI_Comm_size(MPI_COMM_WORLD, &s);
  return s;
}

std::optional<std::vector<Result>> mpi_run_check(CheckRequest req, const RunContext& ctx) {
  const int rank = mpi_rank(), size = mpi_size();
  if (size == 1) return run_check(req, ctx);
  if (std::string why = unsliceable(req); !why.empty()) {
    if (rank != 0) return std::nullopt;
    std::cerr << "note: mpirun: " << why << "; rank 0 runs it alone\n";
    return run_check(req, ctx);
  }
  const std::string cert_dir = req.cert_dir, checkpoint = req.checkpoint;
  const ShardSpec job = req.shard.value_or(ShardSpec{});  // --shard I/M: the ranks share that shard's slices
  if (req.shard) req.job_shard = job;
  req.cert_dir.clear();  // rank 0 writes the merged result's certificate
  req.shard = ShardSpec{rank + 1, size};  // names the rank in its report; the slices come from `source`
  ResumedRanks resumed;
  if (!checkpoint.empty()) {
    req.checkpoint = checkpoint + ".rank" + std::to_string(rank);  // each rank journals the slices it ran
    resumed = resume_rank_checkpoints(req);
  }
  MpiSliceSource source(job);
  source.skip(resumed.done);
  if (resumed.first_failure != kNoFailure) source.found_failure(resumed.first_failure);
  req.slice_source = &source;
  std::vector<Result> mine = run_check(req, ctx);
  auto texts = gather_texts(check_json(req.property->id, mine).dump());
  if (rank != 0) return std::nullopt;
  std::vector<ShardReport> reports;
  for (int i = 0; i < size; ++i)
    reports.push_back({"rank " + std::to_string(i), json::parse(texts[static_cast<size_t>(i)])});
  // A fabric property stays bound to its files (req.property, not the catalogue's).
  Result r = req.job_shard ? merge_rank_shares(reports, job, cert_dir, *req.property)
                           : merge_shard_reports(reports, cert_dir, req.property, /*rank_reports=*/true).result;
  r.merged["ranks"] = size;
  if (!checkpoint.empty()) r.merged["checkpoints"] = checkpoint + ".rank0 .. .rank" + std::to_string(size - 1);
  return std::vector<Result>{r};
}

int mpi_agree_exit(int code) {
  if (g_mpi) MPI_Bcast(&code, 1, MPI_INT, 0, MPI_COMM_WORLD);
  return code;
}

#endif

int mpi_check_and_report(const CheckRequest& req, const RunContext& ctx,
                         const std::function<int(const std::vector<Result>&)>& report) {
  int code = 4;
  try {
    auto merged = mpi_run_check(req, ctx);  // rank 0 gets the merged result
    code = merged ? report(*merged) : 0;
  } catch (const InputError&) {
    mpi_agree_exit(2);
    throw;
  } catch (...) {
    mpi_agree_exit(4);
    throw;
  }
  return mpi_agree_exit(code);
}

}  // namespace netcert
