// butterfly_dot.cpp — see butterfly_dot.hpp.
#include "net/butterfly_dot.hpp"

#include <sstream>

namespace netcert {

static std::string half_id(uint64_t h) { return "h" + std::to_string(h); }

std::string chip_mapping_dot(const Butterfly& g, const ChipMapping& m, const Placement& p,
                             const std::set<uint32_t>& offending_chips, const std::string& title) {
  std::ostringstream o;
  o << "// netcert butterfly chip mapping; render with: dot -Tpng FILE -o FILE.png\n";
  o << "digraph butterfly_chips {\n  label=\"" << title << "\"; labelloc=t; rankdir=TB; newrank=true;\n"
    << "  node [shape=box, fontsize=9, width=0.3, height=0.2]; edge [arrowsize=0.5];\n";
  for (uint32_t c = 0; c < m.chip_count(); ++c) {
    bool bad = offending_chips.count(c) > 0;
    o << "  subgraph cluster_chip" << c << " {\n    label=\"chip " << c << "\"; fontsize=9; style="
      << (bad ? "\"filled,bold\"; fillcolor=\"#f8c8c8\"; color=red" : "rounded; color=gray40") << ";\n";
    for (uint32_t k = m.offsets[c]; k < m.offsets[c + 1]; ++k) {
      uint64_t h = m.halves[k];
      uint64_t v = Butterfly::node_of_half(h);
      o << "    " << half_id(h) << " [label=\"" << g.stage_of(v) << "," << g.row_of(v)
        << (Butterfly::side_of_half(h) == Half::Upper ? " U" : " L") << "\"];\n";
    }
    o << "  }\n";
  }
  auto placed = [&](uint64_t h) { return h < p.chip_of_half.size() && p.chip_of_half[h] != ChipMapping::kNoChip; };
  // Rank halves by stage: upper halves of stage s above lower halves of stage s.
  for (int s = 0; s <= g.u(); ++s)
    for (Half side : {Half::Upper, Half::Lower}) {
      if (!g.needed(s, side)) continue;
      o << "  { rank=same;";
      for (uint64_t i = 0; i < g.rows(); ++i) o << " " << half_id(Butterfly::half(g.node(s, i), side)) << ";";
      o << " }\n";
    }
  auto edge = [&](uint64_t a, uint64_t b, bool cut) {
    if (!placed(a) || !placed(b)) return;
    bool external = p.chip_of_half[a] != p.chip_of_half[b];
    o << "  " << half_id(a) << " -> " << half_id(b) << " [" << (cut ? "style=dashed" : "style=solid")
      << (external ? ", color=blue, penwidth=2" : ", color=gray50") << "];\n";
  };
  for (int s = 0; s <= g.u(); ++s)
    for (uint64_t i = 0; i < g.rows(); ++i) {
      uint64_t v = g.node(s, i);
      if (s > 0 && s < g.u()) edge(Butterfly::half(v, Half::Upper), Butterfly::half(v, Half::Lower), true);
      if (s < g.u())
        for (int c = 0; c < 2; ++c)
          edge(Butterfly::half(v, Half::Lower), Butterfly::half(g.node(s + 1, Butterfly::next_row(s, i, c)), Half::Upper),
               false);
    }
  o << "  legend [shape=note, fontsize=9, label=\"thick blue: inter-chip link (its wires use pins of both chips)\\l"
       "gray: link inside one chip\\ldashed: a node's upper half to its lower half\\lbox \\\"s,r U|L\\\": stage s, row r, upper "
       "or lower half\\l\"];\n";
  o << "}\n";
  return o.str();
}

}  // namespace netcert
