// tlcan_offline.cpp — exact minimum cycles of a permutation on a T-LCAN by
// backtracking over schedules (see tlcan_offline.hpp for the convention).
#include "search/tlcan_offline.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/journal_misfit.hpp"
#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "route/lcan_traffic.hpp"
#include "search/permutation_rank.hpp"

namespace netcert {

uint64_t tlcan_cycle_bound(const Lcan& net) {
  const uint64_t k = net.d() / net.u();
  uint64_t b = 1;
  for (int i = 1; i < net.levels(); ++i) b *= k;
  return b;
}

namespace {

// The circuits of a permutation as lists of resources with capacities. Up bundle
// of switch s: resource s (capacity u); down bundle: S + s (u); down connector w
// of s (label): 2S + s*u + w (1). Circuits inside one level-0 switch use none.
struct TlcanDemand {
  std::vector<std::vector<uint32_t>> paths;
  std::vector<uint32_t> capacity;
};

uint64_t tlcan_tree_parent(const Lcan& net, uint64_t sw) { return net.upper_link(sw * net.u()) / net.d(); }

TlcanDemand tlcan_demand(const Lcan& net, const Permutation& perm, TlcanDown down) {
  const uint64_t S = net.switch_count(), u = net.u();
  TlcanDemand dm;
  dm.capacity.assign(2 * S + S * u, 1);
  std::fill(dm.capacity.begin(), dm.capacity.begin() + static_cast<int64_t>(2 * S), static_cast<uint32_t>(u));
  for (uint64_t src = 0; src < perm.size(); ++src) {
    const uint64_t dst = perm[src];
    uint64_t a = net.pe_switch(src), b = net.pe_switch(dst);
    std::vector<uint32_t> path;
    while (a != b) {  // both climb one level per step: every PE hangs at level 0
      path.push_back(static_cast<uint32_t>(a));
      path.push_back(static_cast<uint32_t>(down == TlcanDown::Bundle ? S + b : 2 * S + b * u + dst % u));
      a = tlcan_tree_parent(net, a), b = tlcan_tree_parent(net, b);
    }
    if (!path.empty()) dm.paths.push_back(std::move(path));
  }
  // Longest first: the most constrained circuits are placed while the cycles are empty.
  std::stable_sort(dm.paths.begin(), dm.paths.end(), [](auto& x, auto& y) { return x.size() > y.size(); });
  return dm;
}

// Places circuits i.. into `cycles` cycles; a circuit opens at most the first
// unused cycle (the cycles are interchangeable).
struct TlcanScheduleSearch {
  const TlcanDemand& dm;
  uint32_t cycles;
  std::vector<uint32_t> used;  // cycles x resources

  bool place(size_t i, uint32_t opened) {
    if (i == dm.paths.size()) return true;
    const size_t R = dm.capacity.size();
    for (uint32_t c = 0; c < std::min(opened + 1, cycles); ++c) {
      uint32_t* row = &used[c * R];
      bool fits = true;
      for (uint32_t r : dm.paths[i]) fits = fits && row[r] < dm.capacity[r];
      if (!fits) continue;
      for (uint32_t r : dm.paths[i]) ++row[r];
      if (place(i + 1, std::max(opened, c + 1))) return true;
      for (uint32_t r : dm.paths[i]) --row[r];
    }
    return false;
  }
};

}  // namespace

uint32_t tlcan_min_cycles(const Lcan& net, const Permutation& perm, TlcanDown down) {
  TlcanDemand dm = tlcan_demand(net, perm, down);
  std::vector<uint32_t> load(dm.capacity.size(), 0);
  for (auto& p : dm.paths)
    for (uint32_t r : p) ++load[r];
  uint32_t cycles = 1;  // the load bound: some resource needs ceil(load / capacity) cycles
  for (size_t r = 0; r < load.size(); ++r) cycles = std::max(cycles, (load[r] + dm.capacity[r] - 1) / dm.capacity[r]);
  for (;; ++cycles) {
    TlcanScheduleSearch s{dm, cycles, std::vector<uint32_t>(cycles * dm.capacity.size(), 0)};
    if (s.place(0, 0)) return cycles;
  }
}

json tlcan_offline_counterexample(const Lcan& net, TlcanDown down, const Permutation& perm, uint32_t cycles) {
  return json{{"permutation", perm}, {"min_cycles", cycles}, {"bound", tlcan_cycle_bound(net)}, {"down", to_string(down)}};
}

namespace {

// Fold record of the exhaustive sweep; rank keys are kTlcanRankKey - rank so that max keeps the smallest rank.
constexpr uint64_t kTlcanRankKey = (uint64_t(1) << 40) - 1;
enum TlcanFold : size_t { kTlcanMaxKey, kTlcanFirstOver, kTlcanOverCount, kTlcanPermCount, kTlcanHistogram };

uint64_t tlcan_permutation_count(uint64_t n) {
  uint64_t f = 1;
  for (uint64_t x = 2; x <= n; ++x) f *= x;
  return f;
}

// Totals summed from slices read back (a checkpoint, shard reports) decode to ranks and cycle counts; a forged
// slice record must end as an input error, never as an out-of-range permutation rank.
void tlcan_require_consistent_totals(const std::vector<uint64_t>& total, uint64_t N, uint64_t perms) {
  uint64_t histogram_sum = 0;
  for (size_t c = 0; c <= N; ++c) histogram_sum += total[kTlcanHistogram + c];
  auto rank_of = [](uint64_t key) { return kTlcanRankKey - (key & kTlcanRankKey); };
  const bool first_over_fits = total[kTlcanFirstOver] == 0 ? total[kTlcanOverCount] == 0
                                                           : rank_of(total[kTlcanFirstOver] - 1) < perms;
  if (total[kTlcanPermCount] != perms || histogram_sum != perms || total[kTlcanOverCount] > perms ||
      rank_of(total[kTlcanMaxKey]) >= perms || (total[kTlcanMaxKey] >> 40) > N || !first_over_fits)
    throw JournalMisfit("counts", "the slices' counts do not add up to one run over the " + std::to_string(perms) +
                                      " permutations of " + std::to_string(N) + " PEs");
}

}  // namespace

// A fold (not a find-first) so that the min-max over all permutations is exact even when some permutation fails.
Outcome tlcan_offline_exhaustive(const Lcan& net, TlcanDown down, const RunContext& ctx) {
  const uint64_t N = net.N(), perms = tlcan_permutation_count(N), B = tlcan_cycle_bound(net);
  const size_t width = kTlcanHistogram + N + 1;  // histogram of the minimum over 0..N cycles
  Progress progress("permutations", perms, ctx.progress);
  FoldResult r = sliced_fold(static_cast<int64_t>(perms), width, ctx, [&](int64_t rank, int, uint64_t* rec) {
    uint32_t c = tlcan_min_cycles(net, unrank_permutation(N, static_cast<uint64_t>(rank)), down);
    const uint64_t key = kTlcanRankKey - static_cast<uint64_t>(rank);
    rec[kTlcanMaxKey] = std::max(rec[kTlcanMaxKey], (uint64_t(c) << 40) | key);
    if (c > B) rec[kTlcanFirstOver] = std::max(rec[kTlcanFirstOver], key + 1), ++rec[kTlcanOverCount];
    ++rec[kTlcanPermCount], ++rec[kTlcanHistogram + c];
  }, [N](uint64_t* into, const uint64_t* from) {
    into[kTlcanMaxKey] = std::max(into[kTlcanMaxKey], from[kTlcanMaxKey]);
    into[kTlcanFirstOver] = std::max(into[kTlcanFirstOver], from[kTlcanFirstOver]);
    into[kTlcanOverCount] += from[kTlcanOverCount], into[kTlcanPermCount] += from[kTlcanPermCount];
    for (size_t i = kTlcanHistogram; i < kTlcanHistogram + N + 1; ++i) into[i] += from[i];
  }, &progress);
  if (r.coverage == Coverage::Stopped) return Outcome::unknown("timeout before every permutation was scheduled");
  if (r.coverage == Coverage::Share)
    return Outcome::unknown("this shard's share of the permutations (netcert merge combines the shards and decides)");
  tlcan_require_consistent_totals(r.total, N, perms);
  const uint32_t max_cycles = static_cast<uint32_t>(r.total[kTlcanMaxKey] >> 40);
  const Permutation worst = unrank_permutation(N, kTlcanRankKey - (r.total[kTlcanMaxKey] & kTlcanRankKey));
  json histogram = json::object();
  for (size_t c = 1; c <= N; ++c)
    if (r.total[kTlcanHistogram + c]) histogram[std::to_string(c)] = r.total[kTlcanHistogram + c];
  Outcome o;
  if (r.total[kTlcanOverCount]) {
    Permutation first = unrank_permutation(N, kTlcanRankKey - (r.total[kTlcanFirstOver] - 1));
    o = Outcome::fails(tlcan_offline_counterexample(net, down, first, tlcan_min_cycles(net, first, down)),
                       std::to_string(r.total[kTlcanOverCount]) + " of " + std::to_string(perms) + " permutations need more than " +
                           std::to_string(B) + " cycles on " + net.shape().name() + " (down=" + to_string(down) +
                           "); the worst needs " + std::to_string(max_cycles));
  } else {
    o = Outcome::holds(json{{"permutations", perms}, {"bound", B}, {"down", to_string(down)},
                            {"min_max_cycles", max_cycles}, {"max_permutation", worst}, {"histogram", histogram}},
                       "all " + std::to_string(perms) + " permutations within B = " + std::to_string(B) +
                           " cycles, min-max " + std::to_string(max_cycles) + " (" + net.shape().name() +
                           ", down=" + to_string(down) + ")");
  }
  o.stats["network"] = net.shape().name();
  o.stats["bound"] = B;
  o.stats["min_max_cycles"] = max_cycles;
  o.stats["max_permutation"] = worst;
  o.stats["histogram"] = histogram;
  return o;
}

std::optional<json> tlcan_offline_sample(const Lcan& net, TlcanDown down, uint64_t draw) {
  LcanRng rng(draw);  // seeded by the draw: the permutation is reproducible from it
  Permutation perm = random_permutation(net.N(), rng);
  uint32_t c = tlcan_min_cycles(net, perm, down);
  if (c <= tlcan_cycle_bound(net)) return std::nullopt;
  return tlcan_offline_counterexample(net, down, perm, c);
}

}  // namespace netcert
