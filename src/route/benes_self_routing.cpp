// benes_self_routing.cpp — see benes_self_routing.hpp. Depth by depth, every
// block's packets are held as (remaining tag, source) per input line; a block's
// first-stage switches split them into its two sub-networks.
#include "route/benes_self_routing.hpp"

#include <algorithm>
#include <stdexcept>

namespace netcert {

BenesPriority benes_priority_of(const std::string& name) {
  if (name == "lower_input") return BenesPriority::LowerInput;
  if (name == "smaller_tag") return BenesPriority::SmallerTag;
  throw std::invalid_argument("unknown self-routing rule " + name);
}

const char* benes_priority_name(BenesPriority p) {
  return p == BenesPriority::LowerInput ? "lower_input" : "smaller_tag";
}

json BenesConflict::to_json() const {
  return {{"depth", depth}, {"block", block}, {"subnetwork", subnetwork}, {"output", output},
          {"sources", {sources[0], sources[1]}}};
}

namespace {

// The sub-network input lines of one block that received the same tag: the
// first repeated (sub-network, tag), or nullopt.
std::optional<BenesConflict> first_shared_output(BenesRouteScratch& s, int depth, uint64_t block, uint64_t M) {
  const uint64_t half = M / 2, base = block * M;
  for (int j = 0; j < 2; ++j) {
    uint32_t* const first = s.first_source.data();  // first[t]: source of the first packet with tag t in B_j
    std::fill(first, first + half, UINT32_MAX);
    std::optional<BenesConflict> best;
    for (uint64_t line = 0; line < half; ++line) {
      uint64_t at = base + static_cast<uint64_t>(j) * half + line;
      uint32_t t = s.next_tag[at];
      if (first[t] == UINT32_MAX) {
        first[t] = s.next_source[at];
        continue;
      }
      if (best && best->output <= t) continue;
      BenesConflict c;
      c.depth = depth, c.block = block, c.subnetwork = j, c.output = t;
      c.sources[0] = std::min<uint64_t>(first[t], s.next_source[at]);
      c.sources[1] = std::max<uint64_t>(first[t], s.next_source[at]);
      best = c;
    }
    if (best) return best;
  }
  return std::nullopt;
}

}  // namespace

std::optional<BenesConflict> benes_self_route(int n, const std::vector<uint32_t>& perm, BenesPriority rule,
                                              BenesRouteScratch& s) {
  if (n < 1 || n > 24 || perm.size() != (uint64_t(1) << n)) throw std::invalid_argument("Beneš self-routing: N = 2^n, 1 <= n <= 24");
  const uint64_t N = perm.size();
  s.tag.assign(perm.begin(), perm.end());
  s.source.resize(N);
  for (uint64_t x = 0; x < N; ++x) s.source[x] = static_cast<uint32_t>(x);
  s.next_tag.resize(N);
  s.next_source.resize(N);
  s.first_source.resize(N / 2);
  // Depths 0..n-2 have first-stage switches with a choice; depth n-1 is the middle 2x2
  // switch, whose two packets have tags {0, 1} once every depth above was conflict-free.
  for (int depth = 0; depth + 1 < n; ++depth) {
    const uint64_t M = N >> depth, half = M / 2;
    for (uint64_t block = 0; block < (uint64_t(1) << depth); ++block) {
      const uint64_t base = block * M;
      for (uint64_t sw = 0; sw < half; ++sw) {
        const uint64_t a = base + 2 * sw, b = a + 1;
        const bool a_decides = rule == BenesPriority::LowerInput || s.tag[a] < s.tag[b];
        const uint64_t lead = a_decides ? a : b, other = a_decides ? b : a;
        const uint64_t j = s.tag[lead] & 1;
        s.next_tag[base + j * half + sw] = s.tag[lead] >> 1;
        s.next_source[base + j * half + sw] = s.source[lead];
        s.next_tag[base + (1 - j) * half + sw] = s.tag[other] >> 1;
        s.next_source[base + (1 - j) * half + sw] = s.source[other];
      }
      if (auto c = first_shared_output(s, depth, block, M)) return c;
    }
    s.tag.swap(s.next_tag);
    s.source.swap(s.next_source);
  }
  return std::nullopt;
}

}  // namespace netcert
