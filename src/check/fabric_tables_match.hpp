// fabric_tables_match.hpp — the checker's forwarding map from the tables it read
// (check/fabric_lft_read.hpp), refused unless the tables are of the topology's
// run of the fabric (check/ only; the engines' rule is net/fabric_dump_match):
// every section names a switch of the topology by GUID, with the topology's LID
// and name when it gives them; an entry that names its destination names the
// node the topology gives that LID, of the same kind; a switch's own entry
// (port 0) is its own LID; no entry names a port the switch lacks, and no
// switch has two entries for one LID.
#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "check/fabric_lft_read.hpp"
#include "net/fabric.hpp"

namespace netcert {

// (switch node << 32 | destination LID) -> output port.
using CheckedForwarding = std::unordered_map<uint64_t, int>;

// false with why at the first section or entry that breaks a rule.
bool checked_forwarding(const Fabric& f, const std::vector<CheckedLftSection>& sections, CheckedForwarding& out,
                        std::string& why);

}  // namespace netcert
