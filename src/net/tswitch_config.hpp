// tswitch_config.hpp — twin-switch (T-switch) configurations of seed 002
// (Defs. 1.3–1.10) and the paper's closed forms (Table 1, Props. 1.22–1.30).
//
// A configuration is C^α ⊂ {0..2k-1} with |C^α| = k; C^β is its complement.
// A connection in -> out of the switch crosses the internal link between the
// twins iff in and out lie in different halves. Port loads of one switch are a
// flat (2k)×(2k) array indexed [in·2k + out] (paths per ordered port pair).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/bigint.hpp"
#include "core/json.hpp"

namespace netcert {

// Which connections count (the paper treats them together and apart).
enum class Connections { All, ForwardTurnaround, Backward };
Connections parse_connections(const std::string& s);
const char* to_string(Connections c);

// in_alpha[l] != 0 iff port l belongs to C^α; size 2k.
using Sides = std::vector<uint8_t>;
Sides sides_of(int k, const std::vector<int>& alpha);
// The sides of configuration mask `mask` (bit l set: port l in C^alpha), 2k ports.
Sides sides_of_mask(uint64_t mask, int k);
std::vector<int> alpha_of(const Sides& sides);
json config_json(const Sides& sides);  // {"alpha":[...],"beta":[...]}

// Paths crossing the internal link, by definition.
uint64_t internal_use(const std::vector<uint64_t>& loads, int k, const Sides& sides);
// Keep only the connections of one kind (forward: in<k<=out, turnaround:
// in,out<k, backward: in>=k>out).
std::vector<uint64_t> filter_loads(const std::vector<uint64_t>& loads, int k, Connections c);

// The paper's optimal sets.
enum class ClaimedSet {
  Paired,       // S^va, S_b: for every l in C, its partner l±k is in C (Props. 1.25-1.29)
  HalfAndHalf,  // S_ft^va: |C ∩ B| = |C ∩ F| = k/2 (Prop. 1.22)
  OneSide,      // S^vb: C ∩ B = ∅ or C ∩ F = ∅ (Prop. 1.30)
};
const char* to_string(ClaimedSet s);
ClaimedSet claimed_set(int n, int stage, Connections c);
bool in_claimed_set(ClaimedSet set, int k, const Sides& sides);
// |S| as a subset of V (each T-switch {C, C^c} counted twice, as the paper's S ⊂ V).
BigInt claimed_set_size(ClaimedSet set, int k);
// Twice the claimed minimum internal-link use (k^(n+1)/2 may be a half-integer for odd k).
BigInt claimed_min_twice(int k, int n, int stage, Connections c);
// One member of the claimed set (empty when the set is empty, e.g. Paired with odd k).
Sides claimed_member(ClaimedSet set, int k);

// Table 1, per port pair (0 for pairs the table does not list).
BigInt table1_port(int k, int n, int s, int in, int out);
// Table 1, per switch.
struct Table1Switch {
  BigInt forward, turnaround, backward, crosses;
};
Table1Switch table1_switch(int k, int n, int s);

}  // namespace netcert
