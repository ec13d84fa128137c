// butterfly_dot.hpp — Graphviz picture of a chip mapping: G_n's node halves,
// one cluster per chip, inter-chip links drawn blue and bold, offending chips
// (over the pin budget, or named by a counterexample) filled red.
#pragma once
#include <set>
#include <string>

#include "net/butterfly_chips.hpp"

namespace netcert {

std::string chip_mapping_dot(const Butterfly& g, const ChipMapping& m, const Placement& p,
                             const std::set<uint32_t>& offending_chips, const std::string& title);

}  // namespace netcert
