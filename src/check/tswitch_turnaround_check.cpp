// tswitch_turnaround_check.cpp — see tswitch_turnaround_check.hpp.
#include "check/tswitch_turnaround_check.hpp"

#include <deque>
#include <stdexcept>

#include "check/tswitch_check.hpp"
#include "check/tswitch_reach_check.hpp"

namespace netcert {

namespace {

// Links from terminal h to every node (switch w = w, terminal x = switch_count + x).
std::vector<uint64_t> links_from(const KaryNTree& t, uint64_t h) {
  const uint64_t SW = t.switch_count();
  std::vector<uint64_t> dist(SW + t.terminals(), ~0ULL);
  std::deque<uint64_t> queue;
  KaryNTree::End a = t.attachment(h);
  dist[SW + h] = 0, dist[a.id] = 1, queue.push_back(a.id);
  while (!queue.empty()) {
    uint64_t w = queue.front();
    queue.pop_front();
    for (int l = 0; l < t.ports(); ++l) {
      KaryNTree::End e = t.peer(w, l);
      if (e.kind == KaryNTree::End::None) continue;
      uint64_t v = e.kind == KaryNTree::End::Terminal ? SW + e.id : e.id;
      if (dist[v] != ~0ULL) continue;
      dist[v] = dist[w] + 1;
      if (e.kind == KaryNTree::End::Switch) queue.push_back(v);
    }
  }
  return dist;
}

// Climbing walks from h's switch to every switch, stage by stage over the up-ports.
std::vector<uint64_t> climbs_from(const KaryNTree& t, uint64_t h) {
  std::vector<uint64_t> ways(t.switch_count(), 0);
  ways[t.attachment(h).id] = 1;
  for (uint64_t w = 0; w < t.switch_count(); ++w)  // ids grow with the stage
    for (int u = t.k(); u < t.ports(); ++u) {
      KaryNTree::End e = t.peer(w, u);
      if (e.kind == KaryNTree::End::Switch) ways[e.id] += ways[w];
    }
  return ways;
}

// Descending walks from switch w down to terminal hp (down-ports only).
uint64_t descents(const KaryNTree& t, const std::vector<boost::dynamic_bitset<>>& below, uint64_t w, uint64_t hp) {
  uint64_t ways = 0;
  for (int d = 0; d < t.k(); ++d) {
    KaryNTree::End e = t.peer(w, d);
    if (e.kind == KaryNTree::End::Terminal) ways += e.id == hp;
    else if (e.kind == KaryNTree::End::Switch && below[e.id].test(hp)) ways += descents(t, below, e.id, hp);
  }
  return ways;
}

const char* const kQuantities[] = {"turn_stage", "distance", "shortest_paths", "turn_switches", "destro_switches"};

// The checker's value of a quantity and the claim, t = FirstDifference(h, h'). "shortest_paths" is
// answered by the Def. 1.23 paths turning at L: they are the shortest ones when distance = 2L+2 and L = t.
std::pair<uint64_t, uint64_t> quantity(const KaryNTree& t, const TurnaroundCounts& c, const std::string& q,
                                       const TurnaroundClaim& claim) {
  const uint64_t want = claim(q, t.k(), c.first_difference);
  if (q == "turn_stage") return {static_cast<uint64_t>(c.turn_stage), want};
  if (q == "distance") return {c.distance, want};
  if (q == "shortest_paths") return {c.turnaround_paths, want};
  if (q == "turn_switches") return {c.turn_switches, want};
  if (q == "destro_switches") return {c.destro_switches, want};
  throw std::invalid_argument("unknown quantity " + q);
}

}  // namespace

std::vector<TurnaroundCounts> turnaround_counts_from(const KaryNTree& t, const std::vector<boost::dynamic_bitset<>>& below,
                                                     uint64_t h) {
  const auto dist = links_from(t, h);
  const auto ways = climbs_from(t, h);
  std::vector<TurnaroundCounts> out(t.terminals());
  for (uint64_t hp = 0; hp < t.terminals(); ++hp) {
    if (hp == h) continue;
    TurnaroundCounts& c = out[hp];
    for (int s = 0; s < t.n() && c.turn_stage < 0; ++s)
      for (uint64_t o = 0; o < t.switches_per_stage(); ++o) {
        const uint64_t w = t.switch_id(s, o);
        if (!below[w].test(h) || !below[w].test(hp)) continue;
        c.turn_stage = s, ++c.turn_switches, c.turnaround_paths += ways[w] * descents(t, below, w, hp);
      }
    for (int i = t.n() - 1; i >= 0 && c.first_difference < 0; --i)
      if (t.digit(h, i) != t.digit(hp, i)) c.first_difference = i;
    c.distance = dist[t.switch_count() + hp];
    c.destro_switches = walk_destro(t, h, hp).size();
  }
  return out;
}

bool recheck_turnaround(int k, int n, const json& cex, const TurnaroundClaim& claim, std::string& why) {
  try {
    if (!cex.is_object() || cex.size() != 5) throw std::invalid_argument("expected {h, hp, quantity, counted, claimed}");
    KaryNTree t(k, n);
    const uint64_t h = cex.at("h").get<uint64_t>(), hp = cex.at("hp").get<uint64_t>();
    if (h >= t.terminals() || hp >= t.terminals() || h == hp) throw std::out_of_range("terminals");
    const TurnaroundCounts c = turnaround_counts_from(t, terminals_below_bits(t), h)[hp];
    auto [got, want] = quantity(t, c, cex.at("quantity").get<std::string>(), claim);
    why = "recounted " + std::to_string(got) + " against " + std::to_string(want) + " (turn stage " +
          std::to_string(c.turn_stage) + ")";
    return stated_counts_confirm(cex, got, want, why);
  } catch (const std::exception& e) {
    why = std::string("malformed counterexample: ") + e.what();
    return false;
  }
}

bool verify_turnaround(int k, int n, const json& w, std::string& why) {
  if (!w.is_object() || w.size() != 1 || !w.contains("pairs")) return why = "witness must be exactly {pairs}", false;
  KaryNTree t(k, n);
  uint64_t pairs = 0;
  const auto below = terminals_below_bits(t);
  for (uint64_t h = 0; h < t.terminals(); ++h) {
    auto counts = turnaround_counts_from(t, below, h);
    for (uint64_t hp = 0; hp < t.terminals(); ++hp) {
      if (hp == h) continue;
      ++pairs;
      for (const char* q : kQuantities) {
        auto [got, want] = quantity(t, counts[hp], q, turnaround_claim);
        if (got != want)
          return why = std::string("the checker refutes ") + q + " of " + std::to_string(h) + " -> " + std::to_string(hp),
                 false;
      }
    }
  }
  if (w["pairs"] != pairs) return why = "witness pairs differ from the checker's " + std::to_string(pairs), false;
  return why = "all " + std::to_string(pairs) + " pairs recounted on the model's links", true;
}

}  // namespace netcert
