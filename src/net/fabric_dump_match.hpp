// fabric_dump_match.hpp — are the forwarding tables from the same run of the
// fabric as the topology? OpenSM assigns LIDs per run (they depend on where the
// SM sits and on its cache), and admins rename switches, so tables from another
// run of the same cabling name the same GUIDs but route by other LIDs: read
// against the wrong topology they give false verdicts. Checks, section by
// section in file order: the switch GUID is a switch of the topology, the
// header's LID (opensm-lfts.dump) and name are the topology's, and every entry
// that names its destination names the node the topology gives that LID, and
// the switch's own entry (port 0) is at its LID.
#pragma once
#include <string>

#include "net/fabric.hpp"
#include "net/fabric_lft_dump.hpp"

namespace netcert {

// InputError "file:line: switch 'NAME' (GUID 0x...): FIELD ..." at the first disagreement
// (sections checked on `jobs` threads; the first in the file is the one named).
void check_dump_matches_topology(const Fabric& fabric, const LftDump& dump, const std::string& source, int jobs = 1);

}  // namespace netcert
