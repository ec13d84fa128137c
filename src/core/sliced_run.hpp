// sliced_run.hpp — the runner's side of --shard, --checkpoint and MPI: sets up
// the slice source and journal for one (params, engine) run, and afterwards
// records in the result which slices ran (core/slices.hpp).
#pragma once
#include <optional>

#include "core/checkpoint.hpp"
#include "core/runner.hpp"

namespace netcert {

class SlicedRun {
 public:
  // Loads the checkpoint (resume) when the request names one; points ctx.slices here.
  SlicedRun(const CheckRequest& req, const ParamSet& ps, const Engine& engine, RunContext& ctx);
  SlicedRun(const SlicedRun&) = delete;
  SlicedRun& operator=(const SlicedRun&) = delete;

  // After the engine: writes the checkpoint and fills r.shard / r.checkpoint.
  void finish(Result& r);
  // False for a shard's holds that covers only its own slices: not a verdict on
  // the claim, so it gets no certificate (netcert merge writes that one).
  bool covers_claim() const;
  const SliceJournal& journal() const { return *journal_; }
  // Every slice this shard owns ran (up to the first failure): exit 0 unless it fails.
  bool own_slices_finished() const;
  // The run took slices from a file (a resumed checkpoint, merged shard or rank
  // reports): its holds must be re-established before it is reported. "" when
  // not; kMergedReports for a merge, which names its files in place of it.
  std::string journal_origin() const;
  static constexpr const char* kMergedReports = "the merged reports";

 private:
  const CheckRequest& req_;
  SliceJournal own_;
  std::optional<Checkpoint> checkpoint_;
  std::optional<ShardSource> shard_source_;
  struct NoSlices : SliceSource {
    int64_t next(int64_t) override { return -1; }
  } no_slices_;
  SliceJournal* journal_ = &own_;
  bool took_slices_ = false;  // the journal read from a file had run the loop (journal_origin)
};

}  // namespace netcert
