// OftHrelationTest.cpp — h-relations with the buffer scheme (src/route/oft_hrelation.cpp).
#include <catch2/catch.hpp>

#include <cmath>

#include "check/oft_check.hpp"
#include "route/oft_hrelation.hpp"

using namespace netcert;

TEST_CASE("oft random h-relations: permutations are exact - uniform sends h each", "[oft]") {
  const uint64_t n = 8, h = 5;
  auto rel = random_h_relation(n, h, HTraffic::Permutations, 42);
  for (uint64_t s = 0; s < n; ++s) {
    uint64_t out = 0, in = 0;
    for (uint64_t d = 0; d < n; ++d) out += rel[s * n + d], in += rel[d * n + s];
    CHECK(out == h);
    CHECK(in == h);
  }
  auto uni = random_h_relation(n, h, HTraffic::Uniform, 42);
  for (uint64_t s = 0; s < n; ++s) {
    uint64_t out = 0;
    for (uint64_t d = 0; d < n; ++d) out += uni[s * n + d];
    CHECK(out == h);
  }
  CHECK(random_h_relation(n, h, HTraffic::Permutations, 42) == rel);  // deterministic in the seed
}

TEST_CASE("oft simulated routing time equals the closed form - nothing misdelivered", "[oft]") {
  for (int r = 1; r <= 4; ++r) {
    OpticalFatTree net(r);
    RoutingTables tables(ControlSchedule::prefer_one_schedule(r), TableReading::PerProcessor);
    for (uint64_t h : {uint64_t{1}, uint64_t{3}, uint64_t{17}, uint64_t{64}})
      for (uint64_t seed = 0; seed < 4; ++seed)
        for (auto traffic : {HTraffic::Permutations, HTraffic::Uniform}) {
          auto rel = random_h_relation(net.processors(), h, traffic, seed);
          auto run = simulate_h_relation(net, tables, rel);
          CHECK(run.misdelivered == 0);
          CHECK(run.packets == h * net.processors());
          CHECK(run.routing_time == h_relation_time_closed_form(net, tables, rel));
          CHECK(run.routing_time >= h + r);
        }
  }
}

TEST_CASE("oft the shared table reading misdelivers h-relation packets", "[oft]") {
  OpticalFatTree net(3);
  RoutingTables shared(ControlSchedule::prefer_one_schedule(3), TableReading::Shared);
  auto run = simulate_h_relation(net, shared, random_h_relation(8, 8, HTraffic::Permutations, 1));
  CHECK(run.misdelivered > 0);
}

TEST_CASE("oft n = 16: the cost falls toward 1 as h grows", "[oft]") {
  double previous = 1e9;
  for (uint64_t h : {uint64_t{4}, uint64_t{64}, uint64_t{1024}}) {
    auto st = h_relation_experiment(4, h, 20, HTraffic::Permutations, 7);
    CHECK(st.mean_cost < previous);
    CHECK(st.mean_cost >= 1.0);
    CHECK(st.misdelivered == 0);
    previous = st.mean_cost;
  }
  CHECK(previous < 1.4);  // max buffer load ~ h/n + O(sqrt(h/n log n)): the approach to 1 is slow
}

TEST_CASE("oft every packet path the h-relation simulator claims is legal on the checker's explicit wiring", "[oft]") {
  for (int r = 2; r <= 4; ++r) {
    OpticalFatTree net(r);
    oftcheck::Wiring wiring(r);
    oftcheck::Bits xi = prefer_one(r);
    for (auto reading : {TableReading::PerProcessor, TableReading::Shared}) {
      RoutingTables tables(ControlSchedule::prefer_one_schedule(r), reading);
      for (uint64_t seed = 1; seed <= 5; ++seed) {
        auto rel = random_h_relation(net.processors(), 6, HTraffic::Permutations, seed);
        std::vector<HPacket> claims;
        HRelationRun run = simulate_h_relation(net, tables, rel, &claims);
        CHECK(claims.size() == run.packets);
        std::vector<oftcheck::Claim> cs;
        for (auto& c : claims) cs.push_back({c.source, c.destination, c.injection});
        auto v = oftcheck::validate_claims(wiring, xi, cs);
        CHECK(static_cast<bool>(v) == (run.misdelivered > 0));
        if (reading == TableReading::Shared) CHECK(v);
      }
    }
  }
}

// The interval is Student-t with trials - 1 degrees of freedom (trials may be 2), not 1.96.
TEST_CASE("oft h-relation interval: Student-t with trials - 1 degrees of freedom", "[oft]") {
  for (uint64_t trials : {2, 5, 100}) {
    auto st = h_relation_experiment(2, 4, trials, HTraffic::Uniform, 3);
    INFO("trials " << trials);
    double want_t = trials == 2 ? 12.7062047 : trials == 5 ? 2.7764451 : 1.9842170;
    CHECK(st.t_quantile == Approx(want_t).epsilon(1e-6));
    double half = want_t * st.sd_cost / std::sqrt(static_cast<double>(trials));
    CHECK(st.ci_high - st.mean_cost == Approx(half).margin(1e-12));
    CHECK(st.mean_cost - st.ci_low == Approx(half).margin(1e-12));
  }
}

TEST_CASE("oft concentrated h-relation: one target per processor, routed in about T n slots (Sec. 4)", "[oft]") {
  const int r = 4;
  const uint64_t h = 64;
  OpticalFatTree net(r);
  const uint64_t n = net.processors();
  RoutingTables tables(ControlSchedule::prefer_one_schedule(r), TableReading::PerProcessor);
  auto rel = random_h_relation(n, h, HTraffic::Concentrated, 3);
  for (uint64_t s = 0; s < n; ++s) {
    uint64_t out = 0, in = 0, targets = 0;
    for (uint64_t d = 0; d < n; ++d) out += rel[s * n + d], in += rel[d * n + s], targets += rel[s * n + d] > 0;
    CHECK(out == h);
    CHECK(in == h);
    CHECK(targets == 1);
  }
  auto run = simulate_h_relation(net, tables, rel);
  CHECK(run.misdelivered == 0);
  CHECK(run.max_buffer == h);
  // One buffer of h packets is served once per control cycle of n slots: T = h, time within [(h-1) n, h n] + r + 1.
  CHECK(run.routing_time >= (h - 1) * n + r + 1);
  CHECK(run.routing_time <= h * n + r + 1);
  const auto spread = h_relation_experiment(r, h, 20, HTraffic::Permutations, 7);
  const auto odd = h_relation_experiment(r, h, 20, HTraffic::Concentrated, 7);
  CHECK(odd.mean_cost > 5 * spread.mean_cost);
  CHECK(parse_traffic("concentrated") == HTraffic::Concentrated);
  CHECK(std::string(to_string(HTraffic::Concentrated)) == "concentrated");
}
