// fixture: the property itself may include the engines (the folder rule of properties)
#include "properties/ring.hpp"
#include "search/ring_engine.hpp"
