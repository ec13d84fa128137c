// lcan_online.hpp — the on-line randomized router of Sec. 3, simulated.
//
// Each network cycle every pending pair tries to open a circuit. Up phase,
// level by level: a switch gives its u uppers to a uniformly random subset of
// the pairs that need to climb (all of them when there are at most u), on
// uppers chosen uniformly at random afresh each cycle ("randomly per switch
// each network cycle"). Down phase, top level first: each pair asks for downer
// digit_j(destination) of its level-j switch; when several ask for one
// downer the pair with the lower LCA level wins (ties at random), per the
// policy the paper simulates. Losers retry in the next cycle.
#pragma once
#include <cstdint>
#include <vector>

#include "core/permutation.hpp"
#include "net/lcan.hpp"
#include "route/lca_routing.hpp"
#include "route/lcan_traffic.hpp"

namespace netcert {

enum class DownPriority { LowerLcaFirst, Random, HigherLcaFirst };

class OnlineSimulator {
 public:
  explicit OnlineSimulator(const Lcan& net, DownPriority priority = DownPriority::LowerLcaFirst);
  // Network cycles until every pair of `perm` is routed. When delivered is
  // given, it receives the number of pairs routed in each cycle.
  // When circuits is given, it receives every circuit the simulator opened:
  // {source, dest, cycle, uppers taken}, in delivery order (the independent
  // checker walks them through the wiring).
  uint32_t run(const Permutation& perm, LcanRng& rng, std::vector<uint32_t>* delivered = nullptr,
               std::vector<LcaRoute>* circuits = nullptr);

 private:
  // One network cycle's steps: the climbers of level i draw for their switch's uppers
  // (losers drop out of this cycle), the pairs at level j >= 1 draw for their
  // downers, and the pairs that reached level 0 leave `pending_`.
  void climb(int i, LcanRng& rng, bool tracing);
  void descend(int j, const Permutation& perm, LcanRng& rng);
  void drop_delivered();

  const Lcan& net_;
  DownPriority priority_;
  // Scratch, reused across runs (flat arrays indexed by pair, switch or port).
  std::vector<uint32_t> pending_, active_, lca_, bucket_start_, bucket_fill_, sorted_, uppers_;
  std::vector<uint64_t> position_, key_, owner_stamp_;
  std::vector<uint32_t> owner_;
  std::vector<std::vector<uint32_t>> ups_taken_;  // per pair, this cycle (only when tracing)
  uint64_t epoch_ = 0;
};

struct OnlineCycleStats {
  uint64_t runs = 0;
  double mean = 0, variance = 0;  // sample variance (n-1)
  uint32_t min = 0, max = 0;
  std::vector<uint64_t> histogram;  // histogram[c] = runs that took c cycles
};
OnlineCycleStats cycle_stats(const std::vector<uint32_t>& cycles);

}  // namespace netcert
