// fattree_proof_steps_check.cpp — see fattree_proof_steps_check.hpp.
#include "check/fattree_proof_steps_check.hpp"

#include <algorithm>
#include <vector>

#include "core/bigint.hpp"

namespace netcert {

namespace {

// I_m(v): bit m of v, m = 1 the least significant (the paper's indexing, Eq. 13).
uint64_t paper_bit(int m, uint64_t v) { return (v >> (m - 1)) & 1; }

// k' = sum_{m=1..j} I_{j+1-m}(k) 2^(m-1), as printed under Eq. (14).
uint64_t printed_k_prime(int j, uint64_t k) {
  uint64_t s = 0;
  for (int m = 1; m <= j; ++m) s += paper_bit(j + 1 - m, k) << (m - 1);
  return s;
}

std::optional<json> lemma4_steps_defect(int n, const SlotMember& member) {
  const uint64_t N = uint64_t(1) << n;
  for (uint64_t slot = 1; slot <= N; ++slot) {
    const Permutation sigma = member(slot);
    const uint64_t i = slot % N;
    for (int j = 0; j <= n; ++j) {
      const uint64_t leaves = N >> j, two_j = uint64_t(1) << j;
      for (uint64_t k = 0; k < two_j; ++k) {
        const uint64_t alpha = (printed_k_prime(j, k) + i) % two_j;
        std::vector<uint64_t> formula;  // Eq. (17): {q 2^j + alpha}
        for (uint64_t q = 0; q < leaves; ++q) formula.push_back(q * two_j + alpha);
        for (uint64_t x = k * leaves; x < (k + 1) * leaves; ++x)
          if (!std::binary_search(formula.begin(), formula.end(), static_cast<uint64_t>(sigma[x])))
            return json{{"step", "Eqs. (14)-(17)"}, {"N", N}, {"slot", slot}, {"level", j}, {"node", k}, {"input", x},
                        {"image", sigma[x]}, {"alpha", alpha}};
      }
    }
  }
  return std::nullopt;
}

std::optional<json> eq19_steps_check(int n) {
  for (int j = 1; j <= n; ++j) {
    if (2 * j <= n) continue;  // the lower half only: n/2 < j <= n
    // 2^(n-j) (1 - 1/2^j) = (2^n - 2^(n-j)) / 2^j; its ceiling as q + (r != 0)
    const BigInt a = (BigInt(1) << n) - (BigInt(1) << (n - j)), b = BigInt(1) << j;
    const BigInt ceiling = a / b + (a % b != 0 ? 1 : 0), leaves = BigInt(1) << (n - j);
    if (ceiling != leaves)
      return json{{"step", "Eq. (19)"}, {"n", n}, {"level", j}, {"degree", to_string(ceiling)}, {"leaves", to_string(leaves)}};
  }
  return std::nullopt;
}

std::optional<json> lemma5_steps_defect(int n, const SlotMember& member) {
  if (auto d = eq19_steps_check(n)) return d;
  const uint64_t N = uint64_t(1) << n;
  for (uint64_t slot = 1; slot <= N; ++slot) {
    const Permutation sigma = member(slot);
    for (int j = 1; 2 * j <= n; ++j) {
      const uint64_t leaves = N >> j, blocks = uint64_t(1) << j, expected = uint64_t(1) << (n - 2 * j);
      for (uint64_t k = 0; k < blocks; ++k)
        for (uint64_t k1 = 0; k1 < blocks; ++k1) {
          uint64_t c = 0;  // |sigma(S(j,k)) ∩ S(j,k1)|
          for (uint64_t x = k * leaves; x < (k + 1) * leaves; ++x) c += sigma[x] / leaves == k1;
          if (c != expected)
            return json{{"step", "Eq. (21)"}, {"N", N}, {"slot", slot}, {"level", j}, {"k", k}, {"k1", k1},
                        {"count", c}, {"expected", expected}};
        }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<json> first_proof_step_defect(int n, const std::string& steps, const SlotMember& member) {
  return steps == "lemma4" ? lemma4_steps_defect(n, member) : lemma5_steps_defect(n, member);
}

}  // namespace netcert
