// kary_ntree_counts.cpp — see kary_ntree_counts.hpp.
#include "search/kary_ntree_counts.hpp"

#include <deque>

#include "core/progress.hpp"
#include "core/sliced_loop.hpp"

namespace netcert {

namespace {

// The far end a port must have by the link rule of A.6.1 (None for the last
// stage's up-ports), derived from the switch's digits.
KaryNTree::End rule_peer(const KaryNTree& t, uint64_t w, int port) {
  const int s = t.stage_of(w), k = t.k();
  const uint64_t o = t.position_of(w);
  KaryNTree::End e;
  if (port >= k) {  // up-port k+j: to <s+1, o with o_s := j>, arriving on its down-port o_s
    if (s + 1 >= t.n()) return e;
    e.kind = KaryNTree::End::Switch;
    e.id = t.switch_id(s + 1, t.with_digit(o, s, port - k));
    e.port = t.digit(o, s);
    return e;
  }
  if (s == 0) {  // terminal h with h_0 = port and h_(i+1) = o_i
    e.kind = KaryNTree::End::Terminal;
    e.id = o * static_cast<uint64_t>(k) + static_cast<uint64_t>(port);
    return e;
  }
  e.kind = KaryNTree::End::Switch;  // down-port j: to <s-1, o with o_(s-1) := j>, its up-port k + o_(s-1)
  e.id = t.switch_id(s - 1, t.with_digit(o, s - 1, port));
  e.port = k + t.digit(o, s - 1);
  return e;
}

bool same_end(const KaryNTree::End& a, const KaryNTree::End& b) {
  return a.kind == b.kind && (a.kind == KaryNTree::End::None || (a.id == b.id && a.port == b.port));
}

// The first port of switch w whose far end breaks the link rule, or -1.
int kary_counts_rule_breach(const KaryNTree& t, uint64_t w) {
  for (int port = 0; port < t.ports(); ++port)
    if (!same_end(t.peer(w, port), rule_peer(t, w, port))) return port;
  return -1;
}

}  // namespace

json kary_counts_witness(int k, int n) {
  const BigInt N = kary_count_claim(KaryQuantity::Terminals, k, n);
  return json{{"terminals", N.str()},
              {"switches", kary_count_claim(KaryQuantity::Switches, k, n).str()},
              {"terminal_links", N.str()},
              {"switch_links", (BigInt(n - 1) * N).str()}};
}

Outcome kary_counts_exhaustive(int k, int n, const KaryCountClaim& claim) {
  return kary_counts_exhaustive(k, n, RunContext{}, claim);
}

Outcome kary_counts_exhaustive(int k, int n, const RunContext& ctx, const KaryCountClaim& claim) {
  KaryNTree t(k, n);
  // The sliced loop: switches, each port against the link rule. The walk below
  // is then one pass over the port table (every run, merge's too, repeats it).
  Progress progress("switches", t.switch_count(), ctx.progress);
  SearchResult r = sliced_find_first(static_cast<int64_t>(t.switch_count()), ctx, [&](int64_t w, int) {
    return kary_counts_rule_breach(t, static_cast<uint64_t>(w)) >= 0;
  }, &progress);
  if (r.first_failure >= 0) {
    const uint64_t w = static_cast<uint64_t>(r.first_failure);
    const int port = kary_counts_rule_breach(t, w);
    return Outcome::fails(json{{"quantity", "channel"}, {"switch", w}, {"port", port}},
                          "port " + std::to_string(port) + " of " + t.switch_name(w) + " breaks the link rule");
  }
  if (r.timed_out) return Outcome::unknown("timeout while checking the link rule");
  // Breadth-first over the port table from terminal 0: what the network connects.
  std::vector<bool> seen(t.switch_count(), false), terminal(t.terminals(), false);
  uint64_t switches = 0, terminals = 1, terminal_links = 0, switch_links = 0;
  terminal[0] = true;
  std::deque<uint64_t> queue{t.attachment(0).id};
  seen[queue.front()] = true;
  while (!queue.empty()) {
    uint64_t w = queue.front();
    queue.pop_front();
    ++switches;
    for (int port = 0; port < t.ports(); ++port) {
      KaryNTree::End e = t.peer(w, port);
      if (e.kind == KaryNTree::End::Terminal) {
        ++terminal_links;
        if (!terminal[e.id]) terminal[e.id] = true, ++terminals;
      } else if (e.kind == KaryNTree::End::Switch) {
        if (port >= k) ++switch_links;  // each switch-switch link once, from its lower end
        if (!seen[e.id]) seen[e.id] = true, queue.push_back(e.id);
      }
    }
  }
  for (auto [q, counted] : {std::pair{KaryQuantity::Terminals, terminals}, std::pair{KaryQuantity::Switches, switches}})
    if (BigInt(counted) != claim(q, k, n))
      return Outcome::fails(json{{"quantity", to_string(q)}, {"counted", std::to_string(counted)},
                                 {"claimed", claim(q, k, n).str()}},
                            std::string(to_string(q)) + " counted differ from the closed form");
  json witness{{"terminals", std::to_string(terminals)},
               {"switches", std::to_string(switches)},
               {"terminal_links", std::to_string(terminal_links)},
               {"switch_links", std::to_string(switch_links)}};
  Outcome o = Outcome::holds(witness, std::to_string(terminals) + " terminals and " + std::to_string(switches) +
                                          " switches reached from terminal 0, every channel as A.6.1 says");
  o.stats = witness;
  return o;
}

}  // namespace netcert
