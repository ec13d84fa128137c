// consistent_lcan.cpp — consistent forgeries for lcan.theorem3_groups: for every group
// of u^(l-1) consecutive top switches of CB-LCAN(N,d,d) (numbered msd or lsd), the
// parts of the top level it meets, recomputed on the engine's network (net/lcan): part t
// is the set of top switches PE 0 reaches climbing through upper t of its switch. The
// boundary is parts_met = u (what an embedding meets): a group meeting exactly u parts,
// stated with its true count, is a forgery; a group meeting another number is a real
// counterexample (the checker accepts any such group, not only the first).
#include <set>

#include "core/bits.hpp"
#include "net/lcan.hpp"
#include "tests/forge/consistent_papers.hpp"

namespace netcert::consistent_detail {

namespace {

constexpr uint64_t kLcanMaxGroups = 64;

// part_of_top[x]: the uppers of PE 0's switch through which top switch x is reached.
std::vector<std::set<uint64_t>> lcan_top_parts(const Lcan& big) {
  const int top = big.levels() - 1;
  const uint64_t d = big.d(), s0 = big.pe_switch(0);
  std::vector<std::set<uint64_t>> part_of_top(big.switches_at(top));
  for (uint64_t t = 0; t < d; ++t) {
    std::set<uint64_t> frontier{big.upper_link(s0 * d + t) / d};
    for (int level = 1; level < top; ++level) {
      std::set<uint64_t> next;
      for (uint64_t sw : frontier)
        for (uint64_t c = 0; c < d; ++c) next.insert(big.upper_link(sw * d + c) / d);
      frontier.swap(next);
    }
    for (uint64_t sw : frontier) part_of_top[sw - big.level_offset(top)].insert(t);
  }
  return part_of_top;
}

// The top switch numbered x: x itself (msd) or its l-1 base-d digits reversed (lsd).
uint64_t lcan_numbered(uint64_t x, uint64_t d, int l, bool lsd) {
  if (!lsd) return x;
  uint64_t label = 0;
  for (int j = 0; j + 1 < l; ++j, x /= d) label = label * d + x % d;
  return label;
}

}  // namespace

std::vector<ConsistentCase> lcan_cases(const std::string& property, const json& params) {
  std::vector<ConsistentCase> out;
  if (property != "lcan.theorem3_groups" || params.value("kind", "cb") != "cb") return out;
  const int64_t N = params.value("N", 0), d = params.value("d", 0), u = params.value("u", 0);
  if (N < 4 || N > 4096 || d < 2 || u < 1 || d <= u || d % u != 0) return out;
  const Lcan big(LcanShape{LcanKind::CompleteBipartite, N, d, d});
  const int l = big.levels();
  if (l < 2) return out;
  const uint64_t G = int_pow(static_cast<uint64_t>(u), l - 1), groups = big.switches_at(l - 1) / G;
  const auto part_of_top = lcan_top_parts(big);
  const bool lsd = params.value("order", "msd") == "lsd";
  for (uint64_t g = 0; g < groups && g < kLcanMaxGroups; ++g) {
    std::set<uint64_t> met;
    for (uint64_t x = g * G; x < (g + 1) * G; ++x)
      for (uint64_t t : part_of_top[lcan_numbered(x, static_cast<uint64_t>(d), l, lsd)]) met.insert(t);
    json cex = {{"claim", "Theorem 3 proof, case 3: consecutive groups"}, {"group", g}, {"first", g * G},
                {"last", (g + 1) * G - 1}, {"parts_met", met.size()}, {"needed", u}};
    out.push_back({"group " + std::to_string(g) + ": meets " + std::to_string(met.size()) + " parts, needed " +
                       std::to_string(u),
                   cex, met.size() != static_cast<uint64_t>(u), "exhaustive"});
  }
  return out;
}

}  // namespace netcert::consistent_detail
