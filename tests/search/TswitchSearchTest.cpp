// TswitchSearchTest.cpp — revolving-door enumeration and the exhaustive optimum
// (src/net/tswitch_search.cpp) against plain enumeration.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include <set>

#include "check/tswitch_check.hpp"
#include "search/tswitch_search.hpp"

using namespace netcert;

TEST_CASE("revolving door visits every t-subset once, one swap per step", "[tswitch]") {
  for (int n = 1; n <= 12; ++n)
    for (int t = 0; t <= n; ++t) {
      std::set<uint64_t> seen;
      uint64_t prev = 0;
      bool first = true;
      for_each_revolving_door(n, t, [&](uint64_t m) {
        REQUIRE(__builtin_popcountll(m) == t);
        REQUIRE(m < (1ULL << n));
        if (!first) REQUIRE(__builtin_popcountll(prev ^ m) == 2);
        first = false;
        prev = m;
        REQUIRE(seen.insert(m).second);
      });
      uint64_t binom = 1;
      for (int i = 1; i <= t; ++i) binom = binom * (n - t + i) / i;
      REQUIRE(seen.size() == binom);
    }
}

rc::Gen<std::vector<uint64_t>> random_loads(int k) {
  return rc::gen::container<std::vector<uint64_t>>(static_cast<size_t>(4 * k * k),
                                                    rc::gen::weightedElement<uint64_t>({{3, 0}, {2, 1}, {1, 7}, {1, 1000}}));
}

TEST_CASE("exhaustive optimum equals plain enumeration on random loads", "[tswitch]") {
  rc::prop("minimise_internal_use == plain_optimum", [] {
    int k = *rc::gen::inRange(1, 7);
    auto loads = *random_loads(k);
    RunContext ctx;
    ctx.jobs = 1;
    ConfigSearch r = minimise_internal_use(loads, k, ctx);
    auto plain = plain_optimum(loads, k);
    RC_ASSERT(r.complete);
    RC_ASSERT(r.min_use == plain->min_use);
    RC_ASSERT(r.minimisers == plain->minimisers);
    Sides best(2 * k);
    for (int l = 0; l < 2 * k; ++l) best[l] = (r.best_alpha >> l) & 1;
    RC_ASSERT(internal_use(loads, k, best) == r.min_use);
    RC_ASSERT(__builtin_popcountll(r.best_alpha) == k);
  });
}

TEST_CASE("find_config finds exactly the configurations asked for", "[tswitch]") {
  int k = 4;
  std::vector<uint64_t> loads(4 * k * k, 1);
  RunContext ctx;
  bool timed_out = true;
  // Every configuration of a complete graph cuts k*k*2 ordered pairs.
  int64_t m = find_config(loads, k, [](uint64_t, uint64_t use) { return use != 32; }, ctx, &timed_out);
  REQUIRE(m == -1);
  REQUIRE(!timed_out);
  m = find_config(loads, k, [](uint64_t mask, uint64_t) { return (mask & 0xF) == 0 || (mask & 0xF) == 0xF; }, ctx,
                  &timed_out);
  REQUIRE(m >= 0);
  REQUIRE(((m & 0xF) == 0 || (m & 0xF) == 0xF));
}

TEST_CASE("walks combine to the same minimum whatever the split and the order", "[tswitch]") {
  rc::prop("ConfigWalks == minimise_internal_use", [] {
    int k = *rc::gen::inRange(1, 8);
    int split = *rc::gen::inRange(0, 13);
    auto loads = *random_loads(k);
    RunContext ctx;
    ctx.jobs = 1;
    ConfigSearch whole = minimise_internal_use(loads, k, ctx);
    ConfigWalks walks(loads, k, split);
    std::vector<UseMinimum> parts(static_cast<size_t>(walks.size()));
    for (int64_t w = 0; w < walks.size(); ++w) walks.minimise(w, nullptr, parts[static_cast<size_t>(w)]);
    UseMinimum forward, backward;  // a fold's order must not matter (shards, ranks)
    for (auto& p : parts) forward.combine(p);
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) backward.combine(*it);
    for (const UseMinimum* m : {&forward, &backward}) {
      ConfigSearch r = walks.result(*m, true);
      RC_ASSERT(r.min_use == whole.min_use);
      RC_ASSERT(r.minimisers == whole.minimisers);
      RC_ASSERT(r.best_alpha == whole.best_alpha);
      RC_ASSERT(r.configurations == whole.configurations);
    }
  });
}

TEST_CASE("the 40-lane kernel (k = 17) agrees with internal_use on one walk", "[tswitch]") {
  const int k = 17, P = 2 * k, split = 12, low = P - 1 - split;
  for (uint64_t scale : {uint64_t{1}, uint64_t{1} << 22}) {  // the int32 and the int64 kernel
    std::vector<uint64_t> loads(static_cast<size_t>(P * P));
    for (size_t i = 0; i < loads.size(); ++i) loads[i] = ((i * 2654435761u) >> 7) % 13 * scale;
    ConfigWalks walks(loads, k, split);
    UseMinimum m;
    walks.minimise(0, nullptr, m);  // walk 0: port 2k-1 in alpha, the split ports out, k-1 of the low ports in
    UseMinimum plain;
    for (uint64_t low_mask = 0; low_mask < (1ULL << low); ++low_mask) {
      if (__builtin_popcountll(low_mask) != k - 1) continue;
      const uint64_t mask = (1ULL << (P - 1)) | low_mask;
      Sides x(static_cast<size_t>(P));
      for (int l = 0; l < P; ++l) x[static_cast<size_t>(l)] = (mask >> l) & 1;
      plain.offer(mask, internal_use(loads, k, x), nullptr);
    }
    CHECK(m.visited == plain.visited);
    CHECK(m.min_use == plain.min_use);
    CHECK(m.count == plain.count);
    CHECK(m.max_mask == plain.max_mask);
  }
}
