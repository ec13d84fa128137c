// Fixture: relative includes that climb out of src/check, into an engine and
// out of the source tree.
#pragma once
#include "../search/parallel.hpp"
#include "../../../outside.hpp"
