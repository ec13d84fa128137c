// lcan_reference_networks.cpp — see lcan_reference_networks.hpp.
#include "check/lcan_reference_networks.hpp"

#include <stdexcept>
#include <vector>

namespace netcert {

namespace {

// Terminals (colour 0), then `stages` stages of `rows` switches (colours 1..stages).
ColouredGraph terminals_and_stages(uint32_t terminals, int stages, uint32_t rows) {
  ColouredGraph g;
  for (uint32_t t = 0; t < terminals; ++t) g.add_vertex(0);
  for (int j = 0; j < stages; ++j)
    for (uint32_t r = 0; r < rows; ++r) g.add_vertex(static_cast<uint32_t>(1 + j));
  return g;
}

void check_two_power(int n, const char* network) {
  if (n < 1 || n > 20) throw std::invalid_argument(std::string(network) + ": n must lie in 1..20");
}

// The links of a baseline of M lines whose first stage is `stage`, rows from r0.
void baseline_links(ColouredGraph& g, uint32_t N, uint32_t M, int stage, uint32_t r0) {
  if (M == 2) return;  // one switch: the last stage
  const uint32_t at = N + static_cast<uint32_t>(stage) * (N / 2), next = at + N / 2;
  for (uint32_t c = 0; c < 2; ++c) {
    const uint32_t sub_r0 = r0 + c * (M / 4);
    for (uint32_t s = 0; s < M / 2; ++s) g.edges.emplace_back(at + r0 + s, next + sub_r0 + s / 2);
    baseline_links(g, N, M / 2, stage + 1, sub_r0);
  }
}

struct BenesShape {
  uint32_t N, d, rows;
  int stages;
  uint32_t vertex(int stage, uint32_t row) const { return N + static_cast<uint32_t>(stage) * rows + row; }
};

// The links inside B(M) from stage `first` to `last`, rows from r0.
void benes_links(ColouredGraph& g, const BenesShape& b, uint32_t M, int first, int last, uint32_t r0) {
  if (M == b.d) return;
  const uint32_t sub = M / b.d;  // lines of each B_j; each has sub/d rows per stage
  for (uint32_t j = 0; j < b.d; ++j) {
    const uint32_t sub_r0 = r0 + j * (sub / b.d);
    for (uint32_t s = 0; s < sub; ++s) {
      // input s of B_j is on its first-stage switch s div d; output s on its last-stage switch s div d
      g.edges.emplace_back(b.vertex(first, r0 + s), b.vertex(first + 1, sub_r0 + s / b.d));
      g.edges.emplace_back(b.vertex(last - 1, sub_r0 + s / b.d), b.vertex(last, r0 + s));
    }
    benes_links(g, b, sub, first + 1, last - 1, sub_r0);
  }
}

}  // namespace

ColouredGraph checked_baseline_network(int n) {
  check_two_power(n, "baseline network");
  const uint32_t N = 1u << n;
  ColouredGraph g = terminals_and_stages(N, n, N / 2);
  for (uint32_t t = 0; t < N; ++t) g.edges.emplace_back(t, N + t / 2);
  baseline_links(g, N, N, 0, 0);
  return g;
}

ColouredGraph checked_butterfly_network(int n) {
  check_two_power(n, "butterfly network");
  const uint32_t N = 1u << n, rows = N / 2;
  ColouredGraph g = terminals_and_stages(N, n, rows);
  for (uint32_t t = 0; t < N; ++t) g.edges.emplace_back(t, N + t / 2);
  for (int s = 0; s + 1 < n; ++s)
    for (uint32_t i = 0; i < rows; ++i) {
      const uint32_t here = N + static_cast<uint32_t>(s) * rows, there = here + rows;
      g.edges.emplace_back(here + i, there + i);
      g.edges.emplace_back(here + i, there + (i ^ (1u << s)));
    }
  return g;
}

ColouredGraph checked_benes_network(uint64_t N, uint64_t d) {
  if (d < 2 || N > (1u << 20)) throw std::invalid_argument("Beneš network: need d >= 2 and N <= 2^20");
  if (d > N) throw std::invalid_argument("Beneš network: N must be a power of d, at least d");
  int n = 0;
  uint64_t power = 1;
  while (power < N) power *= d, ++n;
  if (power != N || n < 1) throw std::invalid_argument("Beneš network: N must be a power of d, at least d");
  const BenesShape b{static_cast<uint32_t>(N), static_cast<uint32_t>(d), static_cast<uint32_t>(N / d), 2 * n - 1};
  ColouredGraph g = terminals_and_stages(b.N, b.stages, b.rows);
  for (uint32_t t = 0; t < b.N; ++t) g.add_vertex(static_cast<uint32_t>(2 * n));
  for (uint32_t t = 0; t < b.N; ++t) {
    g.edges.emplace_back(t, b.vertex(0, t / b.d));
    g.edges.emplace_back(b.vertex(b.stages - 1, t / b.d), b.N + static_cast<uint32_t>(b.stages) * b.rows + t);
  }
  benes_links(g, b, b.N, 0, b.stages - 1, 0);
  return g;
}

}  // namespace netcert
