// butterfly_switch_graph.hpp — the butterfly network of 2x2 switches on
// N = 2^n terminals as a coloured multigraph, for seed 004's claim (Sec. 2.1)
// that CB-LCAN(N,2,2) is topologically equivalent to the butterfly. The
// switches are the nodes of seed 001's G_(n-1) (net/butterfly.hpp, Def. 1):
// n stages of 2^(n-1) rows; row i of stage s joins rows i and i XOR 2^s of
// stage s+1. Used bi-directionally as in Sec. 2.2 (like baseline.hpp): the
// terminals sit on the input side of stage 0 (terminals 2i, 2i+1 on row i),
// the output side of the last stage is left open.
//
// Numbering: terminal t is vertex t (colour 0); row i of stage s is vertex
// N + s*N/2 + i (colour 1 + s).
#pragma once
#include "net/coloured_graph.hpp"

namespace netcert {

// n >= 1, n <= 20.
ColouredGraph butterfly_switch_graph(int n);

}  // namespace netcert
