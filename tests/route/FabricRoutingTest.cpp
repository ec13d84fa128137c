// Tests for src/route/fabric_routing.cpp: load_fabric_routing reads a real OpenSM fabric
// (tests/data/fabric, made by make_fabric.sh with ibsim + OpenSM) into its switches, hosts and
// symmetric links, and refuses malformed and inconsistent files naming file and line.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "route/fabric_routing.hpp"

using namespace netcert;

namespace {

std::shared_ptr<const FabricRouting> fixture(const std::string& dir) {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  return load_fabric_routing(read_fabric_files(base + dir + "/topology.ibnd", base + dir + "/opensm-lfts.dump"));
}

}  // namespace

TEST_CASE("fabric: ibnetdiscover topology of a 4-ary 2-tree reads into 8 switches, 16 hosts", "[fabric]") {
  auto r = fixture("k4n2-ftree");
  CHECK(r->fabric.switches().size() == 8);
  CHECK(r->fabric.hosts().size() == 16);
  for (uint32_t s : r->fabric.switches()) CHECK(r->fabric.node(s).ports == 8);
  // Every link is symmetric: the far end of the far end is the port itself.
  for (uint32_t v = 0; v < r->fabric.nodes().size(); ++v)
    for (int p = 1; p <= r->fabric.node(v).ports; ++p) {
      FabricPort far, back;
      if (!r->fabric.peer({v, p}, far)) continue;
      REQUIRE(r->fabric.peer(far, back));
      CHECK(back == FabricPort{v, p});
    }
}

TEST_CASE("fabric: malformed and inconsistent files are input errors naming file and line", "[fabric]") {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/";
  auto fails_with = [&](const std::string& topo, const std::string& lfts, const std::string& text) {
    INFO(topo << " " << lfts);
    try {
      load_fabric_routing(read_fabric_files(base + topo, base + lfts));
      FAIL("no error");
    } catch (const InputError& e) {
      CHECK_THAT(e.what(), Catch::Contains(text));
    }
  };
  const std::string T = "k4n2-ftree/topology.ibnd", L = "k4n2-ftree/opensm-lfts.dump";
  fails_with(T, "bad/unknown_guid.dump", "unknown_guid.dump:105: unknown GUID 0x00000000002000ff");
  fails_with(T, "bad/port_out_of_range.dump", "port_out_of_range.dump:115: port 9 is out of range 0..8");
  fails_with(T, "bad/duplicate_lft_entry.dump", "duplicate_lft_entry.dump:116: LID 13 is listed twice");
  fails_with(T, "bad/truncated.dump", "truncated.dump:120: truncated");
  fails_with("bad/duplicate_lid.ibnd", L, "duplicate LID 13");
  fails_with("bad/missing_link_end.ibnd", L, "missing_link_end.ibnd:183: missing link end");
  fails_with("bad/too_many_ports.ibnd", L, "too_many_ports.ibnd:82: port count 300 is outside 1..254");
  fails_with("bad/unknown_peer.ibnd", L, "unknown_peer.ibnd:2: link to 'nowhere'");
}

namespace {

// What reading gave: the routing of every switch and LID, or the error's text.
std::string reading_of(const FabricFiles& files, int jobs) {
  try {
    auto r = load_fabric_routing(files, jobs);
    std::string out = "ok " + r->digest + " " + r->digests().fabric + " " + r->digests().lfts + " ";
    for (uint32_t s = 0; s < r->fabric.switches().size(); ++s)
      for (uint32_t lid = 0; lid <= r->lft->max_lid(); ++lid) out += std::to_string(r->lft->out_port(s, lid)) + ",";
    return out;
  } catch (const InputError& e) {
    return std::string("error ") + e.what();
  }
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    lines.push_back(text.substr(start, end - start));
    start = end == std::string::npos ? text.size() : end + 1;
  }
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (auto& l : lines) text += l + "\n";
  return text;
}

}  // namespace

TEST_CASE("fabric: one job and several read the same tables and name the same first error", "[fabric]") {
  const std::string base = std::string(NETCERT_SOURCE_DIR) + "/tests/data/fabric/k4n3-ftree/";
  const FabricFiles real = read_fabric_files(base + "topology.ibnd", base + "opensm-lfts.dump");
  const std::string whole = reading_of(real, 1);
  REQUIRE(whole.rfind("ok ", 0) == 0);
  for (int jobs : {2, 3, 5, 8}) CHECK(reading_of(real, jobs) == whole);
  // Edits at lines all over the dump, section boundaries included: the sections a thread reads
  // start at headers, so a section left open, a second header or a bad entry near a cut is where
  // the threads' readings must agree with the reading from the first line on.
  const std::vector<std::string> lines = lines_of(real.lfts);
  const std::vector<std::string> edits = {"delete", "garbage", "port 99", "twice", "nul", "other guid", "crlf"};
  std::vector<size_t> places;  // every header and footer line (where the threads' ranges meet), and lines between
  for (size_t at = 0; at < lines.size(); ++at)
    if (lines[at].rfind("Unicast", 0) == 0 || lines[at].find("lids dumped") != std::string::npos || at % 151 == 7)
      places.push_back(at);
  int errors = 0;
  for (size_t at : places)
    for (auto& edit : edits) {
      std::vector<std::string> changed = lines;
      std::string& line = changed[at];
      if (edit == "delete") changed.erase(changed.begin() + static_cast<long>(at));
      else if (edit == "garbage") line = "garbage " + line;
      else if (edit == "port 99" && line.rfind("0x", 0) == 0) line.replace(7, 3, "099");
      else if (edit == "twice") changed.insert(changed.begin() + static_cast<long>(at), line);
      else if (edit == "nul") line += std::string(1, '\0');
      else if (edit == "other guid" && line.find(" guid 0x") != std::string::npos) line.replace(line.find(" guid 0x") + 9, 4, "ffff");
      else if (edit == "crlf") line += "\r";
      FabricFiles files = real;
      files.lfts = joined(changed);
      const std::string one = reading_of(files, 1);
      errors += one.rfind("error ", 0) == 0;
      for (int jobs : {2, 3, 7}) {
        INFO("line " << at + 1 << ", " << edit << ", jobs " << jobs);
        CHECK(reading_of(files, jobs) == one);
      }
    }
  CHECK(errors > 400);  // the edits do break the tables: the comparison is of errors, mostly
  FabricFiles cut = real;  // a dump cut short inside its last section
  cut.lfts = real.lfts.substr(0, real.lfts.size() - 40);
  CHECK(reading_of(cut, 1).find("truncated") != std::string::npos);
  CHECK(reading_of(cut, 3) == reading_of(cut, 1));
}
