// baseline.cpp — see baseline.hpp.
#include "net/baseline.hpp"

#include <stdexcept>

namespace netcert {

ColouredGraph baseline_graph(int n) {
  if (n < 1 || n > 20) throw std::invalid_argument("baseline network: n must lie in 1..20");
  const uint32_t N = 1u << n, half = N / 2;
  ColouredGraph g;
  for (uint32_t t = 0; t < N; ++t) g.add_vertex(0);
  for (int i = 0; i < n; ++i)
    for (uint32_t s = 0; s < half; ++s) g.add_vertex(static_cast<uint32_t>(1 + i));
  auto sw = [&](int stage, uint32_t line) { return N + static_cast<uint32_t>(stage) * half + line / 2; };
  for (uint32_t t = 0; t < N; ++t) g.edges.emplace_back(t, sw(0, t));
  for (int i = 0; i + 1 < n; ++i) {
    const uint32_t width = static_cast<uint32_t>(n - i), low_mask = (1u << width) - 1;
    for (uint32_t x = 0; x < N; ++x) {
      uint32_t low = x & low_mask;
      uint32_t rotated = (low >> 1) | ((low & 1u) << (width - 1));  // inverse shuffle of the low n-i bits
      g.edges.emplace_back(sw(i, x), sw(i + 1, (x & ~low_mask) | rotated));
    }
  }
  return g;
}

}  // namespace netcert
