// lcan_params.hpp — the typed params of seed 004's properties (one struct for
// all of them, as properties/lcan*.cpp declare them): the network's shape
// (kind, N, d, u) and the parameters single claims add. A property declares
// only the fields it has; the others keep their empty defaults.
#pragma once
#include <cstdint>
#include <string>

#include "net/lcan.hpp"

namespace netcert {

struct LcanParams {
  std::string kind;  // cb (complete bipartite) | t ((d/u)-ary tree)
  int64_t N = 0, d = 0, u = 0;
  std::string count;   // lcan.tlcan_paths: switches | wires
  std::string cls;     // "class": recurrence_vs_simulation root|random|bpc; online_classes bpc|inverse_omega|...
  int64_t perms = 0, tolerance_pct = 0, alpha_pct = 0;  // recurrence_vs_simulation (Sec. 3)
  std::string order;   // theorem3_groups: msd | lsd
  std::string down;    // tlcan_offline: bundle | label
  std::string claim;   // equivalences: which two networks
  int64_t n = 0;       // online_classes: N = 2^n terminals
  std::string rule;    // online_classes: paper | lower_input | smaller_tag

  bool cb() const { return kind == "cb"; }
  LcanShape shape() const { return parse_lcan_shape(kind, N, d, u); }
};

}  // namespace netcert
