// bitvector64.hpp — 64-bit vector helpers shared by the symbolic (every-size) queries.
#pragma once
#include <z3++.h>

#include <cstdint>

namespace netcert {

inline z3::expr bv64(z3::context& c, uint64_t v) { return c.bv_val(v, 64); }

// The 64-bit reversal of a: bit m of a becomes bit 63 - m (concat's first operand is the MSB).
inline z3::expr reversed64(z3::context& c, const z3::expr& a) {
  z3::expr_vector bits(c);
  for (unsigned m = 0; m < 64; ++m) bits.push_back(a.extract(m, m));
  return z3::concat(bits);
}

}  // namespace netcert
