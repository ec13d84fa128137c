// tswitch_claims.cpp — see tswitch_claims.hpp.
#include "net/tswitch_claims.hpp"


namespace netcert {

namespace {
const char* row_name(int k, int in, int out) {
  if (in < k && out >= k) return "C_f(<s,o>,l,l')";
  if (in < k && out < k) return "T(<s,o>,l,l')";
  if (in >= k && out < k) return "C_b(<s,o>,l,l')";
  return "up-to-up (not in Table 1: 0)";
}
json switch_json(const KaryNTree& t, uint64_t sw) {
  return json{{"stage", t.stage_of(sw)}, {"position", t.position_of(sw)}, {"name", t.switch_name(sw)}};
}
}  // namespace

json table1_switch_violation(const KaryNTree& t, uint64_t sw, const uint64_t* L, const PortClaim& claim) {
  const int k = t.k(), n = t.n(), P = 2 * k;
  const int s = t.stage_of(sw);
  for (int in = 0; in < P; ++in)
    for (int out = 0; out < P; ++out) {
      BigInt want = claim(k, n, s, in, out);
      if (BigInt(L[in * P + out]) != want)
        return json{{"kind", "port_pair"}, {"k", k}, {"n", n}, {"switch", switch_json(t, sw)},
                    {"row", row_name(k, in, out)}, {"in", in}, {"out", out},
                    {"measured", L[in * P + out]}, {"claimed", want.str()}};
    }
  BigInt f = 0, tr = 0, b = 0;
  for (int in = 0; in < P; ++in)
    for (int out = 0; out < P; ++out) {
      uint64_t v = L[in * P + out];
      (in < k && out >= k ? f : in < k && out < k ? tr : b) += v;
    }
  Table1Switch want = table1_switch(k, n, s);
  const std::pair<const char*, std::pair<BigInt, BigInt>> rows[] = {
      {"C_f(<s,o>)", {f, want.forward}},
      {"T(<s,o>)", {tr, want.turnaround}},
      {"C_b(<s,o>)", {b, want.backward}},
      {"C(<s,o>)", {f + b, want.crosses}}};
  for (auto& r : rows)
    if (r.second.first != r.second.second)
      return json{{"kind", "switch"}, {"k", k}, {"n", n}, {"switch", switch_json(t, sw)}, {"row", r.first},
                  {"measured", r.second.first.str()}, {"claimed", r.second.second.str()}};
  return nullptr;
}

json table1_violation(const KaryNTree& t, const std::vector<uint64_t>& all_loads, const PortClaim& claim) {
  for (uint64_t sw = 0; sw < t.switch_count(); ++sw) {
    json v = table1_switch_violation(t, sw, &all_loads[sw * 4 * t.k() * t.k()], claim);
    if (!v.is_null()) return v;
  }
  return nullptr;
}

uint64_t channel_load(const std::vector<uint64_t>& L, int k, int port, bool out) {
  const int P = 2 * k;
  uint64_t sum = 0;
  for (int other = 0; other < P; ++other) sum += out ? L[other * P + port] : L[port * P + other];
  return sum;
}

json balance_switch_violation(const KaryNTree& t, uint64_t sw, const uint64_t* L, const uint64_t* first_of_stage,
                              bool literal) {
  const int k = t.k(), P = 2 * k, s = t.stage_of(sw);
  const uint64_t per = static_cast<uint64_t>(P) * P;
  auto channel = [&](uint64_t w, const uint64_t* loads, int port, bool out) {
    uint64_t load = channel_load(std::vector<uint64_t>(loads, loads + per), k, port, out);
    return json{{"switch", switch_json(t, w)}, {"port", port}, {"direction", out ? "out" : "in"}, {"load", load}};
  };
  // The first channel of each kind in switch order: on <s,0>, the first port of that kind.
  const uint64_t first_switch = t.switch_id(s, 0);
  json firsts[2][2];  // [up][out]
  for (int up = 0; up < 2; ++up)
    for (int out = 0; out < 2; ++out)
      firsts[up][out] = literal ? channel(first_switch, first_of_stage, 0, false)
                                : channel(first_switch, first_of_stage, up ? k : 0, out);
  for (int port = 0; port < P; ++port) {
    bool up = port >= k;
    if (up && s == t.n() - 1) continue;  // the last stage has no up links
    for (bool out : {false, true}) {
      json here = channel(sw, L, port, out);
      const json& first = firsts[up][out];
      if (first["load"].get<uint64_t>() != here["load"].get<uint64_t>())
        return json{{"k", k}, {"n", t.n()}, {"stage", s}, {"a", first}, {"b", here}};
    }
  }
  return nullptr;
}

json balance_violation(const KaryNTree& t, const std::vector<uint64_t>& all_loads, bool literal) {
  const uint64_t per = 4 * static_cast<uint64_t>(t.k()) * t.k();
  for (uint64_t sw = 0; sw < t.switch_count(); ++sw) {
    json v = balance_switch_violation(t, sw, &all_loads[sw * per], &all_loads[t.switch_id(t.stage_of(sw), 0) * per],
                                      literal);
    if (!v.is_null()) return v;
  }
  return nullptr;
}

json optimality_violation(int k, int n, int stage, Connections c, const std::vector<uint64_t>& loads,
                          const OptimumEvidence& ev,
                          const std::function<Sides(const std::function<bool(const Sides&, uint64_t)>&)>& find) {
  const ClaimedSet set = claimed_set(n, stage, c);
  const BigInt M2 = claimed_min_twice(k, n, stage, c), size = claimed_set_size(set, k);
  json base{{"k", k}, {"n", n}, {"stage", stage}, {"connections", to_string(c)}, {"claimed_set", to_string(set)},
            {"claimed_min_twice", M2.str()}};
  auto with = [&](const char* kind, const Sides& x, uint64_t use) {
    json j = base;
    j["kind"] = kind;
    j["config"] = config_json(x);
    j["use"] = use;
    return j;
  };
  if (size == 0) {
    json j = with("set_empty", ev.argmin, ev.min_use);
    j["why"] = "the claimed optimal set is empty (odd k cannot be split into k/2 + k/2 or into pairs), "
               "yet every switch has a minimiser: the one shown";
    return j;
  }
  const BigInt twice = BigInt(ev.min_use) * 2;
  if (twice < M2) return with("below_claimed_minimum", ev.argmin, ev.min_use);
  if (twice > M2) {
    Sides member = claimed_member(set, k);
    return with("member_misses", member, internal_use(loads, k, member));
  }
  if (!ev.counted) return nullptr;  // the SMT engine decides the set claims by its own queries
  if (ev.minimisers_in_set < ev.minimisers) {
    Sides x = find([&](const Sides& s, uint64_t use) { return use <= ev.min_use && !in_claimed_set(set, k, s); });
    if (!x.empty()) return with("optimal_outside_set", x, internal_use(loads, k, x));
    return json{{"kind", "undetermined"}};
  }
  if (BigInt(ev.minimisers_in_set) < size) {
    Sides x = find([&](const Sides& s, uint64_t use) { return use != ev.min_use && in_claimed_set(set, k, s); });
    if (!x.empty()) return with("member_misses", x, internal_use(loads, k, x));
    return json{{"kind", "undetermined"}};
  }
  return nullptr;
}

}  // namespace netcert
