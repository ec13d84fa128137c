// fabric_dump_match.cpp — see fabric_dump_match.hpp.
#include "net/fabric_dump_match.hpp"

#include <cstdio>
#include <algorithm>
#include <vector>

#include "core/errors.hpp"
#include "core/thread_ranges.hpp"
#include "net/fabric_text.hpp"

namespace netcert {

namespace {

const char* kSameRun = " (are the topology and the tables from the same run of the fabric?)";

std::string hex_guid(uint64_t guid) {
  char text[32];
  std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(guid));
  return text;
}

std::string switch_label(const Fabric& f, uint32_t v) {
  return "switch '" + f.node(v).name + "' (GUID " + hex_guid(f.node(v).guid) + ")";
}

// A name the topology states (not just the node id standing in for a missing description).
bool has_description(const FabricNode& n) { return n.name != n.id; }

std::string kind_text(bool is_switch) { return is_switch ? "a switch" : "a CA port"; }

class DumpMatcher {
 public:
  DumpMatcher(const Fabric& f, const std::string& source, const std::vector<uint32_t>& owner_by_lid)
      : f_(f), source_(source), owner_by_lid_(owner_by_lid) {}

  void section(const LftSection& sec) {
    const std::string where = fabric_where(source_, sec.line);
    const uint32_t v = f_.node_by_guid(sec.guid);
    if (v == Fabric::kNone)
      throw InputError(where, "unknown GUID " + hex_guid(sec.guid) + (sec.name.empty() ? "" : " ('" + sec.name + "')") +
                                  ": no node of the topology has it" + kSameRun);
    if (!f_.is_switch(v))
      throw InputError(where, "GUID " + hex_guid(sec.guid) + " is a CA ('" + f_.node(v).id + "'), not a switch");
    if (sec.lid && sec.lid != f_.node(v).lid)
      throw InputError(where, switch_label(f_, v) + ": LID " + std::to_string(f_.node(v).lid) +
                                  " in the topology but " + std::to_string(sec.lid) + " here" + kSameRun);
    if (!sec.name.empty() && has_description(f_.node(v)) && sec.name != f_.node(v).name)
      throw InputError(where, switch_label(f_, v) + ": node description '" + f_.node(v).name +
                                  "' in the topology but '" + sec.name + "' here" + kSameRun);
    ++section_;
    for (auto& e : sec.entries) {
      if (seen_in_[e.lid] == section_) continue;  // a repeated LID is route/fabric_lft's error to name
      seen_in_[e.lid] = section_;
      entry(v, e);
    }
  }

 private:
  void entry(uint32_t sw, const LftEntry& e) {
    const uint32_t owner = owner_by_lid_[e.lid];
    auto where = [&] { return fabric_where(source_, e.line); };  // formatted only for a message
    if (e.port == 0 && owner != sw)
      throw InputError(where(), switch_label(f_, sw) + ": its own entry (port 0) is LID " + std::to_string(e.lid) +
                                  ", but its LID in the topology is " + std::to_string(f_.node(sw).lid) + kSameRun);
    if (e.dest_name.empty() || owner == Fabric::kNone) return;  // no name, or a LID of an LMC range
    const FabricNode& n = f_.node(owner);
    const bool kind_differs = e.dest_is_switch != f_.is_switch(owner);
    if (kind_differs || (has_description(n) && e.dest_name != n.name))
      throw InputError(where(), switch_label(f_, sw) + ": destination LID " + std::to_string(e.lid) + " is '" + n.name +
                                  "' (" + kind_text(f_.is_switch(owner)) + ") in the topology but '" +
                                  std::string(e.dest_name) + "' (" + kind_text(e.dest_is_switch) + ") here" + kSameRun);
  }

  const Fabric& f_;
  const std::string& source_;
  const std::vector<uint32_t>& owner_by_lid_;  // LID -> the node whose LID it is (kNone: none)
  std::vector<uint32_t> seen_in_ = std::vector<uint32_t>(Fabric::kMaxUnicastLid + 1, 0);  // LID -> last section
  uint32_t section_ = 0;
};

}  // namespace

void check_dump_matches_topology(const Fabric& fabric, const LftDump& dump, const std::string& source, int jobs) {
  // The first LID claimed wins, as a map's emplace keeps the first (switches before hosts).
  std::vector<uint32_t> owner_by_lid(Fabric::kMaxUnicastLid + 1, Fabric::kNone);
  auto claim = [&](uint32_t lid, uint32_t node) {
    if (lid <= Fabric::kMaxUnicastLid && owner_by_lid[lid] == Fabric::kNone) owner_by_lid[lid] = node;
  };
  for (uint32_t s : fabric.switches()) claim(fabric.node(s).lid, s);
  for (auto& h : fabric.hosts()) claim(h.lid, h.at.node);
  // Ranges of sections on the threads, each with its own matcher; an error ends its range, and
  // run_in_ranges rethrows the earliest range's: the first disagreement in the file.
  run_in_ranges(dump.sections.size(), std::max(1, jobs), [&](uint64_t lo, uint64_t hi) {
    DumpMatcher m(fabric, source, owner_by_lid);
    for (uint64_t i = lo; i < hi; ++i) m.section(dump.sections[i]);
  });
}

}  // namespace netcert
