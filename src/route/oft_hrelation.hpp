// oft_hrelation.hpp — routing a random h-relation on OFT(r) with the paper's
// buffer scheme (Sec. 3.3 and 4, Fig. 4).
//
// Each processor P_s puts every packet for P_d into sending buffer b_(s,d);
// in slot t it injects one packet from b_(s, R^s_(t mod T)) if that buffer is
// not empty. The routing time t_r counts slots until the last packet has
// arrived: last injection slot + r + 1 (a packet crosses r + 1 links, one per
// slot). The cost is t_r / h.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "net/oft.hpp"
#include "route/oft_systolic.hpp"

namespace netcert {

enum class HTraffic {
  Permutations,  // union of h random permutations: every processor sends and receives exactly h
  Uniform,       // each packet's destination uniform at random (the balls-into-bins model of Sec. 4)
  Concentrated   // all h packets of P_s to one target, the targets a random permutation: an h-relation with
                 // the most uneven distribution over targets (Sec. 4's "odd distribution")
};
HTraffic parse_traffic(const std::string& text);

// splitmix64 (Steele, Lea, Flood 2014): advances `state`, returns the next output.
// The random source of the Sec. 4 samplers (h-relations, balls into bins).
uint64_t oft_splitmix64(uint64_t& state);
const char* to_string(HTraffic t);

// packets[s * n + d] = number of packets from P_s to P_d. Deterministic in seed.
std::vector<uint32_t> random_h_relation(uint64_t n, uint64_t h, HTraffic traffic, uint64_t seed);

struct HRelationRun {
  uint64_t routing_time = 0;  // t_r
  uint64_t packets = 0;       // injected and delivered
  uint64_t misdelivered = 0;  // physical arrival != intended destination
  uint64_t max_buffer = 0;    // largest b_(s,d)
};
// One injected packet as the simulator claims it: P_source injects in slot
// `injection` the packet it holds for `destination`.
struct HPacket {
  uint64_t source = 0, destination = 0, injection = 0;
};
// Slot-by-slot simulation; each injected packet is followed to its physical
// arrival. `claims`, when given, receives every injected packet in order.
HRelationRun simulate_h_relation(const OpticalFatTree& net, const RoutingTables& tables,
                                 const std::vector<uint32_t>& packets, std::vector<HPacket>* claims = nullptr);

// Closed form of the same scheme (an independent cross-check used by tests):
// max over nonempty b_(s,d) of (first row of P_s serving d) + (|b_(s,d)| - 1) T, plus r + 1.
uint64_t h_relation_time_closed_form(const OpticalFatTree& net, const RoutingTables& tables,
                                     const std::vector<uint32_t>& packets);

struct HRelationStats {
  uint64_t n = 0, h = 0, trials = 0;
  // ci_low..ci_high: two-sided 95 % Student-t interval of the mean cost, trials - 1 degrees of freedom.
  double mean_time = 0, mean_cost = 0, sd_cost = 0, ci_low = 0, ci_high = 0, min_cost = 0, max_cost = 0;
  double t_quantile = 0;  // t_(0.975, trials - 1)
  uint64_t packets = 0, misdelivered = 0;
  std::vector<uint64_t> times;  // per trial (certificates re-run any of them)
};
// `trials` independent relations; trial k uses seed mix(seed, n, h, k).
// `inspect`, when set, sees every trial's injected packets (a second opinion can walk them).
using HTrialInspector = std::function<void(uint64_t trial, const std::vector<HPacket>& claims)>;
HRelationStats h_relation_experiment(int r, uint64_t h, uint64_t trials, HTraffic traffic, uint64_t seed,
                                     TableReading reading = TableReading::PerProcessor,
                                     const HTrialInspector& inspect = nullptr);
uint64_t trial_seed(uint64_t seed, uint64_t n, uint64_t h, uint64_t trial);

}  // namespace netcert
