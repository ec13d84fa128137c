// Fixture for test layout.rule_rejects_core_include: the core types reaching up
// into a network model. The layering rule must refuse it.
#pragma once
#include "core/verdict.hpp"
#include "net/fat_tree.hpp"
