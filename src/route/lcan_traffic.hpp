// lcan_traffic.hpp — the permutation classes of Sec. 3 (root, BPC, random)
// and the small deterministic generator the Monte-Carlo runs draw from.
#pragma once
#include <cstdint>
#include <string>

#include "core/permutation.hpp"
#include "net/lcan.hpp"

namespace netcert {

// xoshiro256** seeded by splitmix64: fast, and the same stream on every
// platform for a given seed (std::uniform_int_distribution is not).
class LcanRng {
 public:
  explicit LcanRng(uint64_t seed);
  uint64_t next();
  uint64_t below(uint64_t n);  // uniform in [0, n), n > 0 (Lemire)

 private:
  uint64_t s_[4];
};

enum class TrafficClass { Root, Bpc, Random };
TrafficClass parse_traffic_class(const std::string& name);  // throws InputError("class", ...)
const char* to_string(TrafficClass c);

Permutation random_permutation(uint64_t n, LcanRng& rng);
// Every pair crosses the root level: the top base-d digit of s and perm[s]
// differ. A random permutation repaired by random transpositions.
Permutation random_root_permutation(const Lcan& net, LcanRng& rng);
// Bit-permute-complement: a random permutation of the log2 N address bits and
// a random complement mask. N must be a power of two.
Permutation random_bpc_permutation(uint64_t n, LcanRng& rng);
bool is_root_permutation(const Lcan& net, const Permutation& p);
// "" when the class can be drawn for this network, else why not.
std::string traffic_refusal(const Lcan& net, TrafficClass c);
Permutation draw_permutation(const Lcan& net, TrafficClass c, LcanRng& rng);

}  // namespace netcert
