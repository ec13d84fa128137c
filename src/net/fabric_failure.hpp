// fabric_failure.hpp — one run of a failure sweep (scripts/fabric-failures.sh):
// its failure.json (what failed, the engine asked for) and the engine OpenSM's
// log says configured the tables (opensm-engine.txt). Both are untrusted input:
// read through the schema layer, every error an InputError naming the file and
// the JSON path or line (docs/fabric-failures.md, "failure.json").
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace netcert {

struct FabricFailure {
  std::string failed;  // none | link | switch
  std::vector<std::pair<std::string, int>> link;  // failed == link: both ends (node description, port)
  std::string switch_name;                        // failed == switch
  std::string engine;    // the routing engine OpenSM was asked for
  std::string topology;  // the intact topology's file name (what the sweep started from)
  std::string error;     // non-empty: the run gave no tables (why, from the sweep)
  // "none (intact fabric)", "link S0_0[5] - S1_0[1]", "switch S1_0"
  std::string label() const;
};

FabricFailure read_fabric_failure(const std::string& path);

// The engine of opensm-engine.txt: its one line "...: ENGINE tables configured on all switches".
std::string read_configured_engine(const std::string& path);

}  // namespace netcert
