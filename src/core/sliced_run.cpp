// sliced_run.cpp — see sliced_run.hpp.
#include "core/sliced_run.hpp"

#include "core/version.hpp"

namespace netcert {

SlicedRun::SlicedRun(const CheckRequest& req, const ParamSet& ps, const Engine& engine, RunContext& ctx) : req_(req) {
  ShardSpec shard = req.shard.value_or(ShardSpec{});
  if (!req.checkpoint.empty()) {
    checkpoint_.emplace(req.checkpoint, CheckpointKey{req.property->id, ps, engine.name, shard, req.input_sha256, req.job_shard},
                        req.checkpoint_seconds);
    journal_ = &checkpoint_->journal();
  }
  SliceSource* source = req.slice_source;
  if (req.merged_journal) {
    own_ = *req.merged_journal;
    own_.entered = false;
    source = &no_slices_;
  }
  if (!source) source = &shard_source_.emplace(shard, journal_);
  ctx.slices.source = source;
  ctx.slices.journal = journal_;
  if (checkpoint_) ctx.slices.after_slice = [this] { checkpoint_->maybe_write(); };
  ctx.slices.replay = req.merged_journal != nullptr;
  // Anything a loop would take from the file: done slices, a failure index, a reduction's state.
  const bool carries = journal_->used && (journal_->done_count() > 0 || journal_->first_failure != kNoFailure ||
                                          !journal_->reduced.empty() || !journal_->counted.empty());
  took_slices_ = carries && ((checkpoint_ && checkpoint_->resumed()) || req.merged_journal);
}

bool SlicedRun::own_slices_finished() const {
  if (!journal_->used) return true;
  if (!req_.shard || req_.slice_source) return journal_->covers_below(journal_->first_failure);
  const int64_t last = journal_->first_failure == kNoFailure ? journal_->slices() - 1
                                                             : slice_of(journal_->indices, journal_->first_failure);
  for (int64_t s = 0; s <= last; ++s)
    if (req_.shard->owns(s) && !journal_->done[static_cast<size_t>(s)]) return false;
  return true;
}

std::string SlicedRun::journal_origin() const {
  if (!took_slices_) return "";  // an engine without a sliced loop ran whole here
  return req_.merged_journal ? kMergedReports : "--checkpoint " + checkpoint_->path();
}

bool SlicedRun::covers_claim() const {
  return !journal_->used || journal_->first_failure != kNoFailure || journal_->covers_below(kNoFailure);
}

void SlicedRun::finish(Result& r) {
  if (checkpoint_) {
    checkpoint_->write_now();
    r.checkpoint = {{"file", checkpoint_->path()},
                    {"resumed", checkpoint_->resumed()},
                    {"resumed_slices", checkpoint_->resumed_slices()},
                    {"slices_done", journal_->done_count()},
                    {"slices", journal_->slices()}};
  }
  if (!req_.shard && !req_.slice_source) return;
  json s = journal_->to_json();
  s["slices_done"] = journal_->done_count();
  s["finished"] = own_slices_finished();
  if (req_.shard) {
    s["index"] = req_.shard->index;
    s["count"] = req_.shard->count;
  }
  s["commit"] = build_commit();
  if (!covers_claim() && r.verdict != Verdict::Fails && own_slices_finished())
    s["scope"] = std::string(r.verdict == Verdict::Holds ? "holds on this shard's slices only"
                                                         : "this shard's share of a reduction, which decides nothing alone") +
                 ": `netcert merge` all " + std::to_string(s.value("count", 1)) + " shards for the verdict on the claim";
  r.shard = std::move(s);
}

}  // namespace netcert
