// nauty_canon.hpp — a third opinion for the tests only: isomorphism by nauty's
// canonical labelling, compared with bliss and the constructive check. nauty is a
// test dependency (Debian libnauty2-dev), not linked into netcert's libraries.
#pragma once
#include "search/butterfly_canon.hpp"

namespace netcert {

CanonResult nauty_isomorphism(const SimpleGraph& a, const SimpleGraph& b);

}  // namespace netcert
