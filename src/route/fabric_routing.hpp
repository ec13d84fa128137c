// fabric_routing.hpp — a fabric read from its files together with its
// table-driven routing: what the fabric.* engines run on.
#pragma once
#include <memory>

#include "net/fabric.hpp"
#include "net/fabric_files.hpp"
#include "net/fabric_lanes.hpp"
#include "route/fabric_lft.hpp"

namespace netcert {

struct FabricRouting {
  FabricFiles files;
  Fabric fabric;
  std::unique_ptr<FabricLft> lft;
  std::unique_ptr<FabricLanes> lanes;  // null when no lane files were given (one lane assumed)
};

// Parses and cross-checks the files (and the lane files when given); InputError "file:line: ..." (exit 2) on
// any malformed or inconsistent input.
std::shared_ptr<const FabricRouting> load_fabric_routing(FabricFiles files);

}  // namespace netcert
