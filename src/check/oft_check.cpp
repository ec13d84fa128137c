// oft_check.cpp — see oft_check.hpp. Nothing here is shared with the engines.
#include "check/oft_check.hpp"

#include <initializer_list>
#include <memory>
#include <unordered_map>
#include <unordered_set>

#include "core/errors.hpp"

namespace netcert::oftcheck {

Bits prefer_one_linear(int r) {
  if (r < 1 || r > 26) throw InputError("r", "the checker runs Prefer one for 1 <= r <= 26");
  const uint64_t mask = (1ULL << r) - 1;
  std::vector<uint8_t> seen(1ULL << r, 0);
  Bits out(static_cast<size_t>(r), 0);  // step 1: r zeros
  out.reserve((1ULL << r) + static_cast<uint64_t>(r));
  uint64_t tuple = 0;
  seen[0] = 1;
  for (;;) {
    uint64_t one = ((tuple << 1) | 1) & mask, zero = (tuple << 1) & mask;
    if (!seen[one]) {  // step 2: write a one if the new r-tuple has not appeared
      seen[one] = 1, tuple = one, out.push_back(1);
    } else if (!seen[zero]) {  // step 3: else a zero if that is new
      seen[zero] = 1, tuple = zero, out.push_back(0);
    } else {
      return out;  // neither: stop
    }
  }
}

Bits prefer_one_prefix(int r, uint64_t count) {
  if (r < 1 || r > 63) throw InputError("r", "the checker runs Prefer one for 1 <= r <= 63");
  const uint64_t mask = (1ULL << r) - 1;
  std::unordered_set<uint64_t> seen{0};
  Bits out(static_cast<size_t>(r), 0);
  uint64_t tuple = 0;
  while (out.size() < count) {
    uint64_t one = ((tuple << 1) | 1) & mask, zero = (tuple << 1) & mask;
    if (seen.insert(one).second) tuple = one, out.push_back(1);
    else if (seen.insert(zero).second) tuple = zero, out.push_back(0);
    else break;
  }
  if (out.size() > count) out.resize(count);
  return out;
}

WindowCensus window_census(int r, const Bits& cyclic) {
  const uint64_t words = 1ULL << r, len = cyclic.size(), mask = words - 1;
  // Window p, first bit most significant, kept rolling: drop bit p-1, append bit p+r-1.
  std::vector<uint32_t> count(words, 0);
  uint64_t w = 0;
  for (int k = 0; k < r; ++k) w = (w << 1) | cyclic[static_cast<uint64_t>(k) % len];
  for (uint64_t p = 0; p < len; ++p) {
    ++count[w];
    w = ((w << 1) | cyclic[(p + static_cast<uint64_t>(r)) % len]) & mask;
  }
  WindowCensus c;
  std::unordered_map<uint64_t, size_t> repeated_at;
  for (uint64_t x = 0; x < words; ++x) {
    if (count[x] == 0) c.missing.push_back(x);
    if (count[x] > 1) repeated_at[x] = c.repeated.size(), c.repeated.push_back({x, {}});
  }
  if (!repeated_at.empty()) {
    w = 0;
    for (int k = 0; k < r; ++k) w = (w << 1) | cyclic[static_cast<uint64_t>(k) % len];
    for (uint64_t p = 0; p < len; ++p) {
      if (auto it = repeated_at.find(w); it != repeated_at.end()) c.repeated[it->second].second.push_back(p);
      w = ((w << 1) | cyclic[(p + static_cast<uint64_t>(r)) % len]) & mask;
    }
  }
  return c;
}

uint64_t table_window(const Bits& xi, uint64_t period, int r, uint64_t row) {
  uint64_t tau = 0;
  for (int t = 0; t < r; ++t) tau = (tau << 1) | xi[(row + static_cast<uint64_t>(t) + 1) % period];
  return tau;
}

std::vector<int> states_met(const Bits& xi, uint64_t period, int r, uint64_t injection) {
  std::vector<int> s;
  for (int k = 1; k <= r; ++k) s.push_back(xi[(injection + static_cast<uint64_t>(k)) % period]);
  return s;
}

// ------------------------------------------------------------------ wiring
Wiring::Wiring(int r) : r_(r), n_(0) {
  if (r < 1 || r > kMaxWired) throw InputError("r", "the checker wires OFT(r) explicitly for 1 <= r <= 16");
  n_ = 1ULL << r;
  std::vector<uint64_t> inputs(n_);
  for (uint64_t w = 0; w < n_; ++w) inputs[w] = new_link(0);  // P_w -> i_w of the root
  injection = inputs;
  build(r, 0, inputs, 0);
}

uint64_t Wiring::new_link(int hop_count) {
  head.push_back(Head{});
  hop.push_back(hop_count);
  return head.size() - 1;
}

void Wiring::build(int level, uint64_t first_processor, const std::vector<uint64_t>& inputs, int hop_in) {
  const uint64_t l = 1ULL << level, id = routers.size();
  routers.push_back(Router{level, inputs, {}});
  for (uint64_t p = 0; p < l; ++p) head[inputs[p]] = Head{false, id, p};
  std::vector<uint64_t> outs(l);
  for (uint64_t o = 0; o < l; ++o) outs[o] = new_link(hop_in + 1);
  routers[id].out = outs;
  if (level == 1) {  // the level-1 outputs are the processors
    head[outs[0]] = Head{true, first_processor, 0};
    head[outs[1]] = Head{true, first_processor + 1, 0};
    return;
  }
  // o_w -> left sub-OFT's i_w (w < l/2), right sub-OFT's i_(w - l/2) otherwise.
  build(level - 1, first_processor, std::vector<uint64_t>(outs.begin(), outs.begin() + l / 2), hop_in + 1);
  build(level - 1, first_processor + l / 2, std::vector<uint64_t>(outs.begin() + l / 2, outs.end()), hop_in + 1);
}

Walk walk(const Wiring& w, uint64_t source, uint64_t injection, const std::vector<int>& states) {
  Walk out;
  if (source >= w.injection.size()) return out.legal = false, out;
  uint64_t link = w.injection[source], slot = injection;
  for (size_t k = 0;; ++k) {
    if (link >= w.head.size() || k > static_cast<size_t>(w.r())) return out.legal = false, out;
    out.link_slots.emplace_back(slot, link);
    const Wiring::Head& h = w.head[link];
    if (h.processor) return out.arrival = h.node, out;
    const Wiring::Router& R = w.routers[h.node];
    if (k >= states.size() || h.port >= R.in.size()) return out.legal = false, out;
    uint64_t o = router_output(R.out.size(), h.port, states[k] != 0);
    link = R.out[o];
    ++slot;  // the router at hop k+1 switches in the next slot
  }
}

uint64_t arrival_by_definition(int r, uint64_t source, const std::vector<int>& states) {
  // Router of level lv over processors [first, first + 2^lv), entered at port p.
  uint64_t first = 0, port = source;
  for (int lv = r, k = 0; lv >= 1; --lv, ++k) {
    uint64_t l = 1ULL << lv, o = router_output(l, port, states.at(static_cast<size_t>(k)) != 0);
    if (lv == 1) return first + o;
    if (o < l / 2) port = o;
    else first += l / 2, port = o - l / 2;
  }
  return source;
}

// ------------------------------------------------------------------ the lemma
namespace {
constexpr uint64_t kNone = ~0ULL;

// Every link feeds exactly one router port or processor, consistently.
std::string feed_defect(const Wiring& w) {
  std::vector<uint8_t> fed(w.head.size(), 0), proc(w.processors(), 0);
  for (uint64_t id = 0; id < w.routers.size(); ++id) {
    const auto& R = w.routers[id];
    if (R.level < 1 || R.in.size() != (1ULL << R.level) || R.out.size() != R.in.size())
      return "router " + std::to_string(id) + " does not have 2^level inputs and outputs";
    for (uint64_t p = 0; p < R.in.size(); ++p) {
      uint64_t L = R.in[p];
      if (L >= w.head.size() || w.head[L].processor || w.head[L].node != id || w.head[L].port != p || fed[L]++)
        return "input " + std::to_string(p) + " of router " + std::to_string(id) + " is not fed by its own link";
    }
  }
  for (uint64_t L = 0; L < w.head.size(); ++L) {
    if (!w.head[L].processor) continue;
    if (w.head[L].node >= w.processors() || proc[w.head[L].node]++ || fed[L]++)
      return "processor " + std::to_string(w.head[L].node) + " is fed by more than one link";
  }
  for (uint64_t L = 0; L < w.head.size(); ++L)
    if (!fed[L]) return "link " + std::to_string(L) + " feeds nothing";
  return "";
}
}  // namespace

std::string xor_lemma_defect(const Wiring& w) {
  if (std::string d = feed_defect(w); !d.empty()) return d;
  std::vector<uint64_t> label(w.head.size(), kNone);
  std::vector<uint8_t> driven(w.head.size(), 0);
  for (uint64_t s = 0; s < w.processors(); ++s) {
    uint64_t L = w.injection.at(s);
    if (L >= w.head.size() || driven[L]++ || w.hop[L] != 0) return "P" + std::to_string(s) + " has no link of its own";
    label[L] = s;
  }
  for (uint64_t id = 0; id < w.routers.size(); ++id) {  // parents are built before their children
    const auto& R = w.routers[id];
    const uint64_t l = R.in.size(), flip = 1ULL << (R.level - 1);
    for (uint64_t p = 0; p < l; ++p) {
      uint64_t in = R.in[p], out = R.out[p];
      if (label[in] == kNone) return "router " + std::to_string(id) + " input " + std::to_string(p) + " is unreachable";
      if (w.hop[in] != w.hop[R.in[0]] || out >= w.head.size() || w.hop[out] != w.hop[in] + 1 || driven[out]++)
        return "router " + std::to_string(id) + " output " + std::to_string(p) + " breaks the hop layering";
      label[out] = label[in];  // drop: i_p -> o_p keeps the address
    }
    for (uint64_t p = 0; p < l; ++p)  // turn: i_p -> o_((p + l/2) mod l) flips bit level-1
      if (label[R.out[router_output(l, p, true)]] != (label[R.in[p]] ^ flip))
        return "router " + std::to_string(id) + " in turn state does not flip address bit " +
               std::to_string(R.level - 1) + " at input " + std::to_string(p);
  }
  for (uint64_t L = 0; L < w.head.size(); ++L)
    if (w.head[L].processor && label[L] != w.head[L].node)
      return "link " + std::to_string(L) + " carries address " + std::to_string(label[L]) + " into P" +
             std::to_string(w.head[L].node);
  return "";
}

// ------------------------------------------------------------------ walking
std::optional<json> cycle_defect_by_walking(const Wiring& w, const Bits& xi, bool shared) {
  const uint64_t n = w.processors(), T = xi.size(), L = w.head.size();
  if (T == 0 || T * L > (1ULL << 26)) throw InputError("r", "walking a whole cycle needs T * links <= 2^26");
  std::vector<uint64_t> occupant(T * L, 0);  // (slot mod T, link) -> 1 + s * T + i
  for (uint64_t i = 0; i < T; ++i)
    for (uint64_t s = 0; s < n; ++s) {
      Walk pw = walk(w, s, i, states_met(xi, T, w.r(), i));
      if (!pw.legal) return json{{"kind", "illegal-path"}, {"source", s}, {"injection", i}};
      for (auto& [slot, link] : pw.link_slots) {
        uint64_t& o = occupant[(slot % T) * L + link];
        if (o)
          return json{{"kind", "collision"}, {"slot", slot % T}, {"link", link},
                      {"packets", json::array({json::array({(o - 1) / T, (o - 1) % T}), json::array({s, i})})}};
        o = 1 + s * T + i;
      }
      uint64_t want = table_entry(shared, s, table_window(xi, T, w.r(), i));
      if (pw.arrival != want)
        return json{{"kind", "misdelivery"}, {"source", s}, {"injection", i}, {"table_destination", want},
                    {"arrival", pw.arrival}};
    }
  return std::nullopt;
}

std::optional<json> validate_claims(const Wiring& w, const Bits& xi, const std::vector<Claim>& claims) {
  const uint64_t T = xi.size(), L = w.head.size();
  std::unordered_map<uint64_t, size_t> occupant;  // slot * L + link -> claim index
  occupant.reserve(claims.size() * static_cast<size_t>(w.r() + 1));
  for (size_t c = 0; c < claims.size(); ++c) {
    const Claim& k = claims[c];
    json who = {{"source", k.source}, {"destination", k.destination}, {"injection", k.injection}};
    Walk pw = walk(w, k.source, k.injection, states_met(xi, T, w.r(), k.injection));
    if (!pw.legal) return who["kind"] = "illegal-path", who;
    if (pw.arrival != k.destination) return who["kind"] = "misdelivery", who["arrival"] = pw.arrival, who;
    for (auto& [slot, link] : pw.link_slots) {
      auto [it, fresh] = occupant.emplace(slot * L + link, c);
      if (!fresh) {
        who["kind"] = "collision";
        who["slot"] = slot;
        who["other"] = json::array({claims[it->second].source, claims[it->second].injection});
        return who;
      }
    }
  }
  return std::nullopt;
}

Counts count_wiring(const Wiring& w) {
  Counts c;
  c.routers = w.routers.size();
  c.links = w.head.size();
  c.routers_per_level.assign(static_cast<size_t>(w.r()) + 1, 0);
  for (auto& R : w.routers) {
    if (R.level >= 1 && R.level <= w.r()) ++c.routers_per_level[static_cast<size_t>(R.level)];
    if (R.level < 1 || R.in.size() != (1ULL << R.level) || R.out.size() != R.in.size()) c.degrees_balanced = false;
  }
  return c;
}


// ------------------------------------------------------------------ claims from r alone
Bits prefer_one_cycle(int r) {
  Bits b = prefer_one_linear(r);
  b.resize(1ULL << r);
  return b;
}

std::string routing_lemma_defect(int r) { return xor_lemma_defect(Wiring(r)); }

json first_debruijn_defect(int r) {
  Bits lin = prefer_one_linear(r);
  if (lin.size() != (1ULL << r) + static_cast<uint64_t>(r) - 1) return {{"kind", "linear-length"}, {"linear_length", lin.size()}};
  lin.resize(1ULL << r);
  WindowCensus c = window_census(r, lin);
  json best;
  for (auto& [word, at] : c.repeated)
    if (best.is_null() || at[1] < best["second"].get<uint64_t>()) best = {{"kind", "repeated-window"}, {"first", at[0]}, {"second", at[1]}};
  return best;
}

json first_all_to_all_defect(int r, std::string& why) {
  if (std::string d = routing_lemma_defect(r); !d.empty()) return why = "the explicit wiring breaks the routing lemma: " + d, nullptr;
  Bits xi = prefer_one_cycle(r);
  const uint64_t T = xi.size();
  std::vector<uint64_t> count(1ULL << r, 0);
  for (uint64_t i = 0; i < T; ++i) ++count[table_window(xi, T, r, i)];
  for (uint64_t d = 0; d < count.size(); ++d)
    if (count[d] != 1) return json{{"source", 0}, {"destination", d}, {"times_reached", count[d]}};
  return nullptr;
}

json counts_defect(int r) {
  Counts c = count_wiring(Wiring(r));
  json d = json::object();
  if (c.routers != (1ULL << r) - 1) d["routers"] = c.routers;                      // 2^r - 1 routers
  if (c.links != (static_cast<uint64_t>(r) + 1) << r) d["links"] = c.links;       // (r+1) 2^r links
  for (int lv = 1; lv <= r; ++lv)                                                  // 2^(r-s') at level s'
    if (c.routers_per_level[static_cast<size_t>(lv)] != (1ULL << (r - lv)))
      d["routers_at_level_" + std::to_string(lv)] = c.routers_per_level[static_cast<size_t>(lv)];
  if (!c.degrees_balanced) d["degrees_balanced"] = false;
  return d.empty() ? json(nullptr) : d;
}

json first_hrelation_defect(int r, bool shared) {
  Wiring wired(r);
  Bits xi = prefer_one_cycle(r);
  const uint64_t n = 1ULL << r, T = xi.size();
  for (uint64_t s = 0; s < n; ++s)
    for (uint64_t d = 0; d < n; ++d)
      for (uint64_t t = 0; t < T; ++t) {
        if (table_entry(shared, s, table_window(xi, T, r, t)) != d) continue;
        Walk w = walk(wired, s, t, states_met(xi, T, r, t));
        if (!w.legal || w.arrival != d)
          return json{{"kind", "misdelivery"}, {"source", s}, {"destination", d}, {"injection", t}, {"arrival", w.arrival}};
        break;
      }
  return nullptr;
}

namespace {
// Control bits covering slots 0..last + r (the whole cycle when r <= 20).
struct CheckerControl {
  Bits xi;
  uint64_t period = 0;
};
CheckerControl control_through(int r, uint64_t last_slot) {
  if (r <= 20) return {prefer_one_cycle(r), 1ULL << r};
  Bits pre = prefer_one_prefix(r, last_slot + static_cast<uint64_t>(r) + 1);
  return {pre, pre.size()};
}

// Arrival of P_s's packet injected in slot i: walked on the explicit wiring (r <= 16)
// or by the recursive definition (larger r).
uint64_t checker_arrival(int r, const CheckerControl& k, uint64_t s, uint64_t i) {
  std::vector<int> states = states_met(k.xi, k.period, r, i);
  if (r > Wiring::kMaxWired) return arrival_by_definition(r, s, states);
  static thread_local std::unique_ptr<Wiring> wired;
  if (!wired || wired->r() != r) wired = std::make_unique<Wiring>(r);
  Walk w = walk(*wired, s, i, states);
  if (!w.legal) throw InputError("counterexample", "the packet's path leaves the wiring");
  return w.arrival;
}

}  // namespace

// A misdelivery counterexample: the packet really misses its row, and it is the
// first misdelivered packet in (injection, source) order.
bool confirm_misdelivery(int r, bool shared, const json& cex, std::string& why) {
  for (const char* k : {"kind", "source", "injection", "table_destination", "arrival"})
    if (!cex.contains(k)) return why = std::string("rejected: no field '") + k + "'", false;
  if (cex.size() != 5) return why = "rejected: a misdelivery has exactly kind, source, injection, table_destination, arrival", false;
  if (r > 62) return why = "rejected: the checker walks packets for r <= 62", false;
  const uint64_t n = 1ULL << r, s = cex["source"].get<uint64_t>(), i = cex["injection"].get<uint64_t>();
  if (s >= n || i >= n) return why = "rejected: no such packet in one control cycle", false;
  if (i > (1ULL << 20) / n || i * n + s > (1ULL << 20)) return why = "rejected: not within the checker's first 2^20 packets", false;
  CheckerControl k = control_through(r, i);
  for (uint64_t i2 = 0; i2 <= i; ++i2)
    for (uint64_t s2 = 0; s2 < (i2 == i ? s + 1 : n); ++s2) {
      uint64_t want = table_entry(shared, s2, table_window(k.xi, k.period, r, i2));
      uint64_t got = checker_arrival(r, k, s2, i2);
      if (i2 == i && s2 == s) {
        if (got == want) return why = "rejected: the packet arrives where its row says", false;
        if (cex["table_destination"] != want || cex["arrival"] != got)
          return why = "rejected: the row names P" + std::to_string(want) + " and the packet reaches P" + std::to_string(got), false;
        why = "confirmed by the independent checker: P" + std::to_string(s) + "'s row " + std::to_string(i) + " (" +
              std::string(shared ? "shared" : "per-processor") + " reading) names P" + std::to_string(want) + " but the packet, walked link "
              "by link, reaches P" + std::to_string(got) + "; every earlier packet is delivered";
        return true;
      }
      if (got != want)
        return why = "rejected: not the first misdelivery (P" + std::to_string(s2) + " in slot " + std::to_string(i2) + " is earlier)", false;
    }
  return false;
}

bool confirm_collision(int r, const json& cex, std::string& why) {
  if (r > Wiring::kMaxWired || cex.size() != 3 || !cex.contains("slot") || !cex.contains("packets") ||
      cex["packets"].size() != 2)
    return why = "rejected: a collision is {kind, slot, packets: [[s,i],[s,i]]} with r <= 16", false;
  Wiring wired(r);
  CheckerControl k = control_through(r, 0);
  std::vector<Walk> walks;
  for (auto& pk : cex["packets"])
    walks.push_back(walk(wired, pk.at(0).get<uint64_t>(), pk.at(1).get<uint64_t>(),
                             states_met(k.xi, k.period, r, pk.at(1).get<uint64_t>())));
  if (cex["packets"][0] == cex["packets"][1]) return why = "rejected: the two packets are the same", false;
  for (auto& a : walks[0].link_slots)
    for (auto& b : walks[1].link_slots)
      if (a == b && a.first == cex["slot"].get<uint64_t>())
        return why = "confirmed by the independent checker: both packets on one link in slot " + std::to_string(a.first), true;
  why = "rejected: the walked paths share no link in that slot";
  return false;
}

// The table certificate (oft-routing --certify) also lists every row: each entry
// must be the checker's own table entry (s XOR τ(i), τ from its Prefer one).
bool table_rows_match(int r, const json& rows, std::string& why) {
  Bits xi = prefer_one_cycle(r);
  const uint64_t T = xi.size(), n = 1ULL << r;
  if (!rows.is_array() || rows.size() != T) return why = "the certified tables do not have 2^r rows", false;
  for (uint64_t i = 0; i < T; ++i) {
    uint64_t tau = table_window(xi, T, r, i);
    if (!rows[i].is_array() || rows[i].size() != n) return why = "row " + std::to_string(i) + " does not have n entries", false;
    for (uint64_t s = 0; s < n; ++s)
      if (rows[i][s] != table_entry(false, s, tau))
        return why = "row " + std::to_string(i) + " of P" + std::to_string(s) + " is not its packet's arrival", false;
  }
  return true;
}

// ------------------------------------------------------------------ solver models
ControlUnderTest paper_control(int r, bool shared) { return ControlUnderTest{prefer_one_cycle(r), shared, 1}; }

std::vector<std::pair<int, uint64_t>> links_by_definition(int r, uint64_t source, const std::vector<int>& states) {
  std::vector<std::pair<int, uint64_t>> out{{0, source}};  // layer 0: P_s into root input i_s
  uint64_t first = 0, port = source;
  for (int lv = r, k = 0; lv >= 1; --lv, ++k) {
    uint64_t l = 1ULL << lv, o = router_output(l, port, states.at(static_cast<size_t>(k)) != 0);
    if (lv == 1) {
      out.push_back({k + 1, first + o});  // the processor it feeds
      break;
    }
    if (o < l / 2) port = o;
    else first += l / 2, port = o - l / 2;
    out.push_back({k + 1, first + port});
  }
  return out;
}

namespace {
// A packet under control k: its (slot, link) pairs and arrival, on the explicit
// wiring for r <= 16, else by the recursive definition (link = layer and key).
Walk walk_under(int r, const ControlUnderTest& k, uint64_t s, uint64_t i) {
  std::vector<int> states = states_met(k.xi, k.xi.size(), r, i);
  if (r <= Wiring::kMaxWired) {
    static thread_local std::unique_ptr<Wiring> wired;
    if (!wired || wired->r() != r) wired = std::make_unique<Wiring>(r);
    Walk w = walk(*wired, s, i, states);
    if (!w.legal) throw InputError("counterexample", "the packet's path leaves the wiring");
    return w;
  }
  Walk w;
  for (auto& [layer, key] : links_by_definition(r, s, states))
    w.link_slots.emplace_back(i + static_cast<uint64_t>(layer), (static_cast<uint64_t>(layer) << 58) | key);
  w.arrival = w.link_slots.back().second & ((1ULL << 58) - 1);
  return w;
}

uint64_t row_entry(int r, const ControlUnderTest& k, uint64_t s, uint64_t row) {
  const uint64_t T = k.xi.size();
  uint64_t tau = 0;  // τ_t = ξ_((row + t + offset) mod T), root bit most significant
  for (int t = 0; t < r; ++t)
    tau = (tau << 1) | k.xi[(row + static_cast<uint64_t>(t) + static_cast<uint64_t>(k.row_offset)) % T];
  return table_entry(k.shared, s, tau);
}

bool fields_are(const json& cex, std::initializer_list<const char*> keys, std::string& why) {
  if (!cex.is_object() || cex.size() != keys.size()) return why = "rejected: unexpected fields", false;
  for (const char* key : keys)
    if (!cex.contains(key) || (std::string(key) != "kind" && std::string(key) != "packets" && !cex[key].is_number_unsigned()))
      return why = std::string("rejected: field '") + key + "' missing or not a number", false;
  return true;
}
}  // namespace

bool confirm_model_collision(int r, const ControlUnderTest& k, const json& cex, std::string& why) {
  if (!fields_are(cex, {"kind", "slot", "packets"}, why)) return false;
  const json& pk = cex["packets"];
  const uint64_t n = 1ULL << r, T = k.xi.size();
  if (!pk.is_array() || pk.size() != 2 || pk[0] == pk[1]) return why = "rejected: not two distinct packets", false;
  std::vector<std::vector<std::pair<uint64_t, uint64_t>>> paths;
  for (auto& p : pk) {
    if (!p.is_array() || p.size() != 2 || !p[0].is_number_unsigned() || !p[1].is_number_unsigned() ||
        p[0].get<uint64_t>() >= n || p[1].get<uint64_t>() >= T)
      return why = "rejected: a packet is not [source < 2^r, slot < T]", false;
    paths.push_back(walk_under(r, k, p[0].get<uint64_t>(), p[1].get<uint64_t>()).link_slots);
  }
  for (auto& a : paths[0])
    for (auto& b : paths[1])
      if (a == b && a.first == cex["slot"].get<uint64_t>())
        return why = "confirmed by the independent checker: both packets on one link in slot " + std::to_string(a.first), true;
  return why = "rejected: the walked paths share no link in that slot", false;
}

bool confirm_model_misdelivery(int r, const ControlUnderTest& k, const json& cex, std::string& why) {
  if (!fields_are(cex, {"kind", "source", "injection", "table_destination", "arrival"}, why)) return false;
  const uint64_t s = cex["source"].get<uint64_t>(), i = cex["injection"].get<uint64_t>();
  if (s >= (1ULL << r) || i >= k.xi.size()) return why = "rejected: no such packet in one control cycle", false;
  uint64_t want = row_entry(r, k, s, i), got = walk_under(r, k, s, i).arrival;
  if (want != cex["table_destination"].get<uint64_t>()) return why = "rejected: the row names P" + std::to_string(want), false;
  if (got != cex["arrival"].get<uint64_t>() || got == want)
    return why = "rejected: the walked packet reaches P" + std::to_string(got) + ", its row names P" + std::to_string(want), false;
  why = "confirmed by the independent checker: row " + std::to_string(i) + " of P" + std::to_string(s) + " names P" +
        std::to_string(want) + ", the packet walked link by link reaches P" + std::to_string(got);
  return true;
}

bool confirm_model_unserved(int r, const ControlUnderTest& k, const json& cex, std::string& why) {
  if (!fields_are(cex, {"kind", "source", "destination"}, why)) return false;
  const uint64_t s = cex["source"].get<uint64_t>(), d = cex["destination"].get<uint64_t>(), T = k.xi.size();
  if (s >= (1ULL << r) || d >= (1ULL << r) || T > (1ULL << 24)) return why = "rejected: no such pair (or T > 2^24)", false;
  for (uint64_t i = 0; i < T; ++i) {
    if (row_entry(r, k, s, i) == d) return why = "rejected: row " + std::to_string(i) + " names P" + std::to_string(d), false;
    if (walk_under(r, k, s, i).arrival == d)
      return why = "rejected: the packet of slot " + std::to_string(i) + " reaches P" + std::to_string(d), false;
  }
  why = "confirmed by the independent checker: none of the " + std::to_string(T) + " rows of P" + std::to_string(s) +
        "'s table names P" + std::to_string(d) + " and none of its packets, walked, arrives there";
  return true;
}

json first_unserved_pair(int r, bool shared) {
  Bits xi = prefer_one_cycle(r);
  const uint64_t n = 1ULL << r, T = xi.size();
  // P_s's rows are s XOR τ(i) (or τ(i)): P_0 misses a destination iff some P_s
  // does, and P_0's smallest miss comes first in (source, destination) order.
  std::vector<uint8_t> named(n, 0);
  for (uint64_t i = 0; i < T; ++i) named[table_entry(shared, 0, table_window(xi, T, r, i))] = 1;
  for (uint64_t d = 0; d < n; ++d)
    if (!named[d]) return json{{"kind", "unserved"}, {"source", 0}, {"destination", d}};
  return nullptr;
}

}  // namespace netcert::oftcheck
