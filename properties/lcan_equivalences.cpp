// lcan_equivalences.cpp — seed 004's topological equivalences (Sec. 2, the list
// of Sec. 2.2 and Sec. 4.1 "unfolding") as one property, lcan.equivalences.
// Engine: search/lcan_equivalence.cpp (invariants, then bliss); independent
// checker: check/lcan_equivalence_check.cpp (edge-by-edge map check, or the
// recomputed invariant of a counterexample). Both sides are rebuilt from the
// params alone; the map or the invariant is only evidence.
#include "check/lcan_equivalence_check.hpp"
#include "core/errors.hpp"
#include "properties/lcan.hpp"
#include "search/lcan_equivalence.hpp"

namespace netcert {

namespace {

// The checker's edge-by-edge check is linear, so certificates are accepted up
// to the params' domain; the engine stops where bliss gets slow on these very
// symmetric graphs (unfolded CB-LCAN(N,2,2): 1.3 s at N = 256, 50 s at 1024).
constexpr int64_t kMaxEquivalenceN = 4096;
constexpr int64_t kMaxEngineN = 256;

using LP = LcanParams;

EquivalenceSides checker_sides(const LP& p) {
  return lcan_equivalence_sides(p.claim, static_cast<uint64_t>(p.N), static_cast<uint64_t>(p.d),
                                static_cast<uint64_t>(p.u));
}

std::string refuse_equivalence(const LP& p) {
  if (p.N > kMaxEngineN) return "N > " + std::to_string(kMaxEngineN) + " is outside this engine (bliss time)";
  try {
    lcan_equivalence_pair(p.claim, p.N, p.d, p.u);
  } catch (const InputError& e) {
    return std::string(e.what());
  }
  return "";
}

EngineDecl<LP> equivalence_engine() {
  return {"exhaustive", {restriction<LP>(refuse_equivalence)},
          [](const LP& p, const RunContext& ctx) {
            return lcan_equivalence_outcome(lcan_equivalence_pair(p.claim, p.N, p.d, p.u), ctx);
          },
          "builds both networks from their definitions; a differing invariant (colour class sizes, edge "
          "count, degrees per colour) is the counterexample, else bliss canonical labelling of the "
          "edge-subdivided coloured graphs gives the isomorphism (the witness)",
          true};
}

bool recheck_equivalence(const LP& ps, const json& cx, std::string& why) {
  EquivalenceSides s = checker_sides(ps);
  return confirms_non_isomorphism(s.a, s.b, cx, why);
}

Verification verify_equivalence(const LP& ps, const std::string&, const json& w, std::string& why) {
  if (!w.is_object() || w.size() != 1 || !w.contains("map") || !w["map"].is_array())
    return why = "witness is not {map: [image of each vertex]}", false;
  std::vector<uint32_t> map;
  for (auto& x : w["map"]) {
    if (!x.is_number_unsigned() || x.get<uint64_t>() > UINT32_MAX) return why = "map entries must be vertex ids", false;
    map.push_back(x.get<uint32_t>());
  }
  EquivalenceSides s = checker_sides(ps);
  if (auto v = coloured_isomorphism_violation(s.a, s.b, map)) return why = *v, false;
  why = "the independent checker rebuilt both networks and mapped all " + std::to_string(s.a.edges.size()) +
        " links onto links, colours kept";
  return true;
}

Declaration<LP> equivalences() {
  std::vector<Field<LP>> params = {
      choice_field(&LP::claim, "claim", {"tlcan_cblcan", "cblcan_baseline", "unfolded_benes", "cblcan_butterfly"}, "unfolded_benes",
                   "tlcan_cblcan: T-LCAN(N,d,u) vs CB-LCAN(N,d,u) (paper: u = 1); cblcan_baseline: CB-LCAN(N,d,u) "
                   "vs the baseline network (paper: d = u = 2); cblcan_butterfly: CB-LCAN(N,d,u) vs the butterfly "
                   "network of 2x2 switches (paper: d = u = 2); unfolded_benes: unfolded CB-LCAN(N,d,u) without "
                   "virtual links vs the Beneš-like network of d x d switches (paper: d = u)"),
      int_field(&LP::N, "N", 2, kMaxEquivalenceN, "16", "PEs / terminals"),
      int_field(&LP::d, "d", 2, 64, "2", "downers per LCAN switch (the Beneš switches are d x d)"),
      int_field(&LP::u, "u", 1, 64, "2", "uppers per LCAN switch")};
  return {"lcan.equivalences", kLcanPaper,
          "Sec. 2 (T-LCAN(N,d,1) = CB-LCAN(N,d,1)), Sec. 2 and 2.2 (CB-LCAN(N,2,2) = baseline), Sec. 2.1 "
          "(CB-LCAN(N,2,2) = butterfly), Theorem 3 case 1 "
          "and Sec. 4.2 (unfolded CB-LCAN(N,d,d) = Beneš-like network)",
          "The two networks of `claim`, each built from its own definition as a multigraph (vertices: PEs/terminals and "
          "switches; one edge per link, parallel links kept), are isomorphic by a map that keeps roles: terminals to "
          "terminals, level-i LCAN switches to level/stage-i switches (unfolded: input PEs to input terminals, the A2 "
          "copy of level i to stage 2l-2-i, output PEs to output terminals). Terminal numbers are not fixed. "
          "tlcan_cblcan: T-LCAN(N,d,u) vs CB-LCAN(N,d,u), the paper's claim is u = 1. cblcan_baseline: CB-LCAN(N,d,u) "
          "vs the baseline network of Wu & Feng on N = 2^n terminals used bi-directionally (terminals on the input "
          "side of stage 0 only, the last stage's outputs open, as the top level's uppers), the paper's claim is "
          "d = u = 2. cblcan_butterfly: CB-LCAN(N,d,u) vs the butterfly network of 2x2 switches on N = 2^n terminals "
          "(the nodes of seed 001's G_(n-1): row i of stage s joined to rows i and i XOR 2^s of stage s+1), used "
          "bi-directionally like the baseline network (terminals 2i, 2i+1 on row i of stage 0, the last stage's "
          "outputs open), the paper's claim is d = u = 2. unfolded_benes: the unfolded CB-LCAN(N,d,u) of Sec. 4.1 (A1 up, A2 mirrored down, the top "
          "level shared) without its virtual links vs the recursive Beneš-like network with d x d switches on N "
          "terminals (2 log_d N - 1 stages), the paper's claim is d = u (for d = 2 Sec. 4.2). Other (d, u) are "
          "controls, expected to fail. Not checked: that the isomorphism fixes switch labels (Theorem 3's proof); "
          "SW-banyans other than these",
          params, {equivalence_engine()}, recheck_equivalence, verify_equivalence};
}

}  // namespace

void register_lcan_equivalences(Catalogue& cat) { cat.add(declare(equivalences())); }

}  // namespace netcert
