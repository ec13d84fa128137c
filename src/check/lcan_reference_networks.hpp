// lcan_reference_networks.hpp — the networks seed 004 equates the LCANs with,
// built by the independent checker from their definitions (check/ only; the
// engines build theirs in net/baseline, net/butterfly_switch_graph, net/benes),
// as vertex-coloured multigraphs in the numbering those headers document, so an
// engine's isomorphism can be checked against them edge by edge:
//
// - baseline (Wu & Feng), N = 2^n: stage 0 has N/2 2x2 switches, input line x on
//   switch x div 2; output c of switch s enters input line s of sub-baseline c
//   (c = 0 the upper half), each a baseline of N/2 lines; terminals on stage 0's
//   inputs, the last stage's outputs open. Terminal t: vertex t, colour 0;
//   switch s of stage i: vertex N + i*N/2 + s, colour 1 + i.
// - butterfly (seed 001, Def. 1: the nodes of G_(n-1)), N = 2^n: row i of stage s
//   is joined to rows i and i XOR 2^s of stage s + 1; terminals 2i and 2i+1 on
//   row i of stage 0. Numbering as the baseline's.
// - Beneš (Beneš 1965; seed 004 Sec. 4.1), N = d^n: B(d) is one d x d switch;
//   B(M) is a first stage of M/d switches, d copies B_0..B_(d-1) of B(M/d) and a
//   last stage of M/d switches; output j of first-stage switch s enters input s
//   of B_j, output s of B_j enters input j of last-stage switch s. Input
//   terminal t: vertex t (colour 0); row r of stage j: vertex N + j*N/d + r
//   (colour 1 + j), B_j of a block from row r0 starting at row r0 + j*M/d^2;
//   output terminal t: vertex N + (2n-1)*N/d + t (colour 2n).
//
// Each throws std::invalid_argument outside its domain (n in 1..20; d >= 2, N a
// power of d with N >= d and N <= 2^20).
#pragma once
#include <cstdint>

#include "net/coloured_graph.hpp"

namespace netcert {

ColouredGraph checked_baseline_network(int n);
ColouredGraph checked_butterfly_network(int n);
ColouredGraph checked_benes_network(uint64_t N, uint64_t d);

}  // namespace netcert
