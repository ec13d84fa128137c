// fixture: a witness verifier that decides with an engine; the layering rule must refuse it
#include "properties/ring.hpp"
#include "check/ring_check.hpp"
#include "search/ring_engine.hpp"
