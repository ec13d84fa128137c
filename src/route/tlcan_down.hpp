// tlcan_down.hpp — the down-routing convention of a T-LCAN. The
// down route is unique at switch level (a tree); Sec. 2.3's digit rule cannot
// apply literally (N != d^l). Bundle: a circuit may use any free connector of
// the u-connector bundle towards the destination's child (what "the path down
// is unique" implies when a tree edge is u interchangeable connectors). Label
// (netcert's choice, the deterministic analogue of the digit rule): connector
// w = destination mod u at every level.
#pragma once
#include <string>

namespace netcert {

enum class TlcanDown { Bundle, Label };
TlcanDown parse_tlcan_down(const std::string& name);  // "bundle" | "label"; InputError("down", ...) otherwise
const char* to_string(TlcanDown down);

}  // namespace netcert
