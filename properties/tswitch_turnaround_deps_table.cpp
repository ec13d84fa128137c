// tswitch_turnaround_deps_table.cpp — table tswitch-turnaround-deadlock: seed 002, A.5.1 ("turnaround
// routing is deadlock free", [NGM97]) over every minimal turnaround path of a k-ary n-tree, not only
// DESTRO's (property tswitch.destro_deadlock_free). Engine: the paths of A.5 (climb by any up-port to
// stage t = FirstDifference(h,h'), turn, descend by the destination's digits; k^t per pair) walked over
// the model's wiring, their channel dependencies collected, and acyclicity shown by a rank that rises
// along every dependency (up channels by stage, then down channels by falling stage). Checker: the same
// dependencies derived from shortest paths (check/kary_turnaround_deps_check), cycles by DFS.
#include <string>

#include "check/kary_turnaround_deps_check.hpp"
#include "core/table_declaration.hpp"
#include "net/kary_ntree.hpp"

namespace netcert {

namespace {

struct TurnaroundTableParams {
  int k = 0;  // switch arity
  int n = 0;  // stages
};

struct EnginePaths {
  ChannelEdges edges;
  uint64_t paths = 0;
  bool ranked = true;  // every dependency raises the rank
};

int turn_stage(const KaryNTree& t, uint64_t h, uint64_t hp) {
  for (int i = t.n() - 1; i >= 0; --i)
    if (t.digit(h, i) != t.digit(hp, i)) return i;
  return -1;
}

// Rank of the channel leaving switch w by port p: up channels 0..n−2 by stage, down channels n..2n−1.
int channel_rank(const KaryNTree& t, uint64_t w, int p) {
  const int s = t.stage_of(w);
  return p >= t.k() ? s : 2 * t.n() - s;
}

// Every turnaround path h -> hp (first difference top >= 1): one up-port choice per climbed stage.
void add_pair_paths(const KaryNTree& t, uint64_t h, uint64_t hp, int top, EnginePaths& out) {
  std::vector<int> choice(top, 0);
  for (bool more = true; more;) {
    std::vector<std::pair<uint64_t, int>> channels;  // (switch, out port)
    uint64_t w = t.attachment(h).id;
    for (int s = 0; s < top; ++s) channels.push_back({w, t.k() + choice[s]}), w = t.peer(w, t.k() + choice[s]).id;
    for (int s = top; s >= 1; --s) channels.push_back({w, t.digit(hp, s)}), w = t.peer(w, t.digit(hp, s)).id;
    ++out.paths;
    for (size_t i = 0; i + 1 < channels.size(); ++i) {
      const auto [w1, p1] = channels[i];
      const auto [w2, p2] = channels[i + 1];
      out.edges.insert({2 * t.k() * w1 + p1, 2 * t.k() * w2 + p2});
      out.ranked = out.ranked && channel_rank(t, w1, p1) < channel_rank(t, w2, p2);
    }
    more = false;
    for (int s = 0; s < top && !more; ++s) more = ++choice[s] < t.k() || (choice[s] = 0, false);
  }
}

TableData turnaround_rows(const TurnaroundTableParams& p, const RunContext&) {
  const KaryNTree t(p.k, p.n);
  if (t.terminals() > kMaxCheckedTurnaroundTerminals)
    throw std::invalid_argument("tswitch-turnaround-deadlock: above 256 terminals");
  EnginePaths e;
  for (uint64_t h = 0; h < t.terminals(); ++h)
    for (uint64_t hp = 0; hp < t.terminals(); ++hp) {
      const int top = h == hp ? -1 : turn_stage(t, h, hp);
      if (top >= 1) add_pair_paths(t, h, hp, top, e);
    }
  const ChannelEdges checked = checked_minimal_dependencies(t);
  const bool acyclic = checked_dependency_cycle(checked).empty();
  const bool ok = e.ranked && checked == e.edges && acyclic;
  TableData out;
  out.columns = {"k", "n", "minimal paths (engine)", "dependencies (engine)", "(checker: shortest paths)",
                 "same dependencies", "rank rises on every dependency", "acyclic (checker DFS)", "verdict"};
  out.rows.push_back({p.k, p.n, e.paths, static_cast<uint64_t>(e.edges.size()), static_cast<uint64_t>(checked.size()),
                      checked == e.edges, e.ranked, acyclic, ok ? "holds" : "fails"});
  out.notes.push_back("channels: directed switch-to-switch links; a dependency joins two channels used one after the "
                      "other by some minimal path between distinct terminals (uniform traffic, every pair)");
  return out;
}

}  // namespace

void register_tswitch_turnaround_deps_table(Catalogue& cat) {
  using P = TurnaroundTableParams;
  cat.add(declare_table<P>(
      "tswitch-turnaround-deadlock",
      "A.5.1: the channel dependency graph of every minimal turnaround path (not only DESTRO's) is acyclic; "
      "engine (turnaround paths, rank) and checker (shortest paths, DFS)",
      {int_field(&P::k, "k", 2, 8, "2..4", "switch arity"),
       int_field(&P::n, "n", 2, 4, "2..3", "stages (k^n <= 256)")},
      turnaround_rows));
}

}  // namespace netcert
