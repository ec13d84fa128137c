// min_self_routing.cpp — tag routing on a unidirectional MIN (min_self_routing.hpp).
#include "route/min_self_routing.hpp"

#include <stdexcept>

namespace netcert {

std::vector<int> butterfly_routing_tag(int k, int n, int64_t dst) {
  std::vector<int> digits(n);  // digits[j] = d_j
  for (int j = 0; j < n; ++j, dst /= k) digits[j] = static_cast<int>(dst % k);
  std::vector<int> tag(n);
  for (int i = 0; i < n; ++i) tag[i] = digits[n - 1 - i];
  return tag;
}

MinRoute self_route(const UnidirectionalMin& min, int64_t src, const std::vector<int>& tag) {
  if (static_cast<int>(tag.size()) != min.n) throw std::invalid_argument("self_route: one tag digit per stage");
  MinRoute r;
  int64_t link = min.pattern[0][src];
  for (int i = 0; i < min.n; ++i) {
    const int64_t sw = link / min.k;
    r.ports.push_back(min.k + tag[i]);
    link = min.pattern[i + 1][sw * min.k + tag[i]];
  }
  r.arrives = link;
  return r;
}

}  // namespace netcert
