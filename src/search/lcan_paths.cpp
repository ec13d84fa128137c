// lcan_paths.cpp — Theorem 2 on an LCAN model: valley-free switch paths
// enumerated per pair against the LCA switches (see lcan_search.hpp).
#include <algorithm>
#include <functional>

#include "core/sliced_loop.hpp"
#include "search/lcan_search.hpp"

namespace netcert {


uint64_t count_paths_fast(const Lcan& net, uint64_t p, uint64_t q, bool distinct_switches) {
  const uint64_t D = net.d(), U = net.u();
  const int l = net.levels();
  // Switches from which q can be reached going down = switches q reaches going up.
  std::vector<char> ancestor_of_q(net.switch_count(), 0);
  std::vector<uint64_t> frontier{net.pe_switch(q)}, next;
  while (!frontier.empty()) {
    next.clear();
    for (uint64_t sw : frontier) {
      if (ancestor_of_q[sw]) continue;
      ancestor_of_q[sw] = 1;
      for (uint64_t k = 0; k < U; ++k) {
        uint64_t far = net.upper_link(sw * U + k);
        if (far != Lcan::kNone) next.push_back(far / D);
      }
    }
    frontier.swap(next);
  }
  std::vector<uint64_t> up_switch(l + 1, Lcan::kNone);
  uint64_t total = 0;
  // Down from sw (entered from above, or the turning switch) to q, avoiding the up path's switches.
  // distinct_switches: parallel connectors to one switch are one step (a path is its switch sequence).
  // first_to: port j is the lowest-numbered port of this switch leading to its far switch.
  auto first_to = [&](auto link_of, uint64_t j, uint64_t width) {
    if (!distinct_switches) return true;
    for (uint64_t i = 0; i < j; ++i)
      if (link_of(i) != Lcan::kNone && link_of(i) / width == link_of(j) / width) return false;
    return true;
  };
  std::function<void(uint64_t, int, uint64_t)> down = [&](uint64_t sw, int level, uint64_t skip_downer) {
    auto downer = [&](uint64_t j) { return j == skip_downer ? Lcan::kNone : net.downer_link(sw * D + j); };
    for (uint64_t j = 0; j < D; ++j) {
      if (level > 0 && j != skip_downer && !first_to(downer, j, U)) continue;
      if (j == skip_downer) continue;
      uint64_t far = net.downer_link(sw * D + j);
      if (far == Lcan::kNone) continue;
      if (level == 0) {
        if (far == q) ++total;
        continue;
      }
      uint64_t child = far / U;
      if (child >= net.switch_count() || !ancestor_of_q[child]) continue;
      bool on_up_path = false;
      for (int t = 0; t <= l; ++t) on_up_path |= up_switch[t] == child;
      if (!on_up_path) down(child, level - 1, D);
    }
  };
  std::function<void(uint64_t, int, uint64_t)> up = [&](uint64_t sw, int level, uint64_t entry_downer) {
    up_switch[level] = sw;
    if (ancestor_of_q[sw]) down(sw, level, entry_downer);  // turn here
    if (level + 1 < l)
      for (uint64_t k = 0; k < U; ++k) {
        uint64_t far = net.upper_link(sw * U + k);
        if (far == Lcan::kNone || !first_to([&](uint64_t i) { return net.upper_link(sw * U + i); }, k, D)) continue;
        bool seen = false;
        for (int t = 0; t <= level; ++t) seen |= up_switch[t] == far / D;
        if (!seen) up(far / D, level + 1, far % D);
      }
    up_switch[level] = Lcan::kNone;
  };
  up(net.pe_switch(p), 0, net.pe_downer(p));
  return total;
}

std::optional<json> paths_pair_defect(const Lcan& net, uint64_t p, uint64_t q, bool distinct_switches) {
  // LCA switches: the lowest level where the two upward closures meet.
  std::vector<uint64_t> a{net.pe_switch(p)}, b{net.pe_switch(q)}, next;
  int level = -1;
  uint64_t lca = 0;
  for (int i = 0; i < net.levels() && level < 0; ++i) {
    for (uint64_t x : a) lca += std::binary_search(b.begin(), b.end(), x);
    if (lca) level = i;
    climb_one_level(net, a, next), climb_one_level(net, b, next);
  }
  uint64_t paths = count_paths_fast(net, p, q, distinct_switches);
  if (paths == lca) return std::nullopt;
  return lcan_defect("Theorem 2", {{"p", p}, {"q", q}, {"lca_level", level}, {"lca_switches", lca}, {"paths", paths}});
}

std::optional<json> paths_defect(const Lcan& net, const RunContext& ctx, bool* timed_out, bool distinct_switches) {
  const uint64_t N = net.N();
  auto res = sliced_find_first(static_cast<int64_t>(N), ctx, [&](int64_t p, int) {
    for (uint64_t q = 0; q < N; ++q)
      if (q != uint64_t(p) && paths_pair_defect(net, p, q, distinct_switches)) return true;
    return false;
  });
  if (timed_out) *timed_out = res.timed_out;
  if (res.first_failure < 0) return std::nullopt;
  for (uint64_t q = 0; q < N; ++q)
    if (q != uint64_t(res.first_failure))
      if (auto d = paths_pair_defect(net, res.first_failure, q, distinct_switches)) return d;
  return std::nullopt;
}

}  // namespace netcert
