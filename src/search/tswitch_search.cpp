// tswitch_search.cpp — see tswitch_search.hpp.
#include "search/tswitch_search.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/parallel.hpp"

namespace netcert {

namespace {

// Algorithm R as a template, so the search kernel's visitor is inlined (no
// indirect call per configuration); for_each_revolving_door wraps it.
template <typename Visit>
void revolving_door_walk(int n, int t, Visit&& visit) {
  if (t < 0 || t > n || n > 63) return;
  if (t == 0) return visit(0);
  if (t == n) return visit((n == 64 ? ~0ULL : (1ULL << n) - 1));
  if (t == 1) {
    for (int i = 0; i < n; ++i) visit(1ULL << i);
    return;
  }
  // Algorithm R, 1 < t < n; c[1..t] ascending, c[t+1] = n sentinel.
  std::vector<int> c(t + 2);
  for (int j = 1; j <= t; ++j) c[j] = j - 1;
  c[t + 1] = n;
  uint64_t mask = (1ULL << t) - 1;
  for (;;) {
    visit(mask);
    int j;
    if (t % 2) {
      if (c[1] + 1 < c[2]) {
        mask ^= (1ULL << c[1]) | (1ULL << (c[1] + 1));
        ++c[1];
        continue;
      }
      j = 2;
      goto R4;
    } else {
      if (c[1] > 0) {
        mask ^= (1ULL << c[1]) | (1ULL << (c[1] - 1));
        --c[1];
        continue;
      }
      j = 2;
      goto R5;
    }
  R4:  // c[j] == c[j-1] + 1: try to decrease c[j]
    if (c[j] >= j) {
      mask ^= (1ULL << c[j]) | (1ULL << (j - 2));
      c[j] = c[j - 1];
      c[j - 1] = j - 2;
      continue;
    }
    ++j;
  R5:  // c[j-1] == j-2: try to increase c[j]
    if (c[j] + 1 < c[j + 1]) {
      mask ^= (1ULL << (j - 2)) | (1ULL << (c[j] + 1));
      c[j - 1] = c[j];
      c[j] = c[j] + 1;
      continue;
    }
    ++j;
    if (j <= t) goto R4;
    return;
  }
}

}  // namespace

void for_each_revolving_door(int n, int t, const std::function<void(uint64_t)>& visit) {
  revolving_door_walk(n, t, visit);
}

namespace {

// Incremental cut state. E[j] = ±(change of the cut if port j changed side),
// signed by j's side, so that moving port u only adds or subtracts u's weight
// row: no multiplications, and the fixed-width loop vectorises. T is int32
// when every partial sum fits (faster), int64 otherwise.
constexpr int kLanes = 2 * kMaxSlicedArity;

// Lanes (32 or 40) is how many entries a flip updates: rows are zero-padded to
// kLanes, so the 32-lane kernel is exact for 2k <= 32 and faster.
template <typename T, int Lanes>
struct CutState {
  const T* w2 = nullptr;  // 2·(L[i][j] + L[j][i]), rows padded to kLanes
  int64_t cut = 0;
  alignas(64) T E[kLanes];
  int8_t sgn[kLanes];

  void init(const std::vector<int64_t>& wsym, int P, uint64_t mask) {
    cut = 0;
    for (int i = 0; i < kLanes; ++i) sgn[i] = i < P && ((mask >> i) & 1) ? 1 : -1;
    for (int i = 0; i < kLanes; ++i) {
      int64_t d = 0;
      for (int j = 0; j < P && i < P; ++j) {
        if (i == j) continue;
        int64_t w = wsym[i * P + j];
        d += sgn[i] == sgn[j] ? w : -w;
        if (i < j && sgn[i] != sgn[j]) cut += w;
      }
      E[i] = static_cast<T>(sgn[i] * d);
    }
  }
  void flip(int u) {
    cut += sgn[u] * static_cast<int64_t>(E[u]);
    const T* row = w2 + u * kLanes;
    if (sgn[u] < 0) {  // u joins alpha
      for (int j = 0; j < Lanes; ++j) E[j] += row[j];
    } else {
      for (int j = 0; j < Lanes; ++j) E[j] -= row[j];
    }
    sgn[u] = static_cast<int8_t>(-sgn[u]);
  }
};

}  // namespace

struct TswitchWalk {
  uint64_t fixed;  // ports decided by the walk (top port and the split ports)
  int t;           // how many of the low ports to add
};

struct TswitchWalkPlan {
  int P = 0, low = 0;
  bool narrow = false;  // int32 kernel is exact
  std::vector<TswitchWalk> slices;
  std::vector<int64_t> wsym;
  std::vector<int64_t> w2_64;
  std::vector<int32_t> w2_32;
};

namespace {

TswitchWalkPlan make_walk_plan(const std::vector<uint64_t>& loads, int k, int split_ports) {
  if (k < 1 || k > kMaxSlicedArity) throw std::invalid_argument("exhaustive search: k out of range");
  TswitchWalkPlan p;
  p.P = 2 * k;
  int split = std::min(split_ports, std::max(0, p.P - 3));
  p.low = p.P - 1 - split;
  for (uint64_t a = 0; a < (1ULL << split); ++a) {
    int t = k - 1 - __builtin_popcountll(a);
    if (t < 0 || t > p.low) continue;
    p.slices.push_back({(1ULL << (p.P - 1)) | (a << p.low), t});
  }
  p.wsym.assign(p.P * p.P, 0);
  p.w2_64.assign(kLanes * kLanes, 0);
  unsigned __int128 total = 0;
  for (int i = 0; i < p.P; ++i)
    for (int j = 0; j < p.P; ++j)
      if (i != j) {
        p.wsym[i * p.P + j] = static_cast<int64_t>(loads[i * p.P + j] + loads[j * p.P + i]);
        p.w2_64[i * kLanes + j] = 2 * p.wsym[i * p.P + j];
        total += 2 * static_cast<unsigned __int128>(p.wsym[i * p.P + j]);
      }
  // |E[j]| <= sum of row j of w2 / 2 at any time; the whole matrix bounds it.
  p.narrow = total < (static_cast<unsigned __int128>(1) << 30);
  if (p.narrow) p.w2_32.assign(p.w2_64.begin(), p.w2_64.end());
  return p;
}

// Walks one slice; calls on_config(mask, cut) for each configuration.
template <typename T, int Lanes, typename F>
void walk_slice_typed(const TswitchWalkPlan& plan, const std::vector<T>& w2, const TswitchWalk& sl, F&& on_config) {
  CutState<T, Lanes> st;
  st.w2 = w2.data();
  bool first = true;
  uint64_t prev = 0;
  revolving_door_walk(plan.low, sl.t, [&](uint64_t low_mask) {
    uint64_t mask = sl.fixed | low_mask;
    if (first) {
      st.init(plan.wsym, plan.P, mask);
      first = false;
    } else {
      uint64_t diff = prev ^ mask;
      while (diff) {
        st.flip(__builtin_ctzll(diff));
        diff &= diff - 1;
      }
    }
    prev = mask;
    on_config(mask, static_cast<uint64_t>(st.cut));
  });
}

template <typename F>
void walk_slice(const TswitchWalkPlan& plan, const TswitchWalk& sl, F&& on_config) {
  const bool wide = plan.P > 32;
  if (plan.narrow && !wide) walk_slice_typed<int32_t, 32>(plan, plan.w2_32, sl, on_config);
  else if (plan.narrow) walk_slice_typed<int32_t, kLanes>(plan, plan.w2_32, sl, on_config);
  else if (!wide) walk_slice_typed<int64_t, 32>(plan, plan.w2_64, sl, on_config);
  else walk_slice_typed<int64_t, kLanes>(plan, plan.w2_64, sl, on_config);
}

}  // namespace

void UseMinimum::offer(uint64_t mask, uint64_t use, const std::function<bool(uint64_t)>& in_set_fn) {
  ++visited;
  if (count == 0 || use < min_use) {
    min_use = use;
    count = 1;
    max_mask = mask;
    in_set = in_set_fn && in_set_fn(mask);
  } else if (use == min_use) {
    ++count;
    max_mask = std::max(max_mask, mask);
    in_set += in_set_fn && in_set_fn(mask);
  }
}

void UseMinimum::combine(const UseMinimum& other) {
  visited += other.visited;
  if (other.count == 0) return;
  if (count == 0 || other.min_use < min_use) {
    count = other.count;
    min_use = other.min_use;
    in_set = other.in_set;
    max_mask = other.max_mask;
  } else if (other.min_use == min_use) {
    count += other.count;
    in_set += other.in_set;
    max_mask = std::max(max_mask, other.max_mask);
  }
}

ConfigWalks::ConfigWalks(const std::vector<uint64_t>& loads, int k, int split_ports)
    : plan_(std::make_unique<TswitchWalkPlan>(make_walk_plan(loads, k, split_ports))) {}
ConfigWalks::~ConfigWalks() = default;
ConfigWalks::ConfigWalks(ConfigWalks&&) noexcept = default;

int64_t ConfigWalks::size() const { return static_cast<int64_t>(plan_->slices.size()); }

void ConfigWalks::minimise(int64_t walk, const std::function<bool(uint64_t)>& in_set, UseMinimum& into) const {
  UseMinimum here;
  walk_slice(*plan_, plan_->slices.at(static_cast<size_t>(walk)),
             [&](uint64_t mask, uint64_t use) { here.offer(mask, use, in_set); });
  into.combine(here);
}

ConfigSearch ConfigWalks::result(const UseMinimum& half, bool complete) const {
  const uint64_t full = (1ULL << plan_->P) - 1;
  ConfigSearch out;
  out.complete = complete;
  out.min_use = half.count ? half.min_use : ~0ULL;
  out.minimisers = 2 * half.count;
  out.minimisers_in_set = 2 * half.in_set;
  out.best_alpha = full ^ half.max_mask;  // the complement of the largest enumerated minimiser is the smallest
  out.configurations = 2 * half.visited;
  return out;
}

ConfigSearch minimise_internal_use(const std::vector<uint64_t>& loads, int k, const RunContext& ctx,
                                   const std::function<bool(uint64_t)>& in_set) {
  ConfigWalks walks(loads, k, 8);
  std::vector<UseMinimum> parts(static_cast<size_t>(walks.size()));
  Progress slices("configuration slices", static_cast<uint64_t>(walks.size()), ctx.progress);
  bool complete = parallel_for(walks.size(), ctx, [&](int64_t i, int) { walks.minimise(i, in_set, parts[i]); },
                               &slices);
  UseMinimum all;
  for (auto& part : parts) all.combine(part);
  return walks.result(all, complete);
}

int64_t find_config(const std::vector<uint64_t>& loads, int k,
                    const std::function<bool(uint64_t, uint64_t)>& bad, const RunContext& ctx,
                    bool* timed_out) {
  TswitchWalkPlan plan = make_walk_plan(loads, k, 8);
  std::vector<int64_t> found(plan.slices.size(), -1);
  Progress slices("configuration slices", plan.slices.size(), ctx.progress);
  auto r = parallel_find_first(
      static_cast<int64_t>(plan.slices.size()), ctx,
      [&](int64_t i, int) {
        walk_slice(plan, plan.slices[i], [&](uint64_t mask, uint64_t use) {
          if (found[i] < 0 && bad(mask, use)) found[i] = static_cast<int64_t>(mask);
        });
        return found[i] >= 0;
      },
      &slices, 1);
  if (timed_out) *timed_out = r.timed_out;
  return r.first_failure >= 0 ? found[r.first_failure] : -1;
}

}  // namespace netcert
