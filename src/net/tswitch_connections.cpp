// tswitch_connections.cpp — see tswitch_connections.hpp.
#include "net/tswitch_connections.hpp"

#include <cstring>

namespace netcert {

const char* conn_quantity_name(ConnQuantity q) {
  static const char* names[] = {"CC_f", "CC_b", "TC", "CC_If", "CC_Ib", "TC_I"};
  return names[static_cast<int>(q)];
}

bool parse_conn_quantity(const char* name, ConnQuantity& q) {
  for (ConnQuantity x : kConnQuantities)
    if (!std::strcmp(name, conn_quantity_name(x))) return q = x, true;
  return false;
}

uint64_t conn_claim(ConnQuantity q, int k, int p) {
  const uint64_t K = static_cast<uint64_t>(k), P = static_cast<uint64_t>(p), Q = K - P;
  switch (q) {
    case ConnQuantity::CCf:
    case ConnQuantity::CCb: return K * K;
    case ConnQuantity::TC: return K * (K - 1);
    case ConnQuantity::CCIf:
    case ConnQuantity::CCIb: return P * P + Q * Q;
    case ConnQuantity::TCI: return 2 * P * Q;
  }
  return 0;
}

}  // namespace netcert
