// fabric_fixture.hpp — a committed real-fabric fixture of tests/data/fabric
// (made by make_fabric.sh with ibsim + OpenSM) for the fabric tests: one file's
// text, or DIR's topology.ibnd + opensm-lfts.dump read as the fabric.* engines
// read them.
#pragma once
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "route/fabric_routing.hpp"

namespace netcert {

inline std::string fabric_fixture_text(const std::string& name) {
  std::ifstream in(std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/" + name, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline std::shared_ptr<const FabricRouting> fabric_fixture(const std::string& dir) {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/" + dir;
  return load_fabric_routing(read_fabric_files(base + "/topology.ibnd", base + "/opensm-lfts.dump"));
}

}  // namespace netcert
