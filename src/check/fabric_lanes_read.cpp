// fabric_lanes_read.cpp — see fabric_lanes_read.hpp.
#include "check/fabric_lanes_read.hpp"

#include <sstream>

namespace netcert {

namespace {

std::string trimmed(const std::string& line) {
  const size_t a = line.find_first_not_of(" \t\r"), b = line.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : line.substr(a, b - a + 1);
}

// A whole-string unsigned number in base 10 or 16 ("0x" prefix), at most `max`; -1 otherwise.
long number(const std::string& text, int base, long max) {
  if (text.empty()) return -1;
  size_t used = 0;
  long v = -1;
  try {
    v = std::stol(text, &used, base);
  } catch (...) {
    return -1;
  }
  return used == text.size() && v >= 0 && v <= max ? v : -1;
}

bool read_path_sl(const std::string& text, CheckedLanes& out, std::string& why) {
  std::istringstream in(text);
  std::string line;
  std::map<std::string, long> rec;
  auto flush = [&]() {
    if (rec.empty()) return true;
    if (!rec.count("slid") || !rec.count("dlid") || !rec.count("sl"))
      return why = "a PathRecord lacks slid, dlid or sl", false;
    auto key = std::make_pair(static_cast<uint32_t>(rec["slid"]), static_cast<uint32_t>(rec["dlid"]));
    auto [it, fresh] = out.path_sl.emplace(key, static_cast<int>(rec["sl"]));
    if (!fresh && it->second != rec["sl"]) return why = "two PathRecords of one LID pair disagree on the SL", false;
    rec.clear();
    return true;
  };
  while (std::getline(in, line)) {
    const std::string t = trimmed(line);
    if (t.empty()) continue;
    if (t == "PathRecord dump:") {
      if (!flush()) return false;
      rec["record"] = 1;
      continue;
    }
    const size_t first_dot = t.find('.'), last_dot = t.find_last_of('.');
    if (rec.empty() || first_dot == std::string::npos)
      return why = "path_sl: a line that is no PathRecord field", false;
    const std::string key = t.substr(0, first_dot), value = t.substr(last_dot + 1);
    if (key != "slid" && key != "dlid" && key != "sl") continue;
    const long v = key == "sl" ? (value.rfind("0x", 0) == 0 ? number(value.substr(2), 16, 15) : -1)
                               : number(value, 10, 0xBFFF);
    if (v < 0) return why = "path_sl: field " + key + " is not a number in range", false;
    rec[key] = v;
  }
  return flush();
}

bool read_sl2vl(const CheckedFabric& cf, const std::string& text, CheckedLanes& out, std::string& why) {
  std::istringstream in(text);
  std::string line;
  uint32_t at = Fabric::kNone;  // the switch whose rows follow; kNone under another node's header
  bool header_seen = false;
  while (std::getline(in, line)) {
    const std::string t = trimmed(line);
    if (t.empty() || t[0] == '#') continue;
    std::istringstream w(t);
    std::string first;
    w >> first;
    if (first == "Switch" || first == "Channel" || first == "Router") {
      header_seen = true, at = Fabric::kNone;
      if (first != "Switch") continue;
      std::string guid_text, base, lid_word;
      long lid = -1;
      w >> guid_text >> base >> lid_word >> lid;  // 0x...,  base  LID  N,
      if (guid_text.size() < 4 || guid_text.back() != ',' || guid_text.rfind("0x", 0) != 0)
        return why = "sl2vl: a switch header without its GUID", false;
      uint64_t guid = 0;
      try {
        guid = std::stoull(guid_text.substr(2, guid_text.size() - 3), nullptr, 16);
      } catch (...) {
        return why = "sl2vl: a switch GUID that is not hex", false;
      }
      at = cf.fabric.node_by_guid(guid);
      for (uint32_t s : cf.fabric.switches())
        if (at == Fabric::kNone && lid > 0 && cf.fabric.node(s).lid == static_cast<uint32_t>(lid)) at = s;
      if (at == Fabric::kNone || !cf.fabric.is_switch(at))
        return why = "sl2vl: a header names no switch of the fabric", false;
      continue;
    }
    if (!header_seen) return why = "sl2vl: a row before any header", false;
    std::string colon;
    const long inp = number(first, 10, 254);
    std::string out_text;
    w >> out_text >> colon;
    const long outp = number(out_text, 10, 254);
    if (inp < 0 || outp < 0 || colon != ":") return why = "sl2vl: a row without 'IN OUT :'", false;
    std::array<int, 16> vls{};
    for (int& v : vls) {
      std::string x;
      if (!(w >> x) || (v = static_cast<int>(number(x, 10, 15))) < 0)
        return why = "sl2vl: a row without 16 VLs", false;
    }
    if (at != Fabric::kNone) out.sl2vl[at][{static_cast<int>(inp), static_cast<int>(outp)}] = vls;
  }
  return true;
}

}  // namespace

bool load_checked_lanes(const CheckedFabric& cf, const std::string& sl2vl, const std::string& path_sl,
                        CheckedLanes& out, std::string& why) {
  return read_path_sl(path_sl, out, why) && read_sl2vl(cf, sl2vl, out, why);
}

bool laned_channels(const CheckedFabric& cf, const CheckedLanes& lanes, uint32_t s, uint32_t d,
                    std::vector<std::pair<uint32_t, int>>& out, std::string& why) {
  const Fabric& f = cf.fabric;
  auto sl = lanes.path_sl.find({f.hosts()[s].lid, f.hosts()[d].lid});
  if (sl == lanes.path_sl.end()) return why = "no path SL for a flow's LID pair", false;
  const Walked w = checked_walk(cf, s, d);
  FabricPort entered;
  if (!f.peer(f.hosts()[s].at, entered)) return true;
  for (const FabricPort& hop : w.hops) {
    auto link = cf.channel.find({hop.node, hop.port});
    if (link == cf.channel.end()) break;
    auto sw = lanes.sl2vl.find(hop.node);
    auto row = sw == lanes.sl2vl.end() ? decltype(sw->second.end()){} : sw->second.find({entered.port, hop.port});
    if (sw == lanes.sl2vl.end() || row == sw->second.end())
      return why = "no SL2VL row for " + f.node(hop.node).name + " in port " + std::to_string(entered.port) +
                   ", out port " + std::to_string(hop.port), false;
    out.emplace_back(link->second, row->second[static_cast<size_t>(sl->second)]);
    if (!f.peer({hop.node, hop.port}, entered)) break;
  }
  return true;
}

}  // namespace netcert
