// butterfly_verify.cpp — seed 001: re-checks of counterexamples and verifiers
// of holds witnesses. u comes from the params; the witness is evidence only,
// compared field by field with what the independent checker counts. Only the
// checker and the models decide here (cmake/layers.txt); an smt witness's query
// text is compared with netcert's encoder apart from this (butterfly_smt_witness.hpp).
#include <algorithm>
#include <set>

#include "check/butterfly_check.hpp"
#include "core/evidence.hpp"
#include "net/butterfly_chips.hpp"
#include "properties/butterfly.hpp"

namespace netcert {

namespace {


struct Figures {
  uint64_t chips = 0, links = 0, min_pins = 0, max_pins = 0;
};

Figures figures_of(const DefinitionCounts& d) {
  Figures f{d.chips, d.links, 0, 0};
  if (!d.pins.empty()) {
    f.min_pins = *std::min_element(d.pins.begin(), d.pins.end());
    f.max_pins = *std::max_element(d.pins.begin(), d.pins.end());
  }
  return f;
}

json figures_json(const Figures& f) {
  return json{{"chips", f.chips}, {"links", f.links}, {"min_pins", f.min_pins}, {"max_pins", f.max_pins}};
}

// phi of M' from chip contents, derived here from the definition of M': the
// chip holding the lower half of (s,i) goes to (s, i with bit s deleted).
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

}  // namespace

bool butterfly_recheck_counts(const ButterflyParams& p, const json& cex, std::string& why) {
  // The claim is about the constructed M and M' of this u: rebuilt here, never read from the counterexample.
  const int u = p.u;
  if (!cex.is_object() || !cex.contains("quantity") || !cex["quantity"].is_string())
    return why = "counterexample has no quantity", false;
  if (u > kButterflyMaterialMaxU) return why = "u too large to re-count here", false;
  Butterfly g(u);
  DefinitionCounts a = counts_by_definition(g, mapping_m(u)), b = counts_by_definition(g, mapping_mprime(u));
  std::string q = cex["quantity"];
  if (q == "placement") {
    why = a.placement_ok && b.placement_ok ? "every needed half is placed exactly once" : "confirmed: placement defect";
    return !(a.placement_ok && b.placement_ok);
  }
  ButterflyCounts f = butterfly_closed_forms(static_cast<unsigned>(u));
  Figures fb = figures_of(b);
  bool bad = q == "chip(M)"    ? BigInt(a.chips) != f.chips_m
             : q == "link(M)"  ? BigInt(a.links) != f.links_m
             : q == "chip(M')" ? BigInt(b.chips) != f.chips_mprime
             : q == "link(M')" ? BigInt(b.links) != f.links_mprime
             : q == "pins"     ? fb.min_pins != kNodePins || fb.max_pins != kNodePins
             : q == "halving"  ? !(2 * b.chips <= a.chips && 2 * b.links <= a.links)
                               : false;
  why = bad ? "confirmed by counting the constructed mappings: " + q
            : "counting the constructed M and M' of u = " + std::to_string(u) + " gives no violation of " + q;
  return bad;
}

bool butterfly_recheck_isomorphism(const ButterflyParams& p, const json&, std::string& why) {
  const int u = p.u;
  if (u > kButterflyMaterialMaxU) return why = "u too large to re-check here", false;
  Butterfly g(u);
  return confirm_not_butterfly(g, mapping_mprime(u), ChipAdjacency::SharedNode, u - 1, why);
}

Verification butterfly_verify_counts(const ButterflyParams& p, const std::string& engine, const json& w, std::string& why) {
  const int u = p.u;
  const bool smt = engine == "smt";
  if (!has_exactly_keys(w, smt ? std::set<std::string>{"counted", "smt2"} : std::set<std::string>{"counted"}, why)) return false;
  if (u > kButterflyMaterialMaxU) return why = "u too large to re-count here", false;
  Butterfly g(u);
  DefinitionCounts a = counts_by_definition(g, mapping_m(u)), b = counts_by_definition(g, mapping_mprime(u));
  if (!a.placement_ok || !b.placement_ok) return why = "placement defect", false;
  Figures fa = figures_of(a), fb = figures_of(b);
  if (w["counted"] != json{{"M", figures_json(fa)}, {"M'", figures_json(fb)}})
    return why = "the counts in the witness differ from the checker's count by definition", false;
  ButterflyCounts f = butterfly_closed_forms(static_cast<unsigned>(u));
  bool ok = BigInt(fa.chips) == f.chips_m && BigInt(fa.links) == f.links_m && BigInt(fb.chips) == f.chips_mprime &&
            BigInt(fb.links) == f.links_mprime && fb.min_pins == kNodePins && fb.max_pins == kNodePins &&
            2 * fb.chips <= fa.chips && 2 * fb.links <= fa.links;
  if (!ok) return why = "recount disagrees with Lemma 1", false;
  why = "recounted by definition: counts equal the witness and Lemma 1's formulas, every M' chip has 4 external links";
  return true;
}

Verification butterfly_verify_isomorphism(const ButterflyParams& p, const std::string& engine, const json& w,
                                          std::string& why) {
  const int u = p.u;
  const bool smt = engine == "smt";
  if (!has_exactly_keys(w, smt ? std::set<std::string>{"smt2"} : std::set<std::string>{"phi"}, why)) return false;
  if (u > kButterflyMaterialMaxU) return why = "u too large to re-check here", false;
  Butterfly g(u);
  ChipMapping m = mapping_mprime(u);
  std::vector<uint32_t> phi = block_rule_phi(g, m);
  if (!smt && (u <= kExplicitU ? w["phi"] != json(phi) : w["phi"] != "block-rule"))
    return why = "phi is not the block map of M' (explicit for u <= 8, \"block-rule\" beyond)", false;
  return verify_chip_isomorphism(g, m, ChipAdjacency::SharedNode, u - 1, phi, why);
}

}  // namespace netcert
