// lcan_tables.cpp — seed 004's tables: lcan-sizing (closed forms, exact) and
// lcan-cycles (Figs. 5-7 as numbers: the recurrence against Monte-Carlo runs).
#include <cstdio>

#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "properties/lcan.hpp"
#include "route/lcan_claims.hpp"
#include "route/lcan_recurrence.hpp"

namespace netcert {

namespace {

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

TableData sizing(const ParamSet& ps, const RunContext&) {
  LcanShape s = parse_lcan_shape(ps.s("kind"), ps.i("N"), ps.i("d"), ps.i("u"));
  std::string why;
  int l = lcan_levels(s, why);
  if (l < 0) throw InputError("N", s.name() + ": " + why);
  TableData t;
  t.columns = {"network", "levels", "l_max", "switches per level", "switches", "wires", "crosspoints",
               "switches walked"};
  BigInt total = 0, wires = 0, crosspoints = 0;
  std::string per_level;
  const BigInt D = s.d, U = s.u;
  for (int i = 0; i < l; ++i) {
    BigInt si = eq1_switches(s.N, s.d, s.u, i).first;
    per_level += (i ? " " : "") + to_string(si);
    total += si;
    if (i + 1 < l) wires += U * si;  // bi-directional connectors from level i up to i+1
    crosspoints += si * (D * D + 2 * D * U);
  }
  int lmax = theorem1_lmax(s.N, s.d, s.u);
  json walked = "-";
  if (total <= (uint64_t(1) << 20)) {
    Lcan net(s);
    auto defect = level_sizes_defect(net);
    walked = defect ? json("defect") : json(net.switch_count());
    t.certificates.push_back(make_certificate("lcan.level_sizes", ps, "exhaustive",
                                              defect ? Verdict::Fails : Verdict::Holds,
                                              defect ? json{{"counterexample", *defect}}
                                                     : json{{"network", net.to_json()}, {"levels", net.levels()}}));
  }
  t.rows.push_back({s.name(), l, lmax < 0 ? json("unbounded") : json(lmax), per_level, to_string(total),
                    to_string(wires), to_string(crosspoints), walked});
  t.notes = {"wires: bi-directional connectors between levels (N PE wires not included); crosspoints: d^2 + 2du "
             "per switch (Fig. 1a: I1->O1, I1->O2, I2->O1); l_max: Theorem 1 as read in `netcert list`",
             "switches walked: counted by following the wiring of the explicit model (lcan.level_sizes, certified "
             "with --certify) when it has at most 2^20 switches"};
  return t;
}

struct FigureRow {
  int64_t N, d, u;
};

std::vector<FigureRow> figure_rows(int64_t fig) {
  if (fig == 5) return {{4096, 64, 64}, {4096, 64, 32}, {4096, 64, 16}, {4096, 64, 8}, {4096, 64, 4}, {4096, 64, 2}};
  if (fig == 6) return {{4096, 64, 64}, {4096, 16, 16}, {4096, 8, 8}, {4096, 4, 4}, {4096, 2, 2}};
  return {{16, 4, 4}, {64, 4, 4}, {256, 4, 4}, {1024, 4, 4}, {4096, 4, 4}};
}

TableData cycles(const ParamSet& ps, const RunContext& ctx) {
  TableData t;
  t.columns = {"figure", "N", "d", "u", "levels", "recurrence", "paper i-1+x", "Eq.2 as printed", "root mean", "root var",
               "bpc mean", "bpc var", "random mean", "random var"};
  const int64_t fig = ps.i("fig");
  const uint64_t perms = static_cast<uint64_t>(ps.i("perms"));
  for (auto& r : figure_rows(fig)) {
    if (ps.i("N") && ps.i("N") != r.N) continue;
    Lcan net(LcanShape{LcanKind::CompleteBipartite, r.N, r.d, r.u});
    auto rec = lcan_recurrence(net.N(), net.d(), net.u(), net.levels());
    auto printed = lcan_recurrence(net.N(), net.d(), net.u(), net.levels(), -1, true);
    std::vector<json> row{fig, r.N, r.d, r.u, net.levels(), fixed(rec.cycles_plus_pass, 3), fixed(rec.cycles_paper, 3),
                          fixed(printed.cycles_plus_pass, 3)};
    json witness{{"network", net.to_json()}, {"seed", ctx.seed}, {"perms", perms}, {"recurrence", rec.cycles_plus_pass}};
    for (TrafficClass c : {TrafficClass::Root, TrafficClass::Bpc, TrafficClass::Random}) {
      auto sim = simulate_class(net, c, perms, ctx.seed, ctx);
      row.push_back(fixed(sim.mean, 3));
      row.push_back(fixed(sim.variance, 3));
      witness[to_string(c)] = {{"mean", sim.mean}, {"variance", sim.variance}, {"histogram", sim.histogram}};
    }
    t.rows.push_back(row);
    ParamSet cert_ps;
    cert_ps.set("kind", std::string("cb"));
    cert_ps.set("N", r.N);
    cert_ps.set("d", r.d);
    cert_ps.set("u", r.u);
    t.certificates.push_back(
        make_certificate("lcan.recurrence_vs_simulation", cert_ps, "exhaustive", Verdict::Holds, witness));
  }
  t.notes = {"seed " + std::to_string(ctx.seed) + ", " + std::to_string(perms) +
                 " permutations per class; permutation k draws from seed*phi + k (replay with --seed)",
             "on-line router of Sec. 3: up randomly per switch per cycle, down lower LCA level first",
             "recurrence: Eqs. (2)-(3), contention at levels l-1..1, exponent d at the top switch (its d inputs), "
             "cycles i + x_i; 'paper i-1+x': the same with the printed cycle count; 'Eq.2 as printed': exponent u at "
             "every level, i + x_i (differs only when d > u)"};
  return t;
}

}  // namespace

void register_lcan_tables(Catalogue& cat) {
  cat.add(TableSpec{"lcan-sizing",
                    "LCAN sizing: levels, switches per level (Eq. 1), wires, crosspoints, l_max (Theorem 1)",
                    lcan_shape_params("cb", "4096", "4", "4"), sizing});
  cat.add(TableSpec{"lcan-cycles",
                    "Figs. 5-7: mean/variance of on-line network cycles (root, BPC, random) against Eqs. (2)-(3)",
                    {int_param("fig", 5, 7, "7", "5: N=4096 d=64 u varies; 6: N=4096 d=u varies; 7: d=u=4 N varies"),
                     int_param("perms", 1, 100000, "1000", "permutations simulated per class"),
                     int_param("N", 0, 4096, "0", "only the row with this N (0 = all rows)")},
                    cycles});
}

}  // namespace netcert
