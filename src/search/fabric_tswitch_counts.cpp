// fabric_tswitch_counts.cpp — see fabric_tswitch_counts.hpp.
#include "search/fabric_tswitch_counts.hpp"

#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "route/fabric_walk.hpp"

namespace netcert {

namespace {

// Per switch: IB port -> position (-1: none).
std::vector<std::vector<int>> port_positions(const Fabric& f, const std::vector<FabricTswitch>& sw) {
  std::vector<std::vector<int>> position(sw.size());
  for (size_t i = 0; i < sw.size(); ++i) {
    position[i].assign(f.node(sw[i].node).ports + 1, -1);
    for (size_t x = 0; x < sw[i].ports.size(); ++x)
      if (sw[i].ports[x] > 0) position[i][sw[i].ports[x]] = static_cast<int>(x);
  }
  return position;
}

// Each worker's loads, cache lines apart, summed once at the end.
struct alignas(64) WorkerLoads {
  TswitchLoads loads;
  // By destination: per switch, its next switch (kNone: the destination's switch or none), the port
  // the path enters that switch by, its output port, paths through it, and switches feeding it.
  std::vector<uint32_t> next, next_in, out, through, feeding, ready;
};

std::vector<WorkerLoads> worker_loads(const std::vector<FabricTswitch>& sw, int jobs) {
  std::vector<WorkerLoads> workers(static_cast<size_t>(jobs));
  for (auto& w : workers) {
    w.loads.resize(sw.size());
    for (size_t i = 0; i < sw.size(); ++i) w.loads[i].assign(sw[i].loads.size(), 0);
  }
  return workers;
}

void sum_loads(const std::vector<WorkerLoads>& workers, const std::vector<FabricTswitch>& sw, TswitchLoads& loads) {
  loads.assign(sw.size(), {});
  for (size_t i = 0; i < sw.size(); ++i) loads[i].assign(sw[i].loads.size(), 0);
  for (auto& w : workers)
    for (size_t i = 0; i < sw.size(); ++i)
      for (size_t x = 0; x < loads[i].size(); ++x) loads[i][x] += w.loads[i][x];
}

// Hosts by the switch they hang on: (switch index, IB port of the switch) per host; kNone when not on a switch.
std::vector<FabricPort> host_switch_ports(const Fabric& f) {
  std::vector<FabricPort> at(f.hosts().size(), FabricPort{Fabric::kNone, 0});
  for (size_t h = 0; h < at.size(); ++h) {
    FabricPort in;
    if (f.peer(f.hosts()[h].at, in) && f.is_switch(in.node)) at[h] = {f.switch_index(in.node), in.port};
  }
  return at;
}

// Adds to w.loads one count per (switch, in, out) of every path to host d; false when a path
// from some host is not delivered or crosses a port that is not a position (or when paths
// meet a switch that a loop of next hops feeds: the walk by source decides then).
bool add_destination_paths(const FabricRouting& r, const std::vector<FabricTswitch>& sw,
                           const std::vector<std::vector<int>>& position, const std::vector<FabricPort>& host_at,
                           uint32_t d, WorkerLoads& w) {
  const Fabric& f = r.fabric;
  const auto switches = static_cast<uint32_t>(f.switches().size());
  const uint32_t lid = f.hosts()[d].lid;
  constexpr uint32_t kDelivers = UINT32_MAX;  // next_in: the next hop is host d
  w.through.assign(switches, 0), w.feeding.assign(switches, 0), w.next.assign(switches, Fabric::kNone);
  w.next_in.assign(switches, 0), w.out.assign(switches, 0), w.ready.clear();
  for (uint32_t i = 0; i < switches; ++i) {  // each switch's next hop towards d, looked up once
    const int port = r.lft->out_port(i, lid);
    FabricPort far;
    if (port <= 0 || !f.peer({f.switches()[i], port}, far)) continue;  // not delivered from here
    w.out[i] = static_cast<uint32_t>(port);
    if (f.is_switch(far.node)) {
      w.next[i] = f.switch_index(far.node), w.next_in[i] = static_cast<uint32_t>(far.port);
      ++w.feeding[w.next[i]];
    } else if (far == f.hosts()[d].at) {
      w.next_in[i] = kDelivers;
    }
  }
  auto add = [&](uint32_t i, uint32_t in_port, uint64_t paths) {
    const int a = position[i][in_port], b = position[i][w.out[i]];
    if (a < 0 || b < 0) return false;
    w.loads[i][static_cast<size_t>(a) * sw[i].ports.size() + static_cast<size_t>(b)] += paths;
    w.through[i] += static_cast<uint32_t>(paths);
    return true;
  };
  for (uint32_t h = 0; h < host_at.size(); ++h)  // each source enters its switch
    if (h != d && (host_at[h].node == Fabric::kNone || !w.out[host_at[h].node] ||
                   !add(host_at[h].node, static_cast<uint32_t>(host_at[h].port), 1)))
      return false;
  for (uint32_t i = 0; i < switches; ++i)
    if (!w.feeding[i]) w.ready.push_back(i);
  for (size_t at = 0; at < w.ready.size(); ++at) {  // switches in the order their paths are complete
    const uint32_t i = w.ready[at];
    if (w.through[i] && w.next_in[i] != kDelivers &&
        (w.next[i] == Fabric::kNone || !add(w.next[i], w.next_in[i], w.through[i])))
      return false;
    if (w.next[i] != Fabric::kNone && --w.feeding[w.next[i]] == 0) w.ready.push_back(w.next[i]);
  }
  for (uint32_t i = 0; i < switches; ++i)
    if (w.feeding[i] && w.through[i]) return false;
  return true;
}

// The paths of source s added to `loads` (per switch, P x P); a message when a
// path is not delivered or leaves the switch's positions.
std::string add_source_paths(const FabricRouting& r, const std::vector<FabricTswitch>& sw,
                             const std::vector<std::vector<int>>& position, uint32_t s, TswitchLoads& loads) {
  const Fabric& f = r.fabric;
  const auto hosts = static_cast<uint32_t>(f.hosts().size());
  for (uint32_t d = 0; d < hosts; ++d) {
    if (d == s) continue;
    FabricWalk w = walk_fabric(f, *r.lft, s, d);
    if (w.end != FabricWalk::End::Delivered)
      return f.node(f.hosts()[s].at.node).name + " -> " + f.node(f.hosts()[d].at.node).name + " is not delivered (" +
             to_string(w.end) + "): see fabric.routes_complete";
    FabricPort in;
    f.peer(f.hosts()[s].at, in);
    for (size_t h = 0; h < w.hops.size(); ++h) {
      if (h > 0) f.peer(w.hops[h - 1], in);
      const uint32_t i = f.switch_index(w.hops[h].node);
      const int a = position[i][in.port], b = position[i][w.hops[h].port];
      if (a < 0 || b < 0) return "a path uses a port of " + f.label(w.hops[h].node) + " outside its positions";
      loads[i][static_cast<size_t>(a) * sw[i].ports.size() + static_cast<size_t>(b)] += 1;
    }
  }
  return "";
}

}  // namespace

bool count_tswitch_connections_by_destination(const FabricRouting& r, const std::vector<FabricTswitch>& sw,
                                              const RunContext& ctx, TswitchLoads& loads) {
  const Fabric& f = r.fabric;
  const auto hosts = static_cast<int64_t>(f.hosts().size());
  const std::vector<std::vector<int>> position = port_positions(f, sw);
  const std::vector<FabricPort> host_at = host_switch_ports(f);
  std::vector<WorkerLoads> workers = worker_loads(sw, worker_count(ctx, hosts));
  Progress progress("T-switch connection destinations", static_cast<uint64_t>(hosts));
  const SearchResult found = parallel_find_first(
      hosts, ctx,
      [&](int64_t d, int worker) {
        return !add_destination_paths(r, sw, position, host_at, static_cast<uint32_t>(d),
                                      workers[static_cast<size_t>(worker)]);
      },
      &progress, 1);
  if (found.first_failure >= 0 || found.timed_out) return false;
  sum_loads(workers, sw, loads);
  return true;
}

std::string count_tswitch_connections_by_source(const FabricRouting& r, const std::vector<FabricTswitch>& sw,
                                                const RunContext& ctx, TswitchLoads& loads) {
  const Fabric& f = r.fabric;
  const auto hosts = static_cast<uint32_t>(f.hosts().size());
  const std::vector<std::vector<int>> position = port_positions(f, sw);
  std::vector<WorkerLoads> workers = worker_loads(sw, worker_count(ctx, hosts));
  std::vector<std::string> stops(hosts);
  Progress progress("T-switch connection sources", hosts);
  const SearchResult found = parallel_find_first(
      hosts, ctx,
      [&](int64_t s, int worker) {
        stops[static_cast<size_t>(s)] = add_source_paths(r, sw, position, static_cast<uint32_t>(s),
                                                         workers[static_cast<size_t>(worker)].loads);
        return !stops[static_cast<size_t>(s)].empty();
      },
      &progress, 1);
  if (found.first_failure >= 0) return stops[static_cast<size_t>(found.first_failure)];
  if (found.timed_out) return "time limit after " + std::to_string(found.checked) + " of " + std::to_string(hosts) + " sources";
  sum_loads(workers, sw, loads);
  return "";
}

}  // namespace netcert
