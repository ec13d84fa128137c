// lcan_offline_sweep.cpp — Theorem 3 swept over permutations: every
// permutation of N (exhaustive, ranked by Lehmer code) or RapidCheck's
// permutations (random), each routed by an off-line router and validated on
// the engine side (route/lcan_offline.hpp's first_bad_route).
#include "generators/lcan_gen.hpp"
#include "search/lcan_search.hpp"
#include "core/sliced_loop.hpp"
#include "search/random.hpp"

namespace netcert {

OfflineRouter default_offline_router() {
  return [](const Lcan& net, const Permutation& perm) { return route_offline(net, perm, true); };
}

std::optional<json> offline_defect(const Lcan& net, const Permutation& perm, const OfflineRouter& router) {
  BigInt bound_big = theorem3_cycle_bound(net.d(), net.u(), net.levels());
  uint64_t bound = bound_big > 1000000 ? 1000000 : static_cast<uint64_t>(bound_big);
  OfflineRouting routing = router(net, perm);
  std::string why;
  long bad = first_bad_route(net, perm, routing.routes, bound, &why);
  if (bad < 0) return std::nullopt;
  return json{{"claim", "Theorem 3"}, {"permutation", perm}, {"routes", routes_to_json(routing.routes)}};
}

Outcome lcan_offline_exhaustive(const Lcan& net, const OfflineRouter& router, const RunContext& ctx) {
  uint64_t count = 1;
  for (uint64_t i = 2; i <= net.N(); ++i) count *= i;
  auto res = sliced_find_first(static_cast<int64_t>(count), ctx, [&](int64_t idx, int) {
    return offline_defect(net, unrank_permutation(net.N(), static_cast<uint64_t>(idx)), router).has_value();
  });
  if (res.first_failure >= 0) {
    auto d = offline_defect(net, unrank_permutation(net.N(), static_cast<uint64_t>(res.first_failure)), router);
    return Outcome::fails(*d, "permutation of rank " + std::to_string(res.first_failure));
  }
  if (res.timed_out) return Outcome::unknown("timed out after " + std::to_string(res.checked) + " permutations");
  json sizes = json::array();
  for (int i = 0; i < net.levels(); ++i) sizes.push_back(net.switches_at(i));
  Outcome o = Outcome::holds(json{{"permutations", count}, {"switches_per_level", sizes}},
                             "all " + std::to_string(count) + " permutations routed within the bound");
  o.stats["permutations"] = count;
  o.stats["bound"] = to_string(theorem3_cycle_bound(net.d(), net.u(), net.levels()));
  return o;
}

Outcome lcan_offline_random(const Lcan& net, const OfflineRouter& router, const RunContext& ctx) {
  auto slot = std::make_shared<FailureSlot>();
  auto shape = net.shape();
  return run_random("lcan.offline_routing", ctx, slot, [slot, shape, router] {
    Lcan n(shape);
    Permutation perm = *gen_lcan_permutation(n);
    if (auto d = offline_defect(n, perm, router)) {
      slot->last = *d;
      RC_FAIL("off-line routing fails");
    }
  });
}

}  // namespace netcert
