// fabric_topology.hpp — reads a fabric topology in the format ibnetdiscover
// writes (and ibsim reads), or OpenSM's subnet list (below):
//
//   switchguid=0x200003(200003)                     (optional; caguid= for a CA)
//   Switch  4 "S-0000000000200003"   # "S0_3" base port 0 lid 6 lmc 0
//   [1]     "H-000000000010000c"[1](10000d)   # "H6" lid 19 4xSDR
//   Ca      1 "H-000000000010000c"   # "H6"
//   [1](10000d)  "S-0000000000200003"[1]   # lid 19 lmc 0 "S0_3" lid 6 4xSDR
//
// LIDs come from ibnetdiscover's comments (a switch's header, a CA port's line),
// so a topology without them (a hand-written ibsim file) is refused: the
// forwarding tables are indexed by LID. Every link must be listed at both of
// its ends, consistently. Errors are InputError "file:line: ..." (exit 2).
#pragma once
#include <string>

#include "net/fabric.hpp"

namespace netcert {

Fabric parse_ibnetdiscover(const std::string& text, const std::string& source);

// OpenSM's subnet list (`opensm-subnet.lst`, written when the log flags have
// the ROUTING bit, -D 0x43, into --dump_files_dir): one line per connected port, "{ SW|CA[-SM] Ports:NN
// SystemGUID:G NodeGUID:G PortGUID:G VenID:V DevID:D Rev:R {desc} LID:LLLL
// PN:PP } { the peer, alike } PHY=... LOG=... SPD=..." with Ports, LID and PN
// in hex; every link is listed from both ends. Node ids are ibnetdiscover's
// ("S-<guid>", "H-<guid>"), so results read alike from either file.
Fabric parse_opensm_subnet_lst(const std::string& text, const std::string& source);

// Either format, told apart by the first character ('{': a subnet list).
Fabric parse_fabric_topology(const std::string& text, const std::string& source);

}  // namespace netcert
