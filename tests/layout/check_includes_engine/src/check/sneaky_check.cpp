// Fixture for test layout.rule_rejects_check_include: a "checker" that reaches
// into a routing rule. The layering rule must refuse it.
#include "check/fattree_check.hpp"
#include "route/updown.hpp"
