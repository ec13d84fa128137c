// oft_feasibility.hpp — seed 003, Sec. 2.3: the feasibility arithmetic of
// OFT(r) (bit length, packet length l_p, slot t_p, clock cycles per hop, fibre
// length L_f, routing time t_r) in exact rationals, compared with the numbers
// the paper prints. Property oft.feasibility (the paper's parameters) and table
// oft-feasibility (any parameters, -p).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

#include "core/catalogue.hpp"
#include "core/context.hpp"
#include "core/oft_params.hpp"
#include "core/verdict.hpp"

namespace netcert {

using Rational = boost::multiprecision::cpp_rational;

// The physical parameters of Sec. 2.3 in integer units (so that they are exact):
// the defaults are the paper's (r = 6, B = 100 Gb/s, N_p = 128 b, v_c = 0.3 m/ns,
// refraction index 1.5, t_cc = 1 ns).
struct OftPhysical {
  int64_t r = 6;
  int64_t bandwidth_gbps = 100;    // B, bits per ns
  int64_t packet_bits = 128;       // N_p
  int64_t light_mm_per_ns = 300;   // v_c
  int64_t index_permille = 1500;   // refraction index x 1000
  int64_t clock_ps = 1000;         // t_cc
  bool operator==(const OftPhysical& o) const;
};

// One number of Sec. 2.3: its exact value from the parameters and, at the
// paper's parameters, what the paper prints and to how many decimals.
struct FeasibilityQuantity {
  std::string name;     // bit_length_mm, packet_length_mm, slot_ns, hop_cycles, fibre_m, routing_cycles
  std::string formula;  // for the table
  Rational exact;
  std::optional<Rational> stated;
  int decimals = 0;
};

// Hops of t_r: r + 1 links crossed (netcert's timing: one link per slot,
// injection link included) or r routing nodes crossed (E-003-3's other reading).
std::vector<FeasibilityQuantity> oft_feasibility_quantities(const OftPhysical& p, bool count_links);
Rational oft_round_half_up(const Rational& x, int decimals);
std::string oft_rational_text(const Rational& x);  // "32/25", "256"
std::string oft_decimal_text(const Rational& x, int decimals);

// oft.feasibility (engine exhaustive, the paper's parameters). Counterexample: the
// first quantity whose rounded value differs from the stated one,
// {"quantity","exact","rounded","stated","hops"}; witness {"hops","quantities":[
// {"name","exact","stated","decimals"}]}.
Outcome oft_feasibility_exhaustive(const OftFeasibilityParams& p, const RunContext& ctx);
json oft_feasibility_witness(bool count_links);
bool oft_feasibility_counts_links(const OftFeasibilityParams& p);

TableData oft_feasibility_table(const OftPhysical& p, const RunContext& ctx);  // one row set (table oft-feasibility)

}  // namespace netcert
