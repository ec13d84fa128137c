// fabric_tswitch.cpp — see fabric_tswitch.hpp.
#include "search/fabric_tswitch.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "core/thread_ranges.hpp"
#include "net/fabric_files.hpp"
#include "route/fabric_walk.hpp"
#include "search/fabric_kary_ntree.hpp"
#include "search/fabric_levels.hpp"
#include "search/fabric_tswitch_counts.hpp"

namespace netcert {

namespace {

// A switch's stage: its distance in switch hops from a switch with a host
// (fabric_host_distance minus the host-to-switch hop); -1 when it reaches no host.
std::vector<int> switch_stages(const Fabric& f) {
  const std::vector<uint32_t> level = fabric_host_distance(f);
  std::vector<int> stage(level.size(), -1);
  for (uint32_t v : f.switches())
    if (level[v] != Fabric::kNone && level[v] >= 1) stage[v] = static_cast<int>(level[v]) - 1;
  return stage;
}

// Positions per switch: netcert's ports under the isomorphism, else the connected IB ports.
void set_positions(const Fabric& f, const FabricNTreeRecognition& rec, std::vector<FabricTswitch>& sw) {
  const std::vector<int> stage = switch_stages(f);
  for (uint32_t i = 0; i < f.switches().size(); ++i) {
    const uint32_t v = f.switches()[i];
    sw[i].node = v;
    sw[i].stage = stage[v];
    if (rec.result == FabricNTreeRecognition::Result::Match) {
      sw[i].ports = rec.match.ib_port[i];
    } else {
      FabricPort far;
      for (int p = 1; p <= f.node(v).ports; ++p)
        if (f.peer({v, p}, far)) sw[i].ports.push_back(p);
    }
    sw[i].by_blocks = sw[i].ports.size() > static_cast<size_t>(kMaxTswitchPositions);
    sw[i].loads.assign(sw[i].ports.size() * sw[i].ports.size(), 0);
  }
}

// The connection counts into each switch's loads: by destination (a tree of paths
// per host), and when that cannot answer, by source, which names the failing pair.
std::string count_connections(const FabricRouting& r, std::vector<FabricTswitch>& sw, const RunContext& ctx) {
  TswitchLoads loads;
  if (!count_tswitch_connections_by_destination(r, sw, ctx, loads)) {
    const std::string stop = count_tswitch_connections_by_source(r, sw, ctx, loads);
    if (!stop.empty()) return stop;
  }
  for (size_t i = 0; i < sw.size(); ++i) sw[i].loads = std::move(loads[i]);
  return "";
}

// C(a, b) for a, b <= kMaxTswitchPositions, for the configuration numbers below.
using TswitchBinomials = std::array<std::array<uint64_t, kMaxTswitchPositions + 1>, kMaxTswitchPositions + 1>;
const TswitchBinomials& tswitch_binomials() {
  static const TswitchBinomials table = [] {
    TswitchBinomials c{};
    for (size_t a = 0; a < c.size(); ++a) {
      c[a][0] = 1;
      for (size_t b = 1; b <= a; ++b) c[a][b] = c[a - 1][b - 1] + c[a - 1][b];  // c[a - 1][a] = 0
    }
    return c;
  }();
  return table;
}

// Configurations of P positions, numbered for the journal: size floor(P/2)
// first, then (odd P) size ceil(P/2), each in ascending mask order (which is
// colex order, so a number unranks through the binomials).
uint64_t tswitch_configurations(size_t P) {
  const auto& c = tswitch_binomials();
  return c[P][P / 2] + (P % 2 ? c[P][(P + 1) / 2] : 0);
}
uint64_t tswitch_config_unrank(size_t P, uint64_t number) {
  const auto& c = tswitch_binomials();
  size_t size = P / 2;
  if (number >= c[P][size]) number -= c[P][size], size = (P + 1) / 2;
  uint64_t mask = 0;
  for (size_t pos = P; pos-- > 0 && size > 0;)
    if (number >= c[pos][size]) mask |= uint64_t{1} << pos, number -= c[pos][size], --size;
  return mask;
}

// The next mask of x's size in ascending order (Gosper's hack; x > 0, not the last).
uint64_t tswitch_next_config(uint64_t x) {
  const uint64_t r = x + (x & (~x + 1));
  return (((r ^ x) >> 2) >> __builtin_ctzll(x)) | r;
}

// For every configuration of sizes floor(P/2), ceil(P/2): the use is, per input
// port, the loads to outputs on the other side. Each row's sum over a set of
// outputs comes from two tables indexed by the low and the high half of the
// mask (subset sums built incrementally), so a configuration costs 2P lookups
// instead of P^2 tests: 8-ary switches (12,870 configurations) drop from
// ~3 s to ~0.1 s for 192 switches.
struct TswitchMinimum {
  uint64_t min_use = UINT64_MAX;
  std::vector<uint64_t> numbers;  // the minimisers' configuration numbers, ascending per size
};

TswitchMinimum minimise(const FabricTswitch& sw) {
  const size_t P = sw.ports.size();
  const unsigned lo = static_cast<unsigned>(P / 2), hi = static_cast<unsigned>((P + 1) / 2);
  const size_t low_bits = P / 2, high_bits = P - low_bits;
  const uint64_t low_mask = (uint64_t{1} << low_bits) - 1;
  std::vector<uint64_t> low(P << low_bits, 0), high(P << high_bits, 0), row(P, 0);
  for (size_t in = 0; in < P; ++in) {
    const uint64_t* l = &sw.loads[in * P];
    for (size_t out = 0; out < P; ++out) row[in] += l[out];
    for (uint64_t m = 1; m < (uint64_t{1} << low_bits); ++m)
      low[(in << low_bits) | m] = low[(in << low_bits) | (m & (m - 1))] + l[__builtin_ctzll(m)];
    for (uint64_t m = 1; m < (uint64_t{1} << high_bits); ++m)
      high[(in << high_bits) | m] = high[(in << high_bits) | (m & (m - 1))] + l[low_bits + __builtin_ctzll(m)];
  }
  TswitchMinimum best;
  uint64_t next_number[2] = {0, tswitch_binomials()[P][lo]};  // of sizes lo, hi: masks ascend, so numbers do
  for (uint64_t alpha = 0; alpha < (uint64_t{1} << P); ++alpha) {
    const auto size = static_cast<unsigned>(__builtin_popcountll(alpha));
    if (size != lo && size != hi) continue;
    const uint64_t number = next_number[size == lo ? 0 : 1]++;
    uint64_t use = 0;
    for (size_t in = 0; in < P; ++in) {
      const uint64_t to_set = low[(in << low_bits) | (alpha & low_mask)] + high[(in << high_bits) | (alpha >> low_bits)];
      use += (alpha >> in) & 1 ? row[in] - to_set : to_set;
    }
    if (use < best.min_use) best.min_use = use, best.numbers.clear();
    if (use == best.min_use) best.numbers.push_back(number);
  }
  return best;
}

// The sliced loop's state (core/slices.hpp MaxAt; one index per switch, so an
// entry's maximum is that switch's value): per switch, entry base[i] its minimum
// use, then its minimisers as a bitmap over the configuration numbers (C(16,8)
// = 12870 bits, 202 words, at most), so merge rebuilds every minimiser from the
// journal without enumerating.
struct TswitchJournalLayout {
  std::vector<size_t> base;  // per switch, then the width
  explicit TswitchJournalLayout(const std::vector<FabricTswitch>& sw) : base{0} {
    for (auto& s : sw)  // none for a count-vector switch: every shard solves those
      base.push_back(base.back() + (s.by_blocks ? 0 : 1 + (tswitch_configurations(s.ports.size()) + 63) / 64));
  }
  size_t width() const { return base.back(); }
};

void offer_minimum(const TswitchJournalLayout& layout, size_t i, const TswitchMinimum& m, MaxAt& state) {
  const uint64_t tag = i + 1;
  state.offer(layout.base[i], m.min_use, tag);
  std::vector<uint64_t> words(layout.base[i + 1] - layout.base[i] - 1, 0);
  for (uint64_t b : m.numbers) words[b / 64] |= uint64_t{1} << (b % 64);
  for (size_t w = 0; w < words.size(); ++w)
    if (words[w]) state.offer(layout.base[i] + 1 + w, words[w], tag);
}

// Switch i's minimum and minimisers as the journal states them. A number near
// the one before (dense minimiser sets: ~700,000 on an 8-ary 3-tree under updn)
// is reached by stepping through the masks of its size, a far one unranked.
void read_minimum(const TswitchJournalLayout& layout, size_t i, const MaxAt& state, FabricTswitch& sw) {
  if (state.tag[layout.base[i]] != i + 1)
    throw std::logic_error("fabric.tswitch_optimal: a journal without switch " + std::to_string(i) + "'s minimum");
  sw.min_use = state.value[layout.base[i]];
  const size_t P = sw.ports.size();
  const uint64_t configurations = tswitch_configurations(P), first_of_ceil = tswitch_binomials()[P][P / 2];
  sw.minimisers.clear();
  size_t ceil_from = 0;  // odd P: the ceil(P/2) masks, ascending, follow the floor(P/2) ones
  uint64_t at = configurations, mask = 0;  // the last number decoded and its mask
  for (size_t e = layout.base[i] + 1; e < layout.base[i + 1]; ++e)
    for (uint64_t word = state.value[e]; word; word &= word - 1) {
      const uint64_t number = (e - layout.base[i] - 1) * 64 + static_cast<uint64_t>(__builtin_ctzll(word));
      if (number >= configurations) throw std::logic_error("fabric.tswitch_optimal: a journal minimiser out of range");
      if (at < number && number - at <= 16 && (at < first_of_ceil) == (number < first_of_ceil))
        for (; at < number; ++at) mask = tswitch_next_config(mask);
      else
        mask = tswitch_config_unrank(P, number), at = number;
      if (number < first_of_ceil) ceil_from = sw.minimisers.size() + 1;
      sw.minimisers.push_back(mask);
    }
  std::inplace_merge(sw.minimisers.begin(), sw.minimisers.begin() + static_cast<std::ptrdiff_t>(ceil_from),
                     sw.minimisers.end());
  if (sw.minimisers.empty())
    throw std::logic_error("fabric.tswitch_optimal: a journal without switch " + std::to_string(i) + "'s minimisers");
}

// Every switch's configurations enumerated as one sliced loop over switches
// (core/sliced_loop.hpp); on Whole, each switch's min_use and minimisers come
// from the loop's state (the journal), never from which switches ran here.
Coverage minimise_switches(std::vector<FabricTswitch>& sw, const RunContext& ctx) {
  const TswitchJournalLayout layout(sw);
  Progress progress("switches", sw.size(), ctx.progress);
  MaxAt state;
  const Coverage coverage = sliced_max_at(static_cast<int64_t>(sw.size()), layout.width(), ctx,
                                          [&](int64_t i, int, MaxAt& mine) {
    const auto s = static_cast<size_t>(i);
    if (!sw[s].by_blocks) offer_minimum(layout, s, minimise(sw[s]), mine);
  }, state, &progress);
  if (coverage == Coverage::Whole)
    for (size_t i = 0; i < sw.size(); ++i)
      if (!sw[i].by_blocks) read_minimum(layout, i, state, sw[i]);
  return coverage;
}

// The switches beyond the enumeration limit, by count vectors; "" or why one is not solved.
std::string solve_by_blocks(const Fabric& f, std::vector<FabricTswitch>& sw, const RunContext& ctx) {
  for (auto& s : sw) {
    if (!s.by_blocks) continue;
    if (ctx.expired()) return "time limit before every switch of more than 16 positions was solved";
    s.blocks = tswitch_block_optimum(s.ports.size(), s.loads);
    if (!s.blocks.unsolved.empty())
      return "switch " + f.label(s.node) + " has " + std::to_string(s.ports.size()) + " positions, beyond the " +
             std::to_string(kMaxTswitchPositions) + " that are enumerated, and its traffic is too irregular for the " +
             "count-vector search: " + s.blocks.unsolved;
    s.min_use = s.blocks.min_use;
  }
  return "";
}

json switch_json(const Fabric& f, const FabricTswitch& sw) {
  const size_t P = sw.ports.size();
  json connections = json::array();
  for (size_t in = 0; in < P; ++in)
    for (size_t out = 0; out < P; ++out)
      if (sw.loads[in * P + out]) connections.push_back(json::array({in, out, sw.loads[in * P + out]}));
  json out = {{"switch", f.node(sw.node).id}, {"stage", sw.stage},       {"ports", sw.ports},
              {"connections", connections},   {"min_use", sw.min_use}};
  if (!sw.by_blocks) {
    out["minimisers"] = sw.minimisers;
  } else {
    out["classes"] = sw.blocks.classes;
    out["optimal_counts"] = sw.blocks.optimal_counts;
    out["minimiser_count"] = sw.blocks.minimiser_count;
  }
  return out;
}

// Total optimal configurations over the switches, saturating at 2^64 - 1 (a statistic).
uint64_t total_minimisers(const std::vector<FabricTswitch>& sw) {
  uint64_t total = 0;
  for (auto& s : sw) {
    const std::string count = tswitch_minimiser_count(s);
    const uint64_t n = count.size() > 19 ? UINT64_MAX : std::stoull(count);
    total = n > UINT64_MAX - total ? UINT64_MAX : total + n;
  }
  return total;
}

}  // namespace

FabricTswitchRun fabric_tswitch_run(const FabricRouting& r, const RunContext& ctx) {
  const Fabric& f = r.fabric;
  FabricTswitchRun run;
  FabricNTreeRecognition rec = recognise_kary_ntree(f);
  if (rec.result == FabricNTreeRecognition::Result::Match) run.k = rec.match.k, run.n = rec.match.n;
  run.switches.resize(f.switches().size());
  set_positions(f, rec, run.switches);
  const std::string stop = count_connections(r, run.switches, ctx);
  if (!stop.empty()) {
    run.outcome = Outcome::unknown(stop);
    return run;
  }
  const std::string unsolved = solve_by_blocks(f, run.switches, ctx);
  if (!unsolved.empty()) {
    run.outcome = Outcome::unknown(unsolved);
    return run;
  }
  const Coverage coverage = minimise_switches(run.switches, ctx);
  if (coverage != Coverage::Whole) {
    run.outcome = Outcome::unknown(coverage == Coverage::Share
                                       ? "this shard's share of the switches (netcert merge combines the shards and "
                                         "decides)"
                                       : "time limit before every switch's configurations were enumerated");
    return run;
  }
  // Each switch's entry built in place on the threads (at 1280 switches the serial loop was a tenth of a two-job run).
  json switches = json::array();
  json::array_t& entries = switches.get_ref<json::array_t&>();
  entries.resize(run.switches.size());
  run_in_ranges(entries.size(), ctx.jobs, [&](uint64_t lo, uint64_t hi) {
    for (uint64_t i = lo; i < hi; ++i) entries[i] = switch_json(f, run.switches[i]);
  });
  size_t by_blocks = 0;
  for (auto& sw : run.switches) by_blocks += sw.by_blocks;
  const std::string how =
      by_blocks == 0 ? "every configuration of " + std::to_string(f.switches().size()) + " switches enumerated"
      : by_blocks == f.switches().size()
          ? std::to_string(by_blocks) + " switches solved by count vectors over classes of interchangeable positions"
          : "every configuration of " + std::to_string(f.switches().size() - by_blocks) + " switches enumerated, " +
                std::to_string(by_blocks) + " solved by count vectors over classes of interchangeable positions";
  json witness = fabric_witness(
      r, {{"isomorphism", run.k ? ntree_match_json(f, rec.match) : json(nullptr)}, {"switches", std::move(switches)}}, ctx);
  const uint64_t hosts = f.hosts().size();
  run.outcome = Outcome::holds(std::move(witness), std::to_string(hosts * (hosts - 1)) + " host pairs walked; " + how +
                                            (run.k ? " (ports in netcert's numbering of the " + std::to_string(run.k) +
                                                         "-ary " + std::to_string(run.n) + "-tree)"
                                                   : std::string(" (not a k-ary n-tree: connected IB ports)")));
  run.outcome.stats = {{"pairs", hosts * (hosts - 1)}, {"switches", f.switches().size()}, {"minimisers", total_minimisers(run.switches)},
                       {"count_vector_switches", by_blocks}};
  return run;
}

std::string tswitch_minimiser_count(const FabricTswitch& sw) {
  return sw.by_blocks ? sw.blocks.minimiser_count : std::to_string(sw.minimisers.size());
}

std::vector<int> tswitch_example_minimiser(const FabricTswitch& sw) {
  if (sw.by_blocks) return sw.blocks.example;
  std::vector<int> in;
  for (size_t x = 0; x < sw.ports.size(); ++x)
    if ((sw.minimisers.front() >> x) & 1) in.push_back(static_cast<int>(x));
  return in;
}

Outcome fabric_tswitch_exhaustive(const FabricRouting& r, const RunContext& ctx) {
  return fabric_tswitch_run(r, ctx).outcome;
}

}  // namespace netcert
