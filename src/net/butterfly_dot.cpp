// butterfly_dot.cpp — see butterfly_dot.hpp.
#include "net/butterfly_dot.hpp"

#include <algorithm>
#include <sstream>
#include <utility>
#include <vector>

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
  // Rank halves by stage: upper halves of stage s above lower halves of stage s; within a
  // rank, chips left to right in their own order (invisible edges fix it, not crossing counts).
  for (int s = 0; s <= g.u(); ++s)
    for (Half side : {Half::Upper, Half::Lower}) {
      if (!g.needed(s, side)) continue;
      std::vector<std::pair<uint64_t, uint64_t>> by_chip;  // (chip, half)
      for (uint64_t i = 0; i < g.rows(); ++i) {
        uint64_t h = Butterfly::half(g.node(s, i), side);
        by_chip.emplace_back(placed(h) ? p.chip_of_half[h] : ChipMapping::kNoChip, h);
      }
      std::stable_sort(by_chip.begin(), by_chip.end(), [](auto& a, auto& b) { return a.first < b.first; });
      o << "  { rank=same;";
      for (auto& [chip, h] : by_chip) o << " " << half_id(h) << ";";
      o << " }\n";
      for (std::size_t k = 1; k < by_chip.size(); ++k)
        o << "  " << half_id(by_chip[k - 1].second) << " -> " << half_id(by_chip[k].second) << " [style=invis];\n";
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
