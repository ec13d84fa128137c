// bvn_families.cpp — see bvn_families.hpp.
#include "net/bvn_families.hpp"

#include "core/errors.hpp"

namespace netcert {

const std::vector<std::string>& family_names() {
  static const std::vector<std::string> names{"bitreverse", "rotator", "tdm"};
  return names;
}

FamilyKind family_from_name(const std::string& name) {
  if (name == "bitreverse") return FamilyKind::BitReverse;
  if (name == "rotator") return FamilyKind::Rotator;
  if (name == "tdm") return FamilyKind::Tdm;
  throw InputError("family", "'" + name + "' is not bitreverse, rotator or tdm");
}

const char* family_name(FamilyKind k) {
  switch (k) {
    case FamilyKind::BitReverse: return "bitreverse";
    case FamilyKind::Rotator: return "rotator";
    default: return "tdm";
  }
}

Permutation family_member(FamilyKind kind, int n, uint64_t i) {
  uint64_t N = 1ULL << n;
  Permutation p(N);
  for (uint64_t x = 0; x < N; ++x) p[x] = static_cast<uint32_t>(family_apply(kind, n, i, x));
  return p;
}

}  // namespace netcert

namespace netcert {

BigInt bit_reverse_big(const BigInt& x, int n) {
  BigInt r = 0;
  for (int m = 0; m < n; ++m)
    if (boost::multiprecision::bit_test(x, m)) boost::multiprecision::bit_set(r, n - 1 - m);
  return r;
}

BigInt family_apply_big(FamilyKind kind, int n, const BigInt& i, const BigInt& x) {
  BigInt N = pow2(n);
  BigInt v;
  switch (kind) {
    case FamilyKind::BitReverse: v = bit_reverse_big(x, n) + i; break;
    case FamilyKind::Rotator: v = x + i; break;
    default: v = i - x + N * 2; break;
  }
  v %= N;
  if (v < 0) v += N;
  return v;
}

}  // namespace netcert
