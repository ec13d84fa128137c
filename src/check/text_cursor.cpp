// text_cursor.cpp — see text_cursor.hpp.
#include "check/text_cursor.hpp"

namespace netcert {

namespace {

int digit_value(char c, int base) {
  int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 99;
  return v < base ? v : -1;
}

}  // namespace

std::vector<std::string_view> checked_lines(const std::string& text, const std::string& source) {
  std::vector<std::string_view> lines;
  const std::string_view all(text);
  for (size_t start = 0; start < all.size();) {
    size_t end = all.find('\n', start);
    if (end == std::string_view::npos) end = all.size();
    std::string_view line = all.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.find('\0') != std::string_view::npos)
      throw InputError(checked_where(source, lines.size() + 1), "a NUL byte: this is no text file");
    lines.push_back(line);
    start = end + 1;
  }
  return lines;
}

void TextCursor::blanks() {
  while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t')) ++at_;
}

void TextCursor::literal(std::string_view w) {
  if (!take(w)) fail("expected '" + std::string(w) + "'");
}

bool TextCursor::take(std::string_view w) {
  blanks();
  if (!next_is(w)) return false;
  at_ += w.size();
  return true;
}

uint64_t TextCursor::decimal(const char* what, uint64_t lo, uint64_t hi) {
  blanks();
  const size_t start = at_;
  uint64_t v = 0;
  for (; at_ < text_.size() && digit_value(text_[at_], 10) >= 0; ++at_) {
    if (at_ - start == 18) fail(std::string(what) + ": too many digits");
    v = v * 10 + static_cast<uint64_t>(digit_value(text_[at_], 10));
  }
  if (at_ == start) fail(std::string("expected ") + what + " (decimal digits)");
  if (v < lo || v > hi)
    fail(std::string(what) + " " + std::to_string(v) + " is not in " + std::to_string(lo) + ".." + std::to_string(hi));
  return v;
}

uint64_t TextCursor::hexadecimal(const char* what, bool needs_0x) {
  blanks();
  if (!take("0x") && !take("0X") && needs_0x) fail(std::string("expected ") + what + " as 0x...");
  const size_t start = at_;
  uint64_t v = 0;
  for (; at_ < text_.size() && digit_value(text_[at_], 16) >= 0; ++at_) {
    if (at_ - start == 16) fail(std::string(what) + ": more than 16 hex digits");
    v = v * 16 + static_cast<uint64_t>(digit_value(text_[at_], 16));
  }
  if (at_ == start) fail(std::string("expected ") + what + " (hex digits)");
  return v;
}

std::string TextCursor::quoted(const char* what) {
  blanks();
  if (!next_is("\"")) fail(std::string("expected ") + what + " in quotes");
  const size_t close = text_.find('"', at_ + 1);
  if (close == std::string_view::npos) fail(std::string("no closing quote after ") + what);
  std::string inside(text_.substr(at_ + 1, close - at_ - 1));
  at_ = close + 1;
  return inside;
}

}  // namespace netcert
