// fabric_levels.hpp — a node's level in a real fabric: its hop distance to the
// nearest host (hosts 0, the switches they hang on 1, ...). Both the link-load
// stages (fabric_link_load.cpp) and the T-switch stages (fabric_tswitch.cpp)
// are read from it.
#pragma once
#include <cstdint>
#include <vector>

#include "net/fabric.hpp"

namespace netcert {

// Per node; Fabric::kNone for a node that reaches no host.
std::vector<uint32_t> fabric_host_distance(const Fabric& f);

}  // namespace netcert
