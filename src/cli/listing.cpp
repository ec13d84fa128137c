// listing.cpp — `netcert list`, `netcert tables`, `netcert schedules`.
#include <unistd.h>

#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/property_listing.hpp"
#include "core/terminal_width.hpp"
#include "report/text_table.hpp"

namespace netcert {

int cmd_list(bool as_json) {
  const auto& cat = catalogue();
  if (as_json) {
    json j;
    j["properties"] = json::array();
    for (auto& p : cat.properties()) j["properties"].push_back(property_listing_json(p));
    std::cout << j.dump(2) << '\n';
    return 0;
  }
  TextTable t({"property", "claim", "engines", "params"});
  for (auto& p : cat.properties()) {
    std::string engines, params;
    for (auto& e : p.engines) engines += (engines.empty() ? "" : ",") + e.name + (e.sliced ? "*" : "");
    for (auto& s : p.params) params += (params.empty() ? "" : " ") + s.name + "=" + s.default_value;
    t.add({p.id, p.claim, engines, params});
  }
  t.print(std::cout, terminal_width(STDOUT_FILENO));
  std::cout << "\n" << cat.properties().size() << " properties. `netcert list --json` gives statements and domains.\n"
            << "Engines marked * split into slices: check --shard I/M, --checkpoint FILE,\n"
            << "mpirun (README: Scale).\n";
  return 0;
}

int cmd_tables() {
  TextTable t({"table", "params", "description"});
  for (auto& tb : catalogue().tables()) {
    std::string params;
    for (auto& s : tb.params) params += (params.empty() ? "" : " ") + s.name + "=" + s.default_value;
    t.add({tb.id, params, tb.description});
  }
  t.print(std::cout, terminal_width(STDOUT_FILENO));
  return 0;
}

int cmd_schedules() {
  TextTable t({"network", "kind", "what is checked"});
  for (auto& s : catalogue().schedules()) t.add({s.network, s.kind, s.description});
  t.print(std::cout, terminal_width(STDOUT_FILENO));
  return 0;
}

}  // namespace netcert
