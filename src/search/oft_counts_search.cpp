// oft_counts_search.cpp — oft.counts: build OFT(r) link by link (the model's
// CSR arrays) and count routers, routers per level, links and port degrees.
#include "core/sliced_loop.hpp"
#include "net/oft.hpp"
#include "search/oft_engines.hpp"

namespace netcert {

json oft_counts_witness(int r) {
  return json{{"r", r}, {"routers", (1ULL << r) - 1}, {"links", static_cast<uint64_t>(r + 1) << r}};
}

// Port degrees come from one pass over the links; the sliced loop is a census over
// the routers v: per level how many, and how many have in- or out-degree != 2^level.
Outcome oft_counts_exhaustive(const OftParams& p, const RunContext& ctx) {
  int r = p.r;
  OpticalFatTree net(r);
  auto g = net.materialise();
  const uint64_t nodes = 2 * net.processors() - 1;
  std::vector<uint64_t> indeg(nodes, 0), outdeg(nodes, 0);
  for (uint64_t l = 0; l < g.head.size(); ++l) ++indeg[g.head[l]], ++outdeg[g.tail[l]];
  const size_t unbalanced = static_cast<size_t>(r) + 1;  // counters 0..r: routers per level
  Progress progress("routers", net.router_count(), ctx.progress);
  CensusResult census = sliced_census(static_cast<int64_t>(net.router_count()), unbalanced + 1, ctx,
                                      [&](int64_t v, int, uint64_t* c) {
    const int lv = net.router_level(static_cast<uint64_t>(v));
    ++c[static_cast<size_t>(lv)];
    const uint64_t want = OpticalFatTree::ports(lv);
    if (indeg[static_cast<size_t>(v)] != want || outdeg[static_cast<size_t>(v)] != want) ++c[unbalanced];
    return false;  // the claim is about the totals
  }, &progress);
  if (census.coverage == Coverage::Stopped) return Outcome::unknown("timeout before every router was counted");
  if (census.coverage == Coverage::Share)
    return Outcome::unknown("this shard's share of the routers counted (netcert merge combines the shards and decides)");
  const std::vector<uint64_t>& per_level = census.totals;
  json cex = json::object();
  if (BigInt(net.router_count()) != OpticalFatTree::routers_closed_form(r)) cex["routers"] = net.router_count();
  if (BigInt(g.head.size()) != OpticalFatTree::links_closed_form(r)) cex["links"] = g.head.size();
  for (int lv = 1; lv <= r; ++lv)
    if (BigInt(per_level[static_cast<size_t>(lv)]) != OpticalFatTree::routers_at_level_closed_form(r, lv))
      cex["routers_at_level_" + std::to_string(lv)] = per_level[static_cast<size_t>(lv)];
  if (per_level[unbalanced] != 0) cex["degrees_balanced"] = false;
  if (!cex.empty()) return Outcome::fails(cex, "a count differs from the closed form");
  Outcome o = Outcome::holds(oft_counts_witness(r), std::to_string(net.router_count()) + " routers, " +
                                                        std::to_string(g.head.size()) + " links");
  o.stats["links"] = g.head.size();
  return o;
}

}  // namespace netcert
