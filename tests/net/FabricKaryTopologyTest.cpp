// Tests for net/fabric_kary_topology: `netcert fabric kary-ntree` writes, byte
// for byte, the topologies the committed fixtures were captured from (made by
// tests/data/fabric/gen_topology.py), so the real tools run on netcert's model.
#include <catch2/catch.hpp>

#include "net/fabric_kary_topology.hpp"
#include "tests/search/fabric_fixture.hpp"

using namespace netcert;

TEST_CASE("fabric kary-ntree: the ibsim topology equals the committed fixtures' generator output", "[fabric]") {
  CHECK(kary_ntree_ibsim_topology(KaryNTree(4, 2)) == fabric_fixture_text("k4n2.topo"));
  CHECK(kary_ntree_ibsim_topology(KaryNTree(2, 3)) == fabric_fixture_text("k2n3.topo"));
  CHECK(kary_ntree_ibsim_topology(KaryNTree(4, 3)) == fabric_fixture_text("k4n3.topo"));
}
