// tswitch_unpaired_check.cpp — see tswitch_unpaired_check.hpp.
#include "check/tswitch_unpaired_check.hpp"

#include <vector>

#include "check/tswitch_check.hpp"

namespace netcert {

namespace {

// Every connection of `loads` ([in*2k + out]) whose two ports lie in different twins of `mask`.
uint64_t unpaired_check_crossings(const std::vector<uint64_t>& loads, int k, uint64_t mask) {
  uint64_t total = 0;
  for (int in = 0; in < 2 * k; ++in)
    for (int out = 0; out < 2 * k; ++out)
      if (((mask >> in) & 1) != ((mask >> out) & 1)) total += loads[static_cast<size_t>(in * 2 * k + out)];
  return total;
}

// k ports, k/2 of them below k, and some port l < k with exactly one of l, l+k in the set.
bool unpaired_check_balanced_unpaired(uint64_t mask, int k) {
  int size = 0, down = 0;
  bool split = false;
  for (int l = 0; l < 2 * k; ++l) size += (mask >> l) & 1;
  for (int l = 0; l < k; ++l) {
    down += (mask >> l) & 1;
    split = split || ((mask >> l) & 1) != ((mask >> (l + k)) & 1);
  }
  return size == k && 2 * down == k && split;
}

json unpaired_check_alpha(uint64_t mask, int k) {
  json alpha = json::array();
  for (int l = 0; l < 2 * k; ++l)
    if ((mask >> l) & 1) alpha.push_back(l);
  return alpha;
}

}  // namespace

json walked_unpaired_minima(int k, int n) {
  KaryNTree t(k, n);
  json stages = json::array();
  for (int s = 0; s + 1 < n; ++s) {
    const std::vector<uint64_t> loads = walked_switch_loads(t, {}, t.switch_id(s, 0));
    uint64_t least = UINT64_MAX, minimisers = 0, first = 0;
    for (uint64_t m = 0; m < (1ULL << (2 * k)); ++m) {
      if (!unpaired_check_balanced_unpaired(m, k)) continue;
      const uint64_t use = unpaired_check_crossings(loads, k, m);
      if (use < least) least = use, minimisers = 0, first = m;
      if (use == least) ++minimisers;
    }
    stages.push_back(json{{"stage", s}, {"least_use", least}, {"minimisers", minimisers},
                          {"example", unpaired_check_alpha(first, k)}});
  }
  return stages;
}

bool recheck_unpaired_minimum(int k, int n, const json& cex, const std::function<BigInt(int, int, int)>& claim,
                              std::string& why) {
  for (const json& stage : walked_unpaired_minima(k, n)) {
    const int s = stage["stage"].get<int>();
    if (BigInt(stage["least_use"].get<uint64_t>()) == claim(k, n, s)) continue;
    const json mine{{"stage", s}, {"least_use", stage["least_use"]}, {"claimed", claim(k, n, s).str()},
                    {"alpha", stage["example"]}};
    if (mine != cex) return why = "rejected: the checker's first defect is " + mine.dump(), false;
    return why = "confirmed by the independent checker (its own DESTRO walk and crossing count): " + mine.dump(), true;
  }
  return why = "rejected: the checker's least use equals the claim at every stage", false;
}

bool verify_unpaired_minimum(int k, int n, const json& witness, const std::function<BigInt(int, int, int)>& claim,
                             std::string& why) {
  const json walked = walked_unpaired_minima(k, n);
  if (witness != json{{"stages", walked}}) return why = "the witness is not the checker's walked minima " + walked.dump(), false;
  for (const json& stage : walked)
    if (BigInt(stage["least_use"].get<uint64_t>()) != claim(k, n, stage["stage"].get<int>()))
      return why = "the checker's least use at stage " + stage["stage"].dump() + " is not the claim", false;
  why = "the checker walked every DESTRO path through <s,0> of every stage s < n-1 and tried every balanced unpaired "
        "configuration: the least use is the claimed count";
  return true;
}

}  // namespace netcert
