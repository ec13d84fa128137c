// butterfly.cpp — seed 001 (butterfly chip mapping M'): properties, table and
// schedule checker. Conventions (DESIGN.md): G_n has n = 2^u rows and u+1
// stages, transition s joins row i to rows i and i^2^s; a node is cut into an
// upper (input) and a lower (output) half joined by one cut link; M' puts one
// 2x2 block's stage-s lower halves and stage-(s+1) upper halves on one chip.
#include <set>

#include "check/butterfly_canon.hpp"
#include "check/butterfly_check.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "search/random.hpp"
#include "generators/butterfly_gen.hpp"
#include "net/butterfly_dot.hpp"
#include "search/butterfly_engines.hpp"
#include "search/butterfly_isomorphism.hpp"
#include "proofs/butterfly_smt.hpp"

namespace netcert {

namespace {

constexpr int kMaterialMaxU = 20;
constexpr int kRandomMaxU = 10;
constexpr uint32_t kScheduleCanonMaxChips = 6000;  // bliss on butterflies: 0.15 s at 5120 chips, 6 s at 24576    // random cases carry the whole relabelled mapping  // exhaustive engines: u = 20 is 10.5 M chips, 44 M halves

const char* kPaper = "seed 001: butterfly networks, mapping M' (Theorem 1, Lemmas 1-2)";

std::string refuse_material(const ParamSet& ps) {
  return ps.i("u") > kMaterialMaxU ? "u > " + std::to_string(kMaterialMaxU) +
                                         " would materialise more than 10^7 chips; use the table for closed forms"
                                   : "";
}

// ---- independent re-checks -------------------------------------------------

bool recheck_counts(const ParamSet& ps, const json& cex, std::string& why) {
  int u = static_cast<int>(ps.i("u"));
  if (!cex.is_object() || !cex.contains("quantity")) return why = "counterexample has no quantity", false;
  Butterfly g(u);
  ChipMapping m = mapping_of_evidence(u, cex);
  DefinitionCounts dc = counts_by_definition(g, m);
  std::string q = cex["quantity"];
  if (q == "placement") {
    why = dc.placement_ok ? "every needed half is placed exactly once" : "confirmed: " + dc.placement_defect;
    return !dc.placement_ok;
  }
  if (!dc.placement_ok) return why = "placement defect not claimed: " + dc.placement_defect, false;
  ButterflyCounts f = butterfly_closed_forms(static_cast<unsigned>(u));
  auto differs = [&](uint64_t counted, const BigInt& formula, const std::string& name) {
    why = name + " counted by definition = " + std::to_string(counted) + ", formula = " + formula.str();
    return BigInt(counted) != formula;
  };
  if (q == "chip(M)") return differs(dc.chips, f.chips_m, q);
  if (q == "link(M)") return differs(dc.links, f.links_m, q);
  if (q == "chip(M')") return differs(dc.chips, f.chips_mprime, q);
  if (q == "link(M')") return differs(dc.links, f.links_mprime, q);
  if (q == "pins") {
    for (uint32_t c = 0; c < dc.pins.size(); ++c)
      if (dc.pins[c] != kNodePins)
        return why = "chip " + std::to_string(c) + " has " + std::to_string(dc.pins[c]) + " external links, not " +
                     std::to_string(kNodePins),
               true;
    return why = "every chip has exactly " + std::to_string(kNodePins) + " external links", false;
  }
  if (q == "halving") {
    ChipMapping mm = mapping_m(u);
    DefinitionCounts dm = counts_by_definition(g, mm);
    why = "counted chips " + std::to_string(dc.chips) + " vs " + std::to_string(dm.chips) + ", links " +
          std::to_string(dc.links) + " vs " + std::to_string(dm.links);
    return !(2 * dc.chips <= dm.chips && 2 * dc.links <= dm.links);
  }
  return why = "unknown quantity " + q, false;
}

bool recheck_isomorphism(const ParamSet& ps, const json& cex, std::string& why) {
  int u = static_cast<int>(ps.i("u"));
  Butterfly g(u);
  ChipMapping m = mapping_of_evidence(u, cex);
  return confirm_not_butterfly(g, m, ChipAdjacency::SharedNode, u - 1, why);
}

// phi from chip contents, derived here from the definition of M' (not the engine's code).
std::vector<uint32_t> block_rule_phi(const Butterfly& g, const ChipMapping& m) {
  Butterfly t(g.u() - 1);
  std::vector<uint32_t> phi(m.chip_count(), UINT32_MAX);
  for (uint32_t c = 0; c < m.chip_count(); ++c)
    for (uint32_t k = m.offsets[c]; k < m.offsets[c + 1]; ++k)
      if (Butterfly::side_of_half(m.halves[k]) == Half::Lower) {
        uint64_t v = Butterfly::node_of_half(m.halves[k]);
        int s = g.stage_of(v);
        phi[c] = static_cast<uint32_t>(t.node(s, delete_bit(g.row_of(v), s)));
        break;
      }
  return phi;
}

bool verify_isomorphism_witness(const ParamSet& ps, const std::string& engine, const json& w, std::string& why) {
  int u = static_cast<int>(ps.i("u"));
  if (!w.is_object()) return why = "witness is not an object", false;
  if (u > kMaterialMaxU) return why = "u too large to re-check here", false;
  Butterfly g(u);
  ChipMapping m = mapping_mprime(u);
  std::vector<uint32_t> phi;
  if (w.contains("phi")) {
    try {
      phi = w["phi"].get<std::vector<uint32_t>>();
    } catch (const std::exception&) {
      return why = "phi is not a list of chip images", false;
    }
  } else {
    phi = block_rule_phi(g, m);
  }
  return verify_chip_isomorphism(g, m, ChipAdjacency::SharedNode, u - 1, phi, why);
}

bool verify_counts_witness(const ParamSet& ps, const std::string& engine, const json& w, std::string& why) {
  int u = static_cast<int>(ps.i("u"));
  if (engine == "smt") {
    if (!w.is_object() || !w.contains("smt2")) return why = "no stored query", false;
    for (auto& q : w["smt2"])
      if (q.value("answer", "") != "unsat") return why = "stored query answer is not unsat", false;
    why = "halving query recorded unsat (re-solve with --resolve)";
    return true;
  }
  if (u > kMaterialMaxU) return why = "u too large to re-count here", false;
  Butterfly g(u);
  ButterflyCounts f = butterfly_closed_forms(static_cast<unsigned>(u));
  DefinitionCounts a = counts_by_definition(g, mapping_m(u)), b = counts_by_definition(g, mapping_mprime(u));
  if (!a.placement_ok || !b.placement_ok) return why = "placement defect", false;
  bool pins_ok = true;
  for (auto p : b.pins) pins_ok = pins_ok && p == kNodePins;
  bool ok = BigInt(a.chips) == f.chips_m && BigInt(a.links) == f.links_m && BigInt(b.chips) == f.chips_mprime &&
            BigInt(b.links) == f.links_mprime && pins_ok;
  why = ok ? "recounted by definition: all four counts equal the formulas, every M' chip has 4 external links"
           : "recount disagrees with the formulas";
  return ok;
}

// ---- table ------------------------------------------------------------------

std::string fraction(BigInt num, BigInt den) {
  if (num == 0) return "0";
  BigInt g = boost::multiprecision::gcd(num, den);
  num /= g;
  den /= g;
  return den == 1 ? num.str() : num.str() + "/" + den.str();
}

TableData build_table(const ParamSet& ps, const RunContext& ctx) {
  TableData t;
  t.columns = {"u", "n", "chip(M)", "chip(M')", "link(M)", "link(M')", "chip(M')/chip(M)", "link(M')/link(M)",
               "isomorphism G'_n = G_{n/2}"};
  int u = static_cast<int>(ps.i("u"));
  int certify_max = static_cast<int>(ps.i("certify_max"));
  ButterflyCounts f = butterfly_closed_forms(static_cast<unsigned>(u));
  std::string iso = "not run (u > certify_max=" + std::to_string(certify_max) + ")";
  if (u <= certify_max) {
    ParamSet one;
    one.set("u", static_cast<int64_t>(u));
    Outcome o = mprime_isomorphism_exhaustive(mapping_mprime(u), true, ctx);
    if (o.verdict == Verdict::Holds) {
      t.certificates.push_back(make_certificate("butterfly.mprime_isomorphism", one, "exhaustive", o.verdict, o.witness));
      iso = "certified (edge by edge)";
    } else {
      iso = std::string(to_string(o.verdict)) + ": " + o.note;
    }
  }
  t.rows.push_back({u, pow2(static_cast<unsigned>(u)).str(), f.chips_m.str(), f.chips_mprime.str(), f.links_m.str(),
                    f.links_mprime.str(), fraction(f.chips_mprime, f.chips_m), fraction(f.links_mprime, f.links_m), iso});
  t.notes.push_back("closed forms of Lemma 1 (exact, any u); ratios reduced exactly: u/(2(u+1)) and (u-1)/(2u)");
  t.notes.push_back("isomorphism column: butterfly.mprime_isomorphism, exhaustive engine, certificate per row with --certify");
  return t;
}

// ---- schedule: user chip mappings --------------------------------------------

ScheduleReport check_chip_mapping(const json& doc, const RunContext& ctx) {
  ChipMapping m = mapping_from_json(doc);
  uint32_t budget = kNodePins;
  if (doc.contains("pin_budget")) {
    if (!doc["pin_budget"].is_number_integer() || doc["pin_budget"].get<int64_t>() < 1 ||
        doc["pin_budget"].get<int64_t>() > 1000000)
      throw InputError("pin_budget", "must be an integer in 1..1000000 (links per chip)");
    budget = doc["pin_budget"].get<uint32_t>();
  }
  Butterfly g(m.u);
  ScheduleReport rep;
  Placement p = place(g, m);
  std::set<uint32_t> offending;
  json cex = json::object();
  rep.details["u"] = m.u;
  rep.details["chips"] = m.chip_count();
  rep.details["pin_budget"] = budget;
  if (!p.ok()) {
    json defects = json::array();
    for (auto& d : p.defects) {
      defects.push_back({{"kind", d.kind}, {"half", g.half_name(d.half)}, {"chips", d.chips}});
      offending.insert(d.chips.begin(), d.chips.end());
    }
    rep.verdict = Verdict::Fails;
    rep.lines.push_back("placement: FAILS — " + std::to_string(p.defects.size()) +
                        (p.defects.size() >= 16 ? "+" : "") + " defect(s), first: " + defects[0]["kind"].get<std::string>() +
                        " half " + defects[0]["half"].get<std::string>());
    cex["placement"] = defects;
    rep.counterexample = cex;
    rep.details["placement_ok"] = false;
    rep.dot = chip_mapping_dot(g, m, p, offending, "chip mapping u=" + std::to_string(m.u) + ": placement defects");
    return rep;
  }
  rep.details["placement_ok"] = true;
  rep.lines.push_back("placement: every needed half on exactly one chip (" + std::to_string(g.needed_half_count()) +
                      " halves, " + std::to_string(m.chip_count()) + " chips)");
  bool fails = false;
  LinkCounts lc = count_links(g, p, m.chip_count());
  ButterflyCounts f = butterfly_closed_forms(static_cast<unsigned>(m.u));
  rep.details["links"] = lc.links;
  rep.details["max_pins"] = lc.max_pins;
  rep.details["link_M"] = f.links_m.str();
  rep.details["link_Mprime"] = f.links_mprime.str();
  rep.lines.push_back("inter-chip links: " + std::to_string(lc.links) + " (M needs " + f.links_m.str() + ", M' needs " +
                      f.links_mprime.str() + ")");
  json over = json::array();
  for (uint32_t c = 0; c < m.chip_count(); ++c)
    if (lc.pins[c] > budget) {
      offending.insert(c);
      if (over.size() < 16) {
        // Name the chip's external links.
        json links = json::array();
        for (uint32_t k = m.offsets[c]; k < m.offsets[c + 1]; ++k) {
          uint64_t h = m.halves[k];
          uint64_t v = Butterfly::node_of_half(h);
          int s = g.stage_of(v);
          uint64_t i = g.row_of(v);
          std::vector<uint64_t> peers;
          if (Butterfly::side_of_half(h) == Half::Upper) {
            for (uint64_t j : {i, i ^ (uint64_t{1} << (s - 1))}) peers.push_back(Butterfly::half(g.node(s - 1, j), Half::Lower));
            if (s < g.u()) peers.push_back(Butterfly::half(v, Half::Lower));
          } else {
            for (uint64_t j : {i, i ^ (uint64_t{1} << s)}) peers.push_back(Butterfly::half(g.node(s + 1, j), Half::Upper));
            if (s > 0) peers.push_back(Butterfly::half(v, Half::Upper));
          }
          for (uint64_t q : peers)
            if (p.chip_of_half[q] != c)
              links.push_back({g.half_name(h), g.half_name(q), "chip " + std::to_string(p.chip_of_half[q])});
        }
        over.push_back({{"chip", c}, {"pins", lc.pins[c]}, {"budget", budget}, {"external_links", links}});
      }
    }
  if (!over.empty()) {
    fails = true;
    cex["pins_over_budget"] = over;
    rep.lines.push_back("pins: FAILS — " + std::to_string(offending.size()) + " chip(s) need more than " +
                        std::to_string(budget) + " links, e.g. chip " + std::to_string(over[0]["chip"].get<uint32_t>()) +
                        " needs " + std::to_string(over[0]["pins"].get<uint32_t>()));
  } else {
    rep.lines.push_back("pins: every chip within " + std::to_string(budget) + " links (max " +
                        std::to_string(lc.max_pins) + ")");
  }
  // Is the interconnection a butterfly?
  SimpleGraph ig = interconnect_graph(g, p, m.chip_count());
  int k = butterfly_order_for(ig.vertices);
  rep.details["interconnect_edges"] = ig.edges.size();
  bool iso_known = false, iso = false;
  std::vector<uint32_t> phi;
  std::string iso_why, method;
  json block_failure;
  // Cheap structural candidates first (M'-like: 2x2 blocks; M-like: one node per
  // chip), then canonical labelling for small graphs. Every candidate is only
  // accepted after the independent checker has walked every link.
  auto accept = [&](std::vector<uint32_t> candidate, const std::string& how) {
    std::string why;
    if (!verify_chip_isomorphism(g, m, ChipAdjacency::Link, k, candidate, why)) return false;
    iso_known = iso = true;
    phi = std::move(candidate);
    iso_why = why + " [" + how + "]";
    method = how;
    return true;
  };
  if (k < 0) {
    iso_known = true;
    iso_why = std::to_string(ig.vertices) + " chips is not the node count 2^k (k+1) of any butterfly";
  } else {
    bool found = false;
    if (k == m.u - 1) {
      RunContext local = ctx;
      BlockIsomorphism bi = mprime_block_isomorphism(g, p, m.chip_count(), local);
      if (bi.ok) found = accept(bi.phi, "2x2-block map of M'");
      else block_failure = bi.failure;  // names the first chip that is not a 2x2 block
    }
    if (!found && k == m.u) {
      // One node per chip: chip -> the node whose halves it holds.
      std::vector<uint32_t> node_phi(m.chip_count(), UINT32_MAX);
      bool single = true;
      for (uint32_t c = 0; c < m.chip_count() && single; ++c)
        for (uint32_t q = m.offsets[c]; q < m.offsets[c + 1]; ++q) {
          uint32_t v = static_cast<uint32_t>(Butterfly::node_of_half(m.halves[q]));
          if (node_phi[c] != UINT32_MAX && node_phi[c] != v) single = false;
          node_phi[c] = v;
        }
      if (single) found = accept(node_phi, "one-node-per-chip map of M");
    }
    if (!found && ig.vertices <= kScheduleCanonMaxChips) {
      CanonResult cr = bliss_isomorphism(ig, butterfly_graph(k));
      if (cr.isomorphic) {
        if (!accept(cr.phi, "bliss canonical labelling")) iso_why = "bliss isomorphism rejected by the checker";
      } else {
        iso_known = true;
        confirm_not_butterfly(g, m, ChipAdjacency::Link, k, iso_why);
      }
    } else if (!found) {
      // Large: only an invariant can still refute.
      std::string why;
      if (confirm_not_butterfly(g, m, ChipAdjacency::Link, k, why)) iso_known = true;
      iso_why = iso_known ? why
                          : "no structural isomorphism and more than " + std::to_string(kScheduleCanonMaxChips) +
                                " chips for a canonical-labelling search";
    }
  }
  if (iso_known && iso) {
    rep.lines.push_back("interconnect: a butterfly G_" + std::to_string(1ULL << k) + " — " + iso_why);
    rep.details["interconnect"] = {{"butterfly", true}, {"k", k}, {"method", method}};
    if (phi.size() <= 4096) rep.details["interconnect"]["isomorphism"] = phi;
  } else if (iso_known) {
    fails = true;
    // Name the chips whose degree no butterfly node has.
    std::vector<uint32_t> deg = ig.degrees();
    json odd = json::array();
    for (uint32_t c = 0; c < deg.size() && odd.size() < 16; ++c)
      if (!(deg[c] == 2 || deg[c] == 4)) odd.push_back({{"chip", c}, {"degree", deg[c]}});
    cex["interconnect"] = {{"butterfly", false}, {"why", iso_why}, {"chips_of_impossible_degree", odd}};
    if (!block_failure.is_null()) cex["interconnect"]["first_chip_not_a_2x2_block"] = block_failure;
    rep.details["interconnect"] = {{"butterfly", false}};
    rep.lines.push_back("interconnect: FAILS — not a butterfly: " + iso_why);
  } else {
    rep.lines.push_back("interconnect: unknown — " + iso_why);
    rep.details["interconnect"] = {{"butterfly", nullptr}};
  }
  rep.verdict = fails ? Verdict::Fails : (iso_known ? Verdict::Holds : Verdict::Unknown);
  if (fails) rep.counterexample = cex;
  rep.dot = chip_mapping_dot(g, m, p, offending,
                             "chip mapping u=" + std::to_string(m.u) + ": " + to_string(rep.verdict) +
                                 (offending.empty() ? "" : " (offending chips red)"));
  (void)ctx;
  return rep;
}

}  // namespace

void register_butterfly(Catalogue& cat) {
  ParamSpec u_param = int_param("u", 1, 64, "1..8", "log2 of the number of inputs n = 2^u");

  Property counts;
  counts.id = "butterfly.chip_counts";
  counts.paper = kPaper;
  counts.claim = "Lemma 1 (Theorem 1, first part)";
  counts.statement =
      "Counted on the constructed mappings: chip(M) = n(log n + 1), chip(M') = (n/2) log n, link(M) = 2n log n, "
      "link(M') = n(log n - 1); hence chip(M') <= chip(M)/2 and link(M') <= link(M)/2; and every M' chip has the 4 "
      "external links (pins) of an original node. Links join node halves on different chips; the 2n network ports "
      "take pins but are not links. smt: the halving step from the formulas for all n, u >= 1; random: random "
      "presentations (chip order, half order) of M and M' count the same.";
  counts.params = {u_param};
  counts.engines.push_back({"exhaustive", refuse_material, [](const ParamSet& ps, const RunContext&) {
                              int u = static_cast<int>(ps.i("u"));
                              return chip_counts_exhaustive(mapping_m(u), mapping_mprime(u), true);
                            }});
  counts.engines.push_back({"smt", [](const ParamSet&) { return std::string(); },
                            [](const ParamSet& ps, const RunContext& ctx) {
                              SmtAnswer a = smt_halving_inequalities(ctx, true);
                              json q = {{"name", "butterfly.chip_counts.halving"}, {"query", a.smt2},
                                        {"answer", a.status == z3::unsat ? "unsat" : a.status == z3::sat ? "sat" : "unknown"}};
                              if (a.status == z3::unsat)
                                return Outcome::holds({{"smt2", json::array({q})}},
                                                      "halving inequalities proved from the closed forms for all n, u >= 1");
                              if (a.status == z3::sat)
                                return Outcome::fails({{"u", ps.i("u")}, {"quantity", "halving"}, {"mapping", "M'"}},
                                                      "Z3 found n, u violating the halving step");
                              return Outcome::unknown("Z3: " + a.reason);
                            }});
  counts.engines.push_back(
      {"random",
       [](const ParamSet& ps) {
         return ps.i("u") > kRandomMaxU ? "u > " + std::to_string(kRandomMaxU) + ": each case lists every chip" : std::string();
       },
       [](const ParamSet& ps, const RunContext& ctx) {
         // Random presentations of M and M' (chip order, order of halves): the
         // counts are taken from chip contents, so they must not move.
         int u = static_cast<int>(ps.i("u"));
         auto slot = std::make_shared<FailureSlot>();
         return run_random("butterfly.chip_counts", ctx, slot, [u, slot](uint64_t seed) {
           ChipMapping m = relabel_chips(mapping_m(u), seed), mp = relabel_chips(mapping_mprime(u), seed ^ 0x9e3779b97f4a7c15ULL);
           Outcome o = chip_counts_exhaustive(m, mp, false);
           if (o.verdict != Verdict::Holds) slot->last = o.counterexample;
           RC_ASSERT(o.verdict == Verdict::Holds);
         });
       }});
  counts.recheck = recheck_counts;
  counts.verify_witness = verify_counts_witness;
  cat.add(counts);

  Property iso;
  iso.id = "butterfly.mprime_isomorphism";
  iso.paper = kPaper;
  iso.claim = "Lemma 2 (Theorem 1, second part)";
  iso.statement =
      "The chip graph of M' (chips adjacent iff they hold the two halves of one original node) is isomorphic to "
      "G_{n/2}. exhaustive: the isomorphism chip{(s,i),(s,i^2^s)} -> (s, i with bit s deleted) is built from chip "
      "contents and checked edge by edge (u <= 20), with a bliss cross-check for u <= 10; smt: Z3 finds an "
      "isomorphism (u <= 5).";
  iso.params = {u_param};
  iso.engines.push_back({"exhaustive", refuse_material, [](const ParamSet& ps, const RunContext& ctx) {
                           return mprime_isomorphism_exhaustive(mapping_mprime(static_cast<int>(ps.i("u"))), true, ctx);
                         }});
  iso.engines.push_back({"smt",
                         [](const ParamSet& ps) {
                           return ps.i("u") > kSmtMaxU ? "u > " + std::to_string(kSmtMaxU) +
                                                             ": the isomorphism query grows past what Z3 settles quickly"
                                                       : std::string();
                         },
                         [](const ParamSet& ps, const RunContext& ctx) {
                           return mprime_isomorphism_smt(mapping_mprime(static_cast<int>(ps.i("u"))), true, ctx);
                         }});
  iso.engines.push_back(
      {"random",
       [](const ParamSet& ps) {
         return ps.i("u") > kRandomMaxU ? "u > " + std::to_string(kRandomMaxU) + ": each case lists every chip" : std::string();
       },
       [](const ParamSet& ps, const RunContext& ctx) {
         // Random presentations of M' (chip order, order of halves on a chip): the
         // isomorphism is built from chip contents, so it must be found every time.
         int u = static_cast<int>(ps.i("u"));
         auto slot = std::make_shared<FailureSlot>();
         RunContext quiet = ctx;
         return run_random("butterfly.mprime_isomorphism", ctx, slot, [u, slot, quiet](uint64_t seed) {
           ChipMappingCase c;
           c.u = u;
           c.kind = ChipMutationKind::RelabelChips;
           c.seed = seed;
           ChipMapping m;
           build_case_mapping(c, m);
           Outcome o = mprime_isomorphism_exhaustive(m, false, quiet, false);
           if (o.verdict != Verdict::Holds) {
             Butterfly g(u);
             slot->last = {{"u", u}, {"mapping", "relabelled M'"}, {"seed", seed}, {"chips", mapping_chips_json(g, m)},
                           {"engine_note", o.note}};
           }
           RC_ASSERT(o.verdict == Verdict::Holds);
         });
       }});
  iso.recheck = recheck_isomorphism;
  iso.verify_witness = verify_isomorphism_witness;
  cat.add(iso);

  TableSpec table;
  table.id = "butterfly-chips";
  table.description = "chips and inter-chip links of M and M' (exact closed forms) and the certified isomorphism of Lemma 2";
  table.params = {u_param, int_param("certify_max", 0, kMaterialMaxU, "12",
                                     "rows with u <= certify_max run and certify the isomorphism")};
  table.build = build_table;
  cat.add(table);

  ScheduleSpec sched;
  sched.network = "butterfly";
  sched.kind = "chip-mapping";
  sched.description =
      "which node halves sit on which chip: every needed half exactly once, pins per chip within pin_budget "
      "(default 4 links), inter-chip links, and whether the chips are interconnected as a butterfly";
  sched.check = check_chip_mapping;
  cat.add(sched);
}

}  // namespace netcert
