// fabric_text.cpp — see fabric_text.hpp.
#include "net/fabric_text.hpp"

#include <cctype>

namespace netcert {

std::vector<std::string_view> fabric_lines(const std::string& text, const std::string& source) {
  std::vector<std::string_view> lines;
  std::string_view all(text);
  size_t start = 0;
  while (start < all.size()) {
    size_t end = all.find('\n', start);
    if (end == std::string_view::npos) end = all.size();
    std::string_view line = all.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.find('\0') != std::string_view::npos)
      throw InputError(fabric_where(source, lines.size() + 1), "NUL byte (not a text file)");
    lines.push_back(line);
    start = end + 1;
  }
  return lines;
}

void LineScanner::expect(char c, const char* what) {
  skip_ws();
  if (!peek(c)) fail(std::string("expected '") + c + "' " + what);
  ++i_;
}

void LineScanner::expect_word(std::string_view w, const char* what) {
  skip_ws();
  if (!starts_with(w)) fail(std::string("expected '") + std::string(w) + "' " + what);
  i_ += w.size();
}

uint64_t LineScanner::decimal(const char* what, uint64_t lo, uint64_t hi) {
  skip_ws();
  if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_]))) fail(std::string("expected ") + what);
  uint64_t v = 0;
  size_t start = i_;
  while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) {
    if (i_ - start >= 18) fail(std::string(what) + " has too many digits");
    v = v * 10 + static_cast<uint64_t>(s_[i_++] - '0');
  }
  if (v < lo || v > hi)
    fail(std::string(what) + " " + std::to_string(v) + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
  return v;
}

uint64_t LineScanner::hex(const char* what, bool require_prefix) {
  skip_ws();
  if (starts_with("0x") || starts_with("0X")) i_ += 2;
  else if (require_prefix) fail(std::string("expected ") + what + " (0x...)");
  uint64_t v = 0;
  size_t start = i_;
  while (i_ < s_.size() && std::isxdigit(static_cast<unsigned char>(s_[i_]))) {
    if (i_ - start >= 16) fail(std::string(what) + " has more than 16 hex digits");
    char c = static_cast<char>(std::tolower(static_cast<unsigned char>(s_[i_++])));
    v = v * 16 + static_cast<uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
  }
  if (i_ == start) fail(std::string("expected ") + what + " (hex digits)");
  return v;
}

std::string LineScanner::quoted(const char* what) {
  skip_ws();
  if (!peek('"')) fail(std::string("expected a quoted ") + what);
  size_t close = s_.find('"', i_ + 1);
  if (close == std::string_view::npos) fail(std::string("unterminated quoted ") + what);
  std::string out(s_.substr(i_ + 1, close - i_ - 1));
  i_ = close + 1;
  return out;
}

}  // namespace netcert
