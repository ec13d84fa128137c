// fabric_lft.hpp — table-driven routing of a real fabric: per switch, the
// output port for each destination LID, from OpenSM's forwarding tables
// (net/fabric_lft_dump.hpp) checked against the topology (net/fabric.hpp).
// Stored as one dense byte table (switch index x LID), so a route lookup is
// one array read.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "net/fabric.hpp"
#include "net/fabric_lft_dump.hpp"

namespace netcert {

class FabricLft {
 public:
  static constexpr int kNoEntry = -1;
  static constexpr size_t kMaxTableBytes = size_t{1} << 30;  // switches x LIDs
  // InputError "file:line: ..." when a section names an unknown GUID or a CA,
  // repeats a switch or a LID, disagrees on the switch's LID, names a port
  // beyond the switch's ports, or a switch of the topology has no section.
  // Rows are filled on `jobs` threads; the error named is the first in the file.
  FabricLft(const Fabric& fabric, const LftDump& dump, const std::string& source, int jobs = 1);

  // IB output port of switch `switch_index` (Fabric::switches() order) for
  // `lid`: 0 = the switch itself, kNoEntry when the table has no entry.
  int out_port(uint32_t switch_index, uint32_t lid) const {
    if (lid > max_lid_) return kNoEntry;
    uint8_t p = table_[static_cast<size_t>(switch_index) * (max_lid_ + 1) + lid];
    return p == kEmpty ? kNoEntry : p;
  }
  uint32_t max_lid() const { return max_lid_; }

 private:
  static constexpr uint8_t kEmpty = 0xFF;
  void fill_row(const Fabric& f, uint32_t switch_index, const LftSection& sec, const std::string& source);
  uint32_t max_lid_ = 0;
  std::vector<uint8_t> table_;
};

}  // namespace netcert
