// tswitch_switch_loads.cpp — see tswitch_switch_loads.hpp.
#include "search/tswitch_switch_loads.hpp"

namespace netcert {

void destro_uniform_switch_loads(const KaryNTree& t, uint64_t sw, std::vector<uint64_t>& loads) {
  const int k = t.k(), s = t.stage_of(sw);
  const uint64_t P = t.ports(), N = t.terminals(), K = static_cast<uint64_t>(k);
  const uint64_t o = t.position_of(sw), low_s = t.power(s), low_s1 = t.power(s + 1);
  const uint64_t o_high = o / low_s;  // o_s..o_(n-2): the block of terminals below <s,o>
  loads.assign(P * P, 0);
  // Climbing or turning: h = h_0..h_s below, o_s.. above; h' = o_0..o_(s-1) below,
  // then h'_s = b and the digits above s = a (a = o_s.. iff the path turns at s).
  const uint64_t blocks = N / low_s1;
  for (uint64_t h_low = 0; h_low < low_s1; ++h_low) {
    const uint64_t in = h_low / low_s, h_digits = o_high * K + in;  // h_s; h's digits s..
    for (uint64_t a = 0; a < blocks; ++a)
      for (uint64_t b = 0; b < K; ++b) {
        if (a * K + b == h_digits) continue;  // h and h' agree from digit s up: the path turns below s (or h = h')
        ++loads[in * P + (a == o_high ? b : K + b)];
      }
  }
  // Descending: h' = o_0..o_(s-1), h'_s = b, o_s..; h anywhere outside the block of h' above s.
  for (uint64_t b = 0; b < K; ++b)
    for (uint64_t a = 0; a < blocks; ++a) {
      if (a == o_high) continue;  // h below <s,o>'s block: the path turns at or below s
      for (uint64_t h = a * low_s1; h < (a + 1) * low_s1; ++h) ++loads[(K + b) * P + b];
    }
}

}  // namespace netcert
