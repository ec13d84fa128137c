// fabric_tables_match.cpp — see fabric_tables_match.hpp.
#include "check/fabric_tables_match.hpp"

#include <cstdio>

namespace netcert {

namespace {

std::string guid_text(uint64_t guid) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(guid));
  return text;
}

// The topology states a name (its id stands in when it does not).
bool named(const FabricNode& n) { return n.name != n.id; }

class TablesOfTopology {
 public:
  explicit TablesOfTopology(const Fabric& f) : f_(f) {
    for (uint32_t s : f.switches()) lid_owner_.emplace(f.node(s).lid, s);
    for (auto& h : f.hosts()) lid_owner_.emplace(h.lid, h.at.node);
  }

  bool section(const CheckedLftSection& s, CheckedForwarding& out, std::string& why) {
    const std::string at = "tables line " + std::to_string(s.line) + ": ";
    const uint32_t v = f_.node_by_guid(s.guid);
    if (v == Fabric::kNone || !f_.is_switch(v)) return why = at + "GUID " + guid_text(s.guid) + " is no switch of the topology", false;
    const FabricNode& n = f_.node(v);
    if (s.lid != 0 && s.lid != n.lid) return why = at + "switch '" + n.name + "' has another LID in the topology", false;
    if (!s.name.empty() && named(n) && s.name != n.name)
      return why = at + "switch '" + n.name + "' has another name in the topology", false;
    for (auto& e : s.entries)
      if (!entry(v, e, out, why)) return why = "tables line " + std::to_string(e.line) + ": " + why, false;
    return true;
  }

 private:
  bool entry(uint32_t sw, const CheckedLftEntry& e, CheckedForwarding& out, std::string& why) {
    if (e.port > f_.node(sw).ports) return why = "an entry names a port the switch lacks (" + std::to_string(e.port) + ")", false;
    if (!out.emplace((uint64_t{sw} << 32) | e.lid, e.port).second)
      return why = "a second entry for LID " + std::to_string(e.lid), false;
    auto it = lid_owner_.find(e.lid);
    const uint32_t owner = it == lid_owner_.end() ? Fabric::kNone : it->second;
    if (e.port == 0 && owner != sw) return why = "the switch's own entry (port 0) is not its LID", false;
    if (e.destination.empty() || owner == Fabric::kNone) return true;  // unnamed, or a LID of an LMC range
    const FabricNode& n = f_.node(owner);
    if (e.destination_is_switch != f_.is_switch(owner) || (named(n) && e.destination != n.name))
      return why = "LID " + std::to_string(e.lid) + " is '" + n.name + "' in the topology, '" + e.destination +
                   "' here (are the topology and the tables of one run of the fabric?)", false;
    return true;
  }

  const Fabric& f_;
  std::unordered_map<uint32_t, uint32_t> lid_owner_;
};

}  // namespace

bool checked_forwarding(const Fabric& f, const std::vector<CheckedLftSection>& sections, CheckedForwarding& out,
                        std::string& why) {
  TablesOfTopology tables(f);
  for (auto& s : sections)
    if (!tables.section(s, out, why)) return false;
  return true;
}

}  // namespace netcert
