// kary_ntree_claims.hpp — two closed forms of seed 002 as printed, shared by
// the engines and the independent checker (tests inject wrong ones):
//  - Sec. 5 and A.6.1: "the k-ary n-tree connects N nodes using n k^(n-1)
//    switches", N = k^n (Fig. 24: a 2-ary 4-tree for 16 nodes);
//  - the proof of Prop. 1.22: C_I(p) = 2p^2 k^(n-1) - 4p^2 k^s + k^(n+1) - k^(s+2)
//    - 2p k^n + 4p k^(s+1), the forward + turnaround paths through a stage-s
//    T-switch that cross its internal link when p down ports lie in C^alpha.
// Exact integers: k^(n+1) outgrows 64 bits long before n does.
#pragma once
#include <functional>

#include "core/bigint.hpp"

namespace netcert {

enum class KaryQuantity { Terminals, Switches };
inline const char* to_string(KaryQuantity q) { return q == KaryQuantity::Terminals ? "terminals" : "switches"; }

using KaryCountClaim = std::function<BigInt(KaryQuantity, int k, int n)>;
inline BigInt kary_count_claim(KaryQuantity q, int k, int n) {
  if (q == KaryQuantity::Terminals) return big_pow(k, static_cast<unsigned>(n));
  return BigInt(n) * big_pow(k, static_cast<unsigned>(n - 1));
}

using CrossingsClaim = std::function<BigInt(int k, int n, int s, int p)>;
inline BigInt prop122_crossings_claim(int k, int n, int s, int p) {
  const BigInt K = k, P = p;
  auto kp = [&](int e) { return big_pow(K, static_cast<unsigned>(e)); };
  return 2 * P * P * kp(n - 1) - 4 * P * P * kp(s) + kp(n + 1) - kp(s + 2) - 2 * P * kp(n) + 4 * P * kp(s + 1);
}

}  // namespace netcert
