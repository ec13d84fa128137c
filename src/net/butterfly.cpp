// butterfly.cpp — see butterfly.hpp.
#include "net/butterfly.hpp"

#include <stdexcept>

namespace netcert {

Butterfly::Butterfly(int u) : u_(u), n_(0) {
  if (u < 0 || u > kMaxU) throw std::out_of_range("butterfly: u outside 0.." + std::to_string(kMaxU));
  n_ = 1ULL << u;
}

bool Butterfly::adjacent(int s1, uint64_t i1, int s2, uint64_t i2) const {
  if (s1 > s2) return adjacent(s2, i2, s1, i1);
  if (s2 != s1 + 1 || s1 < 0 || s2 > u_ || i1 >= n_ || i2 >= n_) return false;
  return i2 == i1 || i2 == (i1 ^ (1ULL << s1));
}

std::string Butterfly::node_name(uint64_t v) const {
  return "(" + std::to_string(stage_of(v)) + "," + std::to_string(row_of(v)) + ")";
}

std::string Butterfly::half_name(uint64_t h) const {
  return node_name(node_of_half(h)) + "." + to_string(side_of_half(h));
}

const char* to_string(Half h) { return h == Half::Upper ? "upper" : "lower"; }

ButterflyCounts butterfly_closed_forms(unsigned u) {
  BigInt n = 1;
  n <<= u;  // (pow2() trips a spurious -Wmaybe-uninitialized inside Boost at -O3)
  ButterflyCounts c;
  c.chips_m = n * (u + 1);           // one chip per node
  c.chips_mprime = (n / 2) * u;      // (n/2) log n
  c.links_m = 2 * n * u;             // every edge of G_n crosses chips
  c.links_mprime = n * u - n;        // one cut link per inner-stage node: n(u-1)
  return c;
}

}  // namespace netcert
