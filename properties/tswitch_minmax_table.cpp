// tswitch_minmax_table.cpp — table tswitch-destro-minmax: seed 002, Sec. 5, DESTRO "reduces to the
// minimum the number of paths that share each link" ([GGG+07]), read as: under uniform traffic no
// minimal (shortest-path) routing of the k-ary n-tree has a less loaded busiest link on any channel
// level than DESTRO. Every minimal routing puts the same total on a level (check/kary_destro_minmax_check),
// so the ceiling of its average over the level's k^n links bounds every routing's maximum; DESTRO's
// maximum (engine: route/destro loads; checker: its own walk) must equal that bound, up and down.
#include <string>

#include "check/kary_destro_minmax_check.hpp"
#include "core/table_declaration.hpp"
#include "net/kary_ntree.hpp"
#include "route/destro.hpp"

namespace netcert {

namespace {

struct MinmaxTableParams {
  int k = 0;  // switch arity
  int n = 0;  // stages
};

struct EngineLevel {
  uint64_t max_up = 0, max_down = 0, min_up = UINT64_MAX;
};

std::vector<EngineLevel> engine_levels(const KaryNTree& t, const RunContext& ctx) {
  std::vector<uint64_t> loads;
  if (!destro_all_loads(t, Traffic{t.terminals(), {}}, ctx, loads))
    throw std::runtime_error("destro minmax: the run's time ran out before every path was routed");
  const int k = t.k(), P = 2 * k;
  std::vector<EngineLevel> levels(t.n() > 1 ? t.n() - 1 : 0);
  for (int s = 1; s < t.n(); ++s)
    for (uint64_t o = 0; o < t.switches_per_stage(); ++o) {
      const uint64_t w = t.switch_id(s - 1, o);
      for (int up = k; up < P; ++up) {
        uint64_t going_up = 0, coming_down = 0;
        for (int other = 0; other < P; ++other)
          going_up += loads[w * P * P + other * P + up], coming_down += loads[w * P * P + up * P + other];
        auto& L = levels[s - 1];
        L.max_up = std::max(L.max_up, going_up), L.max_down = std::max(L.max_down, coming_down);
        L.min_up = std::min(L.min_up, going_up);
      }
    }
  return levels;
}

TableData minmax_rows(const MinmaxTableParams& p, const RunContext& ctx) {
  const KaryNTree t(p.k, p.n);
  if (t.terminals() > kMaxCheckedMinmaxTerminals) throw std::invalid_argument("tswitch-destro-minmax: k^n above 4096");
  const auto engine = engine_levels(t, ctx);
  const auto checked = checked_minmax_levels(p.k, p.n);
  TableData t_out;
  t_out.columns = {"k", "n", "level", "pairs crossing (each way)", "links", "bound for any minimal routing",
                   "DESTRO max up / down (engine)", "(checker)", "DESTRO min up", "verdict"};
  for (size_t i = 0; i < checked.size(); ++i) {
    const auto& c = checked[i];
    const auto& e = engine[i];
    const bool ok = e.max_up == c.bound && e.max_down == c.bound && c.walked_max_up == c.bound &&
                    c.walked_max_down == c.bound;
    t_out.rows.push_back({p.k, p.n, c.level, c.crossing_pairs, c.links, c.bound,
                          std::to_string(e.max_up) + " / " + std::to_string(e.max_down),
                          std::to_string(c.walked_max_up) + " / " + std::to_string(c.walked_max_down), e.min_up,
                          ok ? "holds" : "fails"});
  }
  t_out.notes.push_back("level s: the k^n links between stages s-1 and s; uniform traffic, one path per ordered pair. "
                        "holds: DESTRO's busiest link of the level carries exactly ceil(pairs / links), the least "
                        "any minimal routing can (every minimal path of a pair with first difference t >= s crosses "
                        "the level once each way).");
  return t_out;
}

}  // namespace

void register_tswitch_minmax_table(Catalogue& cat) {
  using P = MinmaxTableParams;
  cat.add(declare_table<P>(
      "tswitch-destro-minmax",
      "Sec. 5: DESTRO's busiest link per channel level equals the least maximum any minimal routing can reach "
      "(uniform traffic), engine and checker",
      {int_field(&P::k, "k", 2, 8, "2..4", "switch arity"),
       int_field(&P::n, "n", 2, 6, "2..3", "stages (n >= 2: n = 1 has no channel level)")},
      minmax_rows));
}

}  // namespace netcert
