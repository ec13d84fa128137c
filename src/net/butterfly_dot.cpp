// butterfly_dot.cpp — see butterfly_dot.hpp.
#include "net/butterfly_dot.hpp"

#include <algorithm>
#include <map>
#include <sstream>
#include <vector>

namespace netcert {

namespace {

std::string butterfly_half_id(uint64_t h) { return "h" + std::to_string(h); }

// Points (1/72 in), y growing upwards as Graphviz has it; the picture grows downwards from 0.
constexpr double kHalfStep = 75, kLineStep = 90, kSideMargin = 37, kTopMargin = 30, kBottomMargin = 25, kGap = 22;

// A half's line inside its chip: stage by stage, the upper halves of stage s above its lower halves.
int butterfly_half_line(const Butterfly& g, uint64_t h) {
  return 2 * g.stage_of(Butterfly::node_of_half(h)) + (Butterfly::side_of_half(h) == Half::Lower ? 1 : 0);
}

// One chip drawn as a box: its halves line by line (each line by row), and where the box stands.
struct ChipDrawing {
  std::map<int, std::vector<uint64_t>> lines;  // line -> halves ordered by row
  double width = 0, height = 0, x0 = 0, top = 0;
};

std::vector<ChipDrawing> butterfly_chip_drawings(const Butterfly& g, const ChipMapping& m) {
  std::vector<ChipDrawing> chips(m.chip_count());
  for (uint32_t c = 0; c < m.chip_count(); ++c) {
    ChipDrawing& d = chips[c];
    for (uint32_t k = m.offsets[c]; k < m.offsets[c + 1]; ++k) d.lines[butterfly_half_line(g, m.halves[k])].push_back(m.halves[k]);
    size_t widest = 1;
    for (auto& [line, hs] : d.lines) {
      std::sort(hs.begin(), hs.end(), [&](uint64_t a, uint64_t b) {
        return g.row_of(Butterfly::node_of_half(a)) < g.row_of(Butterfly::node_of_half(b));
      });
      widest = std::max(widest, hs.size());
    }
    d.width = 2 * kSideMargin + static_cast<double>(widest - 1) * kHalfStep;
    d.height = kTopMargin + kBottomMargin + static_cast<double>(std::max<size_t>(d.lines.size(), 1) - 1) * kLineStep;
  }
  return chips;
}

// The link level most of a chip's halves touch (a lower half of stage s and an upper half of stage s + 1 touch
// level s): M' gives each chip one level, and a broken mapping keeps most chips where M' had them.
int butterfly_chip_band(const ChipDrawing& d) {
  std::map<int, size_t> count;
  for (const auto& [line, hs] : d.lines) count[(line - 1) / 2] += hs.size();
  int band = 0;
  size_t most = 0;
  for (const auto& [level, n] : count)
    if (n > most) band = level, most = n;
  return band;
}

// Chips in bands by link level, each band in chip order, so the picture reads like the mapping's definition;
// dot's crossing minimiser would reorder them (4, 6, 5, 7). Returns the right edge of the widest band.
double butterfly_place_chips(std::vector<ChipDrawing>& chips) {
  std::map<int, std::vector<uint32_t>> bands;
  for (uint32_t c = 0; c < chips.size(); ++c) bands[butterfly_chip_band(chips[c])].push_back(c);
  double column = 0, top = 0, right = 0;
  for (const ChipDrawing& d : chips) column = std::max(column, d.width + kGap);
  for (auto& [band, members] : bands) {
    double tallest = 0;
    for (size_t k = 0; k < members.size(); ++k) {
      ChipDrawing& d = chips[members[k]];
      d.x0 = static_cast<double>(k) * column;
      d.top = top;
      tallest = std::max(tallest, d.height);
      right = std::max(right, d.x0 + d.width);
    }
    top -= tallest + kGap;
  }
  return right;
}

void butterfly_write_chip(std::ostringstream& o, const Butterfly& g, uint32_t c, const ChipDrawing& d, bool bad) {
  o << "  subgraph cluster_chip" << c << " {\n    label=\"chip " << c << "\"; fontsize=9; style="
    << (bad ? "\"filled,bold\"; fillcolor=\"#f8c8c8\"; color=red" : "rounded; color=gray40") << "; bb=\"" << d.x0 << ","
    << d.top - d.height << "," << d.x0 + d.width << "," << d.top << "\"; lp=\"" << d.x0 + d.width / 2 << "," << d.top - 8
    << "\";\n";
  int index = 0;
  for (const auto& [line, hs] : d.lines) {
    for (size_t k = 0; k < hs.size(); ++k) {
      uint64_t v = Butterfly::node_of_half(hs[k]);
      o << "    " << butterfly_half_id(hs[k]) << " [pos=\"" << d.x0 + kSideMargin + static_cast<double>(k) * kHalfStep
        << "," << d.top - kTopMargin - index * kLineStep << "!\", label=\"" << g.stage_of(v) << "," << g.row_of(v)
        << (Butterfly::side_of_half(hs[k]) == Half::Upper ? " U" : " L") << "\"];\n";
    }
    ++index;
  }
  o << "  }\n";
}

}  // namespace

std::string chip_mapping_dot(const Butterfly& g, const ChipMapping& m, const Placement& p,
                             const std::set<uint32_t>& offending_chips, const std::string& title) {
  std::vector<ChipDrawing> chips = butterfly_chip_drawings(g, m);
  double right = butterfly_place_chips(chips);
  std::ostringstream o;
  // Positions are fixed (chips in their natural order), so neato draws them as given; dot would lay them out anew.
  o << "// netcert butterfly chip mapping; render with: neato -n2 -Tpng FILE -o FILE.png\n";
  o << "digraph butterfly_chips {\n  label=\"" << title << "\"; labelloc=t; splines=true; outputorder=edgesfirst;\n"
    << "  node [shape=box, fontsize=9, width=0.3, height=0.2]; edge [arrowsize=0.5];\n";
  for (uint32_t c = 0; c < m.chip_count(); ++c) butterfly_write_chip(o, g, c, chips[c], offending_chips.count(c) > 0);
  auto placed = [&](uint64_t h) { return h < p.chip_of_half.size() && p.chip_of_half[h] != ChipMapping::kNoChip; };
  auto edge = [&](uint64_t a, uint64_t b, bool cut) {
    if (!placed(a) || !placed(b)) return;
    bool external = p.chip_of_half[a] != p.chip_of_half[b];
    o << "  " << butterfly_half_id(a) << " -> " << butterfly_half_id(b) << " [" << (cut ? "style=dashed" : "style=solid")
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
  o << "  legend [pos=\"" << right + kGap + 150 << ",-40!\", shape=note, fontsize=9, label=\"thick blue: inter-chip link "
       "(its wires use pins of both chips)\\lgray: link inside one chip\\ldashed: a node's upper half to its lower "
       "half\\lbox \\\"s,r U|L\\\": stage s, row r, upper or lower half\\l\"];\n";
  o << "}\n";
  return o.str();
}

}  // namespace netcert
