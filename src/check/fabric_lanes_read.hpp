// fabric_lanes_read.hpp — the independent checker's own reading of a fabric's
// virtual lanes from a certificate's blob (check/ only; it shares no code with
// net/fabric_lanes): path SLs from `saquery -p` text, SL2VL rows from
// opensm-sl2vl.dump text, and the lane of each switch-to-switch hop of a walk.
#pragma once
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "check/fabric_read.hpp"

namespace netcert {

struct CheckedLanes {
  std::map<std::pair<uint32_t, uint32_t>, int> path_sl;              // (slid, dlid) -> SL
  std::map<uint32_t, std::map<std::pair<int, int>, std::array<int, 16>>> sl2vl;  // switch node -> (in, out) -> VLs
};

// false with why when a text does not read or names a switch the fabric lacks.
bool load_checked_lanes(const CheckedFabric& cf, const std::string& sl2vl, const std::string& path_sl,
                        CheckedLanes& out, std::string& why);

// The switch-to-switch hops of the path from host s to host d: (channel, VL), in order.
// false with why when a hop's path SL or SL2VL row is missing.
bool laned_channels(const CheckedFabric& cf, const CheckedLanes& lanes, uint32_t s, uint32_t d,
                    std::vector<std::pair<uint32_t, int>>& out, std::string& why);

}  // namespace netcert
