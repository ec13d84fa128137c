// table_declaration.hpp — a table declared like a property (core/declaration.hpp):
// its params as typed fields of a struct P, parsed and range-checked once per
// row set, and a build function that receives the struct, never a ParamSet.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/catalogue.hpp"
#include "core/declaration.hpp"

namespace netcert {

template <class P>
TableSpec declare_table(std::string id, std::string description, std::vector<Field<P>> fields,
                        std::function<TableData(const P&, const RunContext&)> build) {
  TableSpec t;
  t.id = std::move(id);
  t.description = std::move(description);
  for (auto& f : fields) t.params.push_back(f.spec);
  auto shared = std::make_shared<const std::vector<Field<P>>>(std::move(fields));
  t.build = [shared, build = std::move(build)](const ParamSet& ps, const RunContext& ctx) {
    return build(parse_params(*shared, ps), ctx);
  };
  return t;
}

}  // namespace netcert
