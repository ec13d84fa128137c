// oft_gen.cpp — the oft generators are header-only templates (oft_gen.hpp);
// this unit only checks that the header compiles on its own.
#include "generators/oft_gen.hpp"
