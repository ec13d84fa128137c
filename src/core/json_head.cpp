// json_head.cpp — see json_head.hpp. A SAX pass that skips what it does not keep,
// so memory stays small whatever the size of the document's other members.
#include "core/json_head.hpp"

#include <algorithm>
#include <cstddef>

namespace netcert {

namespace {

class HeadSax {
 public:
  using number_integer_t = json::number_integer_t;
  using number_unsigned_t = json::number_unsigned_t;
  using number_float_t = json::number_float_t;
  using string_t = json::string_t;
  using binary_t = json::binary_t;

  explicit HeadSax(const std::vector<std::string>& keys) : keys_(keys) {}

  bool null() { return scalar(json(nullptr)); }
  bool boolean(bool b) { return scalar(json(b)); }
  bool number_integer(number_integer_t v) { return scalar(json(v)); }
  bool number_unsigned(number_unsigned_t v) { return scalar(json(v)); }
  bool number_float(number_float_t v, const string_t&) { return scalar(json(v)); }
  bool string(string_t& s) { return scalar(json(std::move(s))); }
  bool binary(binary_t&) { return false; }

  bool key(string_t& k) {
    if (depth_ == 1) top_key_ = k;
    else if (depth_ == 2) inner_key_ = k;
    return true;
  }
  bool start_object(std::size_t) {
    ++depth_;
    if (depth_ == 2 && wanted()) head_[top_key_] = json::object();
    return true;
  }
  bool end_object() { return close(); }
  bool start_array(std::size_t) {
    ++depth_;
    if (depth_ == 2 && wanted()) head_.erase(top_key_);  // an array is not a head member
    return depth_ > 1;  // a top-level array has no members
  }
  bool end_array() { return close(); }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) { return false; }

  json& head() { return head_; }

 private:
  bool wanted() const { return std::find(keys_.begin(), keys_.end(), top_key_) != keys_.end(); }

  bool scalar(json&& v) {
    if (depth_ == 1 && wanted()) head_[top_key_] = std::move(v);
    else if (depth_ == 2 && wanted() && head_.contains(top_key_)) {
      json& inner = head_[top_key_];
      if (inner.size() >= 256) head_.erase(top_key_);
      else inner[inner_key_] = std::move(v);
    }
    return !complete();
  }

  bool close() {
    if (depth_ == 3 && wanted()) head_.erase(top_key_);  // deeper than a flat object
    --depth_;
    return !complete();
  }

  // Every wanted key seen, and none of them still open.
  bool complete() const {
    if (depth_ != 1) return false;
    for (auto& k : keys_)
      if (!head_.contains(k)) return false;
    return true;
  }

  const std::vector<std::string>& keys_;
  json head_ = json::object();
  int depth_ = 0;
  std::string top_key_, inner_key_;
};

}  // namespace

json read_json_head(const std::string& text, const std::vector<std::string>& keys) {
  HeadSax sax(keys);
  try {
    json::sax_parse(text.begin(), text.end(), &sax, nlohmann::detail::input_format_t::json, true, false);
  } catch (const std::exception&) {  // the lexer on odd input: the strict parse reports it
  }
  return std::move(sax.head());
}

}  // namespace netcert
