// tswitch_connections.cpp — see tswitch_connections.hpp.
#include "search/tswitch_connections.hpp"

#include <array>
#include <iterator>

#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "search/ksubset_rank.hpp"

namespace netcert {

namespace {

json alpha_ports(uint64_t mask, int k) {
  json a = json::array();
  for (int l = 0; l < 2 * k; ++l)
    if ((mask >> l) & 1) a.push_back(l);
  return a;
}

// Counts of one configuration by classifying every ordered pair (in, out).
std::array<uint64_t, 6> classify_pairs(uint64_t mask, int k) {
  std::array<uint64_t, 6> n{};
  auto at = [](ConnQuantity q) { return static_cast<size_t>(q); };
  for (int in = 0; in < 2 * k; ++in)
    for (int out = 0; out < 2 * k; ++out) {
      const bool crosses = ((mask >> in) & 1) != ((mask >> out) & 1);
      if (in < k && out >= k) ++n[at(ConnQuantity::CCf)], n[at(ConnQuantity::CCIf)] += crosses;
      else if (in >= k && out < k) ++n[at(ConnQuantity::CCb)], n[at(ConnQuantity::CCIb)] += crosses;
      else if (in < k && out < k && in != out) ++n[at(ConnQuantity::TC)], n[at(ConnQuantity::TCI)] += crosses;
    }
  return n;
}

// Props. 1.23 (symmetry) and 1.24 (each port has one partner), by enumeration.
json rb_violation(int k) {
  const int U = 2 * k;
  for (int l = 0; l < U; ++l)
    for (int lp = 0; lp < U; ++lp) {
      if (!in_rb(k, l, lp)) continue;
      if (!in_rb(k, lp, l)) return json{{"relation", "R_b"}, {"prop", "1.23"}, {"ports", {l, lp}}};
      for (int lpp = 0; lpp < U; ++lpp)
        if (in_rb(k, l, lpp) != (lp == lpp)) return json{{"relation", "R_b"}, {"prop", "1.24"}, {"ports", {l, lp, lpp}}};
    }
  return nullptr;
}

// The quantity of configuration `mask` that differs from the claim, or -1.
int connections_first_mismatch(uint64_t mask, int k, const ConnClaim& claim) {
  const int p = __builtin_popcountll(mask & ((1ULL << k) - 1));
  auto counted = classify_pairs(mask, k);
  for (size_t q = 0; q < std::size(kConnQuantities); ++q)
    if (counted[static_cast<size_t>(kConnQuantities[q])] != claim(kConnQuantities[q], k, p)) return static_cast<int>(q);
  return -1;
}

}  // namespace

Outcome connection_counts_exhaustive(int k, const RunContext& ctx, const ConnClaim& claim) {
  const int U = 2 * k;
  // The sliced loop: configurations by rank, in increasing mask order (Gosper's order).
  const uint64_t configurations = ksubset_binomial(U, k);
  Progress progress("configurations", configurations, ctx.progress);
  SearchResult r = sliced_find_first(static_cast<int64_t>(configurations), ctx, [&](int64_t i, int) {
    return connections_first_mismatch(ksubset_mask_at(U, k, static_cast<uint64_t>(i)), k, claim) >= 0;
  }, &progress);
  if (r.first_failure >= 0) {
    const uint64_t mask = ksubset_mask_at(U, k, static_cast<uint64_t>(r.first_failure));
    const int p = __builtin_popcountll(mask & ((1ULL << k) - 1));
    const ConnQuantity q = kConnQuantities[static_cast<size_t>(connections_first_mismatch(mask, k, claim))];
    const uint64_t counted = classify_pairs(mask, k)[static_cast<size_t>(q)];
    return Outcome::fails(json{{"alpha", alpha_ports(mask, k)},
                               {"quantity", conn_quantity_name(q)},
                               {"counted", counted},
                               {"claimed", claim(q, k, p)}},
                          std::string("Sec. 4.1: ") + conn_quantity_name(q) + " counts " + std::to_string(counted) +
                              " for p = " + std::to_string(p));
  }
  if (r.timed_out) return Outcome::unknown("timeout while enumerating configurations");
  json rb = rb_violation(k);
  if (!rb.is_null()) return Outcome::fails(rb, "R_b breaks Prop. " + rb["prop"].get<std::string>());
  const uint64_t triples = static_cast<uint64_t>(U) * U * U;
  Outcome o = Outcome::holds(json{{"configurations", configurations}, {"rb_triples", triples}},
                             "all " + std::to_string(configurations) + " configurations: CC, TC, CC_I, TC_I as Sec. 4.1 "
                             "states; R_b symmetric and one partner per port");
  o.stats = {{"configurations", configurations}};
  return o;
}

}  // namespace netcert
