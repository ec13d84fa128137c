// fattree_degree_count_check.cpp — see fattree_degree_count_check.hpp.
#include "check/fattree_degree_count_check.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "check/fattree_check.hpp"

namespace netcert {

namespace {

constexpr int kExported = -1;  // img[x]: x's input leaves the half; pre[y]: y's output comes from outside

// Every node inside the half (levels 1..n, blocks of 2^(n-m) leaves) within its degree, up and down.
bool half_within_degrees(int n, int half_size, const std::vector<int>& img, const std::vector<int>& pre,
                         const std::vector<uint64_t>& degree) {
  for (int m = 1; m <= n; ++m) {
    const int block = 1 << (n - m);
    if (block > half_size) continue;  // the root's children are the halves; nothing above them here
    for (int lo = 0; lo < half_size; lo += block) {
      uint64_t up = 0, down = 0;
      for (int x = lo; x < lo + block; ++x) {
        up += img[x] == kExported || img[x] < lo || img[x] >= lo + block;
        down += pre[x] == kExported || pre[x] < lo || pre[x] >= lo + block;
      }
      if (up > degree[m] || down > degree[m]) return false;
    }
  }
  return true;
}

// per_exports[e]: partial permutations of one half with e exports (and e imports) within the degrees.
std::vector<uint64_t> half_counts(int n, const std::vector<uint64_t>& degree) {
  const int size = 1 << (n - 1);
  std::vector<uint64_t> per_exports(static_cast<size_t>(size) + 1, 0);
  std::vector<int> img(size), pre(size), sources, targets;
  for (uint32_t exports = 0; exports < (1u << size); ++exports)
    for (uint32_t imports = 0; imports < (1u << size); ++imports) {
      if (__builtin_popcount(exports) != __builtin_popcount(imports)) continue;
      sources.clear(), targets.clear();
      for (int x = 0; x < size; ++x) {
        if (!(exports >> x & 1)) sources.push_back(x);
        if (!(imports >> x & 1)) targets.push_back(x);
      }
      do {
        std::fill(img.begin(), img.end(), kExported);
        std::fill(pre.begin(), pre.end(), kExported);
        for (size_t i = 0; i < sources.size(); ++i) img[sources[i]] = targets[i], pre[targets[i]] = sources[i];
        per_exports[static_cast<size_t>(__builtin_popcount(exports))] += half_within_degrees(n, size, img, pre, degree);
      } while (std::next_permutation(targets.begin(), targets.end()));
    }
  return per_exports;
}

}  // namespace

BigInt checked_degree_count(int n) {
  if (n < 1 || n > kMaxCheckedDegreeCountLevels)
    throw std::invalid_argument("checked_degree_count: n must be 1.." + std::to_string(kMaxCheckedDegreeCountLevels));
  std::vector<uint64_t> degree(static_cast<size_t>(n) + 1, 0);
  for (int m = 1; m <= n; ++m) degree[m] = lemma1_degree_exact(n, m).convert_to<uint64_t>();
  // The right half is the left one translated by N/2 (its nodes too): one enumeration serves both.
  const std::vector<uint64_t> half = half_counts(n, degree);
  BigInt total = 0, factorial = 1;
  for (size_t e = 0; e < half.size(); ++e) {
    if (e) factorial *= e;
    total += BigInt(half[e]) * half[e] * factorial * factorial;
  }
  return total;
}

}  // namespace netcert
