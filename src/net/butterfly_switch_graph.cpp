// butterfly_switch_graph.cpp — see butterfly_switch_graph.hpp.
#include "net/butterfly_switch_graph.hpp"

#include <stdexcept>

#include "net/butterfly.hpp"

namespace netcert {

ColouredGraph butterfly_switch_graph(int n) {
  if (n < 1 || n > 20) throw std::invalid_argument("butterfly network: n must lie in 1..20");
  const Butterfly g(n - 1);  // 2^(n-1) rows, n stages
  const uint32_t N = 1u << n, rows = N / 2;
  ColouredGraph c;
  for (uint32_t t = 0; t < N; ++t) c.add_vertex(0);
  for (int s = 0; s < g.stages(); ++s)
    for (uint32_t i = 0; i < rows; ++i) c.add_vertex(static_cast<uint32_t>(1 + s));
  auto sw = [&](int stage, uint64_t row) { return N + static_cast<uint32_t>(stage) * rows + static_cast<uint32_t>(row); };
  for (uint32_t t = 0; t < N; ++t) c.edges.emplace_back(t, sw(0, t / 2));
  for (int s = 0; s + 1 < g.stages(); ++s)
    for (uint32_t i = 0; i < rows; ++i)
      for (int straight_or_cross = 0; straight_or_cross < 2; ++straight_or_cross)
        c.edges.emplace_back(sw(s, i), sw(s + 1, Butterfly::next_row(s, i, straight_or_cross)));
  return c;
}

}  // namespace netcert
