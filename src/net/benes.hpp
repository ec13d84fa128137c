// benes.hpp — the Beneš-like network with d x d switches (Beneš 1965; Lev,
// Pippenger & Valiant's "recursively constructed networks", seed 004 Sec. 4.1)
// on N = d^n terminals, as a coloured multigraph: 2n-1 stages of N/d switches,
// N input terminals on stage 0 and N output terminals on stage 2n-2.
//
// Textbook recursion: B(d) is one d x d switch. B(M), M = d^k > d, is a first
// stage of M/d switches, d copies B_0..B_(d-1) of B(M/d), and a last stage of
// M/d switches; output j of first-stage switch s enters input s of B_j, output s
// of B_j enters input j of last-stage switch s. Input (output) line x of B(M)
// is on first- (last-) stage switch x div d.
//
// Numbering: input terminal t is vertex t (colour 0); the switch in row r of
// stage j is vertex N + j*N/d + r (colour 1 + j), where B_j of a block whose
// rows start at r0 has rows r0 + j*M/d^2 ..; output terminal t is vertex
// N + (2n-1)*N/d + t (colour 2n).
#pragma once
#include <cstdint>

#include "net/coloured_graph.hpp"

namespace netcert {

// d >= 2, N = d^n with n >= 1, at most 2^20 terminals; throws std::invalid_argument otherwise.
ColouredGraph benes_graph(uint64_t N, uint64_t d);

}  // namespace netcert
