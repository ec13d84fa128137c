// json_input.cpp — see json_input.hpp.
#include "core/json_input.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <sstream>
#include <unordered_set>

#include "core/errors.hpp"
#include "core/thread_ranges.hpp"

namespace netcert {

namespace {

// SAX handler that builds an ordered_json DOM and enforces the limits as it
// goes: nesting depth, duplicate keys, finite numbers. The parse stops at the
// first violation (nlohmann's sax_parse returns false), so a deep or huge
// document never reaches recursive code.
class StrictSax {
 public:
  using number_integer_t = json::number_integer_t;
  using number_unsigned_t = json::number_unsigned_t;
  using number_float_t = json::number_float_t;
  using string_t = json::string_t;
  using binary_t = json::binary_t;

  explicit StrictSax(const JsonLimits& limits) : limits_(limits) {}

  bool null() { return value(json(nullptr)); }
  bool boolean(bool b) { return value(json(b)); }
  bool number_integer(number_integer_t v) { return value(json(v)); }
  bool number_unsigned(number_unsigned_t v) { return value(json(v)); }
  bool number_float(number_float_t v, const string_t& text) {
    if (!std::isfinite(v)) return fail("number " + text + " is outside the range of a double");
    return value(json(v));
  }
  bool string(string_t& s) { return value(json(std::move(s))); }
  bool binary(binary_t&) { return fail("binary values are not JSON"); }

  bool start_object(std::size_t) { return open(json::object()); }
  bool key(string_t& k) {
    Level& l = stack_.back();
    if (!l.keys.insert(k).second) {
      l.key = k;
      return fail("duplicate key '" + readable_excerpt(k) + "' (a JSON object names each key once)");
    }
    l.key = k;
    return true;
  }
  bool end_object() { return close(); }
  bool start_array(std::size_t) { return open(json::array()); }
  bool end_array() { return close(); }

  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& ex) {
    std::string what = ex.what();
    // "[json.exception.parse_error.101] parse error at line 1, column 5: ..." -> "parse error at ..."
    auto close_bracket = what.find("] ");
    if (what.rfind("[json.exception", 0) == 0 && close_bracket != std::string::npos) what = what.substr(close_bracket + 2);
    return fail("not valid JSON: " + readable_excerpt(what, kMaxEchoedChars * 4));
  }

  json& result() { return root_; }
  const std::string& error() const { return error_; }
  const std::string& error_path() const { return error_path_; }

 private:
  using ObjectVector = json::object_t::Container;  // ordered_map is a std::vector of (key, value)

  struct Level {
    json* node;
    std::unordered_set<std::string> keys;  // objects only
    std::string key;                       // current key (objects)
  };

  // Path of the value being read: the open child of every outer level, and
  // the value about to be added in the innermost one.
  std::string path() const {
    std::string p;
    for (std::size_t i = 0; i < stack_.size(); ++i) {
      const Level& l = stack_[i];
      if (l.node->is_object()) p = json_key_path(p, l.key);
      else p = json_index_path(p, l.node->size() - (i + 1 < stack_.size() ? 1 : 0));
    }
    return p;
  }

  bool fail(const std::string& message) {
    if (error_.empty()) {
      error_ = message;
      error_path_ = path();
    }
    return false;
  }

  // Places v in the current container; returns a pointer to it.
  json* place(json&& v) {
    if (stack_.empty()) {
      root_ = std::move(v);
      return &root_;
    }
    Level& l = stack_.back();
    if (l.node->is_object()) {
      // Appended straight to ordered_json's vector: its operator[] scans every key
      // (quadratic in the object's size); `keys` has already refused a duplicate.
      auto& members = static_cast<ObjectVector&>(l.node->get_ref<json::object_t&>());
      members.emplace_back(l.key, std::move(v));
      return &members.back().second;
    }
    l.node->push_back(std::move(v));
    return &l.node->back();
  }

  bool counted() {
    if (limits_.max_values == 0 || ++values_ <= limits_.max_values) return true;
    return fail("more than " + std::to_string(limits_.max_values) + " JSON values (" + limits_.values_rule + ")");
  }

  bool value(json&& v) {
    if (!counted()) return false;
    place(std::move(v));
    return true;
  }

  bool open(json&& container) {
    if (static_cast<int>(stack_.size()) >= limits_.max_depth)
      return fail("nested deeper than " + std::to_string(limits_.max_depth) + " levels (input limit)");
    if (!counted()) return false;
    json* node = place(std::move(container));
    stack_.push_back(Level{node, {}, {}});
    return true;
  }

  bool close() {
    stack_.pop_back();
    return true;
  }

  const JsonLimits& limits_;
  std::size_t values_ = 0;
  json root_;
  std::vector<Level> stack_;
  std::string error_, error_path_;
};

}  // namespace

std::string json_where(const std::string& source, const std::string& path) {
  if (source.empty()) return path;
  return path.empty() ? source : source + ": " + path;
}

std::string readable_excerpt(const std::string& text, std::size_t max_chars) {
  std::size_t cut = 0, chars = 0;
  while (cut < text.size() && chars < max_chars) {
    ++cut;
    while (cut < text.size() && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) ++cut;  // UTF-8 continuation
    ++chars;
  }
  return cut >= text.size() ? text : text.substr(0, cut) + "\u2026";
}

std::string json_key_path(const std::string& path, const std::string& key) {
  std::string shown = key.empty() ? "\"\"" : readable_excerpt(key);  // the empty key is a key too
  return path.empty() ? shown : path + "." + shown;
}

std::string json_index_path(const std::string& path, std::size_t i) {
  return path + "[" + std::to_string(i) + "]";
}

json parse_json_strict(const std::string& text, const std::string& source, const JsonLimits& limits) {
  if (text.size() > limits.max_bytes)
    throw InputError(source, std::to_string(text.size()) + " bytes exceeds the input limit of " +
                                 std::to_string(limits.max_bytes) + " bytes");
  if (auto nul = text.find('\0'); nul != std::string::npos)
    throw InputError(source, "NUL byte at offset " + std::to_string(nul) + " (not JSON text)");
  StrictSax sax(limits);
  bool ok = false;
  try {
    ok = json::sax_parse(text.begin(), text.end(), &sax, nlohmann::detail::input_format_t::json, true, false);
  } catch (const std::exception& e) {  // the handler never throws; the lexer may on odd input
    throw InputError(source, std::string("not valid JSON: ") + e.what());
  }
  if (!ok) {
    std::string message = sax.error().empty() ? "not valid JSON" : sax.error();
    throw InputError(json_where(source, sax.error_path()), message);
  }
  return std::move(sax.result());
}

// [from, to) of the file into `into`: false on an error or an early end of the file.
static bool pread_range(int fd, char* into, std::size_t from, std::size_t to) {
  while (from < to) {
    const ssize_t n = ::pread(fd, into + from, to - from, static_cast<off_t>(from));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    from += static_cast<std::size_t>(n);
  }
  return true;
}

// A regular file of known size, read into a buffer of that size (no stream buffer copy). With jobs >= 2, ranges of
// the file are read on the threads: the kernel's copy out of the page cache was a serial part of a fabric check.
static bool read_regular_file(const std::string& path, std::size_t size, int jobs, std::string& text) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  text.reserve(size + 1);
  fault_in_on_threads(text.data(), size, jobs);
  text.resize(size);
  constexpr std::size_t kWorthThreads = std::size_t{8} << 20;
  std::atomic<bool> short_read{false};
  run_in_ranges(size, size >= kWorthThreads ? jobs : 1, [&](uint64_t lo, uint64_t hi) {
    if (!pread_range(fd, text.data(), lo, hi)) short_read = true;
  });
  char extra;  // the file grew since stat: its size is not known after all
  const bool whole = !short_read && ::pread(fd, &extra, 1, static_cast<off_t>(size)) == 0;
  ::close(fd);
  return whole;
}

std::string read_text_file(const std::string& path, const std::string& field, std::size_t max_bytes, int jobs) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw InputError(field, "cannot read '" + path + "': no such file");
  if (S_ISDIR(st.st_mode)) throw InputError(field, "cannot read '" + path + "': it is a directory");
  if (S_ISREG(st.st_mode) && static_cast<std::size_t>(st.st_size) > max_bytes)
    throw InputError(path, std::to_string(st.st_size) + " bytes exceeds the input limit of " +
                               std::to_string(max_bytes) + " bytes");
  std::string text;
  if (S_ISREG(st.st_mode) && read_regular_file(path, static_cast<std::size_t>(st.st_size), jobs, text)) return text;
  text.clear();
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(field, "cannot read '" + path + "'");
  if (S_ISREG(st.st_mode)) text.reserve(static_cast<std::size_t>(st.st_size));  // no doubling copies of a big file
  char buf[1 << 16];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(in.gcount()));
    if (text.size() > max_bytes)  // pipes and special files have no size up front
      throw InputError(path, "more than the input limit of " + std::to_string(max_bytes) + " bytes");
  }
  if (in.bad()) throw InputError(field, "error while reading '" + path + "'");
  return text;
}

json read_json_object_file(const std::string& path, const JsonLimits& limits) {
  json doc = parse_json_strict(read_text_file(path, path, limits.max_bytes), path, limits);
  if (!doc.is_object()) throw InputError(path, "expected a JSON object at the top level");
  return doc;
}

std::string nearest_name(const std::string& full_name, const std::vector<std::string>& known) {
  // Edit distance is quadratic: a name far longer than any known one is compared by its head.
  const std::string name = full_name.substr(0, 2 * kMaxEchoedChars);
  std::string best;
  std::size_t best_d = SIZE_MAX;
  for (auto& k : known) {
    // Levenshtein distance, two rows.
    std::vector<std::size_t> prev(k.size() + 1), cur(k.size() + 1);
    for (std::size_t j = 0; j <= k.size(); ++j) prev[j] = j;
    for (std::size_t i = 1; i <= name.size(); ++i) {
      cur[0] = i;
      for (std::size_t j = 1; j <= k.size(); ++j)
        cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (name[i - 1] == k[j - 1] ? 0 : 1)});
      std::swap(prev, cur);
    }
    if (prev[k.size()] < best_d) best_d = prev[k.size()], best = k;
  }
  return best;
}

static std::string type_name(const json& v) {
  if (v.is_number_integer()) return "an integer";
  if (v.is_number_float()) return "a fractional number";
  if (v.is_string()) return "a string";
  if (v.is_array()) return "an array";
  if (v.is_object()) return "an object";
  if (v.is_boolean()) return "a boolean";
  return "null";
}

void expect_keys(const json& obj, const std::string& source, const std::string& path,
                 const std::vector<std::string>& required, const std::vector<std::string>& optional) {
  if (!obj.is_object())
    throw InputError(json_where(source, path.empty() ? "(top level)" : path),
                     "expected an object, found " + type_name(obj));
  std::vector<std::string> known = required;
  known.insert(known.end(), optional.begin(), optional.end());
  for (auto& [k, v] : obj.items()) {
    if (std::find(known.begin(), known.end(), k) != known.end()) continue;
    std::string all;
    for (auto& n : known) all += (all.empty() ? "" : ", ") + n;
    throw InputError(json_where(source, json_key_path(path, k)),
                     "unknown key (did you mean '" + nearest_name(k, known) + "'? known here: " + all + ")");
  }
  for (auto& k : required)
    if (!obj.contains(k)) throw InputError(json_where(source, json_key_path(path, k)), "required key is missing");
}

int64_t json_required_int(const json& obj, const std::string& key, const std::string& field, int64_t lo, int64_t hi) {
  if (!obj.is_object() || !obj.contains(key)) throw InputError(field, "required key is missing");
  return json_int_in(obj[key], "", field, lo, hi);
}

int64_t json_int_in(const json& v, const std::string& source, const std::string& path, int64_t lo, int64_t hi) {
  std::string where = json_where(source, path);
  std::string range = std::to_string(lo) + ".." + std::to_string(hi);
  if (!v.is_number_integer()) throw InputError(where, "expected an integer in " + range + ", found " + type_name(v));
  if (v.is_number_unsigned()) {
    uint64_t u = v.get<uint64_t>();
    // nlohmann stores every non-negative integer as unsigned: both ends of the range apply here too.
    if (hi < 0 || u > static_cast<uint64_t>(hi) || (lo > 0 && u < static_cast<uint64_t>(lo)))
      throw InputError(where, std::to_string(u) + " is outside " + range);
    return static_cast<int64_t>(u);
  }
  int64_t x = v.get<int64_t>();
  if (x < lo || x > hi) throw InputError(where, std::to_string(x) + " is outside " + range);
  return x;
}

double json_number_in(const json& v, const std::string& source, const std::string& path, double lo, double hi,
                      bool lo_open) {
  std::string where = json_where(source, path);
  std::ostringstream range;
  // 15 significant digits: 1000000 and 0.5 read as written (the stream's default shows 1e+06).
  range << std::setprecision(15) << (lo_open ? "(" : "[") << lo << ", " << hi << "]";
  if (!v.is_number()) throw InputError(where, "expected a number in " + range.str() + ", found " + type_name(v));
  double x = v.get<double>();
  if (!std::isfinite(x) || (lo_open ? x <= lo : x < lo) || x > hi)
    throw InputError(where, v.dump() + " is outside " + range.str());
  return x;
}

std::string json_string(const json& v, const std::string& source, const std::string& path) {
  if (!v.is_string()) throw InputError(json_where(source, path), "expected a string, found " + type_name(v));
  return v.get<std::string>();
}

std::string json_choice(const json& v, const std::string& source, const std::string& path,
                        const std::vector<std::string>& choices) {
  std::string all;
  for (auto& c : choices) all += (all.empty() ? "" : " | ") + c;
  if (!v.is_string()) throw InputError(json_where(source, path), "expected one of " + all + ", found " + type_name(v));
  std::string s = v.get<std::string>();
  if (std::find(choices.begin(), choices.end(), s) == choices.end())
    throw InputError(json_where(source, path), "'" + readable_excerpt(s) + "' is not one of " + all + " (did you mean '" +
                                                   nearest_name(s, choices) + "'?)");
  return s;
}

void rethrow_in_file(const std::string& source) {
  try {
    throw;
  } catch (const InputError& e) {
    if (source.empty() || e.field().rfind(source, 0) == 0) throw;
    throw InputError(json_where(source, e.field()), e.message());
  }
}

}  // namespace netcert
