// FabricReadTest.cpp — named after src/check/fabric_read.cpp: the checker's reading of a
// certificate's fabric (load_checked_fabric, checked_walk) owns the readers tested here.
// The checker's own readers of fabric files
// (src/check/fabric_topology_read.cpp, fabric_subnet_read.cpp, fabric_lft_read.cpp,
// fabric_tables_match.cpp) against the engines' (net/fabric_topology,
// net/fabric_lft_dump, net/fabric_dump_match) on every fixture of
// tests/data/fabric: both accept the same files and read the same fabric and
// tables, every topology paired with every set of tables. Then the checker's
// own error cases.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <tuple>

#include "check/fabric_lft_read.hpp"
#include "check/fabric_read.hpp"
#include "check/fabric_tables_match.hpp"
#include "check/fabric_topology_read.hpp"
#include "core/errors.hpp"
#include "net/fabric_dump_match.hpp"
#include "net/fabric_files.hpp"
#include "net/fabric_lft_dump.hpp"
#include "net/fabric_topology.hpp"

using namespace netcert;
namespace fs = std::filesystem;

namespace {

struct Fixture {
  std::string name, text;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The fixtures of one kind: topologies (*.ibnd, *.topo, opensm-subnet.lst) or tables.
std::vector<Fixture> fixtures(bool topologies) {
  std::vector<Fixture> out;
  for (auto& e : fs::recursive_directory_iterator(std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric")) {
    const std::string name = e.path().filename().string(), ext = e.path().extension().string();
    const bool topology = ext == ".ibnd" || ext == ".topo" || name == "opensm-subnet.lst";
    const bool tables = (ext == ".dump" && name.find("sl2vl") == std::string::npos) || name == "dump_fts.txt" ||
                        name == "dump_lfts.txt";
    if (e.is_regular_file() && (topologies ? topology : tables)) out.push_back({e.path().string(), slurp(e.path())});
  }
  std::sort(out.begin(), out.end(), [](auto& a, auto& b) { return a.name < b.name; });
  return out;
}

template <class Read>
auto read_or_none(Read read) -> std::optional<decltype(read())> {
  try {
    return read();
  } catch (const InputError&) {
    return std::nullopt;
  }
}

void require_same_fabric(const Fabric& a, const Fabric& b) {
  REQUIRE(a.nodes().size() == b.nodes().size());
  for (uint32_t v = 0; v < a.nodes().size(); ++v) {
    const FabricNode &x = a.node(v), &y = b.node(v);
    CHECK(std::tie(x.kind, x.id, x.name, x.guid, x.ports, x.lid, x.line) ==
          std::tie(y.kind, y.id, y.name, y.guid, y.ports, y.lid, y.line));
    for (int p = 1; p <= x.ports; ++p) {
      FabricPort fa{Fabric::kNone, 0}, fb{Fabric::kNone, 0};
      CHECK(a.peer({v, p}, fa) == b.peer({v, p}, fb));
      CHECK(fa == fb);
    }
  }
  REQUIRE(a.hosts().size() == b.hosts().size());
  for (size_t h = 0; h < a.hosts().size(); ++h) {
    CHECK(a.hosts()[h].at == b.hosts()[h].at);
    CHECK(a.hosts()[h].lid == b.hosts()[h].lid);
  }
}

void require_same_tables(const LftDump& engine, const std::vector<CheckedLftSection>& checker) {
  REQUIRE(engine.sections.size() == checker.size());
  for (size_t i = 0; i < checker.size(); ++i) {
    const LftSection& e = engine.sections[i];
    const CheckedLftSection& c = checker[i];
    CHECK(std::tie(e.guid, e.lid, e.first_lid, e.last_lid, e.name, e.line) ==
          std::tie(c.guid, c.lid, c.first_lid, c.last_lid, c.name, c.line));
    REQUIRE(e.entries.size() == c.entries.size());
    for (size_t k = 0; k < c.entries.size(); ++k) {
      const LftEntry& x = e.entries[k];
      const CheckedLftEntry& y = c.entries[k];
      CHECK(std::make_tuple(x.lid, x.port, size_t{x.line}, std::string(x.dest_name), x.dest_is_switch) ==
            std::make_tuple(y.lid, y.port, y.line, y.destination, y.destination_is_switch));
    }
  }
}

// The forwarding map as the checker built it from the engines' readers before
// it had its own: dump matched against the topology, then ports and repeats.
std::optional<CheckedForwarding> engines_forwarding(const Fabric& f, const LftDump& d) {
  try {
    check_dump_matches_topology(f, d, "lfts");
  } catch (const InputError&) {
    return std::nullopt;
  }
  CheckedForwarding out;
  for (auto& sec : d.sections) {
    const uint32_t v = f.node_by_guid(sec.guid);
    for (auto& e : sec.entries)
      if (e.port > f.node(v).ports || !out.emplace((uint64_t{v} << 32) | e.lid, e.port).second) return std::nullopt;
  }
  return out;
}

}  // namespace

TEST_CASE("fabric reading: the checker's readers accept and read every fixture as the engines' do",
          "[fabric][independence]") {
  auto topologies = fixtures(true), tables = fixtures(false);
  REQUIRE(topologies.size() >= 40);
  REQUIRE(tables.size() >= 25);
  std::vector<std::pair<Fabric, std::string>> fabrics;
  for (auto& t : topologies) {
    INFO(t.name);
    auto engine = read_or_none([&] { return parse_fabric_topology(t.text, t.name); });
    auto checker = read_or_none([&] { return read_checked_topology(t.text, t.name); });
    REQUIRE(engine.has_value() == checker.has_value());
    if (!engine) continue;
    require_same_fabric(*engine, *checker);
    fabrics.emplace_back(std::move(*checker), t.name);
  }
  std::vector<LftDump> dumps;
  std::vector<std::vector<CheckedLftSection>> checked;
  for (auto& t : tables) {
    INFO(t.name);
    auto engine = read_or_none([&] { return parse_lft_dump(t.text, t.name); });
    auto checker = read_or_none([&] { return read_checked_lfts(t.text, t.name); });
    REQUIRE(engine.has_value() == checker.has_value());
    if (!engine) continue;
    require_same_tables(*engine, *checker);
    dumps.push_back(std::move(*engine));
    checked.push_back(std::move(*checker));
  }
  CHECK(fabrics.size() >= 35);  // the bad/ and hand-written (LID-less) topologies are refused by both
  size_t matched = 0;
  for (auto& [fabric, name] : fabrics)
    for (size_t i = 0; i < dumps.size(); ++i) {
      INFO(name << " with tables " << i);
      auto engine = engines_forwarding(fabric, dumps[i]);
      CheckedForwarding mine;
      std::string why;
      const bool ok = checked_forwarding(fabric, checked[i], mine, why);
      REQUIRE(engine.has_value() == ok);
      if (!ok) continue;
      CHECK(*engine == mine);
      ++matched;
    }
  CHECK(matched >= 30);  // each routing's tables with its own topology (and with twin topologies)
}

namespace {

struct Edit {
  const char* file;  // topology.ibnd, opensm-subnet.lst, opensm-lfts.dump or dump_fts.txt
  std::string find, replace;
  const char* why;  // what the checker says
};

const std::vector<Edit>& edits() {
  static const std::vector<Edit> all = {
      {"topology.ibnd", "# \"S0_3\" base port 0 lid 6 lmc 0", "# \"S0_3\" base port 0", "has no LID"},
      {"topology.ibnd", "# \"S0_2\" base port 0 lid 4 lmc 0", "# \"S0_2\" base port 0 lid 6 lmc 0", "which line"},
      {"topology.ibnd", "# lid 21 lmc 0 \"S0_3\"", "# \"S0_3\"", "has no LID"},
      {"topology.ibnd", "[1](100019) \t\"S-0000000000200003\"[1]", "[1](100019) \t\"S-0000000000200003\"[2]", "instead"},
      {"topology.ibnd", "[5]\t\"S-0000000000200004\"[4]", "[5]\t\"S-0000000000200099\"[4]", "no node of this topology"},
      {"topology.ibnd", "[2]\t\"H-000000000010001a\"", "[1]\t\"H-000000000010001a\"", "listed twice"},
      {"topology.ibnd", "[8]\t\"S-0000000000200007\"[4]", "[9]\t\"S-0000000000200007\"[4]", "not in 1..8"},
      {"topology.ibnd", "vendid=0x0\n", "Rt\t2 \"R-1\"\n", "router"},
      {"topology.ibnd", "# lid 21 lmc 0 \"S0_3\"", "# lid 22 lmc 0 \"S0_3\"", "which line"},
      {"topology.ibnd", "Switch\t8 \"S-0000000000200003\"\t", "Switch\t8 \"S-0000000000200003\" x\t", "after the node id"},
      {"topology.ibnd", "vendid", std::string("ven\0id", 6), "NUL"},
      {"opensm-subnet.lst", "SW Ports:08 SystemGUID:0000000000200003", "SW Ports:09 SystemGUID:0000000000200003",
       "reads otherwise"},
      {"opensm-subnet.lst", "{S0_3} LID:0006 PN:01 }", "{S0_3} LID:0006 PN:09 }", "not in 1..8"},
      {"opensm-subnet.lst", "{S0_3} LID:0006 PN:01 }", "{S0_3} LID:0000 PN:01 }", "not in 1..0xBFFF"},
      {"opensm-lfts.dump", "24 lids dumped", "23 lids dumped", "footer counts"},
      {"opensm-lfts.dump", "Unicast lids [0-24] of switch Lid 2", "Unicast lids [0-20] of switch Lid 2",
       "outside the section's range"},
      {"opensm-lfts.dump", "Lid 2 guid 0x0000000000200000", "Lid 2 guid 0x0000000000200099", "no switch of the topology"},
      {"opensm-lfts.dump", "Lid 2 guid", "Lid 3 guid", "another LID"},
      {"opensm-lfts.dump", "guid 0x0000000000200000 ('S0_0')", "guid 0x00000000000200000 ('S0_0')", "16 hex digits"},
      {"opensm-lfts.dump", "('S0_0'):", "('S9_9'):", "another name"},
      {"opensm-lfts.dump", "0x0015 005 # Channel Adapter portguid 0x0000000000100019: 'H12'",
       "0x0015 005 # Channel Adapter portguid 0x0000000000100019: 'H13'", "one run of the fabric"},
      {"opensm-lfts.dump", "0x0001 001 # Channel", "0x0001 000 # Channel", "own entry"},
      {"opensm-lfts.dump", "0x0005 002", "0x0005 009", "lacks"},
      {"opensm-lfts.dump", "0x0005 002", "0x0004 002", "second entry"},
      {"opensm-lfts.dump", "Unicast lids [0-24] of switch Lid 2", "0x0001 001\nUnicast lids [0-24] of switch Lid 2",
       "outside a section"},
      {"opensm-lfts.dump", "0x0001 001 # Channel", "0x0000 001 # Channel", "not in 1..49151"},
      {"opensm-lfts.dump", "0x0005 002", "0x0005 256", "not in 0..255"},
      {"dump_fts.txt", "0,1,5,4 guid 0x0000000000200003", "0,1,5,4 0x0000000000200003", "no 'guid"},
  };
  return all;
}

FabricFiles admin_files(const char* topology, const char* tables) {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/admin/k4n2-updn/";
  return read_fabric_files(base + topology, base + tables);
}

}  // namespace

TEST_CASE("fabric reading: the checker refuses each broken rule of the formats, as the engines do",
          "[fabric][independence]") {
  for (auto& e : edits()) {
    INFO(e.file << ": '" << e.find << "' -> '" << e.replace << "'");
    const bool edits_topology = std::string(e.file) == "topology.ibnd" || std::string(e.file) == "opensm-subnet.lst";
    FabricFiles files = admin_files(edits_topology ? e.file : "topology.ibnd", edits_topology ? "opensm-lfts.dump" : e.file);
    CheckedFabric cf;
    std::string why;
    REQUIRE(load_checked_fabric(fabric_blob(files), cf, why));  // the real files read
    std::string& text = edits_topology ? files.topology : files.lfts;
    const size_t at = text.find(e.find);
    REQUIRE(at != std::string::npos);
    text.replace(at, e.find.size(), e.replace);
    CHECK_FALSE(load_checked_fabric(fabric_blob(files), cf, why));
    CHECK_THAT(why, Catch::Contains(e.why));
    // The engines refuse it too (their rules are the same; their messages are their own).
    const bool engines_read = read_or_none([&] {
                                return engines_forwarding(parse_fabric_topology(files.topology, "t"),
                                                          parse_lft_dump(files.lfts, "l"));
                              }).value_or(std::nullopt).has_value();
    CHECK_FALSE(engines_read);
  }
}

TEST_CASE("fabric reading: a certificate's fabric object is refused when a digest is not its text's",
          "[fabric][independence]") {
  const json blob = fabric_blob(admin_files("topology.ibnd", "opensm-lfts.dump"));
  CheckedFabric cf;
  std::string why;
  REQUIRE(load_checked_fabric(blob, cf, why));
  for (const char* digest : {"sha256", "topology_sha256", "lfts_sha256"}) {
    json forged = blob;
    forged[digest] = std::string(64, '0');
    CHECK_FALSE(load_checked_fabric(forged, cf, why));
    CHECK_THAT(why, Catch::Contains(std::string("fabric.") + digest));
  }
  json edited = blob;
  edited["lfts"] = blob["lfts"].get<std::string>() + "\n";
  CHECK_FALSE(load_checked_fabric(edited, cf, why));
  json extra = blob;
  extra["note"] = "x";
  CHECK_FALSE(load_checked_fabric(extra, cf, why));
  CHECK_THAT(why, Catch::Contains("fabric:"));
}

namespace {
// A loop walk stops at the first switch it enters twice: every hop but the last is a new
// switch, and the last is one of them.
bool stops_at_first_repeat(const Walked& w) {
  std::set<uint32_t> seen;
  for (size_t i = 0; i + 1 < w.hops.size(); ++i)
    if (!seen.insert(w.hops[i].node).second) return false;
  return !w.hops.empty() && seen.count(w.hops.back().node) == 1;
}
}  // namespace

// The walk reads a switch's port from dense per-switch rows when they fit, from the
// hash map otherwise, and finds a loop by scanning its hops up to a length, by a set
// beyond: every way must walk every pair alike, on the real tables and on tables
// edited at random into loops, missing entries, self-forwarding and dead ports.
TEST_CASE("fabric reading: the walk gives one answer from dense rows or the hash map, scanning or hashing loops",
          "[fabric][independence]") {
  CheckedFabric cf;
  std::string why;
  REQUIRE(load_checked_fabric(fabric_blob(admin_files("topology.ibnd", "opensm-lfts.dump")), cf, why));
  REQUIRE_FALSE(cf.dense_forward.empty());  // the admin fabric fits: the dense rows are what a walk reads
  std::mt19937_64 rng(7);
  std::vector<uint64_t> keys;
  for (auto& [key, port] : cf.forward) keys.push_back(key);
  std::sort(keys.begin(), keys.end());
  std::map<std::string, int> ends;
  for (int round = 0; round < 40; ++round) {
    INFO("round " << round);
    CheckedFabric edited = cf;
    for (int k = 0; round > 0 && k < 3 + round; ++k) {
      const uint64_t key = keys[rng() % keys.size()];
      const int choice = static_cast<int>(rng() % 8);
      if (choice == 0) edited.forward.erase(key);  // no entry
      else edited.forward[key] = choice == 1 ? 0 : static_cast<int>(rng() % (edited.fabric.node(key >> 32).ports + 1));
    }
    index_forwarding(edited);
    CheckedFabric hashed = edited;
    drop_dense_rows(hashed);
    const uint32_t hosts = static_cast<uint32_t>(cf.fabric.hosts().size());
    for (uint32_t s = 0; s < hosts; ++s)
      for (uint32_t d = 0; d < hosts; ++d) {
        const Walked a = checked_walk(edited, s, d), b = checked_walk(hashed, s, d, 0), c = checked_walk(edited, s, d, 2);
        REQUIRE(a.end == b.end);
        REQUIRE(a.end == c.end);
        REQUIRE(a.hops == b.hops);
        REQUIRE(a.hops == c.hops);
        if (a.end == "loop") REQUIRE(stops_at_first_repeat(a));
        ++ends[a.end];
      }
  }
  // The edits reached every way a walk ends.
  for (const char* end : {"delivered", "loop", "no table entry", "forwarded to the switch itself"}) {
    INFO(end);
    CHECK(ends[end] > 0);
  }
}
