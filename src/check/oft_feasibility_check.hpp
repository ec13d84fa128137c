// oft_feasibility_check.hpp — the checker's own derivation of the Sec. 2.3
// numbers of seed 003 (Honkanen) at the paper's parameters, from the printed
// text: r = 6, B = 100 Gb/s, N_p = 128 b, v_c = 0.3 m/ns, refraction index 1.5,
// t_cc = 1 ns. Derived differently from the engine (t_p = N_p / B, links counted
// level by level); exact rationals throughout.
#pragma once
#include <string>

#include "core/json.hpp"

namespace netcert::oftcheck {

// Exact value ("p/q" or "p") of one quantity: bit_length_mm, packet_length_mm,
// slot_ns, hop_cycles, fibre_m, routing_cycles (t_r over r + 1 links when
// `links`, else over r routing nodes). Throws std::invalid_argument on another name.
std::string feasibility_value(const std::string& name, bool links);

// The first quantity whose value, rounded half up to the decimals the paper
// prints, is not the printed number: {"quantity","exact","rounded","stated","hops"};
// null when all agree.
json feasibility_defect(bool links);

// A holds witness {"hops","quantities":[{"name","exact","stated","decimals"}]}
// must be exactly the checker's, and every quantity must agree.
bool feasibility_witness_matches(bool links, const json& w, std::string& why);

}  // namespace netcert::oftcheck
