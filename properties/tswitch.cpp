// tswitch.cpp — the tswitch paper's properties, tables and schedule checkers.
#include "core/catalogue.hpp"

namespace netcert {

void register_tswitch(Catalogue&) {}

}  // namespace netcert
