// tswitch_connections.hpp — Sec. 4.1 of seed 002: the connections of one k×k
// T-switch and how many cross the internal link, as the paper states them.
//
// Ports 0..k-1 are B (towards the previous stage), k..2k-1 are F. Connections
// are ordered port pairs: forward in∈B, out∈F (CC_f = k²); backward in∈F,
// out∈B (CC_b = k²); turnaround in, out∈B, in≠out (TC = k(k−1)). With
// p = |C^α ∩ B| (so |C^α ∩ F| = k−p, Prop. 1.1), the crossing ones are
// CC_If = CC_Ib = p² + (k−p)² and TC_I = 2p(k−p).
#pragma once
#include <cstdint>
#include <functional>

namespace netcert {

enum class ConnQuantity { CCf, CCb, TC, CCIf, CCIb, TCI };
constexpr ConnQuantity kConnQuantities[] = {ConnQuantity::CCf,  ConnQuantity::CCb,  ConnQuantity::TC,
                                            ConnQuantity::CCIf, ConnQuantity::CCIb, ConnQuantity::TCI};
const char* conn_quantity_name(ConnQuantity q);  // "CC_f", ..., "TC_I"
bool parse_conn_quantity(const char* name, ConnQuantity& q);

using ConnClaim = std::function<uint64_t(ConnQuantity q, int k, int p)>;
uint64_t conn_claim(ConnQuantity q, int k, int p);

// R_b of Def. 1.22: (l, l') with |l − l'| = k, over U = {0..2k−1}.
inline bool in_rb(int k, int l, int lp) { return l - lp == k || lp - l == k; }

}  // namespace netcert
