// fabric_lft_dump.hpp — reads forwarding tables as OpenSM dumps them
// (opensm-lfts.dump, written with -D 0x40 and --dump_files_dir):
//
//   Unicast lids [0-8] of switch Lid 2 guid 0x0000000000200000 ('S0_0'):
//   0x0001 001 # Channel Adapter portguid 0x0000000000100001: 'H0'
//   ...
//   8 lids dumped
//
// The `dump_lfts` form ("Unicast lids [0x0-0x8] of switch Lid 2 guid 0x... (S0_0):",
// entries "0x0001 001 : (...)", footer "8 valid lids dumped") reads the same.
// Every section needs its footer (a truncated file is an error), and its
// entries lie in the header's LID range. This is only the text: route/fabric_lft.hpp checks it against the
// topology (unknown GUID, port out of range, missing switch).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace netcert {

struct LftEntry {
  uint32_t lid = 0;
  int port = 0;  // IB port; 0 = the switch itself
  uint32_t line = 0;
};

struct LftSection {
  uint64_t guid = 0;
  uint32_t lid = 0;  // the switch's own LID
  uint64_t first_lid = 0, last_lid = 0;  // the header's LID range
  std::string name;  // as the dump names it
  size_t line = 0;
  std::vector<LftEntry> entries;
};

struct LftDump {
  std::vector<LftSection> sections;
};

LftDump parse_lft_dump(const std::string& text, const std::string& source);

}  // namespace netcert
