// lcan_bpc_root_check.hpp — the checker's count for table lcan-bpc-root (seed 004, Sec. 3: "some BPC
// permutations are also root permutations"): of the BPC permutations of N = 2^n addresses (a
// permutation of the n address bits, then a complement mask: n!·2^n distinct maps), how many send every
// address across the root level of a CB-LCAN(N,d,d), i.e. change its top base-d digit (d = 2^a). Its own
// bit arithmetic: the top a bits of address and image compared as bit lists.
#pragma once
#include <cstdint>

namespace netcert {

constexpr int kMaxCheckedBpcBits = 6;  // 6!·2^6 maps of 64 addresses

// 1 <= a < n <= kMaxCheckedBpcBits (N = 2^n, d = 2^a, and at least two levels); throws otherwise.
struct BpcRootCount {
  int64_t bpc = 0, root = 0;
};
BpcRootCount checked_bpc_root_count(int n, int a);

}  // namespace netcert
