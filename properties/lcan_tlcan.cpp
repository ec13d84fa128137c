// lcan_tlcan.cpp — lcan.tlcan_offline, Theorem 3's bound on T-LCANs
// (an extension: Theorem 3 is stated for CB-LCANs). Engine:
// search/tlcan_offline.cpp (backtracking over schedules); checker:
// check/tlcan_routing_check.cpp (its own tree model, a subset DP).
//
// Convention (also in the statement): the down route of a T-LCAN is unique at
// switch level; down=bundle (default) lets a circuit use any free connector of
// the bundle, down=label fixes connector w = destination mod u (netcert's
// choice, the deterministic analogue of Sec. 2.3's digit rule).
#include <stdexcept>

#include "check/tlcan_routing_check.hpp"
#include "properties/lcan.hpp"
#include "search/tlcan_offline.hpp"

namespace netcert {

namespace {

constexpr uint64_t kTlcanExhaustiveN = 10;  // 10! = 3.6e6 permutations (refused above ~10^7)
constexpr uint64_t kTlcanRandomN = 16;      // the checker's subset DP is 3^(circuits)

using LP = LcanParams;

TlcanTreeModel tlcan_model_of(const LP& ps) {
  if (ps.kind != "t") throw std::invalid_argument("this claim is about T-LCANs (kind=t)");
  return TlcanTreeModel::of(static_cast<uint64_t>(ps.N), static_cast<uint64_t>(ps.d), static_cast<uint64_t>(ps.u));
}

bool tlcan_label(const LP& ps) { return ps.down == "label"; }

bool recheck_tlcan_offline(const LP& ps, const json& cx, std::string& why) {
  TlcanTreeModel t = tlcan_model_of(ps);
  bool shaped = cx.is_object() && cx.size() == 4 && cx.contains("permutation") && cx.contains("min_cycles") &&
                cx.contains("bound") && cx.contains("down");
  if (!shaped) return why = "counterexample is exactly {permutation, min_cycles, bound, down}", false;
  if (cx["down"] != ps.down) return why = "the counterexample's down rule is not the params'", false;
  if (cx["bound"] != t.bound()) return why = "the bound is (d/u)^(l-1) = " + std::to_string(t.bound()), false;
  Permutation perm = cx["permutation"].get<Permutation>();
  uint32_t c = tlcan_check_min_cycles(t, perm, tlcan_label(ps));
  if (cx["min_cycles"] != c) return why = "the checker's minimum for this permutation is " + std::to_string(c), false;
  why = "the checker's subset DP: " + to_string(perm) + " needs " + std::to_string(c) + " cycles, bound " +
        std::to_string(t.bound()) + " (down=" + ps.down + ")";
  return c > t.bound();
}

Verification verify_tlcan_offline(const LP& ps, const std::string& engine, const json& w, std::string& why) {
  if (engine != "exhaustive") return why = "only the exhaustive engine certifies holds", false;
  TlcanTreeModel t = tlcan_model_of(ps);
  TlcanSweep sweep = tlcan_check_all_permutations(t, tlcan_label(ps));
  if (sweep.over) return why = "the checker finds " + to_string(*sweep.first_over) + " needs more than the bound", false;
  json histogram = json::object();
  for (size_t c = 1; c < sweep.histogram.size(); ++c)
    if (sweep.histogram[c]) histogram[std::to_string(c)] = sweep.histogram[c];
  json expected{{"permutations", sweep.permutations}, {"bound", t.bound()}, {"down", ps.down},
                {"min_max_cycles", sweep.max_cycles}, {"max_permutation", sweep.first_max}, {"histogram", histogram}};
  if (w != expected) return why = "witness differs from the checker's sweep " + expected.dump(), false;
  why = "the checker re-decided all " + std::to_string(sweep.permutations) + " permutations: each within " +
        std::to_string(t.bound()) + " cycles, the maximum of the minimum is " + std::to_string(sweep.max_cycles);
  return true;
}

DomainRule<LP> tlcan_rule(uint64_t max_N) {
  return restriction<LP>([max_N](const LP& ps) {
    if (ps.kind != "t") return std::string("this claim is about T-LCANs (kind=t)");
    return lcan_refusal(ps, max_N);
  });
}

Declaration<LP> tlcan_offline() {
  std::vector<Field<LP>> params = lcan_shape_fields("t", "8", "4", "2");
  params.push_back(choice_field(&LP::down, "down", {"bundle", "label"}, "bundle",
                                "bundle: any free connector of the bundle down; label: connector destination mod u"));
  EngineDecl<LP> exhaustive{"exhaustive", {tlcan_rule(kTlcanExhaustiveN)},
                            [](const LP& ps, const RunContext& ctx) {
                              return tlcan_offline_exhaustive(lcan_of(ps), parse_tlcan_down(ps.down), ctx);
                            },
                            "every permutation (sliced over lexicographic ranks): exact minimum cycles by backtracking",
                            true};
  EngineDecl<LP> random = lcan_random_engine("lcan.tlcan_offline", tlcan_rule(kTlcanRandomN),
                                             [](const Lcan& n, const LP& ps, uint64_t draw) {
                                               return tlcan_offline_sample(n, parse_tlcan_down(ps.down), draw);
                                             });
  return {"lcan.tlcan_offline", kLcanPaper, "Theorem 3's bound on T-LCANs (extension outside its hypotheses)",
          "Every permutation of the N PEs of T-LCAN(N,d,u) routes off-line, circuit-switched, within B = (d/u)^(l-1) "
          "network cycles (Theorem 3's ceil((d/u)^(l-1)) with the T-LCAN's l; Theorem 3 itself is stated for CB-LCANs): "
          "each cycle a set of circuits using every directed wire and every switch port at most once per direction. "
          "Convention: the down route of a T-LCAN is unique at switch level (a tree; Sec. 2.3's digit rule cannot "
          "apply literally since N != d^l); up: any free upper. down=bundle (default): any free connector of the "
          "u-connector bundle towards the destination's child, so a cycle is feasible iff every directed bundle "
          "carries at most u circuits; down=label (netcert's choice, the deterministic analogue of the digit rule): "
          "connector w = destination mod u at every level, so at most one circuit per down connector and u per up "
          "bundle. B is also reached: a root permutation sends all N/k sources of a root child over its u connectors. "
          "Engine exhaustive: every permutation, its exact minimum (backtracking over schedules), reporting the "
          "maximum over permutations of the minimum; engine random: sampled permutations (a sample, never a proof). "
          "The checker re-decides with its own tree model and a subset DP",
          params, {exhaustive, random}, recheck_tlcan_offline, verify_tlcan_offline};
}

}  // namespace

void register_lcan_tlcan(Catalogue& cat) { cat.add(declare(tlcan_offline())); }

}  // namespace netcert
