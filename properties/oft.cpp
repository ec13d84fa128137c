// oft.cpp — the oft paper's properties, tables and schedule checkers.
#include "core/catalogue.hpp"

namespace netcert {

void register_oft(Catalogue&) {}

}  // namespace netcert
