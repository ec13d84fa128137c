// table_format.hpp — writers for `netcert table`: md | csv | json | text.
#pragma once
#include <string>

#include "core/catalogue.hpp"

namespace netcert {

std::string cell_text(const json& v);
std::string table_markdown(const TableData& t);
std::string table_csv(const TableData& t);
json table_json(const std::string& id, const json& params, const TableData& t);
std::string table_text(const TableData& t);

}  // namespace netcert
