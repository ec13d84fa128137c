// butterfly_smt_witness.cpp — see butterfly_smt_witness.hpp.
#include "properties/butterfly_smt_witness.hpp"

#include <algorithm>

#include "check/butterfly_check.hpp"
#include "net/butterfly_chips.hpp"
#include "proofs/butterfly_smt.hpp"
#include "search/butterfly_isomorphism.hpp"

namespace netcert {

namespace {

CountedFigures counted(const DefinitionCounts& d) {
  CountedFigures f{d.chips, d.links, 0, 0};
  if (!d.pins.empty()) {
    f.min_pins = *std::min_element(d.pins.begin(), d.pins.end());
    f.max_pins = *std::max_element(d.pins.begin(), d.pins.end());
  }
  return f;
}

const char* kNotNetcerts = "stored SMT query differs from the one netcert generates for u";

}  // namespace

bool butterfly_counts_smt2_is_netcerts(const ButterflyParams& p, const json& smt2, std::string& why) {
  const int u = p.u;
  if (u > kButterflyMaterialMaxU) return why = "u too large to re-count here", false;
  Butterfly g(u);
  const CountedFigures m = counted(counts_by_definition(g, mapping_m(u)));
  const CountedFigures mprime = counted(counts_by_definition(g, mapping_mprime(u)));
  RunContext none;
  const json want = json::array({json{{"name", chip_counts_query_name(u)},
                                      {"query", smt_chip_counts(u, m, mprime, none, false).smt2},
                                      {"answer", "unsat"}}});
  return smt2 == want || (why = kNotNetcerts, false);
}

bool butterfly_isomorphism_smt2_is_netcerts(const ButterflyParams& p, const json& smt2, std::string& why) {
  const int u = p.u;
  if (u > kButterflyMaterialMaxU) return why = "u too large to re-check here", false;
  Butterfly g(u);
  const ChipMapping m = mapping_mprime(u);
  const std::string name = "butterfly.mprime_isomorphism.u" + std::to_string(u);
  RunContext none;
  const json want = json::array(
      {json{{"name", name},
            {"query", smt_butterfly_isomorphism(chip_graph(g, place(g, m), m.chip_count()), u - 1, none, name, true,
                                                false).answer.smt2},
            {"answer", "sat"}}});
  return smt2 == want || (why = kNotNetcerts, false);
}

}  // namespace netcert
