// bigint.hpp — exact integers for closed forms that outgrow 64 bits.
#pragma once
#include <boost/multiprecision/cpp_int.hpp>
#include <string>

namespace netcert {

using BigInt = boost::multiprecision::cpp_int;

inline BigInt pow2(unsigned e) { return BigInt(1) << e; }

inline BigInt big_pow(BigInt base, unsigned e) {
  BigInt r = 1;
  while (e) {
    if (e & 1) r *= base;
    base *= base;
    e >>= 1;
  }
  return r;
}

inline std::string to_string(const BigInt& v) { return v.str(); }

}  // namespace netcert
