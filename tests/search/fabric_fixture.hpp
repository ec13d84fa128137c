// fabric_fixture.hpp — a fabric of tests/data/fabric/DIR (topology.ibnd +
// opensm-lfts.dump) with its routing, for the fabric.* tests.
#pragma once
#include <memory>
#include <string>

#include "route/fabric_routing.hpp"

namespace netcert {

inline std::shared_ptr<const FabricRouting> fabric_fixture(const std::string& dir) {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/" + dir;
  return load_fabric_routing(read_fabric_files(base + "/topology.ibnd", base + "/opensm-lfts.dump"));
}

}  // namespace netcert
