// lcan_gen.cpp — see lcan_gen.hpp.
#include "generators/lcan_gen.hpp"

#include <numeric>

#include "route/lcan_traffic.hpp"

namespace netcert {

namespace {

// Named parts: a CB shape from (d, u, l) and a T shape from (k = d/u, u, l);
// both small-weighted so that shrinking lands on CB-LCAN(d,d,u)-sized nets.
std::vector<LcanShape> shapes_up_to(const std::string& kinds, uint64_t max_N) {
  std::vector<LcanShape> out;
  if (kinds != "t")
    for (int64_t d = 2; d <= 8; ++d)
      for (int64_t u = 1; u <= 8; ++u)
        for (int64_t N = d; static_cast<uint64_t>(N) <= max_N; N *= d) out.push_back({LcanKind::CompleteBipartite, N, d, u});
  if (kinds != "cb")
    for (int64_t k = 2; k <= 4; ++k)
      for (int64_t u = 1; u <= 4; ++u)
        for (int64_t N = u * k; static_cast<uint64_t>(N) <= max_N; N *= k) out.push_back({LcanKind::Tree, N, k * u, u});
  // Small networks first: shrinking moves toward the front.
  std::stable_sort(out.begin(), out.end(), [](const LcanShape& a, const LcanShape& b) { return a.N < b.N; });
  return out;
}

}  // namespace

rc::Gen<LcanShape> gen_lcan_shape(const std::string& kinds, uint64_t max_N) {
  auto all = shapes_up_to(kinds, max_N);
  return rc::gen::map(rc::gen::inRange<size_t>(0, all.size()), [all](size_t i) { return all[i]; });
}

rc::Gen<Permutation> gen_lcan_permutation(const Lcan& net) {
  const uint64_t N = net.N();
  LcanShape shape = net.shape();
  auto identity = rc::gen::just(identity_permutation(static_cast<uint32_t>(N)));
  Permutation reversed(N);
  for (uint64_t x = 0; x < N; ++x) reversed[x] = static_cast<uint32_t>(N - 1 - x);
  auto reversal = rc::gen::just(reversed);
  auto by_keys = rc::gen::map(rc::gen::container<std::vector<uint32_t>>(N, rc::gen::arbitrary<uint32_t>()),
                              [](const std::vector<uint32_t>& keys) {
                                Permutation p(keys.size());
                                std::iota(p.begin(), p.end(), 0u);
                                std::stable_sort(p.begin(), p.end(),
                                                 [&](uint32_t a, uint32_t b) { return keys[a] < keys[b]; });
                                return p;
                              });
  bool root_ok = net.levels() >= 2, bpc_ok = (N & (N - 1)) == 0;
  auto seeded = [shape](TrafficClass c) {
    return rc::gen::map(rc::gen::arbitrary<uint64_t>(), [shape, c](uint64_t seed) {
      Lcan n(shape);
      LcanRng rng(seed);
      return draw_permutation(n, c, rng);
    });
  };
  return rc::gen::weightedOneOf<Permutation>({{1, identity},
                                              {1, reversal},
                                              {root_ok ? 3u : 0u, seeded(TrafficClass::Root)},
                                              {bpc_ok ? 2u : 0u, seeded(TrafficClass::Bpc)},
                                              {6, by_keys}});
}

}  // namespace netcert
