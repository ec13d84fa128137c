// lcan_theorem3_groups.cpp — see lcan_theorem3_groups.hpp. Climbs the model of
// CB-LCAN(N,d,d) from PE 0's switch, upper by upper, to label the top level.
#include "search/lcan_theorem3_groups.hpp"

#include <set>
#include <vector>

#include "core/bits.hpp"
#include "core/sliced_loop.hpp"
#include "net/lcan.hpp"
#include "search/lcan_search.hpp"

namespace netcert {

namespace {

// part[t] = the upper of PE 0's switch through which top switch t is reached (-1: not reached, -2: by two).
std::vector<int64_t> top_parts(const Lcan& big) {
  const int top = big.levels() - 1;
  std::vector<int64_t> part(big.switches_at(top), -1);
  const uint64_t s0 = big.pe_switch(0), d = big.d();
  for (uint64_t t = 0; t < d; ++t) {
    std::set<uint64_t> frontier{big.upper_link(s0 * d + t) / d};
    for (int level = 1; level < top; ++level) {
      std::set<uint64_t> next;
      for (uint64_t sw : frontier)
        for (uint64_t k = 0; k < d; ++k) next.insert(big.upper_link(sw * d + k) / d);
      frontier.swap(next);
    }
    for (uint64_t sw : frontier) {
      int64_t& p = part[sw - big.level_offset(top)];
      p = p == -1 ? static_cast<int64_t>(t) : -2;
    }
  }
  return part;
}

}  // namespace

Outcome lcan_theorem3_groups(uint64_t N, uint64_t d, uint64_t u, bool reversed_digits, const RunContext& ctx) {
  const Lcan big(LcanShape{LcanKind::CompleteBipartite, static_cast<int64_t>(N), static_cast<int64_t>(d), static_cast<int64_t>(d)});
  const int l = big.levels();
  const uint64_t group_size = int_pow(u, l - 1);
  const uint64_t groups = big.switches_at(l - 1) / group_size;
  const std::vector<int64_t> part = l >= 2 ? top_parts(big) : std::vector<int64_t>{};
  // The top switch numbered x (its dense index, or the index of the reversed label).
  auto switch_numbered = [&](uint64_t x) {
    if (!reversed_digits) return x;
    uint64_t r = 0;
    for (int j = 0; j + 1 < l; ++j, x /= d) r = r * d + x % d;
    return r;
  };
  auto parts_met = [&](uint64_t g) {
    std::set<int64_t> met;
    for (uint64_t x = g * group_size; x < (g + 1) * group_size; ++x) met.insert(part[switch_numbered(x)]);
    return met;
  };
  Progress progress("groups", groups, ctx.progress);
  auto r = sliced_find_first(static_cast<int64_t>(groups), ctx, [&](int64_t g, int) {
    return l >= 2 && parts_met(static_cast<uint64_t>(g)).size() != u;
  }, &progress);
  if (r.first_failure >= 0) {
    const uint64_t g = static_cast<uint64_t>(r.first_failure);
    return Outcome::fails(lcan_defect("Theorem 3 proof, case 3: consecutive groups",
                                      {{"group", g}, {"first", g * group_size}, {"last", (g + 1) * group_size - 1},
                                       {"parts_met", parts_met(g).size()}, {"needed", u}}),
                          "top switches " + std::to_string(g * group_size) + ".." +
                              std::to_string((g + 1) * group_size - 1) + " meet " + std::to_string(parts_met(g).size()) +
                              " of the parts PE 0 reaches through distinct uppers; an embedding meets exactly u = " +
                              std::to_string(u));
  }
  if (r.timed_out) return Outcome::unknown("timeout after " + std::to_string(r.checked) + " groups");
  if (l > 2 && u > 1)
    return Outcome::unknown("every group passes the necessary condition, but netcert builds embeddings only for l <= 2 or u = 1");
  Outcome o = Outcome::holds({{"groups", groups}, {"group_size", group_size}, {"construction", l <= 2 ? "uppers" : "path"}},
                             "every group of " + std::to_string(group_size) +
                                 " consecutive top switches is the top level of an embedding (built)");
  o.stats["groups"] = groups;
  return o;
}

}  // namespace netcert
