// lcan_downers.cpp — seed 004, Sec. 2.1: lcan.downer_switches ("in a CB-LCAN,
// a switch in some level (i+1) connects to d distinct switches in level i via
// each and every one of its downers"). Engine: search/lcan_downers.cpp on the
// model's port arrays; checker: check/lcan_downers_check.cpp on the labels'
// wiring rebuilt from (N, d, u) alone.
#include "check/lcan_downers_check.hpp"
#include "properties/lcan.hpp"
#include "search/lcan_downers.hpp"

namespace netcert {

namespace {

using LP = LcanParams;

LcanWiring labels_of(const LP& p) {
  return LcanWiring::from_labels(true, static_cast<uint64_t>(p.N), static_cast<uint64_t>(p.d), static_cast<uint64_t>(p.u));
}

bool recheck_downers(const LP& ps, const json& cx, std::string& why) {
  auto mine = lcan_first_downer_defect(labels_of(ps));
  if (!mine) return why = "rejected: on the labels' wiring every level-(i+1) switch reaches d distinct level-i switches", false;
  if (*mine != cx) return why = "rejected: the checker's first defect is " + mine->dump(), false;
  why = "confirmed by the independent checker: " + mine->dump();
  return true;
}

Verification verify_downers(const LP& ps, const std::string&, const json& w, std::string& why) {
  LcanWiring net = labels_of(ps);
  json sizes = json::array();
  for (int i = 0; i < net.levels(); ++i) sizes.push_back(net.switches(i));
  if (w != json{{"levels", net.levels()}, {"switches_per_level", sizes}})
    return why = "witness is not {levels, switches_per_level} of the labels' network", false;
  if (auto d = lcan_first_downer_defect(net)) return why = "the checker finds " + d->dump(), false;
  uint64_t switches = 0;
  for (int i = 1; i < net.levels(); ++i) switches += net.switches(i);
  why = "the independent checker followed the d downers of all " + std::to_string(switches) +
        " switches above level 0 on the labels' wiring: d distinct switches below each";
  return true;
}

Declaration<LP> downer_switches() {
  return {"lcan.downer_switches", kLcanPaper,
          "Sec. 2.1: in a CB-LCAN a level-(i+1) switch connects to d distinct level-i switches via its downers",
          "In CB-LCAN(N,d,u) (kind=cb; N = d^l) every switch of every level i+1 = 1..l-1 reaches, through its d downers "
          "and the wiring Π_(i+1), exactly d distinct level-i switches (so no two of its downers share a level-i "
          "switch). Every switch is checked.",
          lcan_shape_fields("cb", "16", "2", "2"),
          {lcan_exhaustive_engine(lcan_shape_rule(uint64_t(1) << 22, true),
                                  "every level-(i+1) switch reaches d distinct level-i switches",
                                  lcan_on_network(downer_switches_defect))},
          recheck_downers, verify_downers};
}

}  // namespace

void register_lcan_downers(Catalogue& cat) { cat.add(declare(downer_switches())); }

}  // namespace netcert
