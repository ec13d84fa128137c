// table_rows.hpp — the one way a table turns an engine's outcome into a row
// verdict and a certificate, as `check` does (core/runner.cpp): a `fails` is
// re-checked by the property's independent checker before anything is
// written; an unconfirmed counterexample makes the outcome `unknown`, with no
// certificate and a note saying why. A `holds` is certified as the engine
// established it; `unknown` gets nothing.
#pragma once
#include <string>

#include "core/catalogue.hpp"
#include "core/params.hpp"
#include "core/verdict.hpp"

namespace netcert {

// Re-checks `o` (fails), downgrades it when the checker disagrees, and appends
// its certificate to `t`. Returns the verdict the row may show.
Verdict certify_row_outcome(TableData& t, const std::string& property, const ParamSet& ps,
                            const std::string& engine, Outcome& o);

}  // namespace netcert
