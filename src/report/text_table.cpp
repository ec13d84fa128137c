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

namespace {

const size_t kGap = 2;  // spaces between columns

// Column widths whose sum (with gaps) fits max_width. Each column keeps its longest word
// (identifiers stay whole) up to a common limit, the largest that fits; the width left
// is shared by a common cap, again the largest that fits.
std::vector<size_t> fitted_widths(const std::vector<size_t>& natural, const std::vector<size_t>& longest_word,
                                  size_t max_width) {
  size_t gaps = natural.empty() ? 0 : kGap * (natural.size() - 1);
  size_t widest = natural.empty() ? 0 : *std::max_element(natural.begin(), natural.end());
  auto sum_min = [&](const std::vector<size_t>& v, size_t cap) {
    size_t sum = gaps;
    for (size_t x : v) sum += std::min(x, cap);
    return sum;
  };
  if (max_width == 0 || sum_min(natural, widest) <= max_width) return natural;
  size_t word_cap = 1;
  while (word_cap < widest && sum_min(longest_word, word_cap + 1) <= max_width) ++word_cap;
  std::vector<size_t> floor(natural.size());
  for (size_t c = 0; c < natural.size(); ++c) floor[c] = std::min({natural[c], longest_word[c], word_cap});
  auto widths = [&](size_t cap) {
    std::vector<size_t> w(natural.size());
    for (size_t c = 0; c < w.size(); ++c) w[c] = std::max(floor[c], std::min(natural[c], cap));
    return w;
  };
  auto total = [&](size_t cap) {
    size_t sum = gaps;
    for (size_t w : widths(cap)) sum += w;
    return sum;
  };
  size_t cap = 0;
  while (cap < widest && total(cap + 1) <= max_width) ++cap;
  std::vector<size_t> w = widths(cap);
  size_t spare = max_width > total(cap) ? max_width - total(cap) : 0;
  for (size_t c = 0; c < w.size(); ++c) {  // what the cap leaves over goes to the first narrowed columns
    size_t extra = std::min(spare, natural[c] - w[c]);
    w[c] += extra;
    spare -= extra;
  }
  return w;
}

// A line may break after a space (dropped) or after a comma (kept).
bool breaks_after(char c) { return c == ' ' || c == ','; }

size_t longest_word(const std::string& s) {
  size_t best = 0, run = 0;
  for (unsigned char ch : s) {
    if ((ch & 0xC0) != 0x80) best = std::max(best, ch == ' ' ? run : ++run);
    if (breaks_after(static_cast<char>(ch))) run = 0;
  }
  return best;
}

// A cell cut into lines of at most `width` code points, where it may break (else anywhere).
std::vector<std::string> wrap_cell(const std::string& cell, size_t width) {
  std::vector<std::string> lines;
  std::string rest = cell;
  while (display_width(rest) > width) {
    size_t cut = 0, seen = 0, last_break = 0;
    for (; cut < rest.size(); ++cut) {
      if ((static_cast<unsigned char>(rest[cut]) & 0xC0) == 0x80) continue;
      if (seen == width) break;
      ++seen;
      if (rest[cut] == ',') last_break = cut + 1;
      if (rest[cut] == ' ' && cut > 0) last_break = cut;
    }
    if (cut < rest.size() && rest[cut] == ' ') last_break = cut;
    size_t end = last_break > 0 ? last_break : cut;
    lines.push_back(rest.substr(0, end));
    rest = rest.substr(end);
    while (!rest.empty() && rest.front() == ' ') rest.erase(0, 1);
  }
  lines.push_back(rest);
  return lines;
}

}  // namespace

void TextTable::print(std::ostream& os, size_t max_width) const {
  std::vector<size_t> natural(header_.size(), 0), word(header_.size(), 0);
  for (size_t c = 0; c < header_.size(); ++c) natural[c] = display_width(header_[c]), word[c] = longest_word(header_[c]);
  for (auto& r : rows_)
    for (size_t c = 0; c < r.size() && c < natural.size(); ++c) {
      natural[c] = std::max(natural[c], display_width(r[c]));
      word[c] = std::max(word[c], longest_word(r[c]));
    }
  std::vector<size_t> width = fitted_widths(natural, word, max_width);
  auto line = [&](const std::vector<std::string>& r) {
    std::vector<std::vector<std::string>> cells;
    size_t height = 1;
    for (size_t c = 0; c < header_.size(); ++c) {
      cells.push_back(wrap_cell(c < r.size() ? r[c] : "", width[c]));
      height = std::max(height, cells.back().size());
    }
    for (size_t i = 0; i < height; ++i) {
      std::string out;
      for (size_t c = 0; c < header_.size(); ++c) {
        std::string cell = i < cells[c].size() ? cells[c][i] : "";
        out += cell;
        if (c + 1 < header_.size()) out += std::string(width[c] - std::min(width[c], display_width(cell)) + kGap, ' ');
      }
      while (!out.empty() && out.back() == ' ') out.pop_back();
      os << out << '\n';
    }
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
