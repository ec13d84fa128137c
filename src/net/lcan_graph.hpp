// lcan_graph.hpp — an LCAN (net/lcan.hpp) as a coloured multigraph, folded
// (as built, Sec. 2) or unfolded (Sec. 4.1, Fig. 8), read from the model's
// wiring arrays. The independent checker builds the same graphs from its own
// wiring (check/lcan_equivalence_check.hpp) with the same numbering:
//
// Folded: PE p is vertex p (colour 0); switch s (dense id, level by level) is
// vertex N + s (colour 1 + its level). Edges: PE p - its level-0 switch; one
// edge per upper wired to a downer of the next level (T-LCAN: u parallel
// edges child - parent). The top level's uppers are open.
//
// Unfolded (l levels, T = switch count): A1 is the folded network with the
// upward wires; A2 duplicates the PEs and the switches of levels 0..l-2 and
// carries the downward wires, mirrored. Input PE p: vertex p (colour 0); A1
// switch s: N + s (colour 1 + level); the A2 copy of switch s below the top:
// N + T + s (colour 1 + (2l-2-level)); output PE p: N + T + offset(l-1) + p
// (colour 2l). A wire between levels i and i+1 appears in A1 and, mirrored,
// between the copies (the copy of a top-level switch being the switch
// itself). With virtual links, each A1 switch below the top is also joined to
// its copy (the thick edges of Fig. 8b).
#pragma once
#include "net/coloured_graph.hpp"
#include "net/lcan.hpp"

namespace netcert {

ColouredGraph lcan_folded_graph(const Lcan& net);
ColouredGraph lcan_unfolded_graph(const Lcan& net, bool virtual_links);

}  // namespace netcert
