// fabric_traffic.hpp — the traffic patterns of fabric.link_load:
// which host sends to which, as a list of traffic matrices over a real
// fabric's hosts. Hosts are ranked 0..N-1 by an order (LID or topology-file
// order), and a pattern is stated on ranks:
//   all-to-all  one matrix, every ordered pair of distinct hosts;
//   shift       N-1 matrices, matrix i (1..N-1) is x -> x+i mod N;
//   bvn         N matrices, matrix i (1..N) is seed 000's bit-reverse family
//               member x -> (rev_n(x) + i) mod N, N = 2^n; a fixed point
//               (x sends to itself) is no flow.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "net/fabric.hpp"

namespace netcert {

class FabricTraffic {
 public:
  // N(N-1) walks per check: 67M at the limit, about 4 x the 4096-host tree's 6 s; all-to-all's one matrix
  // holds them as 8-byte pairs (537 MB). 5,832 hosts (an 18-ary 3-tree) is inside.
  static constexpr uint32_t kMaxHosts = 8192;

  // The reason this pattern cannot be built on `f` ("" when it can): an
  // unknown pattern or order, fewer than 2 or more than kMaxHosts hosts, bvn
  // on N not a power of two.
  static std::string refusal(const Fabric& f, const std::string& pattern, const std::string& order);
  // Throws std::invalid_argument with refusal()'s text.
  FabricTraffic(const Fabric& f, const std::string& pattern, const std::string& order);

  uint64_t matrices() const;
  // Matrix number m (1-based: the shift amount, the family member; 1 for all-to-all).
  // Flows as (source host, destination host) indices into Fabric::hosts().
  std::vector<std::pair<uint32_t, uint32_t>> flows(uint64_t m) const;
  // "shift +3", "bvn member 5", "all-to-all".
  std::string matrix_label(uint64_t m) const;

 private:
  std::string pattern_;
  std::vector<uint32_t> by_rank_;  // host index of rank r
  int log2_hosts_ = 0;             // bvn: N = 2^log2_hosts_
};

}  // namespace netcert
