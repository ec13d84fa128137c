// every_size.cpp — see every_size.hpp.
#include "core/every_size.hpp"

#include <array>

namespace netcert {

bool takes_every_size(const std::string& property_id) {
  // Each id here has its induction in proofs/*induction* and its dispatch in the property's run_range.
  static const std::array<const char*, 2> kInduction = {"fattree.ump", "butterfly.mprime_isomorphism"};
  for (const char* id : kInduction)
    if (property_id == id) return true;
  return false;
}

}  // namespace netcert
