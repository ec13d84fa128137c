// ump_search.hpp — enumerate the permutations of Z_N with the uniform mapping
// property at every level (census table, exhaustive Lemma 5).
//
// Backtracking over x = 0..N-1 with one occupancy bitmap per level: assigning
// sigma(x) = y occupies cell (top j bits of x, top n-j bits of y) at level j, so
// a choice that would put two inputs of one S(j,k) into one S(n-j,l) is cut at
// once instead of being discovered after all N! orders.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "core/context.hpp"
#include "core/permutation.hpp"

namespace netcert {

struct UmpCensus {
  uint64_t count = 0;       // UMP permutations found
  uint64_t nodes = 0;       // search nodes visited
  bool complete = false;    // false when the deadline stopped the search
  bool rejected = false;    // visit returned false (the search stopped there)
};

// The search cut into tasks (slices of `check --shard`, core/sliced_loop.hpp):
// task t fixes sigma(0..d-1), d = ump_prefix_depth(n), to the base-N digits of t,
// most significant first, so task order is the sequential search order. A task
// whose prefix breaks UMP (or repeats an image) visits nothing.
int ump_prefix_depth(int n);
int64_t ump_task_count(int n);  // N^d
// One task, in search order, on the caller's thread. Its `nodes` include the
// proper prefixes it owns (those whose remaining digits are 0), so the tasks'
// nodes sum to the unsliced search's.
UmpCensus enumerate_ump_task(int n, int64_t task, const RunContext& ctx,
                             const std::function<bool(const Permutation&, int worker)>& visit, int worker);

// Visits every UMP permutation of Z_{2^n} (n <= 5); visit returns false to stop.
// Parallel over the tasks above on ctx.jobs threads; visit must be thread-safe
// (it receives the worker index).
UmpCensus enumerate_ump(int n, const RunContext& ctx,
                        const std::function<bool(const Permutation&, int worker)>& visit);

}  // namespace netcert

namespace netcert {
// Number of UMP permutations of Z_{2^n} for n <= 4, by the same search with the
// completions of each (depth, occupancy) state memoised: the state packs the
// used outputs and the per-level occupancy maps into n*2^n <= 64 bits.
uint64_t count_ump_memo(int n);
// The same count with UMP required only at the levels in level_mask (bit j = level j); the
// largest count, levels 1..2 at n = 4, is 2.2e10 and fits.
uint64_t count_ump_memo_levels(int n, uint32_t level_mask);
}  // namespace netcert
