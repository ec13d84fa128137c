// tswitch_gen.cpp — the generators are header-only templates (tswitch_gen.hpp);
// this unit only checks that the header compiles on its own.
#include "generators/tswitch_gen.hpp"
