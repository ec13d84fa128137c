// sliced_run.cpp — see sliced_run.hpp.
#include "core/sliced_run.hpp"

#include "core/version.hpp"

namespace netcert {

SlicedRun::SlicedRun(const CheckRequest& req, const ParamSet& ps, const Engine& engine, RunContext& ctx) : req_(req) {
  ShardSpec shard = req.shard.value_or(ShardSpec{});
  if (!req.checkpoint.empty()) {
    checkpoint_.emplace(req.checkpoint, CheckpointKey{req.property->id, ps, engine.name, shard}, req.checkpoint_seconds);
    journal_ = &checkpoint_->journal();
  }
  SliceSource* source = req.slice_source;
  if (!source) source = &shard_source_.emplace(shard, journal_);
  ctx.slices.source = source;
  ctx.slices.journal = journal_;
  if (checkpoint_) ctx.slices.after_slice = [this] { checkpoint_->maybe_write(); };
}

bool SlicedRun::covers_claim() const {
  return !journal_->used || journal_->first_failure != kNoFailure || journal_->covers_below(kNoFailure);
}

void SlicedRun::finish(Result& r, const Outcome& o) {
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
  if (req_.shard) {
    s["index"] = req_.shard->index;
    s["count"] = req_.shard->count;
  }
  s["commit"] = build_commit();
  // merge rebuilds the certificate of the whole claim from this (all shards must agree on it).
  if (r.verdict == Verdict::Holds) s["witness"] = o.witness;
  if (!covers_claim() && r.verdict == Verdict::Holds)
    s["scope"] = "holds on this shard's slices only: `netcert merge` all " + std::to_string(s.value("count", 1)) +
                 " shards for the verdict on the claim";
  r.shard = std::move(s);
}

}  // namespace netcert
