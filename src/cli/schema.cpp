// schema.cpp — `netcert schema [NAME]`: the JSON Schema of one input or output
// kind, or the list of names (core/json_schema.hpp).
#include <iostream>

#include "cli/commands.hpp"
#include "core/json_schema.hpp"
#include "report/text_table.hpp"

namespace netcert {

int cmd_schema(const std::string& name) {
  if (!name.empty()) {
    std::cout << schema_named(name).dump(2) << '\n';
    return 0;
  }
  TextTable t({"schema", "role", "what"});
  for (auto& info : schema_list()) t.add({info.name, info.role, info.description});
  t.print(std::cout);
  std::cout << "\n`netcert schema NAME` prints one (JSON Schema draft 2020-12); docs/architecture.md, \"JSON "
               "contract\".\n";
  return 0;
}

}  // namespace netcert
