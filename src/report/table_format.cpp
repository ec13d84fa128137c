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

// A Markdown cell: `|` would end the cell and a newline the row.
std::string markdown_cell(const std::string& text) {
  std::string o;
  for (char c : text) {
    if (c == '|') o += "\\|";
    else if (c == '\n') o += "<br>";
    else o += c;
  }
  return o;
}

std::string table_markdown(const TableData& t) {
  std::ostringstream os;
  os << '|';
  for (auto& c : t.columns) os << ' ' << markdown_cell(c) << " |";
  os << "\n|";
  for (size_t i = 0; i < t.columns.size(); ++i) os << "---|";
  os << '\n';
  for (auto& r : t.rows) {
    os << '|';
    for (auto& c : r) os << ' ' << markdown_cell(cell_text(c)) << " |";
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

namespace {

bool is_integer_text(const std::string& s) {
  size_t i = !s.empty() && s[0] == '-';
  return i < s.size() && s.find_first_not_of("0123456789", i) == std::string::npos;
}

// A plain decimal ("50.00", "-0.5") short enough that a double holds it to the digits shown.
bool is_decimal_text(const std::string& s) {
  size_t i = !s.empty() && s[0] == '-', dot = s.find('.');
  if (dot == std::string::npos || dot == i || dot + 1 == s.size() || s.size() - i > 16) return false;
  return s.find_first_not_of("0123456789", i) == dot && s.find_first_not_of("0123456789", dot + 1) == std::string::npos;
}

// One type per column (cells may also be null): integer | number | bigint (exact
// decimal integers as strings, for values past 2^53) | boolean | string.
std::string column_type(const TableData& t, size_t col) {
  bool ints = true, nums = true, bigs = true, bools = true, any_big_text = false;
  for (auto& r : t.rows) {
    if (col >= r.size() || r[col].is_null()) continue;
    const json& v = r[col];
    bool text = v.is_string();
    std::string s = text ? v.get<std::string>() : "";
    ints &= v.is_number_integer();
    nums &= v.is_number() || (text && (is_decimal_text(s) || is_integer_text(s)) && s.size() <= 15);
    bigs &= v.is_number_integer() || (text && is_integer_text(s));
    any_big_text |= text && is_integer_text(s);
    bools &= v.is_boolean();
  }
  if (ints) return "integer";
  if (bigs && any_big_text) return "bigint";
  if (nums) return "number";
  if (bools) return "boolean";
  return "string";
}

json typed_cell(const json& v, const std::string& type) {
  if (v.is_null()) return v;
  if (type == "bigint") return v.is_string() ? v : json(v.dump());
  if (type == "number" && v.is_string()) return std::stod(v.get<std::string>());
  if (type == "string" && !v.is_string()) return cell_text(v);
  return v;
}

}  // namespace

json table_json(const std::string& id, const json& params, const TableData& t) {
  json j;
  j["table"] = id;
  j["params"] = params;
  j["columns"] = t.columns;
  // Added field: the declared type of every column; cells follow it (null = no value).
  std::vector<std::string> types;
  for (size_t c = 0; c < t.columns.size(); ++c) types.push_back(column_type(t, c));
  j["column_types"] = types;
  j["rows"] = json::array();
  for (auto& r : t.rows) {
    json row = json::array();
    for (size_t c = 0; c < r.size(); ++c) row.push_back(typed_cell(r[c], c < types.size() ? types[c] : "string"));
    j["rows"].push_back(row);
  }
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
