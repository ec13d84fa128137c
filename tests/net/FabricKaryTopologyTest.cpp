// Tests for net/fabric_kary_topology: `netcert fabric kary-ntree` writes, byte
// for byte, the topologies the committed fixtures were captured from (made by
// tests/data/fabric/gen_topology.py), so the real tools run on netcert's model.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "net/fabric_kary_topology.hpp"

using namespace netcert;

namespace {

std::string read_fixture(const std::string& name) {
  std::ifstream in(std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/" + name, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("fabric kary-ntree: the ibsim topology equals the committed fixtures' generator output", "[fabric]") {
  CHECK(kary_ntree_ibsim_topology(KaryNTree(4, 2)) == read_fixture("k4n2.topo"));
  CHECK(kary_ntree_ibsim_topology(KaryNTree(2, 3)) == read_fixture("k2n3.topo"));
  CHECK(kary_ntree_ibsim_topology(KaryNTree(4, 3)) == read_fixture("k4n3.topo"));
}
