// oft_conflict_smt.hpp — oft.conflict_free under the REAL control (seed 003,
// Sec. 3.2-3.3): Z3 queries over the wiring, the routing tables Algorithm
// "Routing table" derives from the control cycle, and (for coverage) the cycle.
//
// Fixed in every query: r; the wiring of Sec. 2.2 (router (lv,q) input i_s at
// position q*2^lv + s, drop i_s -> o_s, turn i_s -> o_((s + l/2) mod l)); the
// table reading; the table row offset (the paper's τ_t = ξ_((i+t+1) mod T)).
// Symbolic: sources, injection slots (bit-vectors of width r: slot arithmetic
// mod T is the bit-vector's wrap-around) and destinations.
// Timing (the network model, not the table): a packet injected in slot i is on
// link layer k in slot i + k and is switched by the level-lv router in slot
// i + (r - lv) + 1, in state ξ_(that slot mod T). The table is computed from ξ
// by the paper's formula with its own row offset, so a table that disagrees
// with the timing is refuted (tests use offset 0).
//
// Negated claims, each expected UNSAT:
//  collision: ∃ (s1,i1) ≠ (s2,i2) and a layer k with i1+k ≡ i2+k (mod T) whose
//             positions on layer k are equal (one link in one slot);
//  delivery:  ∃ s, i, d with d = row i of P_s's table and the packet injected
//             at i arriving elsewhere;
//             both over EVERY cycle at once: the state of each slot is an
//             uninterpreted function xi_at (QF_UFBV), so neither carries the
//             2^r bits and r = 24 costs milliseconds. When delivery is sat for
//             some cycle, smt_conflict_delivery_on_cycle asks it of the spec's
//             cycle (one T-bit constant read through a shifter), whose model is
//             a concrete packet;
//  coverage:  ∃ s, d that no row of P_s's table names (the packets of buffer
//             b_(s,d) are never sent; this is where the de Bruijn property of ξ
//             is used), split into 2^c cubes by the word's first c bits, each
//             carrying the rows whose word begins with its prefix and the bits
//             of ξ they read. (One query over all rows grew faster than its rows:
//             z3 60 s at r = 14, out of memory at r = 20.)
// SAT models carry a concrete packet (pair) the independent checker re-walks on
// its own wiring (src/check/oft_check).
#pragma once
#include <string>
#include <vector>

#include "core/context.hpp"
#include "core/json.hpp"
#include "proofs/smt.hpp"
#include "route/oft_debruijn.hpp"
#include "route/oft_systolic.hpp"

namespace netcert {

struct OftSmtResult;  // proofs/oft_smt.hpp

// Largest r whose control cycle the conflict-freedom queries carry (T = 2^r bits).
constexpr int kOftConflictSmtMaxR = 24;
// A coverage cube carries about 2^this rows (r = 20: 1024 cubes of 1024 rows):
// both solvers answer such a cube in a fraction of a second, while the whole
// query's time grows faster than its 2^r rows.
constexpr int kOftCoverageCubeLog2Rows = 10;

// What the queries are built from.
struct OftControlSpec {
  int r = 0;
  BitSequence xi;  // the control cycle, exactly 2^r bits (position p = slot p mod T)
  TableReading reading = TableReading::PerProcessor;
  int row_offset = 1;  // Algorithm "Routing table": row i is ξ_(i+row_offset .. i+row_offset+r-1)
};
// The paper's control: prefer-one for r, offset 1, the given reading.
OftControlSpec oft_paper_control(int r, TableReading reading);

// One sentence each for notes, statements and certificates.
std::string oft_conflict_smt_scope();

OftSmtResult smt_conflict_collision(const OftControlSpec& spec, const RunContext& ctx, bool keep_smt2, bool solve = true);
OftSmtResult smt_conflict_delivery(const OftControlSpec& spec, const RunContext& ctx, bool keep_smt2, bool solve = true);
// Delivery on the spec's own cycle (the query above is sat for some cycle: is it
// for this one?); its model is a concrete packet.
OftSmtResult smt_conflict_delivery_on_cycle(const OftControlSpec& spec, const RunContext& ctx, bool keep_smt2,
                                            bool solve = true);
// Coverage in 2^c cubes (c = max(0, r - kOftCoverageCubeLog2Rows)), in prefix
// order; when solving, it stops at the first cube that is not unsat.
std::vector<OftSmtResult> smt_conflict_coverage(const OftControlSpec& spec, const RunContext& ctx, bool keep_smt2,
                                                bool solve = true);

}  // namespace netcert
