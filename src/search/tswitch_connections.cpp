// tswitch_connections.cpp — see tswitch_connections.hpp.
#include "search/tswitch_connections.hpp"

#include <array>

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

}  // namespace

Outcome connection_counts_exhaustive(int k, const RunContext& ctx, const ConnClaim& claim) {
  const int U = 2 * k;
  const uint64_t low = (1ULL << k) - 1;
  uint64_t configurations = 0;
  // Gosper's hack: every 2k-bit mask with k bits set, in increasing order.
  for (uint64_t mask = low; mask < (1ULL << U);) {
    if ((configurations & 1023) == 0 && ctx.expired()) return Outcome::unknown("timeout while enumerating configurations");
    ++configurations;
    const int p = __builtin_popcountll(mask & low);
    auto counted = classify_pairs(mask, k);
    for (ConnQuantity q : kConnQuantities)
      if (counted[static_cast<size_t>(q)] != claim(q, k, p))
        return Outcome::fails(json{{"alpha", alpha_ports(mask, k)},
                                   {"quantity", conn_quantity_name(q)},
                                   {"counted", counted[static_cast<size_t>(q)]},
                                   {"claimed", claim(q, k, p)}},
                              std::string("Sec. 4.1: ") + conn_quantity_name(q) + " counts " +
                                  std::to_string(counted[static_cast<size_t>(q)]) + " for p = " + std::to_string(p));
    const uint64_t c = mask & -mask, r = mask + c;
    mask = (((r ^ mask) >> 2) / c) | r;
  }
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
