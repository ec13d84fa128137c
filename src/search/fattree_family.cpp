// fattree_family.cpp — the engines' view of a permutation family (see fattree_search.hpp).
#include "search/fattree_search.hpp"

namespace netcert {

void Family::member(uint64_t slot, Permutation& out) const {
  const uint64_t N = size();
  out.resize(N);
  if (members) {
    out = (*members)[slot - 1];
    return;
  }
  for (uint64_t x = 0; x < N; ++x) out[x] = static_cast<uint32_t>(family_apply(kind, n, slot, x));
}

// Slot N of a built-in family is (base(x) + N) mod N = base(x).
Permutation family_base(const Family& f) {
  Permutation b(f.size());
  for (uint64_t x = 0; x < f.size(); ++x) b[x] = static_cast<uint32_t>(family_apply(f.kind, f.n, f.size(), x));
  return b;
}

const char* family_base_name(FamilyKind k) {
  return k == FamilyKind::BitReverse ? "rev_n(x)" : k == FamilyKind::Rotator ? "x" : "-x mod N";
}

}  // namespace netcert
