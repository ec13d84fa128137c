// lcan_theorem3_groups_check.cpp — see lcan_theorem3_groups_check.hpp.
#include "check/lcan_theorem3_groups_check.hpp"

#include <set>
#include <vector>

#include "check/lcan_check.hpp"
#include "core/bits.hpp"

namespace netcert {

namespace {

// Top switches reachable climbing from switch s of `level` through every upper.
std::set<uint64_t> tops_above(const LcanWiring& w, int level, uint64_t s) {
  std::set<uint64_t> at{s};
  for (int j = level; j + 1 < w.levels(); ++j) {
    std::set<uint64_t> next;
    for (uint64_t x : at)
      for (uint64_t k = 0; k < w.u(); ++k) next.insert(w.up(j, x, k).sw);
    at.swap(next);
  }
  return at;
}

}  // namespace

bool confirm_theorem3_group_defect(uint64_t N, uint64_t d, uint64_t u, bool reversed, const json& cx, std::string& why) {
  const LcanWiring big = LcanWiring::from_labels(true, N, d, d);
  const int l = big.levels();
  if (l < 2) return why = "rejected: a one-level network has a single top switch", false;
  const uint64_t G = int_pow(u, l - 1), g = cx.value("group", uint64_t(0));
  const json expected_keys = {"claim", "group", "first", "last", "parts_met", "needed"};
  if (cx.size() != expected_keys.size() || cx.value("first", ~0ULL) != g * G || cx.value("last", ~0ULL) != g * G + G - 1 ||
      cx.value("needed", ~0ULL) != u || cx.value("claim", "") != "Theorem 3 proof, case 3: consecutive groups")
    return why = "rejected: not the consecutive group " + std::to_string(g) + " of " + std::to_string(G) + " top switches", false;
  const LcanWiring::End e0 = big.pe(0);
  std::vector<std::set<uint64_t>> parts;
  std::set<uint64_t> level1, seen;
  for (uint64_t t = 0; t < d; ++t) {
    const uint64_t s1 = big.up(0, e0.sw, t).sw;
    level1.insert(s1);
    parts.push_back(tops_above(big, 1, s1));
    for (uint64_t x : parts.back())
      if (!seen.insert(x).second) return why = "rejected: the parts above PE 0 overlap at top switch " + std::to_string(x), false;
  }
  if (level1.size() != d) return why = "rejected: PE 0's switch does not reach d distinct level-1 switches", false;
  std::set<uint64_t> group;  // the switches numbered g G .. g G + G - 1
  for (uint64_t number = g * G; number < g * G + G; ++number) {
    uint64_t label = number;
    if (reversed) {
      std::vector<uint64_t> digits;  // least significant first
      for (int j = 0; j + 1 < l; ++j, label /= d) digits.push_back(label % d);
      label = 0;
      for (uint64_t digit : digits) label = label * d + digit;
    }
    group.insert(label);
  }
  uint64_t met = 0;
  for (const auto& part : parts) {
    bool hit = false;
    for (uint64_t x : group) hit = hit || part.count(x) > 0;
    met += hit;
  }
  if (met != cx.value("parts_met", ~0ULL) || met == u)
    return why = "rejected: the group meets " + std::to_string(met) + " of the " + std::to_string(d) + " parts", false;
  why = "confirmed by the independent checker: PE 0's switch reaches " + std::to_string(d) +
        " distinct level-1 switches with disjoint top sets; the top switches numbered " + std::to_string(g * G) + ".." +
        std::to_string(g * G + G - 1) + " meet " + std::to_string(met) + " of them, an embedding's top level meets exactly " + std::to_string(u);
  return true;
}

std::string theorem3_embeddings_violation(uint64_t N, uint64_t d, uint64_t u) {
  const LcanWiring big = LcanWiring::from_labels(true, N, d, d), small = LcanWiring::from_labels(true, N, d, u);
  const int l = big.levels();
  if (l > 2 && u > 1) return "no construction for l > 2 and u > 1";
  const uint64_t G = int_pow(u, l - 1), groups = big.switches(l - 1) / G;
  for (uint64_t i = 0; i < groups; ++i) {
    // image(level, s): l <= 2: level 0 fixed, top t -> i u + t; u = 1: H -> H d^j + (top j base-d digits of i).
    auto image = [&](int level, uint64_t s) {
      if (l <= 2) return level == 0 ? s : i * u + s;
      return s * int_pow(d, level) + i / int_pow(d, l - 1 - level);
    };
    auto upper = [&](int level, uint64_t k) { return l <= 2 ? i * u + k : (i / int_pow(d, l - 2 - level)) % d; };
    for (int level = 0; level + 1 < l; ++level)
      for (uint64_t s = 0; s < small.switches(level); ++s)
        for (uint64_t k = 0; k < u; ++k) {
          const LcanWiring::End a = small.up(level, s, k), b = big.up(level, image(level, s), upper(level, k));
          if (b.sw != image(level + 1, a.sw) || b.port != a.port)
            return "group " + std::to_string(i) + ": upper " + std::to_string(k) + " of level-" + std::to_string(level) +
                   " switch " + std::to_string(s) + " does not map onto a link";
        }
    std::set<uint64_t> top;
    for (uint64_t s = 0; s < small.switches(l - 1); ++s) top.insert(image(l - 1, s));
    if (top.size() != G || *top.begin() != i * G || *top.rbegin() != i * G + G - 1)
      return "group " + std::to_string(i) + ": the embedding's top level is not the group";
  }
  return "";
}

}  // namespace netcert
