// property_listing.hpp — a property's row of `netcert list --json`, built
// from the catalogue's Property alone (so a declaration is all it needs).
#pragma once
#include "core/json.hpp"
#include "core/property.hpp"

namespace netcert {

// {id, paper, claim, statement, params, engines, engine_descriptions, shardable_engines}
json property_listing_json(const Property& p);

}  // namespace netcert
