// consistent_butterfly.cpp — consistent forgeries for butterfly.chip_counts: for every
// quantity of Lemma 1, the constructed M and M' counted with the engine's placement
// and link count (net/butterfly_chips) and the closed forms (net/butterfly), stated as a
// counterexample with the counted figures. The claim holds for every u, so every case
// is a forgery (the decisive fact, counted != formula, is false); a case would be true
// only where the engine's count really missed the formula.
// No genuine butterfly certificate says fails (the constructed mappings satisfy
// Lemma 1), so there is no real counterexample at this boundary to verify.
#include "net/butterfly_chips.hpp"
#include "tests/forge/consistent_papers.hpp"

namespace netcert::consistent_detail {

namespace {

struct ButterflyFigures {
  uint64_t chips = 0, links = 0;
  uint32_t min_pins = 0, max_pins = 0;
  bool placed = false;
};

ButterflyFigures butterfly_figures_of(const Butterfly& g, const ChipMapping& m) {
  ButterflyFigures f;
  Placement p = place(g, m);
  f.placed = p.ok();
  if (!f.placed) return f;
  LinkCounts lc = count_links(g, p, m.chip_count());
  f.chips = m.chip_count(), f.links = lc.links, f.min_pins = lc.min_pins, f.max_pins = lc.max_pins;
  return f;
}

void butterfly_count_case(const std::string& q, uint64_t counted, const BigInt& formula,
                          std::vector<ConsistentCase>& out) {
  json cex = {{"quantity", q}, {"counted", counted}, {"formula", formula.str()}};
  const bool differs = BigInt(counted) != formula;
  out.push_back({q + ": counted " + std::to_string(counted) + ", formula " + formula.str(), cex, differs, "exhaustive"});
}

}  // namespace

std::vector<ConsistentCase> butterfly_cases(const std::string& property, const json& params) {
  std::vector<ConsistentCase> out;
  const int u = params.value("u", 0);
  if (property != "butterfly.chip_counts" || u < 1 || u > 6) return out;
  Butterfly g(u);
  const ButterflyFigures a = butterfly_figures_of(g, mapping_m(u)), b = butterfly_figures_of(g, mapping_mprime(u));
  if (!a.placed || !b.placed) return out;  // a placement defect has no counted figures to restate
  const ButterflyCounts f = butterfly_closed_forms(static_cast<unsigned>(u));
  out.push_back({"placement: every needed half placed once", {{"quantity", "placement"}, {"defects", json::array()}},
                 false, "exhaustive"});
  butterfly_count_case("chip(M)", a.chips, f.chips_m, out);
  butterfly_count_case("link(M)", a.links, f.links_m, out);
  butterfly_count_case("chip(M')", b.chips, f.chips_mprime, out);
  butterfly_count_case("link(M')", b.links, f.links_mprime, out);
  const bool pins_differ = b.min_pins != kNodePins || b.max_pins != kNodePins;
  out.push_back({"pins: every M' chip has " + std::to_string(b.min_pins) + ".." + std::to_string(b.max_pins),
                 {{"quantity", "pins"}, {"min_pins", b.min_pins}, {"max_pins", b.max_pins}, {"node_pins", kNodePins}},
                 pins_differ, "exhaustive"});
  // Halving: 2 chip(M') against chip(M) and 2 link(M') against link(M), both counted.
  const bool halving_fails = !(2 * b.chips <= a.chips && 2 * b.links <= a.links);
  out.push_back({"halving: 2*" + std::to_string(b.chips) + " vs " + std::to_string(a.chips) + ", 2*" +
                     std::to_string(b.links) + " vs " + std::to_string(a.links),
                 {{"quantity", "halving"}}, halving_fails, "exhaustive"});
  return out;
}

}  // namespace netcert::consistent_detail
