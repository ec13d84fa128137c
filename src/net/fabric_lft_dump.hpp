// fabric_lft_dump.hpp — reads forwarding tables in the forms an admin has:
//
// OpenSM's own dump (opensm-lfts.dump, written when its log flags include the
// ROUTING bit 0x40, e.g. -D 0x43, into --dump_files_dir, default /var/log):
//
//   Unicast lids [0-8] of switch Lid 2 guid 0x0000000000200000 ('S0_0'):
//   0x0001 001 # Channel Adapter portguid 0x0000000000100001: 'H0'
//   ...
//   8 lids dumped
//
// and the output of infiniband-diags' dump_fts (and of dump_lfts, which runs
// dump_fts and appends a "*** WARNING ***" line), read from the subnet with
// directed routes, so the switch's LID is not in the header:
//
//   Unicast lids [0x0-0x8] of switch DR path slid 0; dlid 0; 0,1,5 guid 0x0000000000200003 (S0_3):
//     Lid  Out   Destination
//          Port     Info
//   0x0001 005 : (Channel Adapter portguid 0x0000000000100001: 'H0')
//   ...
//   8 valid lids dumped
//
// Every section needs its footer (a truncated file is an error), and its
// entries lie in the header's LID range. This is only the text:
// net/fabric_dump_match.hpp checks it against the topology (from another run?)
// and route/fabric_lft.hpp builds the routing (port out of range, missing switch).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace netcert {

struct LftEntry {
  uint32_t lid = 0;
  int port = 0;  // IB port; 0 = the switch itself
  uint32_t line = 0;
  // The destination as the dump names it ("Channel Adapter portguid 0x...: 'H0'"); a view into the
  // parsed text, empty when the entry names none (dump_fts -n, or a form not recognised).
  std::string_view dest_name;
  bool dest_is_switch = false;
};

struct LftSection {
  uint64_t guid = 0;
  uint32_t lid = 0;  // the switch's own LID; 0 when the header gives a directed route instead (dump_fts)
  uint64_t first_lid = 0, last_lid = 0;  // the header's LID range
  std::string name;  // as the dump names it
  size_t line = 0;
  std::vector<LftEntry> entries;
};

struct LftDump {
  std::vector<LftSection> sections;
};

// `text` must outlive the result (entries' dest_name views point into it). With jobs > 1
// ranges of whole sections are read on threads; the result and the first error are
// the same as with one.
LftDump parse_lft_dump(const std::string& text, const std::string& source, int jobs = 1);

}  // namespace netcert
