// text_table.hpp — aligned plain-text tables for human output.
#pragma once
#include <ostream>
#include <string>
#include <vector>

namespace netcert {

class TextTable {
 public:
  explicit TextTable(std::vector<std::string> header) : header_(std::move(header)) {}
  void add(std::vector<std::string> row) { rows_.push_back(std::move(row)); }
  void print(std::ostream& os) const { print(os, 0); }
  // Lines of at most max_width characters (0: no limit): the widest columns are
  // narrowed first and their cells wrap at spaces onto continuation lines.
  void print(std::ostream& os, size_t max_width) const;
  bool empty() const { return rows_.empty(); }

 private:
  std::vector<std::string> header_;
  std::vector<std::vector<std::string>> rows_;
};

std::string format_seconds(double s);

}  // namespace netcert
