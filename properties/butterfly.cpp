// butterfly.cpp — the butterfly paper's properties, tables and schedule checkers.
#include "core/catalogue.hpp"

namespace netcert {

void register_butterfly(Catalogue&) {}

}  // namespace netcert
