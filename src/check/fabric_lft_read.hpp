// fabric_lft_read.hpp — the independent checker's own reading of forwarding
// tables (check/ only; the engines read them with net/fabric_lft_dump). Two forms:
//
// OpenSM's opensm-lfts.dump, a section per switch, the LID range in decimal:
//   Unicast lids [0-8] of switch Lid 2 guid 0x0000000000200000 ('S0_0'):
//   0x0001 001 # Channel Adapter portguid 0x0000000000100001: 'H0'
//   8 lids dumped                                  (the range's last LID)
//
// infiniband-diags' dump_fts (dump_lfts: the same, then a "*** WARNING ***" line),
// the switch reached by a directed route, the range in hex, two column-title lines:
//   Unicast lids [0x0-0x8] of switch DR path slid 0; dlid 0; 0,1,5 guid 0x0000000000200003 (S0_3):
//   0x0001 005 : (Channel Adapter portguid 0x0000000000100001: 'H0')
//   8 valid lids dumped                            (the number of entries)
//
// A section without its footer, an entry outside its header's LID range or
// outside 1..0xBFFF, or any other line is an InputError "source:line: ...".
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace netcert {

struct CheckedLftEntry {
  uint32_t lid = 0;
  int port = 0;  // 0: the switch itself
  size_t line = 0;
  std::string destination;  // the name the entry gives its destination ('H0'), empty when none
  bool destination_is_switch = false;
};

struct CheckedLftSection {
  uint64_t guid = 0;
  uint32_t lid = 0;  // the switch's LID; 0 when the header gives a directed route
  uint64_t first_lid = 0, last_lid = 0;
  std::string name;  // the switch's name in the header, empty when none
  size_t line = 0;
  std::vector<CheckedLftEntry> entries;
};

std::vector<CheckedLftSection> read_checked_lfts(const std::string& text, const std::string& source);

}  // namespace netcert
