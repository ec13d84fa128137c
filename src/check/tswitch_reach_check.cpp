// tswitch_reach_check.cpp — see tswitch_reach_check.hpp.
#include "check/tswitch_reach_check.hpp"

#include <boost/dynamic_bitset.hpp>
#include <stdexcept>

#include "check/tswitch_check.hpp"
#include "check/tswitch_measure.hpp"

namespace netcert {

using Bits = boost::dynamic_bitset<>;

std::vector<Bits> terminals_below_bits(const KaryNTree& t) {
  const uint64_t SW = t.switch_count();
  std::vector<Bits> below(SW, Bits(t.terminals()));
  for (uint64_t w = 0; w < SW; ++w)  // ids grow with the stage: children come first
    for (int d = 0; d < t.k(); ++d) {
      KaryNTree::End e = t.peer(w, d);
      if (e.kind == KaryNTree::End::Terminal) below[w].set(e.id);
      else if (e.kind == KaryNTree::End::Switch) below[w] |= below[e.id];
    }
  return below;
}

namespace {

// Terminals below some switch reachable by climbing from w (w included).
std::vector<Bits> climb_sets(const KaryNTree& t, const std::vector<Bits>& below) {
  const uint64_t SW = t.switch_count();
  std::vector<Bits> climb(below);
  for (uint64_t w = SW; w-- > 0;)  // parents first
    for (int u = t.k(); u < t.ports(); ++u) {
      KaryNTree::End e = t.peer(w, u);
      if (e.kind == KaryNTree::End::Switch) climb[w] |= climb[e.id];
    }
  return climb;
}

void count_topological(const KaryNTree& t, ReachCounts& c) {
  const uint64_t SW = t.switch_count(), P = t.ports();
  auto below = terminals_below_bits(t);
  auto climb = climb_sets(t, below);
  c.topo_down.assign(SW, 0), c.topo_up.assign(SW, 0), c.topo_port.assign(SW * P, 0);
  for (uint64_t w = 0; w < SW; ++w) {
    Bits up_union(t.terminals());
    for (int l = 0; l < t.ports(); ++l) {
      KaryNTree::End e = t.peer(w, l);
      if (e.kind == KaryNTree::End::None) continue;
      if (l < t.k()) {
        c.topo_port[w * P + l] = e.kind == KaryNTree::End::Terminal ? 1 : below[e.id].count();
        continue;
      }
      Bits through = climb[e.id] - below[w];
      c.topo_port[w * P + l] = through.count();
      up_union |= through;
    }
    c.topo_down[w] = below[w].count();
    c.topo_up[w] = up_union.count();
  }
}

void count_destro(const KaryNTree& t, ReachCounts& c) {
  const uint64_t SW = t.switch_count(), P = t.ports(), N = t.terminals();
  std::vector<Bits> reached(SW * P, Bits(N));
  std::vector<WalkedHop> path;
  for (uint64_t h = 0; h < N; ++h)
    for (uint64_t hp = 0; hp < N; ++hp) {
      if (h == hp) continue;
      walk_destro_into(t, h, hp, path);
      if (path.empty()) throw std::logic_error("DESTRO walk " + std::to_string(h) + " -> " + std::to_string(hp) + " is lost");
      for (const WalkedHop& hop : path) reached[hop.sw * P + hop.out].set(hp);
    }
  c.destro_down.assign(SW, 0), c.destro_up.assign(SW, 0), c.destro_port.assign(SW * P, 0);
  for (uint64_t w = 0; w < SW; ++w) {
    Bits down(N), up(N);
    for (int l = 0; l < t.ports(); ++l) {
      c.destro_port[w * P + l] = reached[w * P + l].count();
      (l < t.k() ? down : up) |= reached[w * P + l];
    }
    c.destro_down[w] = down.count();
    c.destro_up[w] = up.count();
  }
}

}  // namespace

ReachCounts walked_reach_counts(const KaryNTree& t, const std::string& sets) {
  ReachCounts c;
  c.k = t.k(), c.n = t.n();
  if (sets != "destro") count_topological(t, c);
  if (sets != "topological") count_destro(t, c);
  return c;
}

bool recheck_reach(int k, int n, const std::string& sets, const json& cex, const ReachClaim& claim,
                   std::string& why) {
  try {
    if (!cex.is_object() || cex.size() != 5) throw std::invalid_argument("expected {set, switch, port, counted, claimed}");
    KaryNTree t(k, n);
    ReachSet r;
    if (!parse_reach_set(cex.at("set").get<std::string>(), r)) throw std::invalid_argument("unknown set");
    if (!reach_in_scope(r, sets)) throw std::invalid_argument("set outside this run's sets=" + sets);
    const uint64_t sw = switch_of(t, cex.at("switch"));
    const int s = t.stage_of(sw);
    if (!reach_stated(r, n, s)) throw std::invalid_argument("the paper states no such set at stage " + std::to_string(s));
    int l = -1;
    if (reach_is_port(r)) {
      l = cex.at("port").get<int>();
      if (l < (reach_is_up(r) ? k : 0) || l >= (reach_is_up(r) ? 2 * k : k)) throw std::out_of_range("port");
    } else if (!cex.at("port").is_null()) {
      throw std::invalid_argument("a switch-level set has port null");
    }
    const uint64_t got = walked_reach_counts(t, reach_is_destro(r) ? "destro" : "topological").count(r, sw, l);
    const uint64_t want = claim(r, k, n, s);
    why = "walked " + std::to_string(got) + " terminals for " + reach_set_name(r) + " at " + t.switch_name(sw) +
          (l >= 0 ? " port " + std::to_string(l) : "") + "; " + reach_set_prop(r) + " says " + std::to_string(want);
    return stated_counts_confirm(cex, got, want, why);
  } catch (const std::exception& e) {
    why = std::string("malformed counterexample: ") + e.what();
    return false;
  }
}

bool verify_reach(int k, int n, const std::string& sets, const json& w, std::string& why) {
  if (!w.is_object() || w.size() != 3 || !w.contains("sets") || !w.contains("switches") || !w.contains("compared"))
    return why = "witness must be exactly {sets, switches, compared}", false;
  // The same number of sets is compared under either reading: the witness names its own.
  if (w["sets"] != sets) return why = "witness counted sets=" + w["sets"].dump() + ", not sets=" + sets, false;
  KaryNTree t(k, n);
  uint64_t compared = 0;
  auto bad = checked_reach_mismatch(walked_reach_counts(t, sets), sets, reach_claim, compared);
  if (bad)
    return why = std::string("the checker refutes ") + reach_set_name(bad->set) + " at " + t.switch_name(bad->sw), false;
  if (w["switches"] != t.switch_count() || w["compared"] != compared)
    return why = "witness counts differ from the checker's (" + std::to_string(compared) + " sets compared)", false;
  return why = "counted on the model's links: all " + std::to_string(compared) + " stated set sizes match", true;
}

}  // namespace netcert
