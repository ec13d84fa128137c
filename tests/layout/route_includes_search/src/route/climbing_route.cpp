// Fixture for test layout.rule_rejects_route_include: a routing rule that runs
// back up into the engines for their work loop. The layering rule must refuse it.
#include "core/parallel.hpp"
#include "route/updown.hpp"
#include "search/sliced_loop.hpp"
