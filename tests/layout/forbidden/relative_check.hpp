// Fixture: a relative include that climbs out of src/check.
#pragma once
#include "../search/parallel.hpp"
