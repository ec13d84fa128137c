// benes.cpp — see benes.hpp.
#include "net/benes.hpp"

#include <stdexcept>
#include <vector>

namespace netcert {

namespace {

struct BenesBuilder {
  ColouredGraph& g;
  uint32_t N, d, rows;  // rows = N/d switches per stage
  uint32_t sw(int stage, uint32_t row) const { return N + static_cast<uint32_t>(stage) * rows + row; }
  // Adds the links inside the block B(M) spanning stages first..last from row r0;
  // in/out receive the switch of each of its input/output lines.
  void block(uint32_t M, int first, int last, uint32_t r0, std::vector<uint32_t>& in, std::vector<uint32_t>& out) {
    in.assign(M, 0);
    out.assign(M, 0);
    for (uint32_t x = 0; x < M; ++x) in[x] = sw(first, r0 + x / d), out[x] = sw(last, r0 + x / d);
    if (M == d) return;
    const uint32_t sub = M / d;
    for (uint32_t j = 0; j < d; ++j) {
      std::vector<uint32_t> sub_in, sub_out;
      block(sub, first + 1, last - 1, r0 + j * (sub / d), sub_in, sub_out);
      for (uint32_t s = 0; s < sub; ++s) {
        g.edges.emplace_back(sw(first, r0 + s), sub_in[s]);   // output j of first-stage switch s -> input s of B_j
        g.edges.emplace_back(sub_out[s], sw(last, r0 + s));   // output s of B_j -> input j of last-stage switch s
      }
    }
  }
};

}  // namespace

ColouredGraph benes_graph(uint64_t N, uint64_t d) {
  if (d < 2 || N > (1u << 20)) throw std::invalid_argument("Beneš network: need d >= 2 and N <= 2^20");
  int n = 0;
  for (uint64_t m = N; m > 1; m /= d, ++n)
    if (m % d != 0) throw std::invalid_argument("Beneš network: N must be a power of d");
  if (n < 1) throw std::invalid_argument("Beneš network: N must be at least d");
  const int stages = 2 * n - 1;
  ColouredGraph g;
  BenesBuilder b{g, static_cast<uint32_t>(N), static_cast<uint32_t>(d), static_cast<uint32_t>(N / d)};
  for (uint64_t t = 0; t < N; ++t) g.add_vertex(0);
  for (int j = 0; j < stages; ++j)
    for (uint32_t r = 0; r < b.rows; ++r) g.add_vertex(static_cast<uint32_t>(1 + j));
  for (uint64_t t = 0; t < N; ++t) g.add_vertex(static_cast<uint32_t>(2 * n));
  std::vector<uint32_t> in, out;
  b.block(b.N, 0, stages - 1, 0, in, out);
  for (uint32_t t = 0; t < b.N; ++t) {
    g.edges.emplace_back(t, in[t]);
    g.edges.emplace_back(out[t], b.N + static_cast<uint32_t>(stages) * b.rows + t);
  }
  return g;
}

}  // namespace netcert
