// baseline.hpp — the baseline network of Wu & Feng (IEEE TC 1980) with N = 2^n
// terminals, n stages of N/2 2x2 switches, as a coloured multigraph for the
// bi-directional use of Sec. 2.2 of seed 004 ("full communication"): the
// terminals sit on the input side of stage 0 only, and the output side of the
// last stage is left open (like the unused uppers of an LCAN's top level).
//
// Textbook definition: the input line x of stage i is input x mod 2 of switch
// x div 2; output c of switch s is line 2s + c; output line x of stage i
// enters stage i+1 at line rho_(n-i)(x), the inverse perfect shuffle (rotate
// right by one) of the low n-i bits of x (the high i bits fixed): output 0 of
// every stage-0 switch goes to the upper half, output 1 to the lower half, and
// each half is a baseline network of N/2 terminals.
//
// Numbering: terminal t is vertex t (colour 0); switch s of stage i is vertex
// N + i*N/2 + s (colour 1 + i).
#pragma once
#include "net/coloured_graph.hpp"

namespace netcert {

// n >= 1, n <= 20.
ColouredGraph baseline_graph(int n);

}  // namespace netcert
