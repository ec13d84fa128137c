// fattree_proof_steps.cpp — see fattree_proof_steps.hpp. Per slot: one pass over
// the inputs per level (Lemma 4: the low j bits of each image; Lemma 5: the
// 2^j x 2^j block-to-block counts).
#include "search/fattree_proof_steps.hpp"

#include <vector>

#include "core/bigint.hpp"
#include "core/bits.hpp"
#include "core/sliced_loop.hpp"

namespace netcert {

namespace {

// Eqs. (14)-(17) at one slot: the first (level, node, input) whose image leaves {q 2^j + α}.
std::optional<json> lemma4_slot_defect(const Family& f, uint64_t slot) {
  const int n = f.n;
  const uint64_t N = f.size();
  for (int j = 0; j <= n; ++j) {
    const uint64_t low = low_mask(j);
    for (uint64_t x = 0; x < N; ++x) {  // inputs in order: node k = top j bits, blocks ascending
      const uint64_t k = x >> (n - j), alpha = (bit_reverse(k, j) + slot) & low, y = f.apply(slot, x);
      if ((y & low) != alpha)
        return json{{"step", "Eqs. (14)-(17)"}, {"N", N}, {"slot", slot}, {"level", j}, {"node", k}, {"input", x},
                    {"image", y}, {"alpha", alpha}};
    }
  }
  return std::nullopt;
}

// Eqs. (20)-(21) at one slot: the first (level, k, k1) whose block-to-block count is not 2^(n-2j).
std::optional<json> lemma5_slot_defect(const Family& f, uint64_t slot) {
  const int n = f.n;
  const uint64_t N = f.size();
  std::vector<uint64_t> count;
  for (int j = 1; 2 * j <= n; ++j) {
    const uint64_t blocks = uint64_t(1) << j, expected = uint64_t(1) << (n - 2 * j);
    count.assign(blocks * blocks, 0);
    for (uint64_t x = 0; x < N; ++x) ++count[(x >> (n - j)) * blocks + (f.apply(slot, x) >> (n - j))];
    for (uint64_t c = 0; c < blocks * blocks; ++c)
      if (count[c] != expected)
        return json{{"step", "Eq. (21)"}, {"N", N}, {"slot", slot}, {"level", j}, {"k", c / blocks}, {"k1", c % blocks},
                    {"count", count[c]}, {"expected", expected}};
  }
  return std::nullopt;
}

// Eq. (19) in exact integers: ⌈(2^n - 2^(n-j)) / 2^j⌉ = 2^(n-j) for n/2 < j <= n.
std::optional<json> eq19_defect(int n) {
  for (int j = n / 2 + 1; j <= n; ++j) {
    const BigInt num = pow2(static_cast<unsigned>(n)) - pow2(static_cast<unsigned>(n - j)), den = pow2(static_cast<unsigned>(j));
    const BigInt ceiling = (num + den - 1) / den;
    if (ceiling != pow2(static_cast<unsigned>(n - j)))
      return json{{"step", "Eq. (19)"}, {"n", n}, {"level", j}, {"degree", to_string(ceiling)}, {"leaves", to_string(pow2(static_cast<unsigned>(n - j)))}};
  }
  return std::nullopt;
}

}  // namespace

Outcome fattree_exhaustive_proof_steps(const Family& f, ProofSteps steps, const RunContext& ctx) {
  const uint64_t N = f.size();
  if (steps == ProofSteps::Lemma5)
    if (auto d = eq19_defect(f.n)) return Outcome::fails(*d);
  auto slot_defect = [&](uint64_t slot) {
    return steps == ProofSteps::Lemma4 ? lemma4_slot_defect(f, slot) : lemma5_slot_defect(f, slot);
  };
  Progress progress("family slots", N, ctx.progress);
  auto r = sliced_find_first(static_cast<int64_t>(N), ctx, [&](int64_t s, int) {
    return slot_defect(static_cast<uint64_t>(s) + 1).has_value();
  }, &progress);
  if (r.first_failure >= 0) return Outcome::fails(*slot_defect(static_cast<uint64_t>(r.first_failure) + 1));
  if (r.timed_out) return Outcome::unknown("timeout after " + std::to_string(r.checked) + " of " + std::to_string(N) + " slots");
  Outcome o = Outcome::holds(
      {{"steps", steps == ProofSteps::Lemma4 ? "lemma4" : "lemma5"}, {"family", f.name()}, {"slots", N}},
      steps == ProofSteps::Lemma4
          ? "every slot maps every S(j,k) onto {q 2^j + alpha}, alpha = (rev_j(k) + i) mod 2^j (Eqs. 14-17)"
          : "Eq. (19) for every j > n/2, and every slot sends exactly 2^(n-2j) inputs of S(j,k) into each "
            "S(j,k1), j <= n/2 (Eqs. 20-21)");
  o.stats["slots"] = N;
  return o;
}

}  // namespace netcert
