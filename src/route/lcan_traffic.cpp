// lcan_traffic.cpp — see lcan_traffic.hpp.
#include "route/lcan_traffic.hpp"

#include <numeric>
#include <utility>
#include <vector>

#include "core/errors.hpp"

namespace netcert {

LcanRng::LcanRng(uint64_t seed) {
  uint64_t x = seed;
  for (auto& s : s_) {
    x += 0x9e3779b97f4a7c15ULL;
    uint64_t z = x;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    s = z ^ (z >> 31);
  }
}

uint64_t LcanRng::next() {
  auto rotl = [](uint64_t v, int k) { return (v << k) | (v >> (64 - k)); };
  uint64_t result = rotl(s_[1] * 5, 7) * 9, t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

uint64_t LcanRng::below(uint64_t n) {
  unsigned __int128 m = static_cast<unsigned __int128>(next()) * n;
  uint64_t low = static_cast<uint64_t>(m);
  if (low < n) {
    uint64_t threshold = -n % n;
    while (low < threshold) {
      m = static_cast<unsigned __int128>(next()) * n;
      low = static_cast<uint64_t>(m);
    }
  }
  return static_cast<uint64_t>(m >> 64);
}

TrafficClass parse_traffic_class(const std::string& name) {
  if (name == "root") return TrafficClass::Root;
  if (name == "bpc") return TrafficClass::Bpc;
  if (name == "random") return TrafficClass::Random;
  throw InputError("class", "expected root, bpc or random, got '" + name + "'");
}

const char* to_string(TrafficClass c) {
  return c == TrafficClass::Root ? "root" : c == TrafficClass::Bpc ? "bpc" : "random";
}

Permutation random_permutation(uint64_t n, LcanRng& rng) {
  Permutation p(n);
  std::iota(p.begin(), p.end(), 0u);
  for (uint64_t i = n; i > 1; --i) std::swap(p[i - 1], p[rng.below(i)]);
  return p;
}

static uint64_t top_digit(const Lcan& net, uint64_t x) { return net.digit(x, net.levels() - 1); }

bool is_root_permutation(const Lcan& net, const Permutation& p) {
  if (net.levels() < 2) return false;
  for (uint64_t s = 0; s < p.size(); ++s)
    if (top_digit(net, s) == top_digit(net, p[s])) return false;
  return true;
}

Permutation random_root_permutation(const Lcan& net, LcanRng& rng) {
  const uint64_t n = net.N();
  Permutation p = random_permutation(n, rng);
  // A transposition of images with a random partner fixes a bad source when
  // both end up crossing; the partner exists because every top-level group
  // sends and receives the same number of pairs.
  for (uint64_t s = 0; s < n; ++s) {
    while (top_digit(net, s) == top_digit(net, p[s])) {
      uint64_t t = rng.below(n);
      if (top_digit(net, t) != top_digit(net, p[s]) && top_digit(net, s) != top_digit(net, p[t])) std::swap(p[s], p[t]);
    }
  }
  return p;
}

Permutation random_bpc_permutation(uint64_t n, LcanRng& rng) {
  int bits = 0;
  while ((1ULL << bits) < n) ++bits;
  Permutation bitperm = random_permutation(static_cast<uint64_t>(bits), rng);
  uint64_t mask = bits ? rng.below(n) : 0;
  Permutation p(n);
  for (uint64_t x = 0; x < n; ++x) {
    uint64_t y = 0;
    for (int b = 0; b < bits; ++b)
      if ((x >> b) & 1) y |= 1ULL << bitperm[b];
    p[x] = static_cast<uint32_t>(y ^ mask);
  }
  return p;
}

std::string traffic_refusal(const Lcan& net, TrafficClass c) {
  if (!net.complete_bipartite()) return "traffic is simulated on CB-LCANs only";
  if (c == TrafficClass::Bpc && (net.N() & (net.N() - 1))) return "BPC permutations need N a power of two";
  if (c == TrafficClass::Root && net.levels() < 2) return "root permutations need at least two levels";
  return "";
}

Permutation draw_permutation(const Lcan& net, TrafficClass c, LcanRng& rng) {
  switch (c) {
    case TrafficClass::Root: return random_root_permutation(net, rng);
    case TrafficClass::Bpc: return random_bpc_permutation(net.N(), rng);
    default: return random_permutation(net.N(), rng);
  }
}

}  // namespace netcert
