// slices.hpp — deterministic slices of an exhaustive engine's search, for
// --shard I/M, --checkpoint and the MPI build (docs/architecture.md, "Scale").
//
// A sliceable engine runs exactly one *sliced loop* over indices [0, count):
// a find-first loop whose verdict is "no index fails" and whose holds evidence
// does not depend on which indices ran. The loop is cut into slice_count(count)
// contiguous slices that depend only on count, never on threads, shards or
// ranks; a SliceSource says which of them this process runs, and the
// SliceJournal records which slices finished and the smallest failing index.
// Journals of all shards (or all ranks, or a run and its resumption) combine
// into exactly what one unsharded run computes: merge_journals().
#pragma once
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "core/json.hpp"

namespace netcert {

constexpr int64_t kNoFailure = std::numeric_limits<int64_t>::max();
constexpr int64_t kMaxSlices = 1024;  // no loop has more slices (slice_count)

// Slices of a loop of `count` indices: min(count, 1024), so one slice is
// never empty and there are enough of them for dynamic balance over ranks.
int64_t slice_count(int64_t count);
// [first, end) of slice s (the first count % S slices are one index longer).
int64_t slice_begin(int64_t count, int64_t s);
inline int64_t slice_end(int64_t count, int64_t s) { return slice_begin(count, s + 1); }
// The slice holding index i.
int64_t slice_of(int64_t count, int64_t i);

// `--shard I/M`: I in 1..M, M in 1..65536. Throws InputError("--shard", ...).
struct ShardSpec {
  int index = 1;
  int count = 1;
  static ShardSpec parse(const std::string& text);
  std::string to_string() const { return std::to_string(index) + "/" + std::to_string(count); }
  // Shard I runs slices I-1, I-1+M, I-1+2M, ... (round robin, so uneven slices spread).
  bool owns(int64_t slice) const { return slice % count == index - 1; }
};

// The state of a sliced *reduction* (core/sliced_loop.hpp: sliced_max_at):
// per entry e, the largest value any index gave it and the smallest tag
// (index + 1) giving that value; tag 0: no index reached e. Shards, ranks and
// resumed runs combine entrywise (fold), in any order, to the same state.
struct MaxAt {
  std::vector<uint64_t> value, tag;
  void reset(size_t width) {
    value.assign(width, 0);
    tag.assign(width, 0);
  }
  bool empty() const { return value.empty(); }
  void offer(size_t e, uint64_t v, uint64_t t) {
    if (tag[e] == 0 || v > value[e] || (v == value[e] && t < tag[e])) value[e] = v, tag[e] = t;
  }
  void fold(const MaxAt& other);  // entrywise offer (sizes must match)
};

// The state of a sliced *census* (core/sliced_loop.hpp: sliced_census): per
// slice, `width` counters summed over its indices, kept per slice (not summed
// across slices) so that combining parts is idempotent and order-free, and a
// slice nobody counted stays visible: total() is empty then, never a short sum.
struct SliceCounts {
  size_t width = 0;
  std::vector<std::vector<uint64_t>> per_slice;  // per slice: its counters, or empty (not counted)

  bool empty() const { return width == 0; }
  void reset(int64_t slices, size_t counters) {
    width = counters;
    per_slice.assign(static_cast<size_t>(slices), {});
  }
  // Adds the slices `other` counted; throws std::invalid_argument when both counted
  // one slice differently (not the same loop) or the shapes differ.
  void fold(const SliceCounts& other);
  // Counter sums over all slices, or empty when some slice was not counted.
  std::vector<uint64_t> total() const;
};

// What one process's sliced loop did.
struct SliceJournal {
  bool used = false;                 // the engine ran its sliced loop (else it had nothing to slice)
  int64_t indices = 0;               // the loop's count
  std::vector<bool> done;            // per slice: every index ran (up to the first failure inside it)
  int64_t first_failure = kNoFailure;  // smallest failing index seen
  bool entered = false;  // this process ran the loop already (not saved: one sliced loop per run)
  MaxAt reduced;         // a reduction's state over the done slices (empty for find-first loops)
  SliceCounts counted;   // a census's per-slice counters (empty for other loops)

  int64_t slices() const { return static_cast<int64_t>(done.size()); }
  void start(int64_t count);
  int64_t done_count() const;
  // Every slice below the one holding `limit` is done (kNoFailure: every slice).
  bool covers_below(int64_t limit) const;
  // {"sliced", "indices", "slices", "done": [[from, to), ...], "first_failure_index"}, and for a
  // reduction "max": [...], "max_at": [...], for a census "counts": [per slice: [c, ...] or null]
  json to_json() const;
  // Throws InputError(field, why) on anything malformed (checkpoints and shard
  // files are user input).
  static SliceJournal from_json(const json& j, const std::string& field);
};

// Union of journals of the same loop (shards, ranks, a run and its resumption).
// Throws InputError(field) when they disagree on the loop's size.
SliceJournal merge_journals(const std::vector<SliceJournal>& parts, const std::string& field);

// Which slices this process runs, in order. Implementations: a shard (below),
// and the MPI build's shared counter (cli/mpi_run.cpp).
class SliceSource {
 public:
  virtual ~SliceSource() = default;
  // The next slice of a loop of `slices` slices to run, or -1 when none is left.
  virtual int64_t next(int64_t slices) = 0;
  // A failure was found at `index`: later slices need not run (others may learn it).
  virtual void found_failure(int64_t /*index*/) {}
  // The smallest failing index known to any cooperating process.
  virtual int64_t known_failure() { return kNoFailure; }
};

// Slices owned by one shard (all of them for 1/1) that `already` has not done.
class ShardSource : public SliceSource {
 public:
  ShardSource(ShardSpec shard, const SliceJournal* already) : shard_(shard), already_(already) {}
  int64_t next(int64_t slices) override;

 private:
  ShardSpec shard_;
  const SliceJournal* already_;
  int64_t cursor_ = -1;
};

// What an engine's sliced loop needs from the run: where slices come from, where
// they are recorded, and whom to tell after each slice (checkpoint writer).
struct SliceRun {
  SliceSource* source = nullptr;
  SliceJournal* journal = nullptr;
  std::function<void()> after_slice;  // may be empty
  // netcert merge's re-run: decide on the journal alone. A journal that never
  // started the loop cannot stand for having run it (a logic error, never holds).
  bool replay = false;
};

}  // namespace netcert
