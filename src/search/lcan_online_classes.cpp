// lcan_online_classes.cpp — see lcan_online_classes.hpp.
#include "search/lcan_online_classes.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "core/parallel.hpp"
#include "core/sliced_loop.hpp"

namespace netcert {

OnlineClass online_class_of(const std::string& name) {
  if (name == "bpc") return OnlineClass::Bpc;
  if (name == "inverse_omega") return OnlineClass::InverseOmega;
  if (name == "linear") return OnlineClass::Linear;
  if (name == "linear_complement") return OnlineClass::LinearComplement;
  throw std::invalid_argument("unknown permutation class " + name);
}

namespace {

uint64_t online_factorial(int n) { return n <= 1 ? 1 : static_cast<uint64_t>(n) * online_factorial(n - 1); }

// Bit permutation number `rank` (Lehmer code) of n bits: bits[i] = source bit of output bit i.
void unrank_bits(int n, uint64_t rank, int* bits) {
  int pool[32];
  for (int i = 0; i < n; ++i) pool[i] = i;
  for (int i = 0, left = n; i < n; ++i, --left) {
    const uint64_t f = online_factorial(left - 1);
    const int k = static_cast<int>(rank / f);
    rank %= f;
    bits[i] = pool[k];
    std::copy(pool + k + 1, pool + left, pool + k);
  }
}

void bpc_member(int n, uint64_t index, Permutation& perm) {
  const uint64_t N = uint64_t(1) << n, c = index % N;
  int bits[32];
  unrank_bits(n, index / N, bits);
  for (uint64_t x = 0; x < N; ++x) {
    uint64_t y = 0;
    for (int i = 0; i < n; ++i) y |= ((x >> bits[i]) & 1) << i;
    perm[x] = static_cast<uint32_t>(y ^ c);
  }
}

// Columns of A packed n bits each (column j = image of e_j); false when A is singular.
bool linear_member(int n, uint64_t matrix, uint64_t c, Permutation& perm) {
  const uint64_t N = uint64_t(1) << n, mask = N - 1;
  perm[0] = static_cast<uint32_t>(c);
  for (uint64_t x = 1; x < N; ++x) {
    const int low = __builtin_ctzll(x);  // x = (x with its lowest bit cleared) + e_low
    perm[x] = perm[x & (x - 1)] ^ static_cast<uint32_t>((matrix >> (low * n)) & mask);
  }
  for (uint64_t x = 1; x < N; ++x)
    if (perm[x] == perm[0]) return false;  // a nonzero kernel vector: singular
  return true;
}

// The omega network: n stages, each a perfect shuffle (rotate left) then N/2
// exchange switches; switch bit (stage * N/2 + switch) of `setting` crosses it.
void inverse_omega_member(int n, uint64_t setting, Permutation& perm) {
  const uint64_t N = uint64_t(1) << n, half = N / 2;
  for (uint64_t s = 0; s < N; ++s) {
    uint64_t line = s;
    for (int stage = 0; stage < n; ++stage) {
      line = ((line << 1) | (line >> (n - 1))) & (N - 1);
      if ((setting >> (stage * half + (line >> 1))) & 1) line ^= 1;
    }
    perm[line] = static_cast<uint32_t>(s);  // omega takes s to line; its inverse takes line to s
  }
}

}  // namespace

uint64_t online_class_indices(OnlineClass c, int n) {
  const uint64_t N = uint64_t(1) << n;
  switch (c) {
    case OnlineClass::Bpc: return online_factorial(n) * N;
    case OnlineClass::InverseOmega: return uint64_t(1) << (n * N / 2);
    case OnlineClass::Linear: return uint64_t(1) << (n * n);
    case OnlineClass::LinearComplement: return (uint64_t(1) << (n * n)) * N;
  }
  return 0;
}

BigInt online_class_members(OnlineClass c, int n) {
  const unsigned N = 1u << n;
  BigInt gl = 1;
  for (int i = 0; i < n; ++i) gl *= pow2(static_cast<unsigned>(n)) - pow2(static_cast<unsigned>(i));
  switch (c) {
    case OnlineClass::Bpc: return BigInt(online_factorial(n)) * N;
    case OnlineClass::InverseOmega: return pow2(static_cast<unsigned>(n) * N / 2);
    case OnlineClass::Linear: return gl;
    case OnlineClass::LinearComplement: return gl * N;
  }
  return 0;
}

bool online_class_member(OnlineClass c, int n, uint64_t index, Permutation& perm) {
  const uint64_t N = uint64_t(1) << n;
  perm.resize(N);
  switch (c) {
    case OnlineClass::Bpc: bpc_member(n, index, perm); return true;
    case OnlineClass::InverseOmega: inverse_omega_member(n, index, perm); return true;
    case OnlineClass::Linear: return linear_member(n, index, 0, perm);
    case OnlineClass::LinearComplement: return linear_member(n, index / N, index % N, perm);
  }
  return false;
}

Outcome lcan_online_exhaustive(OnlineClass c, int n, BenesPriority rule, const RunContext& ctx) {
  const uint64_t count = online_class_indices(c, n);
  const int workers = worker_count(ctx, static_cast<int64_t>(count));
  // Each worker's permutation and scratch on cache lines of their own: side by side, every resize and swap of one
  // worker's vectors wrote a line the other worker was writing too.
  struct alignas(64) Worker {
    Permutation perm;
    BenesRouteScratch scratch;
  };
  std::vector<Worker> per_worker(static_cast<size_t>(workers));
  Progress progress("class members", count, ctx.progress);
  auto r = sliced_find_first(static_cast<int64_t>(count), ctx, [&](int64_t i, int w) {
    Worker& mine = per_worker[static_cast<size_t>(w)];
    return online_class_member(c, n, static_cast<uint64_t>(i), mine.perm) &&
           benes_self_route(n, mine.perm, rule, mine.scratch).has_value();
  }, &progress);
  if (r.first_failure >= 0) {
    Permutation p;
    online_class_member(c, n, static_cast<uint64_t>(r.first_failure), p);
    BenesRouteScratch s;
    const BenesConflict conflict = *benes_self_route(n, p, rule, s);
    return Outcome::fails({{"index", r.first_failure}, {"permutation", p}},
                          "member " + std::to_string(r.first_failure) + " of the class does not pass: sources " +
                              std::to_string(conflict.sources[0]) + " and " + std::to_string(conflict.sources[1]) +
                              " need the same output link of a sub-network at depth " + std::to_string(conflict.depth) +
                              " " + conflict.to_json().dump());
  }
  if (r.timed_out)
    return Outcome::unknown("timeout after " + std::to_string(r.checked) + " of " + std::to_string(count) + " indices");
  const BigInt members = online_class_members(c, n);
  Outcome o = Outcome::holds({{"members", to_string(members)}, {"rule", benes_priority_name(rule)}},
                             "all " + to_string(members) + " members route in one pass, no link shared");
  o.stats["indices"] = count;
  return o;
}

}  // namespace netcert
