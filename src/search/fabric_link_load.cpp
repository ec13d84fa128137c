// fabric_link_load.cpp — see fabric_link_load.hpp.
#include "search/fabric_link_load.hpp"

#include <algorithm>
#include <map>

#include "core/sliced_loop.hpp"
#include "core/thread_ranges.hpp"
#include "route/fabric_traffic.hpp"
#include "route/fabric_walk.hpp"
#include "search/fabric_levels.hpp"
#include "search/fabric_next_hops.hpp"
#include "search/fabric_routes.hpp"

namespace netcert {

namespace {

// The channels (global port indices) grouped by stage, stages ordered by levels.
struct Stages {
  std::vector<FabricPort> port_at;                       // global port index -> (node, IB port)
  std::vector<std::pair<uint32_t, uint32_t>> levels;     // per stage: (tail level, head level)
  std::vector<std::vector<uint32_t>> channels;           // per stage: its channels, port order
};

Stages stages_of(const Fabric& f) {
  const std::vector<uint32_t> level = fabric_host_distance(f);
  std::map<std::pair<uint32_t, uint32_t>, std::vector<uint32_t>> by_stage;
  Stages s;
  s.port_at.resize(f.port_count());
  for (uint32_t v = 0; v < f.nodes().size(); ++v)
    for (int p = 1; p <= f.node(v).ports; ++p) {
      const uint32_t i = f.port_index({v, p});
      s.port_at[i] = {v, p};
      FabricPort far;
      if (f.peer({v, p}, far) && level[v] != Fabric::kNone) by_stage[{level[v], level[far.node]}].push_back(i);
    }
  for (auto& [lv, ch] : by_stage) s.levels.push_back(lv), s.channels.push_back(std::move(ch));
  return s;
}

// The channels one delivered flow uses, in order; false when it is not delivered.
// The next-hop table answers every delivered pair; the walk decides the rest.
bool flow_channels(const FabricRouting& r, const FabricNextHops& next, uint32_t src, uint32_t dst,
                   std::vector<uint32_t>& out) {
  if (next.channels(src, dst, out)) return true;
  const Fabric& f = r.fabric;
  FabricWalk w = walk_fabric(f, *r.lft, src, dst);
  if (w.end != FabricWalk::End::Delivered) return false;
  out.clear();
  out.push_back(f.port_index(f.hosts()[src].at));
  for (auto& h : w.hops) out.push_back(f.port_index(h));
  return true;
}

struct StageLoad {
  uint64_t flow_hops = 0, max_load = 0, bound = 0;
  uint32_t worst = Fabric::kNone;  // first channel (port order) carrying max_load
};

std::vector<StageLoad> measure(const Stages& s, const std::vector<uint32_t>& load) {
  std::vector<StageLoad> out(s.channels.size());
  for (size_t i = 0; i < s.channels.size(); ++i) {
    StageLoad& sl = out[i];
    for (uint32_t c : s.channels[i]) {
      sl.flow_hops += load[c];
      if (sl.worst == Fabric::kNone || load[c] > sl.max_load) sl.max_load = load[c], sl.worst = c;
    }
    sl.bound = (sl.flow_hops + s.channels[i].size() - 1) / s.channels[i].size();
  }
  return out;
}

json stage_json(const Stages& s, size_t i, const StageLoad& sl) {
  return {{"stage", {s.levels[i].first, s.levels[i].second}}, {"channels", s.channels[i].size()},
          {"flow_hops", sl.flow_hops}, {"max_load", sl.max_load}, {"bound", sl.bound}};
}

std::string stage_note(const Stages& s, size_t i, const StageLoad& sl) {
  return "stage " + std::to_string(s.levels[i].first) + "->" + std::to_string(s.levels[i].second) + ": " +
         std::to_string(s.channels[i].size()) + " links, " + std::to_string(sl.flow_hops) + " flow-hops, max " +
         std::to_string(sl.max_load) + " (bound " + std::to_string(sl.bound) + ")";
}

std::string channel_name(const Fabric& f, FabricPort p) { return f.node(p.node).name + ":" + std::to_string(p.port); }

Outcome overload(const FabricRouting& r, const FabricNextHops& next, const Stages& s, const FabricTraffic& t, uint64_t m,
                 const std::vector<StageLoad>& loads, size_t stage, const json& head) {
  const Fabric& f = r.fabric;
  const StageLoad& sl = loads[stage];
  json flows = json::array();
  std::vector<uint32_t> ch;
  for (auto [src, dst] : t.flows(m))
    if (flow_channels(r, next, src, dst, ch) && std::find(ch.begin(), ch.end(), sl.worst) != ch.end())
      flows.push_back({{"source", fabric_port_json(f, f.hosts()[src].at)},
                       {"destination", fabric_port_json(f, f.hosts()[dst].at)}});
  json c = head;  // the pattern and order; the fabric is put first at the end
  c["matrix"] = m;
  c["stage"] = {s.levels[stage].first, s.levels[stage].second};
  c["channel"] = fabric_port_json(f, s.port_at[sl.worst]);
  c["load"] = sl.max_load;
  c["bound"] = sl.bound;
  c["flows"] = flows;
  const json channel = c["channel"];
  Outcome o = Outcome::fails(fabric_evidence(r, std::move(c)), t.matrix_label(m) + ": link " + channel_name(f, s.port_at[sl.worst]) + " carries " +
                                    std::to_string(sl.max_load) + " flows, above the bound " +
                                    std::to_string(sl.bound) + " of its " + stage_note(s, stage, sl));
  json stages = json::array();
  for (size_t i = 0; i < loads.size(); ++i) stages.push_back(stage_json(s, i, loads[i]));
  o.stats = {{"matrix", m}, {"matrices", t.matrices()}, {"stages", stages},
             {"worst", {{"channel", channel}, {"name", channel_name(f, s.port_at[sl.worst])},
                        {"load", sl.max_load}}}};
  return o;
}

}  // namespace

std::string fabric_link_load_refusal(const FabricRouting& r, const std::string& pattern, const std::string& order) {
  return FabricTraffic::refusal(r.fabric, pattern, order);
}

namespace {

// One matrix's loads per stage; false (and `bad` says why) when a flow is not delivered.
struct MatrixLoads {
  std::vector<uint32_t> load;
  std::vector<StageLoad> stages;
  uint64_t flows = 0;
  // The matrix's flows split over `jobs` threads (all-to-all is one matrix of N(N-1) flows),
  // each into loads of its own, summed once; the first flow not delivered is the one named.
  bool route(const FabricRouting& r, const FabricNextHops& next, const Stages& s, const FabricTraffic& t, uint64_t m,
             std::string* bad, int jobs = 1) {
    const Fabric& f = r.fabric;
    const auto all = t.flows(m);
    constexpr size_t kFlowsWorthAThread = 1024;
    const size_t parts = all.size() >= kFlowsWorthAThread ? static_cast<size_t>(std::max(1, jobs)) : 1;
    std::vector<std::vector<uint32_t>> loads(parts, std::vector<uint32_t>(f.port_count(), 0u));
    std::vector<size_t> undelivered(parts, all.size());
    run_in_ranges(parts, static_cast<int>(parts), [&](uint64_t lo, uint64_t hi) {
      std::vector<uint32_t> channels;
      for (uint64_t part = lo; part < hi; ++part)
        for (size_t i = all.size() * part / parts; i < all.size() * (part + 1) / parts; ++i) {
          if (!flow_channels(r, next, all[i].first, all[i].second, channels)) {
            undelivered[part] = i;
            break;
          }
          for (uint32_t c : channels) ++loads[part][c];
        }
    });
    const size_t first = *std::min_element(undelivered.begin(), undelivered.end());
    if (first < all.size()) {
      if (bad)
        *bad = t.matrix_label(m) + ": " + f.node(f.hosts()[all[first].first].at.node).name + " -> " +
               f.node(f.hosts()[all[first].second].at.node).name + " is not delivered, so link loads are undefined (see "
               "fabric.routes_complete)";
      return false;
    }
    load = std::move(loads[0]);
    for (size_t part = 1; part < parts; ++part)
      for (size_t c = 0; c < load.size(); ++c) load[c] += loads[part][c];
    flows = all.size();
    stages = measure(s, load);
    return true;
  }
  // The first stage over its bound, or stages.size().
  size_t overloaded() const {
    for (size_t i = 0; i < stages.size(); ++i)
      if (stages[i].max_load > stages[i].bound) return i;
    return stages.size();
  }
};

// A slice's record in the sliced fold over matrices (index m - 1).
enum LinkLoadField : size_t { kFirstBad, kFlows, kWorstLoad, kWorstKey, kWorstPort, kPerStage };
enum StageField : size_t { kFlowHops, kBound, kMaxLoad, kStageWidth };

void combine_link_load(uint64_t* into, const uint64_t* from, size_t stages) {
  if (from[kFirstBad] && (!into[kFirstBad] || from[kFirstBad] < into[kFirstBad])) into[kFirstBad] = from[kFirstBad];
  into[kFlows] += from[kFlows];
  // The worst link: the largest load, the first (matrix, stage) reaching it; key 0: none yet.
  if (from[kWorstKey] && (!into[kWorstKey] || from[kWorstLoad] > into[kWorstLoad] ||
                          (from[kWorstLoad] == into[kWorstLoad] && from[kWorstKey] < into[kWorstKey])))
    into[kWorstLoad] = from[kWorstLoad], into[kWorstKey] = from[kWorstKey], into[kWorstPort] = from[kWorstPort];
  for (size_t i = 0; i < stages; ++i) {
    uint64_t* a = into + kPerStage + i * kStageWidth;
    const uint64_t* b = from + kPerStage + i * kStageWidth;
    a[kFlowHops] += b[kFlowHops];
    a[kBound] = std::max(a[kBound], b[kBound]);
    a[kMaxLoad] = std::max(a[kMaxLoad], b[kMaxLoad]);
  }
}

}  // namespace

// One sliced fold over the traffic matrices: per slice the first bad matrix (a flow
// not delivered, or a stage over its bound), the flow and per-stage totals and the
// worst link; a bad matrix is re-routed alone to state the verdict.
Outcome fabric_link_load_exhaustive(const FabricRouting& r, const std::string& pattern, const std::string& order,
                                    const RunContext& ctx) {
  const Fabric& f = r.fabric;
  const FabricTraffic traffic(f, pattern, order);
  const Stages s = stages_of(f);
  const FabricNextHops next(f, *r.lft, ctx.jobs);
  const json head = {{"pattern", pattern}, {"order", order}};  // the fabric goes first when the evidence is made
  const size_t S = s.channels.size();
  const auto matrices = static_cast<int64_t>(traffic.matrices());
  const int flow_jobs = matrices == 1 ? ctx.jobs : 1;  // one matrix (all-to-all): its flows on the threads
  std::vector<MatrixLoads> scratch(static_cast<size_t>(worker_count(ctx, matrices)));
  const FoldResult fold = sliced_fold(matrices, kPerStage + S * kStageWidth, ctx, [&](int64_t x, int w, uint64_t* rec) {
    const uint64_t m = static_cast<uint64_t>(x) + 1;
    MatrixLoads& ml = scratch[static_cast<size_t>(w)];
    if (!ml.route(r, next, s, traffic, m, nullptr, flow_jobs) || ml.overloaded() < S) {
      if (!rec[kFirstBad] || m < rec[kFirstBad]) rec[kFirstBad] = m;
      return;
    }
    std::vector<uint64_t> one(kPerStage + S * kStageWidth, 0);
    one[kFlows] = ml.flows;
    for (size_t i = 0; i < S; ++i) {
      uint64_t* st = &one[kPerStage + i * kStageWidth];
      st[kFlowHops] = ml.stages[i].flow_hops, st[kBound] = ml.stages[i].bound, st[kMaxLoad] = ml.stages[i].max_load;
      if (!one[kWorstKey] || ml.stages[i].max_load > one[kWorstLoad])
        one[kWorstLoad] = ml.stages[i].max_load, one[kWorstKey] = (m - 1) * S + i + 1, one[kWorstPort] = ml.stages[i].worst;
    }
    combine_link_load(rec, one.data(), S);
  }, [S](uint64_t* into, const uint64_t* from) { combine_link_load(into, from, S); });
  if (fold.coverage == Coverage::Stopped) return Outcome::unknown("time limit before every traffic matrix was routed");
  if (fold.coverage == Coverage::Share)
    return Outcome::unknown("this shard's share of the traffic matrices (netcert merge combines the shards and decides)");
  if (const uint64_t m = fold.total[kFirstBad]) {
    MatrixLoads ml;
    std::string why;
    if (!ml.route(r, next, s, traffic, m, &why, flow_jobs)) return Outcome::unknown(why);
    return overload(r, next, s, traffic, m, ml.stages, ml.overloaded(), head);
  }
  std::vector<StageLoad> total(S);
  for (size_t i = 0; i < S; ++i) {
    const uint64_t* st = &fold.total[kPerStage + i * kStageWidth];
    total[i].flow_hops = st[kFlowHops], total[i].bound = st[kBound], total[i].max_load = st[kMaxLoad];
  }
  const uint64_t flows = fold.total[kFlows], worst_load = fold.total[kWorstLoad];
  const uint64_t worst_matrix = fold.total[kWorstKey] ? (fold.total[kWorstKey] - 1) / S + 1 : 1;
  const auto worst_port = fold.total[kWorstKey] ? static_cast<uint32_t>(fold.total[kWorstPort]) : Fabric::kNone;
  json stages = json::array();
  std::string note = pattern == "all-to-all" ? "all-to-all" : std::to_string(traffic.matrices()) + " " + pattern +
                                                                   " matrices";
  note += " (" + order + " order), every stage of every matrix at its bound:";
  for (size_t i = 0; i < total.size(); ++i)
    stages.push_back(stage_json(s, i, total[i])), note += (i ? "; " : " ") + stage_note(s, i, total[i]);
  const FabricPort worst = s.port_at[worst_port];
  json fields = head;
  fields["matrices"] = traffic.matrices();
  fields["flows"] = flows;
  fields["stages"] = stages;
  Outcome o = Outcome::holds(fabric_witness(r, std::move(fields), ctx), note + "; worst link " + channel_name(f, worst) + " carries " +
                                          std::to_string(worst_load) + " (" +
                                          traffic.matrix_label(worst_matrix) + ")");
  o.stats = {{"matrices", traffic.matrices()}, {"flows", flows}, {"stages", stages},
             {"worst", {{"channel", fabric_port_json(f, worst)}, {"name", channel_name(f, worst)},
                        {"load", worst_load}, {"matrix", worst_matrix}}}};
  return o;
}

}  // namespace netcert
