// kary_counts_check.cpp — see kary_counts_check.hpp.
#include "check/kary_counts_check.hpp"

#include <algorithm>
#include <vector>

namespace netcert {

namespace {

// Base-k digits o_0 .. o_(n-2) of a switch position.
std::vector<uint64_t> digits_of(uint64_t o, int k, int n) {
  std::vector<uint64_t> d(static_cast<size_t>(std::max(n - 1, 0)));
  for (auto& x : d) x = o % static_cast<uint64_t>(k), o /= static_cast<uint64_t>(k);
  return d;
}

// The paper's neighbours of <s,o> one stage up: every o' agreeing with o off digit s.
std::vector<uint64_t> rule_up_neighbours(const KaryNTree& t, uint64_t sw) {
  const int s = t.stage_of(sw), k = t.k();
  std::vector<uint64_t> out;
  if (s + 1 >= t.n()) return out;
  const std::vector<uint64_t> o = digits_of(t.position_of(sw), k, t.n());
  uint64_t weight = 1;
  for (int i = 0; i < s; ++i) weight *= static_cast<uint64_t>(k);
  const uint64_t base = t.position_of(sw) - o[static_cast<size_t>(s)] * weight;
  for (uint64_t j = 0; j < static_cast<uint64_t>(k); ++j)
    out.push_back(static_cast<uint64_t>(s + 1) * t.switches_per_stage() + base + j * weight);
  return out;
}

}  // namespace

std::string kary_switch_rule_defect(const KaryNTree& t, uint64_t sw, const KaryPeer& peer) {
  const int k = t.k();
  std::vector<uint64_t> up;
  for (int port = k; port < 2 * k; ++port) {
    KaryNTree::End e = peer(sw, port);
    if (e.kind == KaryNTree::End::None) continue;
    if (e.kind != KaryNTree::End::Switch) return "up-port " + std::to_string(port) + " does not lead to a switch";
    KaryNTree::End back = peer(e.id, e.port);
    if (back.kind != KaryNTree::End::Switch || back.id != sw || back.port != port)
      return "the link on up-port " + std::to_string(port) + " is not seen from its far end";
    up.push_back(e.id);
  }
  std::sort(up.begin(), up.end());
  if (up != rule_up_neighbours(t, sw)) return "its up-neighbours are not the switches agreeing off digit s";
  if (t.stage_of(sw) != 0) return "";
  std::vector<uint64_t> below;
  for (int port = 0; port < k; ++port) {
    KaryNTree::End e = peer(sw, port);
    if (e.kind != KaryNTree::End::Terminal) return "down-port " + std::to_string(port) + " carries no terminal";
    below.push_back(e.id);
  }
  std::sort(below.begin(), below.end());
  for (uint64_t j = 0; j < below.size(); ++j)  // h with h_(i+1) = o_i: o k + h_0
    if (below[j] != t.position_of(sw) * static_cast<uint64_t>(k) + j) return "its terminals are not those with h_(i+1) = o_i";
  return "";
}

namespace {

// The model's own links.
std::string switch_rule_defect(const KaryNTree& t, uint64_t sw) {
  return kary_switch_rule_defect(t, sw, [&t](uint64_t w, int port) { return t.peer(w, port); });
}

}  // namespace

KaryCensus kary_census(const KaryNTree& t) {
  KaryCensus c;
  for (uint64_t sw = 0; sw < t.switch_count() && c.rule_defect.empty(); ++sw) {
    std::string d = switch_rule_defect(t, sw);
    if (!d.empty()) c.rule_defect = t.switch_name(sw) + ": " + d;
  }
  std::vector<bool> met(t.switch_count(), false), terminal(t.terminals(), false);
  std::vector<uint64_t> stack{0};  // switch <0,0>; the walk meets every switch and terminal connected to it
  met[0] = true;
  while (!stack.empty()) {
    uint64_t sw = stack.back();
    stack.pop_back();
    ++c.switches;
    for (int port = 0; port < t.ports(); ++port) {
      KaryNTree::End e = t.peer(sw, port);
      if (e.kind == KaryNTree::End::Terminal) {
        ++c.terminal_links;
        c.terminals += terminal[e.id] ? 0 : 1;
        terminal[e.id] = true;
      } else if (e.kind == KaryNTree::End::Switch) {
        c.switch_links += t.stage_of(e.id) > t.stage_of(sw) ? 1 : 0;
        if (!met[e.id]) met[e.id] = true, stack.push_back(e.id);
      }
    }
  }
  return c;
}

bool recheck_kary_counts(int k, int n, const json& cex, const KaryCountClaim& claim, std::string& why) {
  KaryNTree t(k, n);
  const std::string q = cex.value("quantity", "");
  if (q == "channel") {
    uint64_t sw = cex.at("switch").get<uint64_t>();
    if (sw >= t.switch_count()) return why = "rejected: no such switch", false;
    std::string d = switch_rule_defect(t, sw);
    why = d.empty() ? "rejected: the checker finds every channel of that switch as A.6.1 says"
                    : "confirmed by the independent checker: " + t.switch_name(sw) + ": " + d;
    return !d.empty();
  }
  if (q != "terminals" && q != "switches") return why = "rejected: unknown quantity '" + q + "'", false;
  KaryCensus c = kary_census(t);
  const KaryQuantity kq = q == "terminals" ? KaryQuantity::Terminals : KaryQuantity::Switches;
  const uint64_t counted = kq == KaryQuantity::Terminals ? c.terminals : c.switches;
  const BigInt claimed = claim(kq, k, n);
  if (cex.value("counted", "") != std::to_string(counted) || cex.value("claimed", "") != claimed.str())
    return why = "rejected: the checker counts " + std::to_string(counted) + " " + q + ", the closed form is " +
                 claimed.str(), false;
  why = BigInt(counted) != claimed ? "confirmed by the independent checker: " + std::to_string(counted) + " " + q +
                                         " met by its depth-first walk, the closed form says " + claimed.str()
                                   : "rejected: the count equals the closed form";
  return BigInt(counted) != claimed;
}

bool verify_kary_counts(int k, int n, const json& witness, const KaryCountClaim& claim, std::string& why) {
  KaryNTree t(k, n);
  KaryCensus c = kary_census(t);
  if (!c.rule_defect.empty()) return why = "the checker finds a channel off the link rule: " + c.rule_defect, false;
  json recount{{"terminals", std::to_string(c.terminals)},
               {"switches", std::to_string(c.switches)},
               {"terminal_links", std::to_string(c.terminal_links)},
               {"switch_links", std::to_string(c.switch_links)}};
  if (witness != recount) return why = "the witness is not the checker's recount " + recount.dump(), false;
  if (BigInt(c.terminals) != claim(KaryQuantity::Terminals, k, n) || BigInt(c.switches) != claim(KaryQuantity::Switches, k, n))
    return why = "the checker's counts differ from k^n and n k^(n-1)", false;
  why = "recounted by the independent checker's depth-first walk: " + recount.dump() +
        ", every channel as A.6.1 says; terminals = k^n and switches = n k^(n-1) exactly";
  return true;
}

}  // namespace netcert
