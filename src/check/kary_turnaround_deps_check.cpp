// kary_turnaround_deps_check.cpp — minimal-path dependencies from BFS distances, cycles by DFS
// (kary_turnaround_deps_check.hpp).
#include "check/kary_turnaround_deps_check.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <stdexcept>

namespace netcert {

namespace {

constexpr int kUnreachedSwitch = -1;

// Switch hops from `from` to every switch.
std::vector<int> switch_distances(const KaryNTree& t, uint64_t from) {
  std::vector<int> d(t.switch_count(), kUnreachedSwitch);
  std::deque<uint64_t> queue{from};
  d[from] = 0;
  while (!queue.empty()) {
    const uint64_t w = queue.front();
    queue.pop_front();
    for (int p = 0; p < t.ports(); ++p) {
      const auto e = t.peer(w, p);
      if (e.kind == KaryNTree::End::Switch && d[e.id] == kUnreachedSwitch) d[e.id] = d[w] + 1, queue.push_back(e.id);
    }
  }
  return d;
}

void add_pair_dependencies(const KaryNTree& t, uint64_t src, uint64_t dst, ChannelEdges& edges) {
  const auto from_src = switch_distances(t, src), to_dst = switch_distances(t, dst);
  const int length = from_src[dst];
  for (uint64_t w = 0; w < t.switch_count(); ++w)
    for (int p1 = 0; p1 < t.ports(); ++p1) {
      const auto mid = t.peer(w, p1);
      if (mid.kind != KaryNTree::End::Switch) continue;
      for (int p2 = 0; p2 < t.ports(); ++p2) {
        const auto head = t.peer(mid.id, p2);
        if (head.kind == KaryNTree::End::Switch && from_src[w] + 2 + to_dst[head.id] == length)
          edges.insert({2 * t.k() * w + p1, 2 * t.k() * mid.id + p2});
      }
    }
}

}  // namespace

ChannelEdges checked_minimal_dependencies(const KaryNTree& t) {
  if (t.terminals() > kMaxCheckedTurnaroundTerminals) throw std::invalid_argument("turnaround deps: above 256 terminals");
  ChannelEdges edges;
  std::map<std::pair<uint64_t, uint64_t>, bool> done;  // switch pairs already added
  for (uint64_t h = 0; h < t.terminals(); ++h)
    for (uint64_t hp = 0; hp < t.terminals(); ++hp) {
      const uint64_t src = t.attachment(h).id, dst = t.attachment(hp).id;
      if (h == hp || src == dst || done[{src, dst}]) continue;
      done[{src, dst}] = true;
      add_pair_dependencies(t, src, dst, edges);
    }
  return edges;
}

std::vector<uint64_t> checked_dependency_cycle(const ChannelEdges& edges) {
  std::map<uint64_t, std::vector<uint64_t>> next;
  for (const auto& [a, b] : edges) next[a].push_back(b), next[b];
  std::map<uint64_t, int> state;  // 0 new, 1 on the stack, 2 done
  std::vector<uint64_t> stack;
  std::vector<std::pair<uint64_t, size_t>> frames;
  for (const auto& [root, unused] : next) {
    if (state[root]) continue;
    frames.push_back({root, 0}), stack.push_back(root), state[root] = 1;
    while (!frames.empty()) {
      auto& [v, i] = frames.back();
      if (i == next[v].size()) {
        state[v] = 2, stack.pop_back(), frames.pop_back();
        continue;
      }
      const uint64_t w = next[v][i++];
      if (state[w] == 1) return {std::find(stack.begin(), stack.end(), w), stack.end()};
      if (!state[w]) frames.push_back({w, 0}), stack.push_back(w), state[w] = 1;
    }
  }
  return {};
}

}  // namespace netcert
