// table_format.cpp — see table_format.hpp.
#include "report/table_format.hpp"

#include <sstream>

#include "report/text_table.hpp"

namespace netcert {

std::string cell_text(const json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_null()) return "-";
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  return v.dump();
}

std::string table_markdown(const TableData& t) {
  std::ostringstream os;
  os << '|';
  for (auto& c : t.columns) os << ' ' << c << " |";
  os << "\n|";
  for (size_t i = 0; i < t.columns.size(); ++i) os << "---|";
  os << '\n';
  for (auto& r : t.rows) {
    os << '|';
    for (auto& c : r) os << ' ' << cell_text(c) << " |";
    os << '\n';
  }
  for (auto& n : t.notes) os << "\n" << n << "\n";
  return os.str();
}

static std::string csv_quote(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string o = "\"";
  for (char c : s) o += c == '"' ? std::string("\"\"") : std::string(1, c);
  return o + "\"";
}

std::string table_csv(const TableData& t) {
  std::ostringstream os;
  for (size_t i = 0; i < t.columns.size(); ++i) os << (i ? "," : "") << csv_quote(t.columns[i]);
  os << '\n';
  for (auto& r : t.rows) {
    for (size_t i = 0; i < r.size(); ++i) os << (i ? "," : "") << csv_quote(cell_text(r[i]));
    os << '\n';
  }
  return os.str();
}

json table_json(const std::string& id, const json& params, const TableData& t) {
  json j;
  j["table"] = id;
  j["params"] = params;
  j["columns"] = t.columns;
  j["rows"] = json::array();
  for (auto& r : t.rows) j["rows"].push_back(r);
  j["notes"] = t.notes;
  return j;
}

std::string table_text(const TableData& t) {
  TextTable tt(t.columns);
  for (auto& r : t.rows) {
    std::vector<std::string> cells;
    for (auto& c : r) cells.push_back(cell_text(c));
    tt.add(cells);
  }
  std::ostringstream os;
  tt.print(os);
  for (auto& n : t.notes) os << "\n" << n << '\n';
  return os.str();
}

}  // namespace netcert
