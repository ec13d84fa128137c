// butterfly.cpp — seed 001 (butterfly chip mapping M'): the declarations of the
// properties (core/declaration.hpp), the tables and the chip-mapping schedule checker.
// Conventions (docs/architecture.md): G_n has n = 2^u rows and u+1 stages, transition s joins row i to rows i and i^2^s; a node is cut into an
// upper (input) and a lower (output) half joined by one cut link; M' puts one
// 2x2 block's stage-s lower halves and stage-(s+1) upper halves on one chip.
#include <set>

#include "check/butterfly_check.hpp"
#include "core/catalogue.hpp"
#include "core/table_declaration.hpp"
#include "core/declaration.hpp"
#include "core/errors.hpp"
#include "net/butterfly_dot.hpp"
#include "properties/butterfly.hpp"
#include "properties/butterfly_counts_symbolic.hpp"
#include "core/every_size.hpp"
#include "properties/butterfly_mprime_induction.hpp"
#include "properties/butterfly_smt_witness.hpp"
#include "properties/butterfly_symbolic.hpp"
#include "search/butterfly_canon.hpp"
#include "search/butterfly_engines.hpp"
#include "search/butterfly_isomorphism.hpp"
#include "search/butterfly_random.hpp"

namespace netcert {

namespace {

constexpr int kMaterialMaxU = kButterflyMaterialMaxU;
constexpr uint32_t kScheduleCanonMaxChips = 6000;  // bliss on butterflies: 0.15 s at 5120 chips, 6 s at 24576    // random cases carry the whole relabelled mapping  // exhaustive engines: u = 20 is 10.5 M chips, 44 M halves

const char* kButterflyPaper = "seed 001: butterfly networks, mapping M' (Theorem 1, Lemmas 1-2)";

// ---- schedule: user chip mappings --------------------------------------------

// What the chip-mapping checker has found so far: the report, its counterexample
// and the chips the picture marks red.
struct ChipMappingFindings {
  ScheduleReport rep;
  json cex = json::object();
  std::set<uint32_t> offending;
};

uint32_t pin_budget_of(const json& doc) {
  if (!doc.contains("pin_budget")) return kNodePins;
  if (!doc["pin_budget"].is_number_integer() || doc["pin_budget"].get<int64_t>() < 1 ||
      doc["pin_budget"].get<int64_t>() > 1000000)
    throw InputError("pin_budget", "must be an integer in 1..1000000 (links per chip)");
  return doc["pin_budget"].get<uint32_t>();
}

// The placement: every needed half on exactly one chip. False (a fails report) when not.
bool placement_holds(const Butterfly& g, const ChipMapping& m, const Placement& p, ChipMappingFindings& f) {
  if (p.ok()) {
    f.rep.details["placement_ok"] = true;
    f.rep.lines.push_back("placement: every needed half on exactly one chip (" + std::to_string(g.needed_half_count()) +
                          " halves, " + std::to_string(m.chip_count()) + " chips)");
    return true;
  }
  json defects = json::array();
  for (auto& d : p.defects) {
    defects.push_back({{"kind", d.kind}, {"half", g.half_name(d.half)}, {"chips", d.chips}});
    f.offending.insert(d.chips.begin(), d.chips.end());
  }
  f.rep.verdict = Verdict::Fails;
  f.rep.lines.push_back("placement: FAILS — " + std::to_string(p.defects.size()) + (p.defects.size() >= 16 ? "+" : "") +
                        " defect(s), first: " + defects[0]["kind"].get<std::string>() + " half " +
                        defects[0]["half"].get<std::string>());
  f.cex["placement"] = defects;
  f.rep.counterexample = f.cex;
  f.rep.details["placement_ok"] = false;
  f.rep.dot = chip_mapping_dot(g, m, p, f.offending, "chip mapping u=" + std::to_string(m.u) + ": placement defects");
  return false;
}

// Chip c's links to other chips, named half to half.
json external_links(const Butterfly& g, const ChipMapping& m, const Placement& p, uint32_t c) {
  json links = json::array();
  for (uint32_t k = m.offsets[c]; k < m.offsets[c + 1]; ++k) {
    const uint64_t h = m.halves[k], v = Butterfly::node_of_half(h), i = g.row_of(v);
    const int s = g.stage_of(v);
    std::vector<uint64_t> peers;
    if (Butterfly::side_of_half(h) == Half::Upper) {
      for (uint64_t j : {i, i ^ (uint64_t{1} << (s - 1))}) peers.push_back(Butterfly::half(g.node(s - 1, j), Half::Lower));
      if (s < g.u()) peers.push_back(Butterfly::half(v, Half::Lower));
    } else {
      for (uint64_t j : {i, i ^ (uint64_t{1} << s)}) peers.push_back(Butterfly::half(g.node(s + 1, j), Half::Upper));
      if (s > 0) peers.push_back(Butterfly::half(v, Half::Upper));
    }
    for (uint64_t q : peers)
      if (p.chip_of_half[q] != c) links.push_back({g.half_name(h), g.half_name(q), "chip " + std::to_string(p.chip_of_half[q])});
  }
  return links;
}

// Links and pins against the budget; true when some chip needs more links than the budget.
bool pins_fail(const Butterfly& g, const ChipMapping& m, const Placement& p, uint32_t budget, ChipMappingFindings& f) {
  const LinkCounts lc = count_links(g, p, m.chip_count());
  const ButterflyCounts closed = butterfly_closed_forms(static_cast<unsigned>(m.u));
  f.rep.details["links"] = lc.links;
  f.rep.details["max_pins"] = lc.max_pins;
  f.rep.details["link_M"] = closed.links_m.str();
  f.rep.details["link_Mprime"] = closed.links_mprime.str();
  f.rep.lines.push_back("inter-chip links: " + std::to_string(lc.links) + " (M needs " + closed.links_m.str() +
                        ", M' needs " + closed.links_mprime.str() + ")");
  json over = json::array();
  for (uint32_t c = 0; c < m.chip_count(); ++c)
    if (lc.pins[c] > budget) {
      f.offending.insert(c);
      if (over.size() < 16)
        over.push_back({{"chip", c}, {"pins", lc.pins[c]}, {"budget", budget}, {"external_links", external_links(g, m, p, c)}});
    }
  if (over.empty()) {
    f.rep.lines.push_back("pins: every chip within " + std::to_string(budget) + " links (max " +
                          std::to_string(lc.max_pins) + ")");
    return false;
  }
  f.cex["pins_over_budget"] = over;
  f.rep.lines.push_back("pins: FAILS — " + std::to_string(f.offending.size()) + " chip(s) need more than " +
                        std::to_string(budget) + " links, e.g. chip " + std::to_string(over[0]["chip"].get<uint32_t>()) +
                        " needs " + std::to_string(over[0]["pins"].get<uint32_t>()));
  return true;
}

// Whether the chips' interconnection is a butterfly G_(2^k): known or not, and how.
struct InterconnectAnswer {
  bool known = false, butterfly = false;
  std::vector<uint32_t> phi;
  std::string why, method;
  json block_failure;  // the first chip that is not a 2x2 block, when the M' map was tried
};

// One node per chip (M-like): chip -> the node whose halves it holds; empty when a chip holds two nodes.
std::vector<uint32_t> one_node_per_chip(const ChipMapping& m) {
  std::vector<uint32_t> node_phi(m.chip_count(), UINT32_MAX);
  for (uint32_t c = 0; c < m.chip_count(); ++c)
    for (uint32_t q = m.offsets[c]; q < m.offsets[c + 1]; ++q) {
      const auto v = static_cast<uint32_t>(Butterfly::node_of_half(m.halves[q]));
      if (node_phi[c] != UINT32_MAX && node_phi[c] != v) return {};
      node_phi[c] = v;
    }
  return node_phi;
}

// Cheap structural candidates first (M'-like: 2x2 blocks; M-like: one node per
// chip), then canonical labelling for small graphs. Every candidate is only
// accepted after the independent checker has walked every link.
InterconnectAnswer interconnect_answer(const Butterfly& g, const ChipMapping& m, const Placement& p, const SimpleGraph& ig,
                                       int k, const RunContext& ctx) {
  InterconnectAnswer a;
  if (k < 0) {
    a.known = true;
    a.why = std::to_string(ig.vertices) + " chips is not the node count 2^k (k+1) of any butterfly";
    return a;
  }
  auto accept = [&](std::vector<uint32_t> candidate, const std::string& how) {
    std::string why;
    if (!verify_chip_isomorphism(g, m, ChipAdjacency::Link, k, candidate, why)) return false;
    a.known = a.butterfly = true;
    a.phi = std::move(candidate);
    a.why = why + " [" + how + "]";
    a.method = how;
    return true;
  };
  if (k == m.u - 1) {
    RunContext local = ctx;
    BlockIsomorphism bi = mprime_block_isomorphism(g, p, m, local);
    if (bi.ok && accept(bi.phi, "2x2-block map of M'")) return a;
    if (!bi.ok) a.block_failure = bi.failure;  // names the first chip that is not a 2x2 block
  }
  if (k == m.u) {
    std::vector<uint32_t> node_phi = one_node_per_chip(m);
    if (!node_phi.empty() && accept(node_phi, "one-node-per-chip map of M")) return a;
  }
  if (ig.vertices <= kScheduleCanonMaxChips) {
    CanonResult cr = bliss_isomorphism(ig, butterfly_graph(k));
    if (!cr.isomorphic) {
      a.known = true;
      confirm_not_butterfly(g, m, ChipAdjacency::Link, k, a.why);
    } else if (!accept(cr.phi, "bliss canonical labelling")) {
      // The chip graph merges parallel links; the checker counts them (Theorem 1's interconnection is simple).
      a.known = confirm_not_butterfly(g, m, ChipAdjacency::Link, k, a.why);
      if (!a.known) a.why = "bliss isomorphism rejected by the checker";
    }
    return a;
  }
  // Large: only an invariant can still refute.
  std::string why;
  a.known = confirm_not_butterfly(g, m, ChipAdjacency::Link, k, why);
  a.why = a.known ? why
                  : "no structural isomorphism and more than " + std::to_string(kScheduleCanonMaxChips) +
                        " chips for a canonical-labelling search";
  return a;
}

// The interconnect's lines, details and counterexample; true when it is known not to be a butterfly.
bool interconnect_fails(const InterconnectAnswer& a, const SimpleGraph& ig, int k, ChipMappingFindings& f) {
  if (a.known && a.butterfly) {
    f.rep.lines.push_back("interconnect: a butterfly G_" + std::to_string(1ULL << k) + " — " + a.why);
    f.rep.details["interconnect"] = {{"butterfly", true}, {"k", k}, {"method", a.method}};
    if (a.phi.size() <= 4096) f.rep.details["interconnect"]["isomorphism"] = a.phi;
    return false;
  }
  if (!a.known) {
    f.rep.lines.push_back("interconnect: unknown — " + a.why);
    f.rep.details["interconnect"] = {{"butterfly", nullptr}};
    return false;
  }
  // Name the chips whose degree no butterfly node has.
  const std::vector<uint32_t> deg = ig.degrees();
  json odd = json::array();
  for (uint32_t c = 0; c < deg.size() && odd.size() < 16; ++c)
    if (!(deg[c] == 2 || deg[c] == 4)) {
      odd.push_back({{"chip", c}, {"degree", deg[c]}});
      f.offending.insert(c);  // the picture marks the chips the counterexample names
    }
  f.cex["interconnect"] = {{"butterfly", false}, {"why", a.why}, {"chips_of_impossible_degree", odd}};
  if (!a.block_failure.is_null()) f.cex["interconnect"]["first_chip_not_a_2x2_block"] = a.block_failure;
  if (a.block_failure.contains("chip") && a.block_failure["chip"].is_number_unsigned())
    f.offending.insert(a.block_failure["chip"].get<uint32_t>());
  f.rep.details["interconnect"] = {{"butterfly", false}};
  f.rep.lines.push_back("interconnect: FAILS — not a butterfly: " + a.why);
  return true;
}

ScheduleReport check_chip_mapping(const json& doc, const RunContext& ctx) {
  const ChipMapping m = mapping_from_json(doc);
  const uint32_t budget = pin_budget_of(doc);
  const Butterfly g(m.u);
  const Placement p = place(g, m);
  ChipMappingFindings f;
  f.rep.details["u"] = m.u;
  f.rep.details["chips"] = m.chip_count();
  f.rep.details["pin_budget"] = budget;
  if (!placement_holds(g, m, p, f)) return f.rep;
  bool fails = pins_fail(g, m, p, budget, f);
  const SimpleGraph ig = interconnect_graph(g, p, m.chip_count());
  const int k = butterfly_order_for(ig.vertices);
  f.rep.details["interconnect_edges"] = ig.edges.size();
  const InterconnectAnswer a = interconnect_answer(g, m, p, ig, k, ctx);
  fails = interconnect_fails(a, ig, k, f) || fails;
  f.rep.verdict = fails ? Verdict::Fails : (a.known ? Verdict::Holds : Verdict::Unknown);
  if (fails) f.rep.counterexample = f.cex;
  f.rep.dot = chip_mapping_dot(g, m, p, f.offending,
                               "chip mapping u=" + std::to_string(m.u) + ": " + to_string(f.rep.verdict) +
                                   (f.offending.empty() ? "" : " (offending chips red)"));
  return f.rep;
}

using BP = ButterflyParams;

// Sizes the engines refuse (u: n = 2^u inputs).
DomainRule<BP> materialised() {
  return limit<BP>("u", kMaterialMaxU, "would materialise more than 10^7 chips; use the table for closed forms")
      .worded(LimitWording::OverPhrase);
}
DomainRule<BP> random_cases() {
  return limit<BP>("u", kRandomMaxU, "each case lists every chip").worded(LimitWording::Over);
}

Field<BP> u_field() { return int_field(&BP::u, "u", 1, 64, "1..8", "log2 of the number of inputs n = 2^u"); }

Declaration<BP> chip_counts() {
  return {"butterfly.chip_counts", kButterflyPaper, "Lemma 1 (Theorem 1, first part)",
          "Counted on the constructed mappings: chip(M) = n(log n + 1), chip(M') = (n/2) log n, link(M) = 2n log n, "
          "link(M') = n(log n - 1); hence chip(M') <= chip(M)/2 and link(M') <= link(M)/2; and every M' chip has the 4 "
          "external links (pins) of an original node. Links join node halves on different chips; the 2n network ports "
          "take pins but are not links. smt: the counts of M and M' at this u are fixed constants and Z3 proves Lemma 1 "
          "for them (UNSAT); random: random presentations (chip order, half order) of M and M' count the same; symbolic: "
          "five QF_BV queries prove the counts as bijections onto their ranges for every u in 1..63 at once.",
          {u_field()},
          {{"exhaustive", {materialised()},
            [](const BP& p, const RunContext& ctx) {
              return chip_counts_exhaustive(p.u, ctx);
            }, "", true},
           {"smt", {materialised()}, [](const BP& p, const RunContext& ctx) { return chip_counts_smt(p.u, ctx); },
            "one query per u with nothing symbolic: u, n = 2^u and the chip/link/pin figures counted on the constructed M "
            "and M' are fixed constants; Lemma 1's formulas and halving inequalities are asserted negated, so unsat "
            "confirms them for this u only"},
           {"random", {random_cases()}, [](const BP& p, const RunContext& ctx) { return chip_counts_random(p.u, ctx); }},
           {"symbolic", {}, nullptr,
            "five QF_BV queries for the whole range of u: u, a node half, two links and a 128-bit chip or link index "
            "are bit-vectors; fixed: M, M' (Fig. 3), the half graph, the link index with its inverse and the closed "
            "forms. UNSAT of all five: each count is a bijection onto 0..R-1 with R the paper's closed form, and every "
            "M' chip has 4 pins, for every u in the range; SAT: the smallest failing u the solver finds, reported only "
            "when the exhaustive engine fails there (u <= 20)",
            false, chip_counts_symbolic_scope(),
            [](const BP&, int64_t lo, int64_t hi, const RunContext& ctx) { return chip_counts_symbolic(lo, hi, ctx); },
            [](const BP&, int64_t lo, int64_t hi, const json& w, std::string& why) {
              return chip_counts_symbolic_verify(lo, hi, w, why);
            }}},
          butterfly_recheck_counts,
          [](const BP& p, const std::string& engine, const json& w, std::string& why) -> Verification {
            if (!butterfly_verify_counts(p, engine, w, why)) return false;
            return engine != "smt" || butterfly_counts_smt2_is_netcerts(p, w["smt2"], why);
          }};
}

Declaration<BP> mprime_isomorphism() {
  return {"butterfly.mprime_isomorphism", kButterflyPaper, "Lemma 2 (Theorem 1, second part)",
          "The chip graph of M' (chips adjacent iff they hold the two halves of one original node) is isomorphic to "
          "G_{n/2}. exhaustive: the isomorphism chip{(s,i),(s,i^2^s)} -> (s, i with bit s deleted) is built from chip "
          "contents and checked edge by edge (u <= 20), with a bliss cross-check for u <= 10; smt: Z3 finds an "
          "isomorphism (u <= 5); symbolic: two QF_BV queries prove it for every u in 1..63 at once.",
          {u_field()},
          {{"exhaustive", {materialised()},
            [](const BP& p, const RunContext& ctx) { return mprime_isomorphism_exhaustive(mapping_mprime(p.u, ctx.jobs), true, ctx); },
            "", true},
           {"smt",
            {limit<BP>("u", kSmtMaxU, "the isomorphism query grows past what Z3 settles quickly").worded(LimitWording::Over)},
            [](const BP& p, const RunContext& ctx) { return mprime_isomorphism_smt(mapping_mprime(p.u), true, ctx); },
            "one query per u: the map phi (stage and row of every chip) is symbolic; the chip graph of M' at this u (its "
            "edges) and the target G_{n/2} are fixed; sat confirms Lemma 2 at this u (the model is an isomorphism, "
            "re-checked edge by edge), unsat would refute it"},
           {"random", {random_cases()},
            [](const BP& p, const RunContext& ctx) { return mprime_isomorphism_random(p.u, ctx); }},
           {"symbolic", {}, nullptr,
            "two QF_BV queries for the whole range of u: u, two chips (stage, a row of the 2x2 block) and a node of "
            "G_{n/2} are 64-bit vectors; fixed: M', phi(chip (s,i)) = (s, i with bit s deleted) and G_{n/2}'s edges. "
            "UNSAT of both: phi is a bijection onto G_{n/2} keeping and reflecting every edge, for every u in the range; "
            "SAT: the smallest failing u the solver finds, reported only when the exhaustive engine fails there (u <= 20). "
            "u=all: every u >= 1 by induction, a base (u = 1) and three step queries (u to u + 1, u an unbounded "
            "integer) in QF_UFLIA, unsat in z3 and cvc5",
            false, mprime_isomorphism_symbolic_scope(),
            // u=all: by induction on u (butterfly_mprime_induction.hpp); LO..HI: two range queries.
            [](const BP&, int64_t lo, int64_t hi, const RunContext& ctx) {
              return hi == kAllSizes ? mprime_isomorphism_induction(ctx) : mprime_isomorphism_symbolic(lo, hi, ctx);
            },
            [](const BP&, int64_t lo, int64_t hi, const json& w, std::string& why) {
              if (hi == kAllSizes) return mprime_isomorphism_induction_verify(w, why);
              return mprime_isomorphism_symbolic_verify(lo, hi, w, why);
            }}},
          butterfly_recheck_isomorphism,
          [](const BP& p, const std::string& engine, const json& w, std::string& why) -> Verification {
            if (!butterfly_verify_isomorphism(p, engine, w, why)) return false;
            return engine != "smt" || butterfly_isomorphism_smt2_is_netcerts(p, w["smt2"], why);
          }};
}

}  // namespace

// Engines in src/search (butterfly_engines, butterfly_counts_smt, butterfly_random), SMT in
// proofs/butterfly_smt, re-checks and witness verifiers in butterfly_verify.cpp (on the independent
// checker), tables in butterfly_table.cpp and butterfly_degree_table.cpp.
void register_butterfly_degree_table(Catalogue& cat);

void register_butterfly(Catalogue& cat) {
  cat.add(declare(chip_counts()));
  cat.add(declare(mprime_isomorphism()));
  using CP = ButterflyChipsTableParams;
  const ParamSpec u_param = u_field().spec;
  cat.add(declare_table<CP>(
      "butterfly-chips",
      "chips and inter-chip links of M and M' (exact closed forms), the certified isomorphism of Lemma 2 and a "
      "verdict per row",
      {int_field(&CP::u, u_param.name, u_param.lo, u_param.hi, u_param.default_value, u_param.help),
       int_field(&CP::certify_max, "certify_max", 0, kMaterialMaxU, "12",
                 "rows with u <= certify_max run both properties and certify them")},
      butterfly_chips_table));

  using T1 = ButterflyTable1Params;
  cat.add(declare_table<T1>("butterfly-table1",
                            "Table 1 of Sec. 2: nodes, pins and gates per chip for a subnetwork of n' = 2^m inputs, "
                            "counted on G_{m-1}, against the closed forms and the printed t1/t2 columns; gate/pin "
                            "ratio and its log2 n' improvement; a verdict per row",
                            {int_field(&T1::m, "m", 1, 20, "4", "rows n' = 2^1 .. 2^m (G_{m-1} is built)")},
                            butterfly_table1));

  TableSpec budget;
  budget.id = "butterfly-pin-budget";
  budget.description = "Sec. 2's link and pin arithmetic (72 + 32 = 104 bits a link, 416 pins a node, 208 in two "
                       "pieces, p = 240): each printed number recomputed, a verdict per row";
  budget.build = butterfly_pin_budget_table;
  cat.add(budget);
  register_butterfly_degree_table(cat);

  ScheduleSpec sched;
  sched.network = "butterfly";
  sched.kind = "chip-mapping";
  sched.description =
      "which node halves sit on which chip: every needed half exactly once, pins per chip within pin_budget "
      "(default 4 links), inter-chip links, and whether the chips are interconnected as a butterfly";
  sched.check = check_chip_mapping;
  sched.required_keys = {"chips"};  // schema enforced by check-schedule (core/schedule_input.hpp)
  sched.optional_keys = {"pin_budget"};
  sched.params = {int_param("u", 1, 16, "", "butterfly G_n with n = 2^u rows")};
  cat.add(sched);
}

}  // namespace netcert
