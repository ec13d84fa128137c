// butterfly_smt_witness.hpp — the query text of an smt holds witness of
// seed 001, compared with the text netcert's encoder writes for the params.
// A replay of the encoder, not an independent check: the holds itself is
// re-established by the witness verifiers (butterfly_verify.cpp) on the
// checker's own counts and block map; this only refuses a witness whose
// exported queries are not the ones netcert would have run.
#pragma once
#include <string>

#include "core/json.hpp"
#include "properties/butterfly.hpp"

namespace netcert {

// chip_counts: the query built from the checker's counts of M and M' at u.
bool butterfly_counts_smt2_is_netcerts(const ButterflyParams& p, const json& smt2, std::string& why);
// mprime_isomorphism: the query over the chip graph of M' at u.
bool butterfly_isomorphism_smt2_is_netcerts(const ButterflyParams& p, const json& smt2, std::string& why);

}  // namespace netcert
