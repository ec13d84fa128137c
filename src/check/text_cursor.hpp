// text_cursor.hpp — the independent checker's own scanning of one line of the
// InfiniBand tools' text files (check/ only; net/fabric_text is the engines'):
// the checker reads topologies and forwarding tables without the engines' code,
// so a misread field in one is not confirmed by the other. Every number is
// range-checked before it is narrowed; a failure is an InputError "where: what".
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/errors.hpp"

namespace netcert {

// The lines of a text (no "\n", no trailing "\r"); a NUL byte is an error naming its line.
std::vector<std::string_view> checked_lines(const std::string& text, const std::string& source);

inline std::string checked_where(const std::string& source, size_t line) {
  return source + ":" + std::to_string(line);
}

class TextCursor {
 public:
  TextCursor(std::string_view text, std::string where) : text_(text), where_(std::move(where)) {}
  // "source:line" formatted only when a message needs it (a table dump has millions of lines).
  TextCursor(std::string_view text, const std::string& source, size_t line)
      : text_(text), source_(&source), line_(line) {}
  void blanks();
  bool at_end() const { return at_ >= text_.size(); }
  bool next_is(std::string_view w) const { return text_.compare(at_, w.size(), w) == 0; }
  // Skips blanks, then requires `w`.
  void literal(std::string_view w);
  bool take(std::string_view w);  // skips blanks; takes `w` when it is next
  // Skips blanks; decimal digits (at most 18) whose value lies in lo..hi.
  uint64_t decimal(const char* what, uint64_t lo, uint64_t hi);
  // Skips blanks; "0x" (required or optional) and 1..16 hex digits.
  uint64_t hexadecimal(const char* what, bool needs_0x);
  // Skips blanks; "..." -> the text between the quotes.
  std::string quoted(const char* what);
  void advance(size_t n) { at_ += n; }
  std::string_view rest() const { return text_.substr(at_ < text_.size() ? at_ : text_.size()); }
  [[noreturn]] void fail(const std::string& what) const {
    throw InputError(source_ ? checked_where(*source_, line_) : where_, what);
  }

 private:
  std::string_view text_;
  size_t at_ = 0;
  std::string where_;
  const std::string* source_ = nullptr;
  size_t line_ = 0;
};

}  // namespace netcert
