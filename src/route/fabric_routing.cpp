// fabric_routing.cpp — see fabric_routing.hpp.
#include "route/fabric_routing.hpp"

#include "core/thread_ranges.hpp"
#include "net/fabric_dump_match.hpp"
#include "net/fabric_lft_dump.hpp"
#include "net/fabric_topology.hpp"

namespace netcert {

std::shared_ptr<const FabricRouting> load_fabric_routing(FabricFiles files, int jobs) {
  auto r = std::make_shared<FabricRouting>();
  run_side_by_side(
      jobs, [&] { r->digest = fabric_digest(files); },
      [&] {
        r->fabric = parse_fabric_topology(files.topology, files.topology_name);
        LftDump dump = parse_lft_dump(files.lfts, files.lfts_name, jobs);
        check_dump_matches_topology(r->fabric, dump, files.lfts_name, jobs);
        r->lft = std::make_unique<FabricLft>(r->fabric, dump, files.lfts_name, jobs);
        if (files.has_lanes())
          r->lanes = std::make_unique<FabricLanes>(r->fabric, files.sl2vl, files.sl2vl_name, files.path_sl,
                                                   files.path_sl_name);
      });
  r->files = std::move(files);
  return r;
}

}  // namespace netcert
