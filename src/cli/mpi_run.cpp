// mpi_run.cpp — see mpi_run.hpp. The MPI calls go through the module's table (cli/mpi_module.hpp), loaded
// only when mpirun or srun started the process; only the main thread calls MPI (MPI_THREAD_FUNNELED).
#include "cli/mpi_run.hpp"

#include <cstdlib>
#include <iostream>

#include "cli/mpi_module.hpp"
#include "core/checkpoint.hpp"
#include "core/errors.hpp"
#include "core/merge.hpp"

namespace netcert {

namespace {
const NetcertMpiModule* g_mpi = nullptr;  // set once MPI is initialised

// Two int64 on rank 0: how many of the job's slices were handed out, and the
// smallest failing index found. The job's k-th slice is shard `job`'s k-th
// (all slices for 1/1; `--shard I/M`: I-1, I-1+M, ... as ShardSpec::owns).
class MpiSliceSource : public SliceSource {
 public:
  explicit MpiSliceSource(ShardSpec job) : job_(job), counters_(g_mpi->counters_create(0, kNoFailure)) {}
  ~MpiSliceSource() override { g_mpi->counters_free(counters_); }
  MpiSliceSource(const MpiSliceSource&) = delete;
  MpiSliceSource& operator=(const MpiSliceSource&) = delete;
  int64_t next(int64_t slices) override {
    for (;;) {
      const int64_t k = g_mpi->counter_fetch(counters_, 0, 1, kCounterAdd);
      const int64_t s = (job_.index - 1) + k * job_.count;
      if (s >= slices) return -1;
      if (!resumed_done_[static_cast<size_t>(s)]) return s;  // a resumed rank's checkpoint has it
    }
  }
  // The slices finished by any rank before a restart (the union of the ranks' checkpoints).
  void skip(const std::vector<uint8_t>& done) { resumed_done_ = done; }
  void found_failure(int64_t index) override { g_mpi->counter_fetch(counters_, 1, index, kCounterMin); }
  int64_t known_failure() override { return g_mpi->counter_fetch(counters_, 1, 0, kCounterRead); }

 private:
  ShardSpec job_;
  void* counters_;  // the module's window: slices handed out, smallest failing index
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
  g_mpi->allreduce_min_int(&ok, &all_ok);
  if (!ok) throw InputError("--checkpoint", refused);
  if (!all_ok) throw InputError("--checkpoint", "rank " + std::to_string(rank) + ": another rank's checkpoint was refused");
  ResumedRanks all;
  g_mpi->allreduce_max_bytes(mine.done.data(), all.done.data(), kMaxSlices);
  g_mpi->allreduce_min_int64(&mine.first_failure, &all.first_failure);
  return all;
}

// Every rank's text at rank 0 (lengths first, then the bytes).
std::vector<std::string> gather_texts(const std::string& mine) {
  int size = mpi_size(), len = static_cast<int>(mine.size());
  std::vector<int> lens(static_cast<size_t>(size)), offsets(static_cast<size_t>(size));
  g_mpi->gather_int(&len, lens.data());
  std::string all;
  if (mpi_rank() == 0) {
    size_t total = 0;
    for (int i = 0; i < size; ++i) offsets[static_cast<size_t>(i)] = static_cast<int>(total), total += lens[static_cast<size_t>(i)];
    all.resize(total);
  }
  g_mpi->gatherv_bytes(mine.data(), len, all.data(), lens.data(), offsets.data());
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
  const char* ranks = std::getenv("OMPI_COMM_WORLD_SIZE");
  if (!ranks) ranks = std::getenv("PMI_SIZE");
  if (!ranks && !std::getenv("PMIX_RANK")) return;
  const NetcertMpiModule* module = nullptr;
  try {
    module = load_mpi_module();
  } catch (const std::exception& e) {
    std::cerr << "netcert: mpirun: cannot load the MPI module: " << e.what() << '\n';
    std::exit(2);
  }
  if (!module) {
    if (ranks && std::atoi(ranks) > 1)
      std::cerr << "note: mpirun: this netcert has no MPI module (built without NETCERT_MPI=ON): each of the "
                << ranks << " processes runs the whole command alone\n";
    return;
  }
  if (module->init(argc, argv) != 0) {
    std::cerr << "netcert: mpirun: MPI_Init_thread failed\n";
    std::exit(2);
  }
  g_mpi = module;
}
MpiSession::~MpiSession() {
  if (g_mpi) g_mpi->finalize();
}
int mpi_rank() { return g_mpi ? g_mpi->rank() : 0; }
int mpi_size() { return g_mpi ? g_mpi->size() : 1; }

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
  if (g_mpi) g_mpi->bcast_int(&code);
  return code;
}

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
