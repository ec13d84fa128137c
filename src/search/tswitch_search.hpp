// tswitch_search.hpp — exhaustive minimisation of internal-link use over all
// C(2k,k) T-switch configurations (the `exhaustive` engine of tswitch.optimal_config).
//
// Configurations are visited in revolving-door order (Knuth, TAOCP 7.2.1.3,
// Algorithm R): consecutive k-subsets differ by one port out and one port in,
// so the cut value is updated with two O(2k) "flip" steps instead of being
// recomputed in O(k^2). A cut and its complement cost the same, so only the
// configurations containing port 2k-1 are enumerated (and counted twice);
// these are split into independent slices by the ports just below it and the
// slices run on all cores.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/context.hpp"

namespace netcert {

// Tables and checks that run the search unasked stop here: C(32,16) = 6·10^8 configurations.
constexpr int kMaxExhaustiveArity = 16;
// What the search kernel handles (2k <= 40 port lanes): C(40,20) = 1.4·10^11
// configurations, a run for --shard or mpirun (tswitch.optimal_config's engine).
constexpr int kMaxSlicedArity = 20;

// Visits every t-subset of {0..n-1} (as a bit mask) in revolving-door order.
// Each visited mask differs from the previous one in exactly two bits.
void for_each_revolving_door(int n, int t, const std::function<void(uint64_t)>& visit);

struct ConfigSearch {
  bool complete = false;      // false: timed out, the figures below are partial
  uint64_t min_use = 0;
  uint64_t minimisers = 0;    // over all of V (C and its complement both count)
  uint64_t minimisers_in_set = 0;  // of those, how many satisfy `in_set` (when given)
  uint64_t best_alpha = 0;    // smallest mask among the minimisers
  uint64_t configurations = 0;  // |V| visited (both halves)
};

// loads: (2k)^2 paths per ordered port pair. k <= kMaxSlicedArity.
// in_set (optional, closed under complement) is evaluated only on candidates
// for the minimum, so it may be slow.
ConfigSearch minimise_internal_use(const std::vector<uint64_t>& loads, int k, const RunContext& ctx,
                                   const std::function<bool(uint64_t)>& in_set = nullptr);

// The minimum over some of the configurations: combine() merges two in any
// order to the same figures (the minimisers' count, how many are in the set,
// the largest minimising mask), so walks can run on any thread, shard or rank.
struct UseMinimum {
  uint64_t count = 0;  // minimisers seen in the enumerated half; 0: no configuration seen
  uint64_t min_use = 0, in_set = 0, max_mask = 0;
  uint64_t visited = 0;  // configurations seen (enumerated half)
  void offer(uint64_t mask, uint64_t use, const std::function<bool(uint64_t)>& in_set_fn);
  void combine(const UseMinimum& other);
};

struct TswitchWalkPlan;  // tswitch_search.cpp

// The enumerated half of the configurations (those holding port 2k-1), cut
// into walks by the sides of the `split_ports` ports just below it; each walk
// is one revolving-door enumeration. The walks depend only on k and split_ports.
class ConfigWalks {
 public:
  ConfigWalks(const std::vector<uint64_t>& loads, int k, int split_ports);
  ~ConfigWalks();
  ConfigWalks(ConfigWalks&&) noexcept;
  int64_t size() const;
  // Offers every configuration of walk `walk` to `into`.
  void minimise(int64_t walk, const std::function<bool(uint64_t)>& in_set, UseMinimum& into) const;
  // The search result for all of V from the minimum over the enumerated half.
  ConfigSearch result(const UseMinimum& half, bool complete) const;

 private:
  std::unique_ptr<TswitchWalkPlan> plan_;
};

// The first configuration (mask, in slice order) with bad(mask, use) true, or
// -1 when none exists or the search timed out (*timed_out says which). `bad`
// must not distinguish a configuration from its complement.
int64_t find_config(const std::vector<uint64_t>& loads, int k,
                    const std::function<bool(uint64_t, uint64_t)>& bad, const RunContext& ctx,
                    bool* timed_out);

}  // namespace netcert
