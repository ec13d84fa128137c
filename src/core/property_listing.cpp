// property_listing.cpp — see property_listing.hpp.
#include "core/property_listing.hpp"

#include "core/engine_kinds.hpp"
#include "core/every_size.hpp"

namespace netcert {

json property_listing_json(const Property& p) {
  json e;
  e["id"] = p.id;
  e["paper"] = p.paper;
  e["claim"] = p.claim;
  e["statement"] = p.statement;
  e["params"] = json::object();
  for (auto& s : p.params) e["params"][s.name] = s.to_json();
  e["engines"] = json::array();
  for (auto& en : p.engines) e["engines"].push_back(en.name);
  // Per engine, what its results establish: the property's own words, else the engine kind's.
  e["engine_descriptions"] = json::object();
  for (auto& en : p.engines)
    e["engine_descriptions"][en.name] = en.description.empty() ? engine_kind_description(en.name) : en.description;
  e["shardable_engines"] = json::array();  // --shard, --checkpoint, mpirun
  for (auto& en : p.engines)
    if (en.sliced) e["shardable_engines"].push_back(en.name);
  // Per range engine: the size range one result covers, what is symbolic and what fixed,
  // and whether PARAM=all (every size, by induction) is accepted.
  for (auto& en : p.engines)
    if (!en.range.param.empty()) {
      e["symbolic_ranges"][en.name] = en.range.to_json();
      e["symbolic_ranges"][en.name]["all"] = takes_every_size(p.id);
    }
  return e;
}

}  // namespace netcert
