// text_table.cpp — see text_table.hpp.
#include "report/text_table.hpp"

#include <algorithm>
#include <cstdio>

namespace netcert {

static size_t display_width(const std::string& s) {
  size_t w = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++w;  // count UTF-8 code points, not bytes
  return w;
}

void TextTable::print(std::ostream& os) const {
  std::vector<size_t> width(header_.size(), 0);
  for (size_t c = 0; c < header_.size(); ++c) width[c] = display_width(header_[c]);
  for (auto& r : rows_)
    for (size_t c = 0; c < r.size() && c < width.size(); ++c) width[c] = std::max(width[c], display_width(r[c]));
  auto line = [&](const std::vector<std::string>& r) {
    std::string out;
    for (size_t c = 0; c < header_.size(); ++c) {
      std::string cell = c < r.size() ? r[c] : "";
      out += cell;
      if (c + 1 < header_.size()) out += std::string(width[c] - display_width(cell) + 2, ' ');
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    os << out << '\n';
  };
  line(header_);
  std::vector<std::string> rule;
  for (auto w : width) rule.push_back(std::string(w, '-'));
  line(rule);
  for (auto& r : rows_) line(r);
}

std::string format_seconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, s < 10 ? "%.3f" : "%.1f", s);
  return buf;
}

}  // namespace netcert
