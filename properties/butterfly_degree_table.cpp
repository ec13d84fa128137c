// butterfly_degree_table.cpp — table butterfly-node-degrees: the topological half of seed 001's
// proof of Lemma 1 ("the original algorithm uses only one input per node in the first network stage
// and only one output per node in the last stage ... the upper node parts in the first stage and the
// lower node parts in the last stage are not necessary"). On G_n every stage-0 node has no link from
// another node (its one input is the network's port, its second input slot has nothing), every
// stage-u node none to another node, and every other node two each way; the halves the model drops
// (net/butterfly.hpp `needed`) are exactly those with no link of G_n. Why the second input carries a
// ghost is Ranade's algorithm, outside the model. Engine: the edge walk of net/butterfly.hpp;
// checker: pairwise adjacency (check/butterfly_degree_check).
#include <string>

#include "check/butterfly_degree_check.hpp"
#include "core/table_declaration.hpp"
#include "net/butterfly.hpp"

namespace netcert {

namespace {

struct DegreeTableParams {
  int u = 0;  // n = 2^u rows
};

std::string degree_range(int64_t lo, int64_t hi) {
  return lo == hi ? std::to_string(lo) : std::to_string(lo) + ".." + std::to_string(hi);
}

TableData degree_rows(const DegreeTableParams& p, const RunContext&) {
  const Butterfly g(p.u);
  const int64_t n = static_cast<int64_t>(g.rows());
  std::vector<int64_t> in(g.node_count(), 0), out(g.node_count(), 0);
  for (int s = 0; s < p.u; ++s)
    for (uint64_t i = 0; i < g.rows(); ++i)
      for (int c = 0; c < 2; ++c) ++out[g.node(s, i)], ++in[g.node(s + 1, Butterfly::next_row(s, i, c))];
  const auto checked = checked_butterfly_degrees(p.u);
  TableData t;
  t.columns = {"u", "stage", "links in / out per node (engine)", "(checker)", "network ports per node",
               "halves dropped by the model", "verdict"};
  for (int s = 0; s <= p.u; ++s) {
    int64_t lo_in = 2, hi_in = 0, lo_out = 2, hi_out = 0, dropped_match = 0;
    for (int64_t i = 0; i < n; ++i) {
      const uint64_t v = g.node(s, i);
      lo_in = std::min(lo_in, in[v]), hi_in = std::max(hi_in, in[v]);
      lo_out = std::min(lo_out, out[v]), hi_out = std::max(hi_out, out[v]);
      dropped_match += (!g.needed(s, Half::Upper)) == (in[v] == 0) && (!g.needed(s, Half::Lower)) == (out[v] == 0);
    }
    const auto& c = checked[s];
    const int64_t want_in = s == 0 ? 0 : 2, want_out = s == p.u ? 0 : 2;
    const bool ok = lo_in == want_in && hi_in == want_in && lo_out == want_out && hi_out == want_out &&
                    c.min_in == want_in && c.max_in == want_in && c.min_out == want_out && c.max_out == want_out &&
                    dropped_match == n;
    const std::string ports = s == 0 ? "1 input" : s == p.u ? "1 output" : "0";
    const std::string dropped = s == 0 ? "upper" : s == p.u ? "lower" : "none";
    t.rows.push_back({p.u, s, degree_range(lo_in, hi_in) + " / " + degree_range(lo_out, hi_out),
                      degree_range(c.min_in, c.max_in) + " / " + degree_range(c.min_out, c.max_out), ports,
                      dropped + (dropped_match == n ? "" : " (MISMATCH)"), ok ? "holds" : "fails"});
  }
  t.notes.push_back("G_n's 2n network ports: n inputs on stage 0, n outputs on stage u, one per row (Sec. 3's "
                    "convention); a stage-0 node's upper half and a stage-u node's lower half touch no link of G_n");
  return t;
}

}  // namespace

void register_butterfly_degree_table(Catalogue& cat) {
  using P = DegreeTableParams;
  cat.add(declare_table<P>(
      "butterfly-node-degrees",
      "links of G_n into and out of each node per stage (proof of Lemma 1: first-stage upper and last-stage lower "
      "halves touch no link), counted twice; the halves the model drops are exactly those",
      {int_field(&P::u, "u", 1, kMaxCheckedDegreeU, "1..6", "G_n with n = 2^u rows")}, degree_rows));
}

}  // namespace netcert
