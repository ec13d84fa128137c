// lcan_online.cpp — see lcan_online.hpp.
#include "route/lcan_online.hpp"

#include <algorithm>
#include <stdexcept>

namespace netcert {

OnlineSimulator::OnlineSimulator(const Lcan& net, DownPriority priority) : net_(net), priority_(priority) {
  if (!net.complete_bipartite()) throw std::logic_error("OnlineSimulator: CB-LCANs only");
  owner_stamp_.assign(net.switch_count() * net.d(), 0);
  owner_.assign(net.switch_count() * net.d(), 0);
  uppers_.resize(net.u());
}

void OnlineSimulator::climb(int i, LcanRng& rng, bool tracing) {
  const uint64_t D = net_.d(), U = net_.u();
  const uint64_t off = net_.level_offset(i), count = net_.switches_at(i);
  bucket_start_.assign(count + 1, 0);
  for (uint32_t s : active_)
    if (lca_[s] > static_cast<uint32_t>(i)) ++bucket_start_[position_[s] - off + 1];
  for (uint64_t b = 0; b < count; ++b) bucket_start_[b + 1] += bucket_start_[b];
  sorted_.resize(bucket_start_[count]);
  bucket_fill_.assign(bucket_start_.begin(), bucket_start_.end() - 1);
  for (uint32_t s : active_)
    if (lca_[s] > static_cast<uint32_t>(i)) sorted_[bucket_fill_[position_[s] - off]++] = s;
  // Climbers that lose their switch's lottery drop out of this cycle.
  std::vector<uint32_t>& next = active_;
  size_t kept = 0;
  for (uint32_t s : active_)
    if (lca_[s] <= static_cast<uint32_t>(i)) next[kept++] = s;  // already at their turning switch
  for (uint64_t b = 0; b < count; ++b) {
    const uint32_t begin = bucket_start_[b], m = bucket_start_[b + 1] - begin;
    if (m == 0) continue;
    const auto winners = static_cast<uint32_t>(std::min<uint64_t>(m, U));
    if (m > U)
      for (uint32_t x = 0; x < winners; ++x) std::swap(sorted_[begin + x], sorted_[begin + x + rng.below(m - x)]);
    for (uint32_t k = 0; k < U; ++k) uppers_[k] = k;
    for (uint32_t x = 0; x < winners; ++x) {
      std::swap(uppers_[x], uppers_[x + rng.below(U - x)]);
      const uint32_t s = sorted_[begin + x];
      const uint64_t far = net_.upper_link((off + b) * U + uppers_[x]);
      position_[s] = far / D;
      if (tracing) ups_taken_[s].push_back(uppers_[x]);
      next[kept++] = s;
    }
  }
  active_.resize(kept);
}

// At level j every active pair with LCA level >= j is at a level-j switch and asks for one downer.
void OnlineSimulator::descend(int j, const Permutation& perm, LcanRng& rng) {
  const uint64_t D = net_.d(), U = net_.u();
  ++epoch_;
  for (uint32_t s : active_) {
    if (lca_[s] < static_cast<uint32_t>(j)) continue;
    key_[s] = rng.next();
    const uint64_t port = position_[s] * D + net_.digit(perm[s], j);
    if (owner_stamp_[port] != epoch_) {
      owner_stamp_[port] = epoch_;
      owner_[port] = s;
      continue;
    }
    const uint32_t o = owner_[port];
    bool better;
    if (priority_ == DownPriority::Random || lca_[s] == lca_[o]) better = key_[s] < key_[o];
    else if (priority_ == DownPriority::LowerLcaFirst) better = lca_[s] < lca_[o];
    else better = lca_[s] > lca_[o];
    if (better) owner_[port] = s;
  }
  size_t kept = 0;
  for (uint32_t s : active_) {
    if (lca_[s] >= static_cast<uint32_t>(j)) {
      const uint64_t port = position_[s] * D + net_.digit(perm[s], j);
      if (owner_[port] != s) continue;
      position_[s] = net_.downer_link(port) / U;
    }
    active_[kept++] = s;
  }
  active_.resize(kept);
}

// pending -= active (both keep source order).
void OnlineSimulator::drop_delivered() {
  size_t kept = 0, a = 0;
  std::sort(active_.begin(), active_.end());
  for (uint32_t s : pending_) {
    while (a < active_.size() && active_[a] < s) ++a;
    if (a < active_.size() && active_[a] == s) continue;
    pending_[kept++] = s;
  }
  pending_.resize(kept);
}

uint32_t OnlineSimulator::run(const Permutation& perm, LcanRng& rng, std::vector<uint32_t>* delivered,
                              std::vector<LcaRoute>* circuits) {
  const uint64_t N = net_.N();
  const int l = net_.levels();
  pending_.resize(N);
  lca_.resize(N);
  position_.resize(N);
  key_.resize(N);
  for (uint64_t s = 0; s < N; ++s) {
    pending_[s] = static_cast<uint32_t>(s);
    lca_[s] = static_cast<uint32_t>(net_.lca_level(s, perm[s]));
  }
  if (delivered) delivered->clear();
  if (circuits) circuits->clear(), ups_taken_.assign(N, {});
  uint32_t cycles = 0;
  while (!pending_.empty()) {
    if (++cycles > 1000000) throw std::runtime_error("OnlineSimulator: no progress");
    for (uint32_t s : pending_) position_[s] = net_.pe_switch(s);
    if (circuits)
      for (uint32_t s : pending_) ups_taken_[s].clear();
    active_ = pending_;
    for (int i = 0; i + 1 < l; ++i) climb(i, rng, circuits != nullptr);
    for (int j = l - 1; j >= 1; --j) descend(j, perm, rng);
    // Level 0 delivers without conflict (a permutation has distinct destinations).
    if (delivered) delivered->push_back(static_cast<uint32_t>(active_.size()));
    if (circuits)
      for (uint32_t s : active_) circuits->push_back({s, perm[s], cycles - 1, ups_taken_[s]});
    drop_delivered();
  }
  return cycles;
}

OnlineCycleStats cycle_stats(const std::vector<uint32_t>& cycles) {
  OnlineCycleStats st;
  st.runs = cycles.size();
  if (cycles.empty()) return st;
  st.min = *std::min_element(cycles.begin(), cycles.end());
  st.max = *std::max_element(cycles.begin(), cycles.end());
  st.histogram.assign(st.max + 1, 0);
  double sum = 0;
  for (uint32_t c : cycles) sum += c, ++st.histogram[c];
  st.mean = sum / cycles.size();
  double sq = 0;
  for (uint32_t c : cycles) sq += (c - st.mean) * (c - st.mean);
  st.variance = cycles.size() > 1 ? sq / (cycles.size() - 1) : 0;
  return st;
}

}  // namespace netcert
