// tswitch_deadlock.hpp — the engine of tswitch.destro_deadlock_free (seed 002,
// A.5.1): builds DESTRO's channel dependency graph from the arithmetic router
// (route/destro.hpp) and decides acyclicity by Kahn's topological sort. A
// cycle, when one exists, is read off the vertices Kahn could not remove. The
// independent checker (src/check) decides the same claim differently: it walks
// every path over the model's links and checks a channel ranking.
#pragma once
#include <cstdint>
#include <vector>

#include "core/context.hpp"
#include "core/verdict.hpp"
#include "net/kary_ntree.hpp"

namespace netcert {

struct DeadlockSearch {
  bool complete = false;
  uint64_t channels = 0, dependencies = 0;
  std::vector<uint64_t> cycle;  // closed (first == last) when a cycle exists
};
// Channel id: 2k·switch + out-port (the directed link leaving the switch).
DeadlockSearch destro_dependency_search(const KaryNTree& t, const RunContext& ctx);

// The engine: holds witness {"ranking": "stage", "channels", "paths"} (the
// checker walks every path and verifies the ranking on it); fails
// counterexample {"cycle": [...]}.
Outcome deadlock_exhaustive(int k, int n, const RunContext& ctx);

}  // namespace netcert
