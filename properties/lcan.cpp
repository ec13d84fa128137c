// lcan.cpp — the lcan paper's properties, tables and schedule checkers.
#include "core/catalogue.hpp"

namespace netcert {

void register_lcan(Catalogue&) {}

}  // namespace netcert
