// Tests for src/search/fattree_loads.cpp: every node's max load and first slot
// equal the checker's carry decomposition (built-in families) and a plain walk of
// every slot (explicit families), on every thread count and at the subtree cut.
#include <catch2/catch.hpp>

#include <random>

#include "check/fattree_check.hpp"
#include "core/context.hpp"
#include "search/fattree_loads.hpp"

using namespace netcert;

namespace {

// By definition: max over slots of #{x in S(v) : sigma_slot(x) not in S(v)}, first slot reaching it.
void walked_max(const std::vector<Permutation>& fam, int n, std::vector<uint64_t>& load, std::vector<uint64_t>& slot) {
  const uint64_t N = 1ULL << n;
  load.assign(2 * N, 0);
  slot.assign(2 * N, 0);
  for (uint64_t s = 1; s <= N; ++s)
    for (int j = 1; j <= n; ++j)
      for (uint64_t k = 0; k < (1ULL << j); ++k) {
        uint64_t out = 0;
        for (uint64_t x = k << (n - j); x < (k + 1) << (n - j); ++x) out += (fam[s - 1][x] >> (n - j)) != k;
        const uint64_t v = (1ULL << j) + k;
        if (slot[v] == 0 || out > load[v]) load[v] = out, slot[v] = s;
      }
}

}  // namespace

TEST_CASE("fattree loads: every node equals the checker's carry decomposition", "[fattree]") {
  for (const char* name : {"bitreverse", "rotator", "tdm"})
    for (int n = 1; n <= 14; ++n) {  // n >= 11 cross the 2^10-leaf subtree cut and use blocks of 2..16 slots
      CheckedFamily c(n, name);
      std::vector<std::pair<uint64_t, BlockMax>> expected;  // (node id, checker's max and first slot)
      for (int j = 1; j <= n; ++j)
        for (uint64_t k = 0; k < (1ULL << j); k += (n > 9 ? 37 : 1))
          expected.emplace_back((1ULL << j) + k, family_block_max(c, j, k, true));
      // Thread counts 1-3 where the checker side is cheap; 2 threads above (the ASan run's budget).
      for (int jobs : n <= 12 ? std::vector<int>{1, 2, 3} : std::vector<int>{2}) {
        INFO(name << " n = " << n << " jobs = " << jobs);
        RunContext ctx;
        ctx.jobs = jobs;
        Family f;
        f.n = n;
        f.kind = family_from_name(name);
        NodeMaxLoads m = fattree_node_max_loads(f, ctx);
        REQUIRE(m.coverage == Coverage::Whole);
        for (auto& [v, b] : expected) {
          INFO("node id " << v);
          CHECK(m.load[v] == b.max_load);
          CHECK(m.slot[v] == b.first_slot);
        }
      }
    }
}

TEST_CASE("fattree loads: an explicit family equals a walk of every slot", "[fattree]") {
  std::mt19937_64 rng(20261127);
  for (int n = 1; n <= 6; ++n) {
    const uint64_t N = 1ULL << n;
    std::vector<Permutation> fam(N, Permutation(N));
    for (auto& p : fam) {
      for (uint64_t x = 0; x < N; ++x) p[x] = static_cast<uint32_t>(x);
      std::shuffle(p.begin(), p.end(), rng);
    }
    Family f;
    f.n = n;
    f.members = &fam;
    RunContext ctx;
    ctx.jobs = 2;
    NodeMaxLoads m = fattree_node_max_loads(f, ctx);
    std::vector<uint64_t> load, slot;
    walked_max(fam, n, load, slot);
    INFO("n = " << n);
    for (uint64_t v = 2; v < 2 * N; ++v) {
      INFO("node id " << v);
      CHECK(m.load[v] == load[v]);
      CHECK(m.slot[v] == slot[v]);
    }
  }
}
