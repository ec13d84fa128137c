// permutation.cpp — see permutation.hpp.
#include "core/permutation.hpp"

#include <sstream>

namespace netcert {

long first_defect(const Permutation& p) {
  std::vector<bool> seen(p.size(), false);
  for (size_t x = 0; x < p.size(); ++x) {
    if (p[x] >= p.size() || seen[p[x]]) return static_cast<long>(x);
    seen[p[x]] = true;
  }
  return -1;
}

bool is_permutation(const Permutation& p) { return first_defect(p) < 0; }

Permutation inverse(const Permutation& p) {
  Permutation inv(p.size());
  for (uint32_t x = 0; x < p.size(); ++x) inv[p[x]] = x;
  return inv;
}

Permutation compose(const Permutation& a, const Permutation& b) {
  Permutation r(b.size());
  for (size_t x = 0; x < b.size(); ++x) r[x] = a[b[x]];
  return r;
}

Permutation identity_permutation(uint32_t n) {
  Permutation p(n);
  for (uint32_t x = 0; x < n; ++x) p[x] = x;
  return p;
}

std::string to_string(const Permutation& p) {
  std::ostringstream os;
  os << '[';
  for (size_t x = 0; x < p.size(); ++x) os << (x ? "," : "") << p[x];
  os << ']';
  return os.str();
}

}  // namespace netcert
