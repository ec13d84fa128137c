// tswitch_smt_witness.cpp — see tswitch_smt_witness.hpp.
#include "properties/tswitch_smt_witness.hpp"

#include "check/tswitch_check.hpp"
#include "proofs/tswitch_smt.hpp"

namespace netcert {

bool tswitch_optimal_smt2_is_netcerts(const TswitchParams& p, const json& smt2, std::string& why) {
  const int k = p.k, n = p.n;
  const Connections c = p.counted();
  KaryNTree t(k, n);
  const int last = c == Connections::All ? n - 1 : n - 2;
  json queries = json::array();
  for (int stage = 0; stage <= last; ++stage) {
    auto loads = filter_loads(walked_switch_loads(t, {}, t.switch_id(stage, 0)), k, c);
    for (auto& q : tswitch_optimal_queries(loads, k, n, stage, c)) queries.push_back(q);
  }
  if (smt2 != queries) return why = "stored SMT queries differ from those netcert generates for these params", false;
  return true;
}

}  // namespace netcert
