// Tests for net/fabric_subnet_lst: OpenSM's opensm-subnet.lst read as a
// topology gives the same fabric as ibnetdiscover's output of the same
// simulated network (every committed fixture captured both), and hostile
// lines are refused naming file, line and field.
#include <catch2/catch.hpp>

#include <map>
#include <tuple>

#include "core/errors.hpp"
#include "net/fabric_topology.hpp"
#include "tests/search/fabric_fixture.hpp"

using namespace netcert;

namespace {

// The fabric as a value independent of node order: per node id its kind,
// ports, GUID and LID; per (node id, port) the far end; per LID its host port.
struct FabricShape {
  std::map<std::string, std::tuple<bool, int, uint64_t, uint32_t>> nodes;
  std::map<std::pair<std::string, int>, std::pair<std::string, int>> links;
  std::map<uint32_t, std::pair<std::string, int>> hosts;
  bool operator==(const FabricShape& o) const { return nodes == o.nodes && links == o.links && hosts == o.hosts; }
};

FabricShape shape_of(const Fabric& f) {
  FabricShape s;
  for (uint32_t v = 0; v < f.nodes().size(); ++v) {
    const FabricNode& n = f.node(v);
    s.nodes[n.id] = {f.is_switch(v), n.ports, n.guid, n.lid};
    for (int p = 1; p <= n.ports; ++p) {
      FabricPort far;
      if (f.peer({v, p}, far)) s.links[{n.id, p}] = {f.node(far.node).id, far.port};
    }
  }
  for (auto& h : f.hosts()) s.hosts[h.lid] = {f.node(h.at.node).id, h.at.port};
  return s;
}

// The first line of the fixture's subnet list, edited by `edit`, as a one-line file.
std::string first_line_edited(const std::string& from, const std::string& to) {
  std::string text = fabric_fixture_text("ring5-minhop/opensm-subnet.lst");
  std::string line = text.substr(0, text.find('\n'));
  REQUIRE(line.find(from) != std::string::npos);
  line.replace(line.find(from), from.size(), to);
  return line + "\n";
}

}  // namespace

TEST_CASE("fabric subnet list: the same fabric as ibnetdiscover's output of the same network", "[fabric]") {
  for (std::string dir : {"k4n2-ftree", "k2n3-dfsssp", "k4n3-updn", "ring5-minhop", "torus5x5-minhop"}) {
    INFO(dir);
    Fabric from_lst = parse_opensm_subnet_lst(fabric_fixture_text(dir + "/opensm-subnet.lst"), "subnet.lst");
    Fabric from_ibnd = parse_ibnetdiscover(fabric_fixture_text(dir + "/topology.ibnd"), "topology.ibnd");
    CHECK(shape_of(from_lst) == shape_of(from_ibnd));
    CHECK(from_lst.hosts().size() == from_ibnd.hosts().size());
    // The dispatcher tells the two formats apart by their first character.
    CHECK(shape_of(parse_fabric_topology(fabric_fixture_text(dir + "/opensm-subnet.lst"), "x")) == shape_of(from_ibnd));
    CHECK(shape_of(parse_fabric_topology(fabric_fixture_text(dir + "/topology.ibnd"), "x")) == shape_of(from_ibnd));
  }
}

TEST_CASE("fabric subnet list: hostile lines are refused naming line and field", "[fabric]") {
  auto refuses = [](const std::string& text, const std::string& pattern) {
    INFO(text.substr(0, 200));
    CHECK_THROWS_WITH(parse_opensm_subnet_lst(text, "s.lst"), Catch::Matchers::Contains(pattern));
  };
  refuses(first_line_edited("PN:01 } { SW", "PN:07 } { SW"), "port number 7 is outside 1..1");
  refuses(first_line_edited("LID:0001", "LID:0000"), "LID 0 is outside 1..0xBFFF");
  refuses(first_line_edited("LID:0001", "LID:C000"), "LID 49152 is outside 1..0xBFFF");
  refuses(first_line_edited("{ CA-SM", "{ Rt"), "is not SW or CA");
  refuses(first_line_edited("{H0} LID", "H0 LID"), "expected '{' opening the node description");
  refuses(first_line_edited("{H0} LID", "{H0 LID"), "s.lst:1: expected '{' opening a port record");  // the description ran into the far end's
  refuses(first_line_edited("VenID:000000", "VenID:"), "expected 'DevID:'");
  refuses(first_line_edited("NodeGUID:0000000000100000", "NodeGUID:00000000001000000000"), "more than 16 hex digits");
  refuses(first_line_edited("Ports:01", "Ports:00"), "port count 0 is outside 1..254");
  refuses("\n\n", "no port record");
  // The one line lists H0 -> S0, but S0 never lists its end of the link.
  refuses(first_line_edited("PHY", "PHY"), "missing link end");
  // A GUID declared twice with different port counts.
  std::string text = fabric_fixture_text("ring5-minhop/opensm-subnet.lst");
  std::string second = text.substr(text.find('\n') + 1);
  refuses(first_line_edited("PHY", "PHY") + second.substr(0, second.find('\n')).replace(second.find("Ports:03"), 8, "Ports:04") +
              "\n",
          "differs from its declaration on line 1");
}
