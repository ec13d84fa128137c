// fabric_routes.cpp — see fabric_routes.hpp.
#include "search/fabric_routes.hpp"

#include <algorithm>

#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "route/fabric_walk.hpp"

namespace netcert {

json fabric_port_json(const Fabric& f, FabricPort p) {
  return json{{"node", f.node(p.node).id}, {"port", p.port}};
}

namespace {

json walk_counterexample(const FabricRouting& r, uint32_t src, uint32_t dst, const FabricWalk& w) {
  const Fabric& f = r.fabric;
  json walk = json::array();
  for (auto& h : w.hops) walk.push_back(json{{"switch", f.node(h.node).id}, {"port", h.port}});
  json c = json::object();
  c["source"] = fabric_port_json(f, f.hosts()[src].at);
  c["destination"] = fabric_port_json(f, f.hosts()[dst].at);
  c["walk"] = walk;
  c["end"] = to_string(w.end);
  return fabric_evidence(r, std::move(c));
}

std::string walk_note(const Fabric& f, uint32_t src, uint32_t dst, const FabricWalk& w) {
  std::string s = f.node(f.hosts()[src].at.node).name + " -> " + f.node(f.hosts()[dst].at.node).name + ": " +
                  to_string(w.end) + " after";
  for (auto& h : w.hops) s += " " + f.node(h.node).name + ":" + std::to_string(h.port);
  return s;
}

// Per destination, the fate of a packet at every switch, each switch decided
// once: a walk follows the tables until it reaches a switch already decided
// (or a host, a missing entry, an unconnected port, or a switch on its own
// path: a loop), and every switch on the walk takes that outcome. Delivered
// switches also keep their path length in switches, so the hop total equals
// the sum of the per-pair walks. O(switches) per destination instead of
// O(hosts x path) — the 16-ary 3-tree has 16.7 M pairs but 768 switches.
class DestinationRoutes {
 public:
  DestinationRoutes(const Fabric& f, const FabricLft& lft) : f_(f), lft_(lft), hops_(f.switches().size()) {}

  // Decides every switch for destination host `dst` (index into hosts()).
  void decide(uint32_t dst) {
    std::fill(hops_.begin(), hops_.end(), kUndecided);
    const FabricHost& to = f_.hosts()[dst];
    for (uint32_t x = 0; x < hops_.size(); ++x) {
      path_.clear();
      uint32_t at = x, outcome = kUndecided;
      while (hops_[at] == kUndecided) {
        hops_[at] = kOnPath;
        path_.push_back(at);
        FabricPort next;
        const int out = lft_.out_port(at, to.lid);
        if (out <= 0 || !f_.peer({f_.switches()[at], out}, next)) {
          outcome = kFailed;  // no entry, to the switch itself, or unconnected
          break;
        }
        if (!f_.is_switch(next.node)) {
          outcome = next == to.at ? 0 : kFailed;  // delivered (0 further switches) or to another host
          break;
        }
        at = f_.switch_index(next.node);
      }
      if (outcome == kUndecided) outcome = hops_[at] == kOnPath ? kFailed : hops_[at];  // a loop, or decided
      for (size_t i = path_.size(); i-- > 0;) {
        if (outcome != kFailed) ++outcome;
        hops_[path_[i]] = outcome;
      }
    }
  }
  // Switches a packet visits from switch index x (>= 1), or kFailed.
  uint32_t hops_from(uint32_t x) const { return hops_[x]; }
  static constexpr uint32_t kFailed = UINT32_MAX, kOnPath = UINT32_MAX - 1, kUndecided = UINT32_MAX - 2;

 private:
  const Fabric& f_;
  const FabricLft& lft_;
  std::vector<uint32_t> hops_, path_;
};

// The first undelivered pair of destination d in source order, or hosts when none; adds the hop total.
uint32_t first_failing_source(const Fabric& f, const DestinationRoutes& routes, uint32_t d, uint64_t& hops) {
  const auto hosts = static_cast<uint32_t>(f.hosts().size());
  for (uint32_t s = 0; s < hosts; ++s) {
    if (s == d) continue;
    FabricPort first;
    uint32_t h = DestinationRoutes::kFailed;
    if (f.peer(f.hosts()[s].at, first))
      h = f.is_switch(first.node) ? routes.hops_from(f.switch_index(first.node)) : (first == f.hosts()[d].at ? 0 : h);
    if (h == DestinationRoutes::kFailed) return s;
    hops += h;
  }
  return hosts;
}

}  // namespace

// One sliced fold over destinations: per slice, the first failing pair (source-major
// key + 1, 0 for none; combined by minimum) and the hop total (combined by sum).
Outcome fabric_routes_exhaustive(const FabricRouting& r, const RunContext& ctx) {
  const Fabric& f = r.fabric;
  const auto hosts = static_cast<uint32_t>(f.hosts().size());
  const int workers = worker_count(ctx, hosts);
  std::vector<DestinationRoutes> routes(static_cast<size_t>(workers), DestinationRoutes(f, *r.lft));
  Progress progress("destinations", hosts);
  enum { kFirstFailure, kHops, kWidth };
  const FoldResult fold = sliced_fold(hosts, kWidth, ctx, [&](int64_t d, int w, uint64_t* record) {
    DestinationRoutes& mine = routes[static_cast<size_t>(w)];
    mine.decide(static_cast<uint32_t>(d));
    const uint32_t s = first_failing_source(f, mine, static_cast<uint32_t>(d), record[kHops]);
    const uint64_t key = uint64_t(s) * hosts + static_cast<uint64_t>(d) + 1;
    if (s < hosts && (record[kFirstFailure] == 0 || key < record[kFirstFailure])) record[kFirstFailure] = key;
  }, [](uint64_t* into, const uint64_t* from) {
    if (from[kFirstFailure] && (!into[kFirstFailure] || from[kFirstFailure] < into[kFirstFailure]))
      into[kFirstFailure] = from[kFirstFailure];
    into[kHops] += from[kHops];
  }, &progress);
  if (fold.coverage == Coverage::Stopped) return Outcome::unknown("time limit before every destination was routed");
  if (fold.coverage == Coverage::Share)
    return Outcome::unknown("this shard's share of the destinations (netcert merge combines the shards and decides)");
  uint32_t src = hosts, dst = hosts;
  if (fold.total[kFirstFailure]) {
    src = static_cast<uint32_t>((fold.total[kFirstFailure] - 1) / hosts);
    dst = static_cast<uint32_t>((fold.total[kFirstFailure] - 1) % hosts);
  }
  if (src < hosts) {
    FabricWalk w = walk_fabric(f, *r.lft, src, dst);
    Outcome o = Outcome::fails(walk_counterexample(r, src, dst, w), walk_note(f, src, dst, w));
    o.stats = {{"pairs_checked", uint64_t(src) * (hosts - 1) + (dst < src ? dst : dst - 1) + 1}};
    return o;
  }
  const uint64_t pairs = uint64_t(hosts) * (hosts > 0 ? hosts - 1 : 0);
  const uint64_t hop_total = fold.total[kHops];
  Outcome o = Outcome::holds(fabric_witness(r, {{"pairs", pairs}, {"hops", hop_total}}, ctx), std::to_string(pairs) + " host pairs delivered (" +
                                          std::to_string(f.switches().size()) + " switches, " +
                                          std::to_string(hosts) + " hosts)");
  o.stats = {{"pairs", pairs}, {"hops", hop_total}, {"switches", f.switches().size()}, {"hosts", hosts}};
  return o;
}

}  // namespace netcert
