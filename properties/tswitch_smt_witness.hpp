// tswitch_smt_witness.hpp — the query text of an smt holds witness of
// tswitch.optimal_config, compared with the text netcert's encoder writes for
// the params from loads the checker walks. A replay of the encoder, not an
// independent check: the holds itself is re-established by
// tswitch_verify_optimal (tswitch_verify.cpp) on the checker's own loads; this
// only refuses a witness whose exported queries are not the ones netcert would have run.
#pragma once
#include <string>

#include "core/json.hpp"
#include "properties/tswitch.hpp"

namespace netcert {

bool tswitch_optimal_smt2_is_netcerts(const TswitchParams& p, const json& smt2, std::string& why);

}  // namespace netcert
