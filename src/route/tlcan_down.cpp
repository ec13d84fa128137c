// tlcan_down.cpp — see tlcan_down.hpp.
#include "route/tlcan_down.hpp"

#include "core/errors.hpp"

namespace netcert {

TlcanDown parse_tlcan_down(const std::string& name) {
  if (name == "bundle") return TlcanDown::Bundle;
  if (name == "label") return TlcanDown::Label;
  throw InputError("down", "expected bundle or label, got '" + name + "'");
}

const char* to_string(TlcanDown down) { return down == TlcanDown::Bundle ? "bundle" : "label"; }

}  // namespace netcert
