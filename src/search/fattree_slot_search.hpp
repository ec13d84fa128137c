// fattree_slot_search.hpp — the sliced loop of the slot-by-slot fattree claims
// (load_equality, ump_element): a find-first over the slots 1..N (index = slot - 1).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/sliced_loop.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

// defect(slot, scratch) is the slot's canonical first defect or null; Scratch is one
// worker's buffers. The smallest failing slot's defect is built again after the loop
// (fails), a cut loop gives unknown; nullopt: every slot passed (the caller's holds).
template <class Scratch, class Defect>
std::optional<Outcome> fattree_first_failing_slot(const Family& f, const RunContext& ctx, const Defect& defect) {
  const uint64_t N = f.size();
  std::vector<Scratch> scratch(static_cast<size_t>(worker_count(ctx, static_cast<int64_t>(N))));
  Progress progress("slots", N, ctx.progress);
  auto r = sliced_find_first(static_cast<int64_t>(N), ctx, [&](int64_t index, int w) {
    return !defect(static_cast<uint64_t>(index) + 1, scratch[static_cast<size_t>(w)]).is_null();
  }, &progress);
  if (r.first_failure >= 0) {
    Scratch s;
    return Outcome::fails(defect(static_cast<uint64_t>(r.first_failure) + 1, s));
  }
  if (r.timed_out)
    return Outcome::unknown("timeout after " + std::to_string(r.checked) + " of " + std::to_string(N) + " slots");
  return std::nullopt;
}

}  // namespace netcert
