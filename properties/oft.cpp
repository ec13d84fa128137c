// oft.cpp — seed 003 (Honkanen, Systolic Routing in an Optical Fat Tree):
// oft.debruijn, oft.conflict_free, oft.all_to_all, oft.counts, the tables
// oft-routing and oft-hrelation, and the oft/control-sequence schedule checker.
//
// Conventions (DESIGN.md): link-level OFT(r) in net/oft.hpp; a packet injected
// at slot i meets the root in slot i+1 and level 1 in slot i+r (so row i of a
// routing table is the window ξ_(i+1..i+r), Algorithm "Routing table");
// reading=per-processor: routing bits s XOR d (the paper's own example);
// reading=shared: one table, τ = the destination address (refuted, ERRATA).
#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>

#include "check/oft_check.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "search/random.hpp"
#include "generators/oft_gen.hpp"
#include "net/oft.hpp"
#include "proofs/oft_smt.hpp"
#include "route/oft_debruijn.hpp"
#include "route/oft_hrelation.hpp"
#include "route/oft_systolic.hpp"

namespace netcert {

namespace {

const char* kPaper = "003 Honkanen, Systolic Routing in an Optical Fat Tree (Report A/2003/2)";

std::string refuse_above(const ParamSet& ps, int max_r, const std::string& why) {
  return ps.i("r") > max_r ? "r > " + std::to_string(max_r) + ": " + why : "";
}

TableReading reading_of(const ParamSet& ps) {
  return ps.has("reading") ? parse_reading(ps.s("reading")) : TableReading::PerProcessor;
}

// prefer_one(r) is reused by the random engines' many cases.
const ControlSchedule& cached_prefer_one(int r) {
  static std::mutex mu;
  static std::map<int, std::unique_ptr<ControlSchedule>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto& slot = cache[r];
  if (!slot) slot = std::make_unique<ControlSchedule>(ControlSchedule::prefer_one_schedule(r));
  return *slot;
}

json smt_witness(const std::vector<OftSmtResult>& results) {
  json q = json::array();
  for (auto& r : results) q.push_back({{"name", r.name}, {"query", r.answer.smt2}, {"answer", "unsat"}});
  return json{{"smt2", q}};
}

Outcome smt_outcome(const std::vector<OftSmtResult>& results, const std::string& what) {
  Outcome o;
  double secs = 0;
  for (auto& r : results) {
    secs += r.answer.seconds;
    o.stats[r.name] = r.answer.status == z3::unsat ? "unsat" : r.answer.status == z3::sat ? "sat" : "unknown";
  }
  o.stats["solver_seconds"] = secs;
  for (auto& r : results) {
    if (r.answer.status == z3::sat) {
      o.verdict = Verdict::Fails;
      o.counterexample = r.counterexample;
      o.note = r.name + " is satisfiable: " + what + " fails";
      return o;
    }
  }
  for (auto& r : results) {
    if (r.answer.status != z3::unsat) {
      o.verdict = Verdict::Unknown;
      o.note = r.name + ": solver gave no answer (" + r.answer.reason + ")";
      return o;
    }
  }
  o.verdict = Verdict::Holds;
  o.witness = smt_witness(results);
  o.note = std::to_string(results.size()) + " negated quer" + (results.size() == 1 ? "y" : "ies") + " unsat";
  return o;
}

bool verify_smt_witness(const json& w, std::string& why) {
  if (!w.is_object() || !w.contains("smt2") || !w["smt2"].is_array() || w["smt2"].empty()) {
    why = "witness has no stored queries";
    return false;
  }
  for (auto& q : w["smt2"])
    if (q.value("answer", "") != "unsat" || q.value("query", "").empty()) {
      why = "query " + q.value("name", "?") + " is not a stored unsat answer";
      return false;
    }
  why = std::to_string(w["smt2"].size()) + " stored unsat quer" + (w["smt2"].size() == 1 ? "y" : "ies") +
        " (re-solve with --resolve)";
  return true;
}

bool keep_queries(int r) { return r <= 10; }  // certificates carry the SMT-LIB2 text while it stays small

// ---------------------------------------------------------------- oft.debruijn
Property debruijn_property() {
  Property p;
  p.id = "oft.debruijn";
  p.paper = kPaper;
  p.claim = "Sec. 3.2, Algorithm Prefer one";
  p.statement =
      "Prefer one (r zeros, then prefer a 1, else a 0, stop when neither forms a new r-tuple) writes 2^r + r - 1 bits "
      "whose first 2^r form a cyclic de Bruijn sequence B(2,r): every r-bit word occurs exactly once as a cyclic "
      "window.";
  p.params = {int_param("r", 1, 24, "1..20", "OFT dimension (processors n = 2^r)")};
  p.engines.push_back(Engine{"exhaustive", [](const ParamSet& ps) { return refuse_above(ps, 24, "2^r windows held in memory"); },
                             [](const ParamSet& ps, const RunContext&) {
                               int r = static_cast<int>(ps.i("r"));
                               BitSequence lin = prefer_one_linear(r);
                               BitSequence cyc = prefer_one(r);
                               Outcome o;
                               o.stats["linear_length"] = lin.size();
                               uint64_t want = (1ULL << r) + static_cast<uint64_t>(r) - 1;
                               json base = {{"r", r}};
                               if (cyc.size() <= (1u << 14)) base["sequence"] = to_bit_string(cyc);
                               if (lin.size() != want) {
                                 base["kind"] = "linear-length";
                                 base["linear_length"] = lin.size();
                                 return Outcome::fails(base, "prefer-one did not write 2^r + r - 1 bits");
                               }
                               if (auto d = debruijn_defect_fast(r, cyc)) {
                                 base["kind"] = d->kind;
                                 base["first"] = d->first;
                                 base["second"] = d->second;
                                 return Outcome::fails(base, "window repeats");
                               }
                               o.verdict = Verdict::Holds;
                               o.witness = {{"r", r}, {"windows", 1ULL << r}};
                               o.note = "all " + std::to_string(1ULL << r) + " cyclic windows distinct; linear output " +
                                        std::to_string(lin.size()) + " bits";
                               return o;
                             }});
  p.engines.push_back(Engine{"smt", [](const ParamSet& ps) { return refuse_above(ps, kOftSmtMaxFactsR, "the cycle is one 2^r-bit constant with 2^r window constraints"); },
                             [](const ParamSet& ps, const RunContext& ctx) {
                               int r = static_cast<int>(ps.i("r"));
                               return smt_outcome({smt_debruijn(r, prefer_one(r), ctx, keep_queries(r))},
                                                  "de Bruijn property");
                             }});
  p.engines.push_back(Engine{"random", [](const ParamSet& ps) { return refuse_above(ps, 16, "each case scans all 2^r windows"); },
                             [](const ParamSet& ps, const RunContext& ctx) {
                               int r = static_cast<int>(ps.i("r"));
                               const BitSequence& seq = cached_prefer_one(r).per_level[0];
                               auto slot = std::make_shared<FailureSlot>();
                               // Random r-bit words must each occur (once) as a window.
                               return run_random("oft.debruijn", ctx, slot, [r, &seq, slot](const OftWord& w0) {
                                 uint64_t w = w0.value & ((1ULL << r) - 1);
                                 uint64_t hits = 0, at = 0;
                                 for (uint64_t p = 0; p < seq.size(); ++p) {
                                   uint64_t v = 0;
                                   for (int k = 0; k < r; ++k) v = v * 2 + seq[(p + k) % seq.size()];
                                   if (v == w) ++hits, at = p;
                                 }
                                 if (hits != 1)
                                   slot->last = {{"r", r}, {"kind", "word-count"}, {"word", w}, {"hits", hits}, {"at", at}};
                                 RC_ASSERT(hits == 1u);
                               });
                             }});
  p.recheck = [](const ParamSet& ps, const json& cex, std::string& why) {
    try {
      int r = static_cast<int>(ps.i("r"));
      if (cex.value("kind", "") == "linear-length") {
        // Regenerate and count the bits the algorithm writes.
        uint64_t got = prefer_one_linear(r).size(), want = (1ULL << r) + static_cast<uint64_t>(r) - 1;
        why = got != want ? "confirmed: prefer-one writes " + std::to_string(got) + " bits, not " + std::to_string(want)
                          : "rejected: prefer-one writes 2^r + r - 1 bits";
        return got != want;
      }
      return confirm_debruijn_defect(r, cex, why);
    } catch (const std::exception& e) {
      why = std::string("rejected: ") + e.what();
      return false;
    }
  };
  p.verify_witness = [](const ParamSet& ps, const std::string& engine, const json& w, std::string& why) {
    if (engine == "smt") return verify_smt_witness(w, why);
    int r = static_cast<int>(ps.i("r"));
    WindowCensus c = window_census(r, prefer_one(r));
    bool ok = c.missing.empty() && c.repeated.empty();
    why = ok ? "window census by definition: every r-bit word once" : "window census found a defect";
    return ok;
  };
  return p;
}

// ------------------------------------------------------------ oft.conflict_free
Property conflict_free_property() {
  Property p;
  p.id = "oft.conflict_free";
  p.paper = kPaper;
  p.claim = "Sec. 3.3 (no collisions) and Algorithm Routing table";
  p.statement =
      "With every router in state ξ_(t mod 2^r) (prefer-one sequence) and every processor injecting in every slot of "
      "a control cycle, no two distinct (source, injection slot) packets share a link in one slot, and each packet "
      "arrives at the destination its routing table row names. reading=per-processor: row i of P_s is s XOR "
      "ξ_(i+1..i+r); reading=shared: row i is ξ_(i+1..i+r) for all. The smt engine proves it for EVERY control "
      "schedule (uninterpreted ξ per level).";
  p.params = {int_param("r", 1, 64, "1..10", "OFT dimension (processors n = 2^r)"),
              choice_param("reading", {"per-processor", "shared"}, "per-processor",
                           "routing-table reading (ERRATA: shared fails)")};
  p.engines.push_back(Engine{"exhaustive", [](const ParamSet& ps) { return refuse_above(ps, 13, "4^r packets per cycle"); },
                             [](const ParamSet& ps, const RunContext& ctx) {
                               int r = static_cast<int>(ps.i("r"));
                               OpticalFatTree net(r);
                               const ControlSchedule& drive = cached_prefer_one(r);
                               RoutingTables tables(drive, reading_of(ps));
                               CycleStats st;
                               bool timed_out = false;
                               auto d = systolic_cycle_defect(net, drive, tables, ctx, &st, &timed_out);
                               Outcome o;
                               if (d) o = Outcome::fails(*d, (*d)["kind"].get<std::string>() + " in the first failing injection slot");
                               else if (timed_out) o = Outcome::unknown("timeout before the whole cycle was simulated");
                               else
                                 o = Outcome::holds(json{{"r", r}, {"reading", to_string(reading_of(ps))}, {"packets", st.packets}},
                                                    std::to_string(st.packets) + " packets, " + std::to_string(st.link_slots) +
                                                        " link-slots, no collision, every packet where its table says");
                               o.stats["packets"] = st.packets;
                               o.stats["link_slots"] = st.link_slots;
                               return o;
                             }});
  p.engines.push_back(Engine{"smt", [](const ParamSet&) { return std::string(); },
                             [](const ParamSet& ps, const RunContext& ctx) {
                               int r = static_cast<int>(ps.i("r"));
                               bool keep = keep_queries(r);
                               return smt_outcome({smt_collision(r, ctx, keep), smt_misdelivery(r, reading_of(ps), ctx, keep)},
                                                  "conflict-free delivery");
                             }});
  p.engines.push_back(Engine{"random", [](const ParamSet& ps) { return refuse_above(ps, 20, "prefer-one sequence held in memory"); },
                             [](const ParamSet& ps, const RunContext& ctx) {
                               int r = static_cast<int>(ps.i("r"));
                               TableReading reading = reading_of(ps);
                               OpticalFatTree net(r);
                               const ControlSchedule& drive = cached_prefer_one(r);
                               RoutingTables tables(drive, reading);
                               auto slot = std::make_shared<FailureSlot>();
                               return run_random("oft.conflict_free", ctx, slot, [&, r, slot](const OftPacketPair& g) {
                                 OftPacketPair pr = g.scaled(r);
                                 auto a = systolic_positions(net, drive, pr.s1, pr.i1);
                                 auto b = systolic_positions(net, drive, pr.s2, pr.i2);
                                 json base = oft_instance_json(net, drive, tables);
                                 bool same_packet = pr.s1 == pr.s2 && pr.i1 == pr.i2;
                                 for (int k = 0; k <= r && !same_packet; ++k)
                                   if (pr.i1 == pr.i2 && a[k] == b[k]) {
                                     base["kind"] = "collision";
                                     base["packets"] = json::array({json::array({pr.s1, pr.i1}), json::array({pr.s2, pr.i2})});
                                     slot->last = base;
                                     RC_FAIL("two packets on one link");
                                   }
                                 for (auto [s, i, arrival] : {std::tuple{pr.s1, pr.i1, a.back()}, std::tuple{pr.s2, pr.i2, b.back()}})
                                   if (arrival != tables.destination(s, i)) {
                                     base["kind"] = "misdelivery";
                                     base["source"] = s;
                                     base["injection"] = i;
                                     base["table_destination"] = tables.destination(s, i);
                                     base["arrival"] = arrival;
                                     slot->last = base;
                                     RC_FAIL("packet misdelivered");
                                   }
                               });
                             }});
  p.recheck = [](const ParamSet&, const json& cex, std::string& why) { return confirm_cycle_defect(cex, why); };
  p.verify_witness = [](const ParamSet& ps, const std::string& engine, const json& w, std::string& why) {
    if (engine == "smt") return verify_smt_witness(w, why);
    int r = static_cast<int>(ps.i("r"));
    if (r > 8) {
      why = "r > 8: re-walking every packet is not cheap; re-run the check instead";
      return false;
    }
    OpticalFatTree net(r);
    ControlSchedule drive = ControlSchedule::prefer_one_schedule(r);
    auto d = cycle_defect_by_walking(net, drive, drive, reading_of(ps));
    if (d) {
      why = "walking every packet found " + (*d)["kind"].get<std::string>();
      return false;
    }
    // A routing-table certificate lists every row: each entry must be where the walked packet arrives.
    if (w.is_object() && w.contains("tables")) {
      const json& rows = w["tables"];
      if (!rows.is_array() || rows.size() != drive.period()) {
        why = "certified tables have the wrong number of rows";
        return false;
      }
      for (uint64_t i = 0; i < rows.size(); ++i)
        for (uint64_t s = 0; s < net.processors(); ++s)
          if (rows[i].size() != net.processors() || rows[i][s].get<uint64_t>() != walk_packet(net, drive, s, i).arrival) {
            why = "row " + std::to_string(i) + " of P" + std::to_string(s) + " is not where its packet arrives";
            return false;
          }
      why = "every packet walked link by link: no collision, and every certified table entry is its packet's arrival";
      return true;
    }
    why = "every packet walked link by link: no collision, no misdelivery";
    return true;
  };
  return p;
}

// ---------------------------------------------------------------- oft.all_to_all
Property all_to_all_property() {
  Property p;
  p.id = "oft.all_to_all";
  p.paper = kPaper;
  p.claim = "Sec. 3.2 (precondition of all-to-all routing, T = 2^r)";
  p.statement =
      "Driven by the prefer-one control cycle (T = 2^r slots), the packets each processor injects in the T slots "
      "reach every destination exactly once (physical arrivals, independent of the table reading).";
  p.params = {int_param("r", 1, 16, "1..10", "OFT dimension (processors n = 2^r)")};
  p.engines.push_back(Engine{"exhaustive", [](const ParamSet& ps) { return refuse_above(ps, 13, "4^r packets per cycle"); },
                             [](const ParamSet& ps, const RunContext& ctx) {
                               int r = static_cast<int>(ps.i("r"));
                               OpticalFatTree net(r);
                               bool timed_out = false;
                               auto d = all_to_all_defect(net, cached_prefer_one(r), ctx, &timed_out);
                               if (d) return Outcome::fails(*d, "a destination is missed or reached twice");
                               if (timed_out) return Outcome::unknown("timeout");
                               uint64_t n = net.processors();
                               Outcome o = Outcome::holds(json{{"r", r}, {"pairs", n * n}},
                                                          "all " + std::to_string(n * n) + " (source, destination) pairs once per cycle");
                               o.stats["packets"] = n * n;
                               return o;
                             }});
  p.engines.push_back(Engine{"smt", [](const ParamSet& ps) { return refuse_above(ps, 14, "the cycle is unrolled into 2^r router walks"); },
                             [](const ParamSet& ps, const RunContext& ctx) {
                               int r = static_cast<int>(ps.i("r"));
                               return smt_outcome({smt_all_to_all(r, prefer_one(r), ctx, keep_queries(r))}, "all-to-all");
                             }});
  p.engines.push_back(Engine{"random", [](const ParamSet& ps) { return refuse_above(ps, 16, "prefer-one sequence held in memory"); },
                             [](const ParamSet& ps, const RunContext& ctx) {
                               int r = static_cast<int>(ps.i("r"));
                               OpticalFatTree net(r);
                               const ControlSchedule& drive = cached_prefer_one(r);
                               auto slot = std::make_shared<FailureSlot>();
                               return run_random("oft.all_to_all", ctx, slot, [&, r, slot](const OftPacketPair& g) {
                                 OftPacketPair pr = g.scaled(r);
                                 uint64_t s = pr.s1, d = pr.s2, hits = 0;  // a random (source, destination) pair
                                 for (uint64_t i = 0; i < drive.period(); ++i) hits += systolic_arrival(net, drive, s, i) == d;
                                 if (hits != 1)
                                   slot->last = {{"r", r}, {"control", drive.to_json()}, {"source", s}, {"destination", d}, {"times_reached", hits}};
                                 RC_ASSERT(hits == 1u);
                               });
                             }});
  p.recheck = [](const ParamSet&, const json& cex, std::string& why) { return confirm_all_to_all_defect(cex, why); };
  p.verify_witness = [](const ParamSet& ps, const std::string& engine, const json& w, std::string& why) {
    if (engine == "smt") return verify_smt_witness(w, why);
    int r = static_cast<int>(ps.i("r"));
    if (r > 8) {
      why = "r > 8: re-walking every packet is not cheap; re-run the check instead";
      return false;
    }
    OpticalFatTree net(r);
    ControlSchedule drive = ControlSchedule::prefer_one_schedule(r);
    for (uint64_t s = 0; s < net.processors(); ++s) {
      std::vector<int> hits(net.processors(), 0);
      for (uint64_t i = 0; i < drive.period(); ++i) ++hits[walk_packet(net, drive, s, i).arrival];
      for (uint64_t d = 0; d < net.processors(); ++d)
        if (hits[d] != 1) {
          why = "walking found P" + std::to_string(s) + " -> P" + std::to_string(d) + " " + std::to_string(hits[d]) + " times";
          return false;
        }
    }
    why = "every packet walked: each pair once";
    return true;
  };
  return p;
}

// ---------------------------------------------------------------- oft.counts
json counts_defect(const OpticalFatTree& net, const std::vector<uint64_t>& head, const std::vector<uint64_t>& tail) {
  int r = net.r();
  OftCensus c = census_from_arrays(net, head, tail);
  json cex = {{"r", r}};
  if (BigInt(c.routers) != OpticalFatTree::routers_closed_form(r)) cex["routers"] = c.routers;
  if (BigInt(c.links) != OpticalFatTree::links_closed_form(r)) cex["links"] = c.links;
  for (int lv = 1; lv <= r; ++lv)
    if (BigInt(c.routers_per_level[lv]) != OpticalFatTree::routers_at_level_closed_form(r, lv))
      cex["routers_at_level_" + std::to_string(lv)] = c.routers_per_level[lv];
  if (!c.degrees_balanced) cex["degrees_balanced"] = false;
  if (cex.size() == 1) return nullptr;
  if (r <= 6) cex["link_head"] = head, cex["link_tail"] = tail;
  return cex;
}

Property counts_property() {
  Property p;
  p.id = "oft.counts";
  p.paper = kPaper;
  p.claim = "Sec. 2.2 (and Sec. 2.1 degrees)";
  p.statement =
      "OFT(r) built link by link has 2^r - 1 routers, 2^(r-s') at level s', (r+1) 2^r links, and every router at "
      "level s' has in-degree = out-degree = 2^s'.";
  p.params = {int_param("r", 1, 64, "1..12", "OFT dimension")};
  p.engines.push_back(Engine{"exhaustive", [](const ParamSet& ps) { return refuse_above(ps, OpticalFatTree::kMaxMaterialised, "explicit link arrays"); },
                             [](const ParamSet& ps, const RunContext&) {
                               int r = static_cast<int>(ps.i("r"));
                               OpticalFatTree net(r);
                               auto g = net.materialise();
                               json cex = counts_defect(net, g.head, g.tail);
                               if (!cex.is_null()) return Outcome::fails(cex, "a count differs from the closed form");
                               Outcome o = Outcome::holds(json{{"r", r}, {"routers", net.router_count()}, {"links", g.head.size()}},
                                                          std::to_string(net.router_count()) + " routers, " + std::to_string(g.head.size()) + " links");
                               o.stats["links"] = g.head.size();
                               return o;
                             }});
  p.recheck = [](const ParamSet& ps, const json& cex, std::string& why) {
    // Recount from the link arrays the counterexample carries (or the model's own).
    try {
      int r = static_cast<int>(ps.i("r"));
      OpticalFatTree net(r);
      std::vector<uint64_t> head, tail;
      if (cex.contains("link_head")) {
        head = cex["link_head"].get<std::vector<uint64_t>>();
        tail = cex["link_tail"].get<std::vector<uint64_t>>();
      } else {
        auto g = net.materialise();
        head = g.head, tail = g.tail;
      }
      OftCensus c = census_from_arrays(net, head, tail);
      bool bad = BigInt(c.links) != OpticalFatTree::links_closed_form(r) ||
                 BigInt(c.routers) != OpticalFatTree::routers_closed_form(r) || !c.degrees_balanced;
      for (int lv = 1; lv <= r; ++lv) bad = bad || BigInt(c.routers_per_level[lv]) != OpticalFatTree::routers_at_level_closed_form(r, lv);
      why = bad ? "confirmed: recounting the links gives " + std::to_string(c.links) + " links, degrees " +
                      (c.degrees_balanced ? "balanced" : "unbalanced")
                : "rejected: recount matches the closed forms";
      return bad;
    } catch (const std::exception& e) {
      why = std::string("rejected: ") + e.what();
      return false;
    }
  };
  p.verify_witness = [](const ParamSet& ps, const std::string&, const json& w, std::string& why) {
    int r = static_cast<int>(ps.i("r"));
    bool ok = BigInt(w.value("routers", 0ULL)) == OpticalFatTree::routers_closed_form(r) &&
              BigInt(w.value("links", 0ULL)) == OpticalFatTree::links_closed_form(r);
    why = ok ? "witness counts equal the closed forms" : "witness counts differ from the closed forms";
    return ok;
  };
  return p;
}

// ---------------------------------------------------------------- oft.hrelation
// One random h-relation: simulate, and compare with the closed form of the scheme.
json hrelation_defect(int r, uint64_t h, HTraffic traffic, uint64_t seed, TableReading reading) {
  OpticalFatTree net(r);
  RoutingTables tables(cached_prefer_one(r), reading);
  auto rel = random_h_relation(net.processors(), h, traffic, seed);
  HRelationRun run = simulate_h_relation(net, tables, rel);
  uint64_t closed = h_relation_time_closed_form(net, tables, rel);
  uint64_t total = 0;
  for (auto c : rel) total += c;
  if (run.misdelivered || run.packets != total || run.routing_time != closed || run.routing_time < h + static_cast<uint64_t>(r))
    return json{{"r", r}, {"h", h}, {"traffic", to_string(traffic)}, {"seed", seed}, {"reading", to_string(reading)},
                {"simulated_time", run.routing_time},
                {"closed_form_time", closed}, {"misdelivered", run.misdelivered}, {"delivered", run.packets}, {"packets", total}};
  return nullptr;
}

Property hrelation_property() {
  Property p;
  p.id = "oft.hrelation";
  p.paper = kPaper;
  p.claim = "Sec. 3.3 buffer scheme and Sec. 4 (routing time of an h-relation)";
  p.statement =
      "With sending buffers b_(s,d) served in the slots where P_s's table row names d, every packet of a random "
      "h-relation is delivered to its destination, and the routing time equals max over nonempty buffers of "
      "(first serving row + (|b_(s,d)| - 1) T) + r + 1, which is at least h + r (cost t_r / h, Fig. 4).";
  p.params = {int_param("r", 1, 8, "2..4", "OFT dimension (n = 2^r)"),
              choice_param("reading", {"per-processor", "shared"}, "per-processor", "routing-table reading")};
  p.engines.push_back(Engine{"random", [](const ParamSet&) { return std::string(); },
                             [](const ParamSet& ps, const RunContext& ctx) {
                               int r = static_cast<int>(ps.i("r"));
                               TableReading reading = reading_of(ps);
                               auto slot = std::make_shared<FailureSlot>();
                               return run_random("oft.hrelation", ctx, slot, [r, reading, slot](const OftRelationCase& c) {
                                 json d = hrelation_defect(r, c.h, c.uniform ? HTraffic::Uniform : HTraffic::Permutations, c.seed, reading);
                                 if (!d.is_null()) slot->last = d;
                                 RC_ASSERT(d.is_null());
                               });
                             }});
  p.recheck = [](const ParamSet&, const json& cex, std::string& why) {
    try {
      json d = hrelation_defect(cex["r"].get<int>(), cex["h"].get<uint64_t>(), parse_traffic(cex["traffic"].get<std::string>()),
                                cex["seed"].get<uint64_t>(), parse_reading(cex.value("reading", "per-processor")));
      why = d.is_null() ? "rejected: re-simulation matches the closed form" : "confirmed by re-simulation: " + d.dump();
      return !d.is_null();
    } catch (const std::exception& e) {
      why = std::string("rejected: ") + e.what();
      return false;
    }
  };
  p.verify_witness = [](const ParamSet& ps, const std::string&, const json& w, std::string& why) {
    // Table certificates: re-simulate every listed trial from its seed and compare the times.
    try {
      int r = static_cast<int>(ps.i("r"));
      uint64_t n = 1ULL << r, h = w["h"].get<uint64_t>(), seed = w["seed"].get<uint64_t>();
      HTraffic traffic = parse_traffic(w["traffic"].get<std::string>());
      OpticalFatTree net(r);
      RoutingTables tables(ControlSchedule::prefer_one_schedule(r), TableReading::PerProcessor);
      auto times = w["times"].get<std::vector<uint64_t>>();
      for (uint64_t k = 0; k < times.size(); ++k) {
        auto rel = random_h_relation(n, h, traffic, trial_seed(seed, n, h, k));
        if (h_relation_time_closed_form(net, tables, rel) != times[k]) {
          why = "trial " + std::to_string(k) + " does not reproduce";
          return false;
        }
      }
      why = std::to_string(times.size()) + " trials reproduced from their seeds (closed form)";
      return true;
    } catch (const std::exception& e) {
      why = e.what();
      return false;
    }
  };
  return p;
}

// ---------------------------------------------------------------- tables
std::string bits_of(uint64_t v, int r) {
  std::string s(r, '0');
  for (int k = 0; k < r; ++k)
    if ((v >> (r - 1 - k)) & 1) s[k] = '1';
  return s;
}

TableSpec routing_table_spec() {
  TableSpec t;
  t.id = "oft-routing";
  t.description =
      "Every processor's routing table for OFT(r) (Algorithm Routing table, prefer-one control), one row per slot "
      "of the control cycle; certified by simulating the whole cycle link by link.";
  t.params = {int_param("r", 1, 6, "3", "OFT dimension (n = 2^r columns)"),
              choice_param("reading", {"per-processor", "shared"}, "per-processor", "routing-table reading")};
  t.build = [](const ParamSet& ps, const RunContext& ctx) {
    int r = static_cast<int>(ps.i("r"));
    TableReading reading = reading_of(ps);
    OpticalFatTree net(r);
    ControlSchedule drive = ControlSchedule::prefer_one_schedule(r);
    RoutingTables tables(drive, reading);
    TableData d;
    d.columns = {"r", "slot", "control bit", "states met (root first)"};
    for (uint64_t s = 0; s < net.processors(); ++s) d.columns.push_back("P" + bits_of(s, r));
    json rows = json::array();
    for (uint64_t i = 0; i < tables.period(); ++i) {
      std::vector<json> row = {r, i, static_cast<int>(drive.per_level[0][i]), bits_of(tables.window(i), r)};
      json jr = json::array();
      for (uint64_t s = 0; s < net.processors(); ++s) {
        row.push_back(bits_of(tables.destination(s, i), r));
        jr.push_back(tables.destination(s, i));
      }
      rows.push_back(jr);
      d.rows.push_back(row);
    }
    auto fast = systolic_cycle_defect(net, drive, tables, ctx);
    auto walked = cycle_defect_by_walking(net, drive, drive, reading);
    ParamSet cert_ps;
    cert_ps.set("r", static_cast<int64_t>(r));
    cert_ps.set("reading", std::string(to_string(reading)));
    if (!fast && !walked) {
      d.certificates.push_back(make_certificate("oft.conflict_free", cert_ps, "exhaustive", Verdict::Holds,
                                                json{{"r", r}, {"reading", to_string(reading)}, {"tables", rows},
                                                     {"packets", net.processors() * tables.period()}}));
      d.notes.push_back("certified: whole control cycle simulated (fast engine and link-by-link walk): no collision, "
                        "every packet arrives where its row says (reading " + std::string(to_string(reading)) + ")");
    } else {
      json cex = walked ? *walked : *fast;
      d.certificates.push_back(make_certificate("oft.conflict_free", cert_ps, "exhaustive", Verdict::Fails,
                                                json{{"counterexample", fast ? *fast : cex}}));
      d.notes.push_back("NOT conflict-free as printed (reading " + std::string(to_string(reading)) + "): " + cex.dump());
    }
    d.notes.push_back("cell = destination of the packet P_s injects in that slot; control bit ξ_slot; the packet meets "
                      "states ξ_(slot+1..slot+r)");
    return d;
  };
  return t;
}

TableSpec hrelation_table_spec() {
  TableSpec t;
  t.id = "oft-hrelation";
  t.description =
      "Sec. 4 / Fig. 4: mean cost t_r / h of routing random h-relations with the buffer scheme on OFT(r), with a 95% "
      "confidence interval (normal approximation) over independent trials.";
  t.params = {int_param("r", 1, 10, "2..4", "OFT dimension (n = 2^r: 4, 8, 16)"),
              int_param("h", 1, 1 << 20, "1,2,4,8,16,32,64,128,256,512,1024,2048,4096,8192,16384", "relation size h"),
              int_param("trials", 2, 100000, "100", "independent random relations per row"),
              choice_param("traffic", {"permutations", "uniform"}, "permutations",
                           "permutations: union of h random permutations (exact h-relation); uniform: random targets")};
  t.build = [](const ParamSet& ps, const RunContext& ctx) {
    int r = static_cast<int>(ps.i("r"));
    uint64_t h = static_cast<uint64_t>(ps.i("h")), trials = static_cast<uint64_t>(ps.i("trials"));
    HTraffic traffic = parse_traffic(ps.s("traffic"));
    HRelationStats st = h_relation_experiment(r, h, trials, traffic, ctx.seed);
    TableData d;
    d.columns = {"n", "h", "trials", "mean_time", "mean_cost", "ci95_low", "ci95_high", "min_cost", "max_cost", "misdelivered"};
    auto fix = [](double v) {
      std::ostringstream os;
      os.setf(std::ios::fixed);
      os.precision(4);
      os << v;
      return os.str();
    };
    d.rows.push_back({st.n, h, trials, fix(st.mean_time), fix(st.mean_cost), fix(st.ci_low), fix(st.ci_high),
                      fix(st.min_cost), fix(st.max_cost), st.misdelivered});
    d.notes.push_back("t_r = last injection slot + r + 1 (latency included); cost = t_r / h; seed " +
                      std::to_string(ctx.seed) + "; traffic " + to_string(traffic));
    ParamSet cert_ps;
    cert_ps.set("r", static_cast<int64_t>(r));
    cert_ps.set("reading", std::string("per-processor"));
    d.certificates.push_back(make_certificate("oft.hrelation", cert_ps, "random", Verdict::Holds,
                                              json{{"n", st.n}, {"h", h}, {"seed", ctx.seed}, {"traffic", to_string(traffic)},
                                                   {"times", st.times}, {"misdelivered", st.misdelivered}}));
    return d;
  };
  return t;
}

// ---------------------------------------------------------------- check-schedule
// Graphviz picture of OFT(r) (r <= 5); the links of `highlight` (a walked packet) in red.
std::string oft_dot(const OpticalFatTree& net, const std::vector<uint64_t>& highlight) {
  auto g = net.materialise();
  const uint64_t n = net.processors();
  auto name = [&](uint64_t v) {
    if (v + 1 < n) return "\"" + net.router_name(net.router_level(v), net.router_index(v)) + "\"";
    return "\"P" + bits_of(v - (n - 1), net.r()) + "\"";
  };
  std::ostringstream os;
  os << "digraph oft {\n  rankdir=TB;\n  node [shape=box, style=rounded];\n";
  for (uint64_t s = 0; s < n; ++s) os << "  " << name(n - 1 + s) << " [shape=circle];\n";
  for (uint64_t l = 0; l < g.head.size(); ++l) {
    bool hot = std::find(highlight.begin(), highlight.end(), l) != highlight.end();
    os << "  " << name(g.tail[l]) << " -> " << name(g.head[l]) << (hot ? " [color=red, penwidth=2.5]" : " [color=gray60]")
       << ";\n";
  }
  os << "}\n";
  return os.str();
}

ScheduleSpec control_sequence_schedule() {
  ScheduleSpec s;
  s.network = "oft";
  s.kind = "control-sequence";
  s.description =
      "A control bit sequence for OFT(r): {\"params\":{\"r\":R}, \"sequence\":\"0101...\"} (one global cycle) or "
      "\"per_level\":[root level first, ...]; optional \"reading\": per-processor|shared. Reports unserved (source, "
      "destination) pairs, collisions and misdeliveries over one control cycle.";
  s.check = [](const json& doc, const RunContext& ctx) {
    if (!doc.contains("params") || !doc["params"].is_object() || !doc["params"].contains("r") ||
        !doc["params"]["r"].is_number_integer())
      throw InputError("params.r", "missing or not an integer");
    int64_t r64 = doc["params"]["r"].get<int64_t>();
    if (r64 < 1 || r64 > 12) throw InputError("params.r", std::to_string(r64) + " is outside 1..12 (n^2 pair counters)");
    int r = static_cast<int>(r64);
    TableReading reading = TableReading::PerProcessor;
    if (doc.contains("reading")) {
      if (!doc["reading"].is_string()) throw InputError("reading", "expected per-processor or shared");
      reading = parse_reading(doc["reading"].get<std::string>());
    }
    json control = json::object();
    for (auto key : {"sequence", "per_level", "generator"})
      if (doc.contains(key)) control[key] = doc[key];
    ControlSchedule drive = ControlSchedule::from_json(r, control);
    if (drive.period() > (1ULL << 20)) throw InputError("sequence", "control cycle longer than 2^20 slots");
    OpticalFatTree net(r);
    RoutingTables tables(drive, reading);
    const uint64_t n = net.processors(), period = drive.period();

    ScheduleReport rep;
    auto cycle = systolic_cycle_defect(net, drive, tables, ctx);
    auto counts = served_pair_counts(net, drive);
    json unserved = json::array();
    uint64_t unserved_count = 0, repeated = 0;
    for (uint64_t src = 0; src < n; ++src)
      for (uint64_t d = 0; d < n; ++d) {
        uint32_t c = counts[src * n + d];
        if (c == 0) {
          ++unserved_count;
          if (unserved.size() < 256) unserved.push_back(json::array({src, d}));
        }
        if (c > 1) ++repeated;
      }
    // Routing words (s XOR d) that no slot provides: the root cause of unserved pairs.
    std::vector<bool> word_seen(n, false);
    for (uint64_t i = 0; i < period; ++i) word_seen[tables.window(i)] = true;
    json missing_words = json::array();
    for (uint64_t w = 0; w < n; ++w)
      if (!word_seen[w]) missing_words.push_back(bits_of(w, r));

    rep.details["r"] = r;
    rep.details["period"] = period;
    rep.details["reading"] = to_string(reading);
    rep.details["unserved_pairs"] = unserved_count;
    rep.details["unserved"] = unserved;
    rep.details["pairs_served_more_than_once"] = repeated;
    rep.details["missing_routing_words"] = missing_words;
    rep.details["collision_or_misdelivery"] = cycle ? *cycle : json(nullptr);
    rep.lines.push_back("OFT(" + std::to_string(r) + "): " + std::to_string(n) + " processors, control cycle of " +
                        std::to_string(period) + " slots (" + (drive.is_global() ? "one global sequence" : "one sequence per level") +
                        "), " + to_string(reading) + " routing tables");
    rep.lines.push_back("collisions: " + std::string(cycle && (*cycle)["kind"] == "collision" ? "YES" : "none"));
    rep.lines.push_back("misdeliveries: " + std::string(cycle && (*cycle)["kind"] == "misdelivery" ? "YES (first: " + cycle->dump() + ")" : "none"));
    rep.lines.push_back("unserved (source, destination) pairs: " + std::to_string(unserved_count) + " of " + std::to_string(n * n));
    if (unserved_count) {
      std::string list;
      for (size_t k = 0; k < unserved.size() && k < 16; ++k)
        list += (k ? " " : "") + std::string("P") + std::to_string(unserved[k][0].get<uint64_t>()) + "->P" +
                std::to_string(unserved[k][1].get<uint64_t>());
      if (unserved_count > 16) list += " ...";
      rep.lines.push_back("  " + list);
      std::string words;
      for (auto& w : missing_words) words += (words.empty() ? "" : " ") + w.get<std::string>();
      rep.lines.push_back("  routing words (s XOR d, root bit first) no slot provides: " + words);
    }
    if (repeated) rep.lines.push_back("pairs served more than once per cycle: " + std::to_string(repeated) + " (repeated windows or a cycle longer than 2^r)");
    if (cycle || unserved_count) {
      rep.verdict = Verdict::Fails;
      if (unserved_count) {
        // Minimal counterexample: the smallest unserved pair and the window it needs.
        uint64_t src = unserved[0][0].get<uint64_t>(), d = unserved[0][1].get<uint64_t>();
        uint64_t need = reading == TableReading::Shared ? d : (src ^ d);
        rep.counterexample = {{"kind", "unserved-pair"}, {"source", src}, {"destination", d},
                              {"needed_states_root_first", bits_of(need, r)}, {"slots_in_cycle", period}};
        if (!drive.is_global()) rep.counterexample["per_level"] = true;
      } else {
        rep.counterexample = *cycle;
      }
    } else {
      rep.verdict = Verdict::Holds;
      rep.lines.push_back("every processor reaches every processor, without collision, where its table says");
    }
    if (r <= 5) {
      // Picture: the misdelivered packet's path, or the path of P_0's packet in slot 0.
      uint64_t src = 0, inj = 0;
      if (cycle && (*cycle)["kind"] == "misdelivery") src = (*cycle)["source"].get<uint64_t>(), inj = (*cycle)["injection"].get<uint64_t>();
      std::vector<uint64_t> path;
      for (auto& ls : walk_packet(net, drive, src, inj).link_slots) path.push_back(ls.second);
      rep.dot = oft_dot(net, path);
    }
    return rep;
  };
  return s;
}

}  // namespace

void register_oft(Catalogue& c) {
  c.add(debruijn_property());
  c.add(conflict_free_property());
  c.add(all_to_all_property());
  c.add(counts_property());
  c.add(hrelation_property());
  c.add(routing_table_spec());
  c.add(hrelation_table_spec());
  c.add(control_sequence_schedule());
}

}  // namespace netcert
