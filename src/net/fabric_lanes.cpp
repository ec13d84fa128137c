// fabric_lanes.cpp — see fabric_lanes.hpp.
#include "net/fabric_lanes.hpp"

#include <algorithm>

#include "net/fabric_text.hpp"

namespace netcert {

namespace {

constexpr uint8_t kNoRecord = 0xFF;

// "Switch 0x..., base LID N, "name"" or "Channel Adapter 0x..., ...": the GUID and LID.
void parse_port_header(LineScanner& s, uint64_t& guid, uint32_t& lid) {
  guid = s.hex("port GUID", true);
  s.expect(',', "after the GUID");
  s.expect_word("base LID", "after the GUID");
  lid = static_cast<uint32_t>(s.decimal("base LID", 0, Fabric::kMaxUnicastLid));
  s.expect(',', "after the base LID");
  s.quoted("node description");
}

// One PathRecord's fields as `saquery -p` prints them ("\t\tslid....................2").
struct PathRecordText {
  size_t line = 0;
  int64_t slid = -1, dlid = -1, sl = -1;
};

}  // namespace

FabricLanes::FabricLanes(const Fabric& f, const std::string& sl2vl_text, const std::string& sl2vl_name,
                         const std::string& path_sl_text, const std::string& path_sl_name)
    : hosts_(static_cast<uint32_t>(f.hosts().size())),
      path_sl_(static_cast<size_t>(hosts_) * hosts_, kNoRecord),
      sl2vl_(f.switches().size()) {
  read_path_sl(f, path_sl_text, path_sl_name);  // first: a row's used SLs are checked as it is read
  read_sl2vl(f, sl2vl_text, sl2vl_name);
  check_complete(f, sl2vl_name);
}

uint8_t FabricLanes::vl(uint32_t x, int in, int out, uint8_t sl) const {
  auto it = sl2vl_[x].find(static_cast<uint32_t>(in) << 8 | static_cast<uint32_t>(out));
  return it == sl2vl_[x].end() ? 0 : it->second[sl];  // check_complete: every linked pair has its row
}

void FabricLanes::read_path_sl(const Fabric& f, const std::string& text, const std::string& name) {
  std::vector<PathRecordText> records;
  const auto lines = fabric_lines(text, name);
  for (size_t i = 0; i < lines.size(); ++i) {
    LineScanner s(lines[i], fabric_where(name, i + 1));
    s.skip_ws();
    if (s.done()) continue;
    if (s.starts_with("PathRecord dump:")) {
      records.push_back({i + 1});
      continue;
    }
    std::string_view rest = s.rest();
    const size_t dots = rest.find("..");
    if (records.empty() || dots == std::string_view::npos)
      s.fail("expected 'PathRecord dump:' or a 'field....value' line (saquery -p output)");
    const std::string_view key = rest.substr(0, dots);
    LineScanner v(rest.substr(rest.find_first_not_of('.', dots)), fabric_where(name, i + 1));
    if (key == "slid") records.back().slid = static_cast<int64_t>(v.decimal("slid", 0, Fabric::kMaxUnicastLid));
    if (key == "dlid") records.back().dlid = static_cast<int64_t>(v.decimal("dlid", 0, Fabric::kMaxUnicastLid));
    if (key == "sl") records.back().sl = static_cast<int64_t>(v.hex("sl", true));
    if (key == "sl" && records.back().sl > 15) v.fail("sl " + std::to_string(records.back().sl) + " is outside 0..15");
  }
  for (const PathRecordText& r : records) {
    const std::string where = fabric_where(name, r.line);
    if (r.slid < 0 || r.dlid < 0 || r.sl < 0) throw InputError(where, "a PathRecord without slid, dlid or sl");
    const uint32_t s = f.host_by_lid(static_cast<uint32_t>(r.slid)), d = f.host_by_lid(static_cast<uint32_t>(r.dlid));
    if (s == Fabric::kNone || d == Fabric::kNone || s == d) continue;  // paths of switches: no host traffic
    uint8_t& sl = path_sl_[static_cast<size_t>(s) * hosts_ + d];
    if (sl != kNoRecord && sl != r.sl)
      throw InputError(where, "a second PathRecord from LID " + std::to_string(r.slid) + " to LID " +
                                  std::to_string(r.dlid) + " with another SL");
    sl = static_cast<uint8_t>(r.sl);
  }
  for (uint32_t s = 0; s < hosts_; ++s)
    for (uint32_t d = 0; d < hosts_; ++d)
      if (s != d && path_sl_[static_cast<size_t>(s) * hosts_ + d] == kNoRecord)
        throw InputError(name, "no PathRecord from LID " + std::to_string(f.hosts()[s].lid) + " to LID " +
                                   std::to_string(f.hosts()[d].lid) + " (take the path records from the same sweep)");
}

void FabricLanes::read_sl2vl(const Fabric& f, const std::string& text, const std::string& name) {
  std::vector<bool> used(kVls, false);
  for (uint8_t sl : path_sl_)
    if (sl != kNoRecord) used[sl] = true;
  std::unordered_map<uint32_t, uint32_t> switch_by_lid;
  for (uint32_t x = 0; x < f.switches().size(); ++x) switch_by_lid[f.node(f.switches()[x]).lid] = x;
  enum { None, Switch, Other } at = None;
  uint32_t x = 0;
  const auto lines = fabric_lines(text, name);
  for (size_t i = 0; i < lines.size(); ++i) {
    LineScanner s(lines[i], fabric_where(name, i + 1));
    s.skip_ws();
    if (s.done() || s.peek('#')) continue;
    uint64_t guid = 0;
    uint32_t lid = 0;
    if (s.starts_with("Switch ") || s.starts_with("Channel Adapter ") || s.starts_with("Router ")) {
      const bool is_switch = s.starts_with("Switch ");
      s.expect_word(is_switch ? "Switch" : s.starts_with("Router") ? "Router" : "Channel Adapter", "");
      parse_port_header(s, guid, lid);
      at = is_switch ? Switch : Other;
      if (!is_switch) continue;
      const uint32_t v = f.node_by_guid(guid);
      if (v != Fabric::kNone && f.is_switch(v)) x = f.switch_index(v);
      else if (switch_by_lid.count(lid)) x = switch_by_lid[lid];  // a port GUID other than the node GUID
      else s.fail("switch GUID and base LID name no switch of the topology (tables of another fabric?)");
      continue;
    }
    if (at == None) s.fail("expected a 'Switch 0x..., base LID N, \"name\"' header (opensm-sl2vl.dump)");
    const int ports = at == Switch ? f.node(f.switches()[x]).ports : Fabric::kMaxPorts;
    const auto in = static_cast<int>(s.decimal("in port", 0, static_cast<uint64_t>(ports)));
    const auto out = static_cast<int>(s.decimal("out port", 0, static_cast<uint64_t>(ports)));
    s.expect(':', "after the in and out ports");
    Row row{};
    for (int sl = 0; sl < kVls; ++sl) {
      row[static_cast<size_t>(sl)] = static_cast<uint8_t>(s.decimal("VL", 0, 15));
      if (used[static_cast<size_t>(sl)] && row[static_cast<size_t>(sl)] == 15 && at == Switch && in > 0)
        s.fail("SL " + std::to_string(sl) + ", used by a path, is mapped to VL 15 (management only)");
    }
    s.skip_ws();
    if (!s.done()) s.fail("more than 16 VLs in a row");
    if (at != Switch) continue;
    if (!sl2vl_[x].emplace(static_cast<uint32_t>(in) << 8 | static_cast<uint32_t>(out), row).second)
      s.fail("a second row for in port " + std::to_string(in) + ", out port " + std::to_string(out));
    if (in > 0)
      for (int sl = 0; sl < kVls; ++sl)
        if (used[static_cast<size_t>(sl)]) lanes_ = std::max(lanes_, row[static_cast<size_t>(sl)] + 1);
  }
}

void FabricLanes::check_complete(const Fabric& f, const std::string& sl2vl_name) {
  for (uint32_t x = 0; x < f.switches().size(); ++x) {
    const FabricNode& n = f.node(f.switches()[x]);
    FabricPort far;
    for (int in = 1; in <= n.ports; ++in)
      for (int out = 1; out <= n.ports; ++out)
        if (f.peer({f.switches()[x], in}, far) && f.peer({f.switches()[x], out}, far) &&
            !sl2vl_[x].count(static_cast<uint32_t>(in) << 8 | static_cast<uint32_t>(out)))
          throw InputError(sl2vl_name, "switch " + n.name + " has no SL2VL row for in port " + std::to_string(in) +
                                           ", out port " + std::to_string(out));
  }
}

}  // namespace netcert
