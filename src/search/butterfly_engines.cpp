// butterfly_engines.cpp — see butterfly_engines.hpp.
#include "search/butterfly_engines.hpp"

#include <algorithm>
#include <atomic>
#include <optional>

#include "search/butterfly_canon.hpp"
#include "core/errors.hpp"
#include "search/butterfly_isomorphism.hpp"
#include "proofs/butterfly_smt.hpp"
#include "core/sliced_loop.hpp"
#include "core/thread_ranges.hpp"

namespace netcert {

static json evidence_base(const Butterfly& g, const ChipMapping& m, const std::string& name, bool constructed) {
  json e;
  e["u"] = g.u();
  e["mapping"] = name;
  if (!constructed || g.u() <= kExplicitU) e["chips"] = mapping_chips_json(g, m);
  return e;
}

static json placement_json(const Butterfly& g, const Placement& p) {
  json d = json::array();
  for (auto& x : p.defects) d.push_back({{"kind", x.kind}, {"half", g.half_name(x.half)}, {"chips", x.chips}});
  return d;
}

// Runs first() and second(), on two threads when `parallel` (an exception of
// either reaches the caller after both ended).
template <class First, class Second>
static void run_pair(bool parallel, First first, Second second) {
  run_in_ranges(2, parallel ? 2 : 1, [&](uint64_t lo, uint64_t hi) {
    for (uint64_t k = lo; k < hi; ++k) k == 0 ? first() : second();
  });
}

// place(g, m) on `jobs` threads (chips cut into ranges), for the defect-free
// mappings the engines check. A defect-free mapping lists exactly the 2·rows·u
// needed halves; when it lists that many, each is needed and none is missing, no
// half is listed twice (pigeonhole), so plain (relaxed) stores suffice and no
// compare-and-swap or read-back is spent per half.
// Any defect (a half not needed, placed twice or missing) falls back to the
// sequential place(), whose defect list (first ones, in chip order) is the answer.
static Placement place_on_threads(const Butterfly& g, const ChipMapping& m, int jobs) {
  const uint64_t halves = g.half_count(), first_needed_upper = 2 * g.rows(),
                 end_needed_lower = 2 * g.rows() * static_cast<uint64_t>(g.u());
  if (jobs < 2 || m.halves.size() != end_needed_lower) return place(g, m);  // end_needed_lower = 2·rows·u
  Placement p;
  reserve_on_threads(p.chip_of_half, halves, jobs);
  p.chip_of_half.assign(halves, ChipMapping::kNoChip);
  uint32_t* const chip = p.chip_of_half.data();
  auto needed = [&](uint64_t h) { return (h & 1) ? h < end_needed_lower : h >= first_needed_upper && h < halves; };
  std::atomic<bool> defect{false};
  auto write_chips = [&](uint64_t lo, uint64_t hi) {
    for (uint32_t c = static_cast<uint32_t>(lo); c < hi; ++c)
      for (uint32_t k = m.offsets[c]; k < m.offsets[c + 1]; ++k) {
        const uint64_t h = m.halves[k];
        if (!needed(h)) {
          defect = true;
          return;
        }
        __atomic_store_n(&chip[h], c, __ATOMIC_RELAXED);
      }
  };
  auto find_missing = [&](uint64_t lo, uint64_t hi) {
    for (uint64_t h = lo; h < hi; ++h)
      if (needed(h) && __atomic_load_n(&chip[h], __ATOMIC_RELAXED) == ChipMapping::kNoChip) {
        defect = true;
        return;
      }
  };
  run_in_ranges(m.chip_count(), jobs, write_chips);
  if (!defect) run_in_ranges(halves, jobs, find_missing);
  if (defect) return place(g, m);
  return p;  // not `defect ? place(g, m) : p`: the conditional would copy the placement
}

namespace {

// butterfly.chip_counts as a list of identities on M and M', counted once up front:
// check(i) is identity i's failure or nothing, in the order a counterexample is chosen.
class ChipCountIdentities {
 public:
  static constexpr int64_t kCount = 8;  // placement M, M'; chip(M), link(M), chip(M'), link(M'); pins; halving

  // M and M' are placed and counted independently: with two or more jobs, on two threads.
  ChipCountIdentities(const ChipMapping& m, const ChipMapping& mprime, bool constructed, int jobs = 1)
      : g_(m.u), f_(butterfly_closed_forms(static_cast<unsigned>(m.u))), constructed_(constructed) {
    run_pair(jobs >= 2, [&] { measure(m, "M", a_); }, [&] { measure(mprime, "M'", b_); });
    for (const Measured* x : {&a_, &b_})
      if (x->placement.ok())
        stats_[x->name] = {{"chips", x->chips}, {"links", x->links}, {"min_pins", x->min_pins}, {"max_pins", x->max_pins}};
  }

  std::optional<Outcome> check(int64_t i) const {
    if (i <= 1) return placement_defect(i == 0 ? a_ : b_);
    if (!a_.placement.ok() || !b_.placement.ok()) return std::nullopt;  // identity 0 or 1 fails first
    switch (i) {
      case 2: return mismatch(a_, "chip(M)", a_.chips, f_.chips_m);
      case 3: return mismatch(a_, "link(M)", a_.links, f_.links_m);
      case 4: return mismatch(b_, "chip(M')", b_.chips, f_.chips_mprime);
      case 5: return mismatch(b_, "link(M')", b_.links, f_.links_mprime);
      case 6: return pins_defect();
      default: return halving_defect();
    }
  }

  Outcome holds() const {
    Outcome o = Outcome::holds({{"counted", stats_}},
                               "chip(M)=" + std::to_string(a_.chips) + " chip(M')=" + std::to_string(b_.chips) +
                                   " link(M)=" + std::to_string(a_.links) + " link(M')=" + std::to_string(b_.links) +
                                   ", every M' chip has " + std::to_string(kNodePins) + " external links");
    o.stats = stats_;
    return o;
  }

 private:
  struct Measured {
    const ChipMapping* map = nullptr;
    std::string name;
    Placement placement;
    uint64_t chips = 0, links = 0;
    uint32_t min_pins = 0, max_pins = 0;
  };

  void measure(const ChipMapping& map, const std::string& name, Measured& out) const {
    out.map = &map;
    out.name = name;
    out.placement = place(g_, map);
    if (!out.placement.ok()) return;
    LinkCounts lc = count_links(g_, out.placement, map.chip_count());
    out.chips = map.chip_count();
    out.links = lc.links;
    out.min_pins = lc.min_pins;
    out.max_pins = lc.max_pins;
  }

  json evidence(const Measured& x) const { return evidence_base(g_, *x.map, x.name, constructed_); }

  std::optional<Outcome> placement_defect(const Measured& x) const {
    if (x.placement.ok()) return std::nullopt;
    json cex = evidence(x);
    cex["quantity"] = "placement";
    cex["defects"] = placement_json(g_, x.placement);
    return Outcome::fails(cex, x.name + ": a needed half is missing or placed twice");
  }

  std::optional<Outcome> mismatch(const Measured& x, const std::string& q, uint64_t counted, const BigInt& formula) const {
    if (BigInt(counted) == formula) return std::nullopt;
    json cex = evidence(x);
    cex["quantity"] = q;
    cex["counted"] = counted;
    cex["formula"] = formula.str();
    return Outcome::fails(cex, q + " counted " + std::to_string(counted) + ", the paper's formula gives " + formula.str());
  }

  // Sec. 3: "the resulting chip has as many pins as the original one" — every M' chip, exactly.
  std::optional<Outcome> pins_defect() const {
    if (b_.min_pins == kNodePins && b_.max_pins == kNodePins) return std::nullopt;
    json cex = evidence(b_);
    cex["quantity"] = "pins";
    cex["min_pins"] = b_.min_pins;
    cex["max_pins"] = b_.max_pins;
    cex["node_pins"] = kNodePins;
    return Outcome::fails(cex, "an M' chip has " + std::to_string(b_.max_pins != kNodePins ? b_.max_pins : b_.min_pins) +
                                   " external links, an original node has " + std::to_string(kNodePins));
  }

  // The halving inequalities on the counted numbers (exact, no division).
  std::optional<Outcome> halving_defect() const {
    if (2 * b_.chips <= a_.chips && 2 * b_.links <= a_.links) return std::nullopt;
    json cex = evidence(b_);
    cex["quantity"] = "halving";
    return Outcome::fails(cex, "halving inequality violated by the counted numbers");
  }

  Butterfly g_;
  ButterflyCounts f_;
  bool constructed_;
  json stats_;
  Measured a_, b_;
};

}  // namespace

Outcome chip_counts_exhaustive(const ChipMapping& m, const ChipMapping& mprime, bool constructed) {
  ChipCountIdentities ids(m, mprime, constructed);
  for (int64_t i = 0; i < ChipCountIdentities::kCount; ++i)
    if (auto o = ids.check(i)) return *o;
  return ids.holds();
}

// The counting itself (placing every half, every link) runs in every shard: the
// sliced loop is a find-first over the identities checked on the counts.
Outcome chip_counts_exhaustive(const ChipMapping& m, const ChipMapping& mprime, bool constructed, const RunContext& ctx) {
  ChipCountIdentities ids(m, mprime, constructed, ctx.jobs);
  auto r = sliced_find_first(ChipCountIdentities::kCount, ctx, [&](int64_t i, int) { return ids.check(i).has_value(); });
  if (r.first_failure >= 0) return *ids.check(r.first_failure);
  if (r.timed_out) return Outcome::unknown("timeout before every count was compared");
  return ids.holds();
}

Outcome chip_counts_exhaustive(int u, const RunContext& ctx) {
  ChipMapping m, mprime;
  run_pair(ctx.jobs >= 2, [&] { m = mapping_m(u); }, [&] { mprime = mapping_mprime(u); });
  return chip_counts_exhaustive(m, mprime, true, ctx);
}

Outcome mprime_isomorphism_exhaustive(const ChipMapping& mapping, bool constructed, const RunContext& ctx,
                                      bool bliss_cross_check) {
  Butterfly g(mapping.u);
  Placement p = place_on_threads(g, mapping, ctx.jobs);
  if (!p.ok()) {
    json cex = evidence_base(g, mapping, "M'", constructed);
    cex["failure"] = {{"kind", "placement"}, {"defects", placement_json(g, p)}};
    return Outcome::fails(cex, "not a placement of every needed half exactly once");
  }
  BlockIsomorphism bi = mprime_block_isomorphism(g, p, mapping, ctx);
  if (bi.timed_out) return Outcome::unknown("timeout before every chip-graph edge was checked");
  if (bi.share)
    return Outcome::unknown("this shard's share of the chip-graph edges (netcert merge combines the shards and decides)");
  Butterfly t(g.u() - 1);
  json stats = {{"chips", mapping.chip_count()}, {"edges_checked", bi.edges_checked}};
  if (bi.ok) {
    if (bliss_cross_check && g.u() <= kCanonMaxU) {
      // Cross-check with canonical labelling: bliss must agree.
      CanonResult cr = bliss_isomorphism(chip_graph(g, p, mapping.chip_count()), butterfly_graph(g.u() - 1));
      // No bliss timing here: a merged sharded run must give the unsharded run's JSON.
      stats["bliss"] = {{"isomorphic", cr.isomorphic}};
      if (!cr.isomorphic) return Outcome::unknown("constructed isomorphism checks out but bliss disagrees");
    }
    // The block map is the only evidence: explicit up to kExplicitU, named beyond
    // (verify-cert derives it from the definition of M' and walks every edge).
    json witness = {{"phi", g.u() <= kExplicitU ? json(bi.phi) : json("block-rule")}};
    Outcome o = Outcome::holds(witness, "explicit isomorphism onto G_" + std::to_string(t.rows()) + " checked edge by edge (" +
                                            std::to_string(t.edge_count()) + " edges)");
    o.stats = stats;
    return o;
  }
  // The constructed map failed; that alone does not refute every isomorphism.
  json cex = evidence_base(g, mapping, "M'", constructed);
  cex["failure"] = bi.failure;
  if (mapping.chip_count() <= (1u << 16)) {
    CanonResult cr = bliss_isomorphism(chip_graph(g, p, mapping.chip_count()), butterfly_graph(g.u() - 1));
    stats["bliss"] = {{"isomorphic", cr.isomorphic}};
    if (cr.isomorphic) {
      Outcome o = Outcome::holds({{"phi", cr.phi}},
                                 "not the 2x2 block map, but bliss finds an isomorphism onto G_" + std::to_string(t.rows()));
      o.stats = stats;
      return o;
    }
    Outcome o = Outcome::fails(cex, "chip graph is not isomorphic to G_" + std::to_string(t.rows()) + ": " +
                                        bi.failure.value("why", std::string()));
    o.stats = stats;
    return o;
  }
  return Outcome::unknown("the 2x2 block map is not an isomorphism (" + bi.failure.dump() +
                          ") and the graph is too large for a canonical-labelling search");
}

bool phi_is_isomorphism(const SimpleGraph& a, const SimpleGraph& b, const std::vector<uint32_t>& phi) {
  if (a.vertices != b.vertices || a.edges.size() != b.edges.size() || phi.size() != a.vertices) return false;
  std::vector<uint8_t> hit(b.vertices, 0);
  for (uint32_t v : phi) {
    if (v >= b.vertices || hit[v]) return false;
    hit[v] = 1;
  }
  std::vector<std::pair<uint32_t, uint32_t>> mapped;
  for (auto& [x, y] : a.edges) mapped.emplace_back(std::min(phi[x], phi[y]), std::max(phi[x], phi[y]));
  std::sort(mapped.begin(), mapped.end());
  auto target = b.edges;
  std::sort(target.begin(), target.end());
  return mapped == target;
}

Outcome mprime_isomorphism_smt(const ChipMapping& mapping, bool constructed, const RunContext& ctx) {
  Butterfly g(mapping.u);
  Placement p = place(g, mapping);
  if (!p.ok()) {
    json cex = evidence_base(g, mapping, "M'", constructed);
    cex["failure"] = {{"kind", "placement"}, {"defects", placement_json(g, p)}};
    return Outcome::fails(cex, "not a placement of every needed half exactly once");
  }
  SimpleGraph cg = chip_graph(g, p, mapping.chip_count());
  std::string name = "butterfly.mprime_isomorphism.u" + std::to_string(g.u());
  SmtIsomorphism si = smt_butterfly_isomorphism(cg, g.u() - 1, ctx, name, true);
  json stats = {{"chips", cg.vertices}, {"edges", cg.edges.size()}, {"solver_seconds", si.answer.seconds}};
  json query = {{"name", name}, {"query", si.answer.smt2}};
  if (si.answer.status == z3::sat) {
    query["answer"] = "sat";
    // The model is checked here, edge by edge, before it counts (the engine's own
    // check; verify-cert walks the block map with the independent checker).
    if (!phi_is_isomorphism(cg, butterfly_graph(g.u() - 1), si.phi))
      return Outcome::unknown("Z3's model is not an isomorphism onto G_{n/2}");
    Outcome o = Outcome::holds({{"smt2", json::array({query})}},
                               "Z3 found an isomorphism onto G_" + std::to_string(1ULL << (g.u() - 1)) +
                                   " (SAT; phi symbolic, the chip graph of M' at u = " + std::to_string(g.u()) +
                                   " fixed)");
    o.stats = stats;
    return o;
  }
  if (si.answer.status == z3::unsat) {
    json cex = evidence_base(g, mapping, "M'", constructed);
    cex["failure"] = {{"kind", "smt-unsat"}, {"why", "Z3: no bijection maps the chip graph onto G_{n/2}"}};
    Outcome o = Outcome::fails(cex, "Z3 proves that no isomorphism onto G_{n/2} exists");
    o.stats = stats;
    return o;
  }
  return Outcome::unknown("Z3: " + si.answer.reason);
}

ChipMapping mapping_of_evidence(int u, const json& evidence) {
  if (evidence.is_object() && evidence.contains("chips") && evidence["chips"].is_array()) {
    json doc = {{"params", {{"u", u}}}, {"chips", evidence["chips"]}};
    return mapping_from_json(doc);
  }
  std::string name = evidence.is_object() ? evidence.value("mapping", std::string("M'")) : "M'";
  if (name == "M") return mapping_m(u);
  if (name == "M'") return mapping_mprime(u);
  throw InputError("counterexample.mapping", "names no constructed mapping: " + name);
}

}  // namespace netcert
