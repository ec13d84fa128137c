// Tests for src/route/lcan_online.cpp, lcan_recurrence.cpp and lcan_traffic.cpp.
#include <catch2/catch.hpp>

#include <numeric>

#include "check/lcan_check.hpp"
#include "route/lcan_online.hpp"
#include "route/lcan_recurrence.hpp"
#include "route/lcan_traffic.hpp"

using namespace netcert;

TEST_CASE("lcan: on-line router: identity in one cycle, every pair delivered once", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 64, 4, 4});
  OnlineSimulator sim(net);
  LcanRng rng(1);
  CHECK(sim.run(identity_permutation(64), rng) == 1);
  std::vector<uint32_t> delivered;
  Permutation p = random_root_permutation(net, rng);
  uint32_t cycles = sim.run(p, rng, &delivered);
  CHECK(cycles == delivered.size());
  CHECK(std::accumulate(delivered.begin(), delivered.end(), 0u) == 64);
}

TEST_CASE("lcan: on-line router is deterministic for a seed", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 256, 4, 2});
  OnlineSimulator a(net), b(net);
  LcanRng r1(42), r2(42);
  Permutation p = random_permutation(256, r1);
  random_permutation(256, r2);
  CHECK(a.run(p, r1) == b.run(p, r2));
}

TEST_CASE("lcan: traffic classes are what they say", "[lcan]") {
  Lcan net({LcanKind::CompleteBipartite, 64, 4, 4});
  LcanRng rng(5);
  for (int k = 0; k < 20; ++k) {
    Permutation r = random_root_permutation(net, rng);
    CHECK(is_permutation(r));
    CHECK(is_root_permutation(net, r));
    Permutation b = random_bpc_permutation(64, rng);
    CHECK(is_permutation(b));
    // BPC: the image of x is determined bit by bit: f(x) ^ f(0) is linear over XOR.
    for (uint32_t x = 0; x < 64; ++x)
      for (uint32_t y = 0; y < 64; ++y)
        if ((x & y) == 0) CHECK((b[x | y] ^ b[0]) == ((b[x] ^ b[0]) ^ (b[y] ^ b[0])));
  }
}

TEST_CASE("lcan: recurrence: engine and independent checker agree, d = u has one exponent", "[lcan]") {
  for (auto [N, d, u, l] : std::vector<std::tuple<uint64_t, uint64_t, uint64_t, int>>{
           {4096, 64, 64, 2}, {4096, 4, 4, 6}, {4096, 64, 8, 2}, {256, 4, 2, 4}, {27, 3, 2, 3}}) {
    auto r = lcan_recurrence(N, d, u, l);
    CHECK(r.cycles_plus_pass == Approx(lcan_recurrence_by_definition(N, d, u, l)).epsilon(1e-9));
    CHECK(r.cycles_paper == Approx(r.cycles_plus_pass - 1));
    if (d == u) CHECK(lcan_recurrence(N, d, u, l, -1, true).cycles_plus_pass == Approx(r.cycles_plus_pass));
  }
  CHECK(lcan_recurrence(4096, 64, 64, 2).cycles_plus_pass == Approx(4.0055).epsilon(1e-3));
}
