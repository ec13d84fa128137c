// fabric_text.hpp — a line scanner for the InfiniBand tools' text formats
// (ibnetdiscover topologies, OpenSM's LFT dump). Hand-written rather than
// std::regex: a 4096-host fabric has millions of LFT lines, and every number
// is range-checked before it is narrowed.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"

namespace netcert {

// Most bytes one fabric file may have (checked before reading).
constexpr size_t kMaxFabricFileBytes = size_t{2} << 30;  // 2 GiB: a 36-port three-level tree's dump is 1.35 GB

// The text split into lines (without "\n" or a trailing "\r"); a NUL byte is an
// error naming its line.
std::vector<std::string_view> fabric_lines(const std::string& text, const std::string& source);

// "file:line" for messages.
inline std::string fabric_where(const std::string& source, size_t line) {
  return source + ":" + std::to_string(line);
}

class LineScanner {
 public:
  LineScanner(std::string_view line, std::string where) : s_(line), where_(std::move(where)) {}
  // "source:number" is formatted only when a message needs it (a dump has millions of lines).
  LineScanner(std::string_view line, const std::string& source, size_t number)
      : s_(line), source_(&source), number_(number) {}
  void skip_ws() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
  }
  bool done() const { return i_ >= s_.size(); }
  bool peek(char c) const { return i_ < s_.size() && s_[i_] == c; }
  bool starts_with(std::string_view w) const { return s_.substr(i_).substr(0, w.size()) == w; }
  void expect(char c, const char* what);
  void expect_word(std::string_view w, const char* what);
  // Unsigned decimal in lo..hi.
  uint64_t decimal(const char* what, uint64_t lo, uint64_t hi);
  // Hex digits (with optional "0x"), at most 16.
  uint64_t hex(const char* what, bool require_prefix);
  std::string quoted(const char* what);  // "..." without the quotes
  std::string_view rest() const { return s_.substr(i_); }
  [[noreturn]] void fail(const std::string& message) const {
    throw InputError(source_ ? fabric_where(*source_, number_) : where_, message);
  }

 private:
  std::string_view s_;
  size_t i_ = 0;
  std::string where_;
  const std::string* source_ = nullptr;
  size_t number_ = 0;
};

}  // namespace netcert
