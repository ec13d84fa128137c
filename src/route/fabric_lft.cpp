// fabric_lft.cpp — see fabric_lft.hpp.
#include "route/fabric_lft.hpp"

#include <exception>

#include "core/errors.hpp"
#include "core/thread_ranges.hpp"
#include "net/fabric_text.hpp"

namespace netcert {

namespace {

// The switch a section describes; InputError naming the section's line otherwise.
uint32_t section_switch(const Fabric& f, const LftSection& sec, const std::string& source) {
  const std::string where = fabric_where(source, sec.line);
  char guid[32];
  std::snprintf(guid, sizeof guid, "0x%016llx", static_cast<unsigned long long>(sec.guid));
  uint32_t v = f.node_by_guid(sec.guid);
  if (v == Fabric::kNone)
    throw InputError(where, std::string("unknown GUID ") + guid + (sec.name.empty() ? "" : " ('" + sec.name + "')") +
                                ": no node of the topology has it");
  if (!f.is_switch(v)) throw InputError(where, std::string("GUID ") + guid + " is a CA ('" + f.node(v).id + "'), not a switch");
  if (sec.lid && f.node(v).lid != sec.lid)  // 0: dump_fts names a directed route, not a LID
    throw InputError(where, "switch '" + f.node(v).id + "' has LID " + std::to_string(f.node(v).lid) +
                                " in the topology but " + std::to_string(sec.lid) + " here");
  return f.switch_index(v);
}

}  // namespace

// One section's entries into its switch's row; InputError at the first bad entry.
void FabricLft::fill_row(const Fabric& f, uint32_t s, const LftSection& sec, const std::string& source) {
  const int ports = f.node(f.switches()[s]).ports;
  uint8_t* row = &table_[static_cast<size_t>(s) * (max_lid_ + 1)];
  for (auto& e : sec.entries) {
    auto where = [&] { return fabric_where(source, e.line); };  // formatted only for a message
    if (e.port > ports)
      throw InputError(where(), "port " + std::to_string(e.port) + " is out of range 0.." + std::to_string(ports) +
                                    " of switch '" + f.node(f.switches()[s]).id + "'");
    if (row[e.lid] != kEmpty) throw InputError(where(), "LID " + std::to_string(e.lid) + " is listed twice");
    row[e.lid] = static_cast<uint8_t>(e.port);
  }
}

FabricLft::FabricLft(const Fabric& f, const LftDump& dump, const std::string& source, int jobs) {
  for (auto& sec : dump.sections)
    for (auto& e : sec.entries) max_lid_ = std::max(max_lid_, e.lid);
  const size_t cells = f.switches().size() * (static_cast<size_t>(max_lid_) + 1);
  if (cells > kMaxTableBytes)
    throw InputError(source, std::to_string(f.switches().size()) + " switches x " + std::to_string(max_lid_ + 1) +
                                 " LIDs exceeds the table limit of " + std::to_string(kMaxTableBytes) + " entries");
  table_.assign(cells, kEmpty);
  // The headers in file order (cheap); the first bad header ends the sections whose rows are filled.
  std::vector<size_t> seen(f.switches().size(), 0);  // line of the switch's section
  std::vector<uint32_t> row_of;
  std::exception_ptr header_error;
  for (auto& sec : dump.sections) try {
      const uint32_t s = section_switch(f, sec, source);
      if (seen[s])
        throw InputError(fabric_where(source, sec.line), "second table for switch '" + f.node(f.switches()[s]).id +
                                                             "' (the first is at line " + std::to_string(seen[s]) + ")");
      seen[s] = sec.line;
      row_of.push_back(s);
    } catch (const InputError&) {
      header_error = std::current_exception();
      break;
    }
  // Rows on the threads (run_in_ranges rethrows the earliest range's error: the first entry in the
  // file); an entry's error in a section before the bad header comes first in the file.
  run_in_ranges(row_of.size(), std::max(1, jobs), [&](uint64_t lo, uint64_t hi) {
    for (uint64_t i = lo; i < hi; ++i) fill_row(f, row_of[i], dump.sections[i], source);
  });
  if (header_error) std::rethrow_exception(header_error);
  for (uint32_t s = 0; s < seen.size(); ++s)
    if (!seen[s])
      throw InputError(source, "switch '" + f.node(f.switches()[s]).id + "' has no forwarding table here");
}

}  // namespace netcert
