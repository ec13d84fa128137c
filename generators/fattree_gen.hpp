// fattree_gen.hpp — RapidCheck generators for seed 000, built from named parts
// and weighted toward the small trees where mistakes show first.
//
//   TreeAutomorphism  child swaps at internal nodes (maps every S(j,k) onto some S(j,k'))
//   UmpPermutation    after ∘ pi_slot ∘ before: UMP at every level by construction
//   LatinFamily       an isotope of the cyclic Latin square: a family summing to ones
//   BrokenFamily      the bit-reverse family with two entries of one slot swapped
#pragma once
#include <rapidcheck.h>

#include <algorithm>
#include <numeric>
#include <ostream>
#include <vector>

#include "core/bits.hpp"
#include "core/permutation.hpp"
#include "net/bvn_families.hpp"

namespace netcert {

struct TreeAutomorphism {
  int n = 0;
  std::vector<bool> swap;  // by internal node id 1..N-1 (index 0 unused)
  uint64_t apply(uint64_t y) const {
    uint64_t id = 1, r = 0;
    for (int j = 0; j < n; ++j) {
      uint64_t bit = (y >> (n - 1 - j)) & 1;
      r = (r << 1) | (bit ^ (swap[id] ? 1 : 0));
      id = 2 * id + bit;
    }
    return r;
  }
};

struct UmpPermutation {
  int n = 1;
  uint64_t slot = 1;
  TreeAutomorphism before, after;
  Permutation sigma() const {
    uint64_t N = 1ULL << n;
    Permutation p(N);
    for (uint64_t x = 0; x < N; ++x)
      p[x] = static_cast<uint32_t>(after.apply(family_apply(FamilyKind::BitReverse, n, slot, before.apply(x))));
    return p;
  }
};

// Random permutation from random keys (shrinks toward the identity).
inline Permutation permutation_from_keys(const std::vector<uint32_t>& keys) {
  Permutation p(keys.size());
  std::iota(p.begin(), p.end(), 0);
  std::stable_sort(p.begin(), p.end(), [&](uint32_t a, uint32_t b) { return keys[a] < keys[b]; });
  return p;
}

struct LatinFamily {
  int n = 1;
  std::vector<uint32_t> row_keys, col_keys, symbol_keys;
  // Slot s+1 sends x to the y with symbols[(rows[x] + cols[y]) mod N] == s.
  std::vector<Permutation> family() const {
    uint64_t N = 1ULL << n;
    Permutation r = permutation_from_keys(row_keys), c = permutation_from_keys(col_keys),
                s = permutation_from_keys(symbol_keys);
    std::vector<Permutation> fam(N, Permutation(N, 0));
    for (uint64_t x = 0; x < N; ++x)
      for (uint64_t y = 0; y < N; ++y) fam[s[(r[x] + c[y]) % N]][x] = static_cast<uint32_t>(y);
    return fam;
  }
};

struct BrokenFamily {
  int n = 1;
  uint64_t slot = 1, x1 = 0, x2 = 1;
  std::vector<Permutation> family() const {
    uint64_t N = 1ULL << n;
    std::vector<Permutation> fam;
    for (uint64_t i = 1; i <= N; ++i) fam.push_back(family_member(FamilyKind::BitReverse, n, i));
    std::swap(fam[slot - 1][x1], fam[slot - 1][x2]);
    return fam;
  }
};

// Tree sizes: mostly the smallest trees.
inline rc::Gen<int> gen_tree_levels(int max_n) {
  // An index into a sorted list with repeats (repeats = weights); the index comes
  // from inRange, which shrinks toward 0, so n shrinks toward 1.
  std::vector<int> w;
  for (int n = 1; n <= max_n; ++n)
    for (int copies = n <= 2 ? 4 : n <= 4 ? 3 : 1; copies > 0; --copies) w.push_back(n);
  return rc::gen::map(rc::gen::inRange<size_t>(0, w.size()), [w](size_t i) { return w[i]; });
}

inline rc::Gen<TreeAutomorphism> gen_tree_automorphism(int n) {
  uint64_t N = 1ULL << n;
  return rc::gen::map(rc::gen::container<std::vector<bool>>(N, rc::gen::arbitrary<bool>()),
                      [n](std::vector<bool> s) {
                        s[0] = false;
                        return TreeAutomorphism{n, std::move(s)};
                      });
}

inline rc::Gen<std::vector<uint32_t>> gen_keys(uint64_t N) {
  return rc::gen::container<std::vector<uint32_t>>(N, rc::gen::inRange<uint32_t>(0, 1000));
}

// UMP at one chosen level j only (Def. 3 read "for fixed j"): every block
// S(j,k) sends exactly one input into every S(n-j,l), with random choices of
// which one (from_block) and of which output inside S(n-j,l) it takes (into_block).
struct OneLevelUmp {
  int n = 2, level = 1;
  std::vector<uint32_t> from_block_keys, into_block_keys;  // N keys each
  Permutation sigma() const {
    const uint64_t N = 1ULL << n, B = 1ULL << (n - level), K = 1ULL << level;
    Permutation p(N);
    for (uint64_t k = 0; k < K; ++k) {
      std::vector<uint32_t> a(from_block_keys.begin() + k * B, from_block_keys.begin() + (k + 1) * B);
      Permutation target = permutation_from_keys(a);  // position in S(j,k) -> block l
      for (uint64_t pos = 0; pos < B; ++pos) {
        uint64_t l = target[pos];
        std::vector<uint32_t> b(into_block_keys.begin() + l * K, into_block_keys.begin() + (l + 1) * K);
        Permutation offset = permutation_from_keys(b);  // source block k -> output inside S(n-j,l)
        p[k * B + pos] = static_cast<uint32_t>(l * K + offset[k]);
      }
    }
    return p;
  }
};

// How RapidCheck prints these in its own counterexample line.
inline void showValue(const UmpPermutation& u, std::ostream& os) {
  os << "UmpPermutation{n=" << u.n << ", slot=" << u.slot << ", sigma=" << to_string(u.sigma()) << "}";
}
inline void showValue(const OneLevelUmp& u, std::ostream& os) {
  os << "OneLevelUmp{n=" << u.n << ", level=" << u.level << ", sigma=" << to_string(u.sigma()) << "}";
}
inline void showValue(const LatinFamily& f, std::ostream& os) { os << "LatinFamily{n=" << f.n << "}"; }
inline void showValue(const BrokenFamily& b, std::ostream& os) {
  os << "BrokenFamily{n=" << b.n << ", slot=" << b.slot << ", swapped inputs " << b.x1 << "," << b.x2 << "}";
}

// Generators at one fixed tree size (the random engines check exactly the params' n).
inline rc::Gen<UmpPermutation> gen_ump_permutation(int n) {
  uint64_t N = 1ULL << n;
  return rc::gen::apply(
      [n](uint64_t slot, TreeAutomorphism b, TreeAutomorphism a) { return UmpPermutation{n, slot, std::move(b), std::move(a)}; },
      rc::gen::inRange<uint64_t>(1, N + 1), gen_tree_automorphism(n), gen_tree_automorphism(n));
}
inline rc::Gen<OneLevelUmp> gen_one_level_ump(int n) {  // n >= 2
  uint64_t N = 1ULL << n;
  return rc::gen::apply(
      [n](int level, std::vector<uint32_t> a, std::vector<uint32_t> b) { return OneLevelUmp{n, level, std::move(a), std::move(b)}; },
      rc::gen::inRange(1, n), gen_keys(N), gen_keys(N));
}
inline rc::Gen<LatinFamily> gen_latin_family(int n) {
  uint64_t N = 1ULL << n;
  return rc::gen::apply(
      [n](std::vector<uint32_t> r, std::vector<uint32_t> c, std::vector<uint32_t> s) {
        return LatinFamily{n, std::move(r), std::move(c), std::move(s)};
      },
      gen_keys(N), gen_keys(N), gen_keys(N));
}

}  // namespace netcert

namespace rc {

template <>
struct Arbitrary<netcert::UmpPermutation> {
  static Gen<netcert::UmpPermutation> arbitrary() {
    return gen::mapcat(netcert::gen_tree_levels(10), [](int n) {
      uint64_t N = 1ULL << n;
      return gen::apply(
          [n](uint64_t slot, netcert::TreeAutomorphism b, netcert::TreeAutomorphism a) {
            return netcert::UmpPermutation{n, slot, std::move(b), std::move(a)};
          },
          gen::inRange<uint64_t>(1, N + 1), netcert::gen_tree_automorphism(n), netcert::gen_tree_automorphism(n));
    });
  }
};

template <>
struct Arbitrary<netcert::OneLevelUmp> {
  static Gen<netcert::OneLevelUmp> arbitrary() {
    return gen::mapcat(gen::inRange(2, 9), [](int n) {
      uint64_t N = 1ULL << n;
      return gen::apply(
          [n](int level, std::vector<uint32_t> a, std::vector<uint32_t> b) {
            return netcert::OneLevelUmp{n, level, std::move(a), std::move(b)};
          },
          gen::inRange(1, n), netcert::gen_keys(N), netcert::gen_keys(N));
    });
  }
};

template <>
struct Arbitrary<netcert::LatinFamily> {
  static Gen<netcert::LatinFamily> arbitrary() {
    return gen::mapcat(netcert::gen_tree_levels(6), [](int n) {
      uint64_t N = 1ULL << n;
      return gen::apply(
          [n](std::vector<uint32_t> r, std::vector<uint32_t> c, std::vector<uint32_t> s) {
            return netcert::LatinFamily{n, std::move(r), std::move(c), std::move(s)};
          },
          netcert::gen_keys(N), netcert::gen_keys(N), netcert::gen_keys(N));
    });
  }
};

template <>
struct Arbitrary<netcert::BrokenFamily> {
  static Gen<netcert::BrokenFamily> arbitrary() {
    return gen::mapcat(netcert::gen_tree_levels(8), [](int n) {
      uint64_t N = 1ULL << n;
      return gen::apply(
          [n, N](uint64_t slot, uint64_t x1, uint64_t delta) {
            return netcert::BrokenFamily{n, slot, x1, (x1 + delta) % N};
          },
          gen::inRange<uint64_t>(1, N + 1), gen::inRange<uint64_t>(0, N), gen::inRange<uint64_t>(1, N));
    });
  }
};

}  // namespace rc
