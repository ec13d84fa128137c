// fabric.hpp — the fabric.* properties: claims about a real
// fabric's routing, read from its tools' files (docs/architecture.md, "Fabrics").
#pragma once
#include <memory>

#include "core/catalogue.hpp"
#include "route/fabric_routing.hpp"

namespace netcert {

void register_fabric(Catalogue& cat);
void register_fabric_schedule(Catalogue& cat);  // fabric_schedule.cpp: check-schedule kind fabric/opensm

// A fabric description (check-schedule kind fabric/opensm) names its files
// relative to itself: makes "topology" and "lfts" relative to the directory
// of `description_file` (absolute paths and other documents are left alone).
void resolve_fabric_description_paths(json& doc, const std::string& description_file);

// The catalogue's fabric property `p` with its engines bound to one fabric
// (`netcert fabric check`): run_check then runs, re-checks and certifies it
// like any other property. The unbound catalogue entry refuses to run (the
// fabric comes from files, not params) but verifies certificates.
Property bind_fabric(const Property& p, std::shared_ptr<const FabricRouting> fabric);

// Table fabric-tswitch (fabric_tswitch_table.cpp): rows per stage, or per
// switch with `detail`; its certificate is fabric.tswitch_optimal's.
TableData fabric_tswitch_table(const FabricRouting& fabric, bool detail, const RunContext& ctx);

}  // namespace netcert
