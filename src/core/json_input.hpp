// json_input.hpp — the one input layer every JSON file goes through.
//
// Schedules, suites and certificates are untrusted: they are parsed with a size
// and nesting limit, strictly (no duplicate keys, no bytes after the value, no
// NUL bytes, no non-finite numbers), and then validated against a declared
// schema (required keys, types, ranges checked before any narrowing, no unknown
// keys). Every error is an InputError (exit 2) naming the file, the JSON path
// and the rule that was broken, e.g.
//   "x.json: params.n: 4294967299 is outside 1..12"
//   "x.json: traffc: unknown key (did you mean 'traffic'?)"
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/json.hpp"

namespace netcert {

struct JsonLimits {
  std::size_t max_bytes = std::size_t{64} << 20;  // checked before the text is read or parsed
  int max_depth = 64;                             // nested arrays/objects
  // Most JSON values (scalars and containers) the document may hold, 0: no limit.
  // Bounds the parsed tree (about 16 bytes a value) before it is built; `values_rule`
  // says in the message where the number comes from.
  std::size_t max_values = 0;
  std::string values_rule = "input limit";
};

// Limits per input kind (docs/robustness.md lists them).
// fattree n=12 is ~90 MB of text and 16.8M values; a schedule's own params bound it further (schedule_input.hpp).
inline JsonLimits schedule_limits() { return {std::size_t{256} << 20, 16, std::size_t{1} << 25}; }
inline JsonLimits suite_limits() { return {std::size_t{16} << 20, 16}; }
inline JsonLimits certificate_limits() { return {std::size_t{64} << 20, 64}; }

// Strict parse of one JSON value. `source` names the input (file name) in messages.
json parse_json_strict(const std::string& text, const std::string& source, const JsonLimits& limits);

// Reads a whole file, refusing one larger than `max_bytes` before reading it.
// With jobs > 1 a big regular file's buffer has its pages faulted in on threads first
// (the kernel's zeroing of fresh pages is most of reading a file that is in the page cache).
std::string read_text_file(const std::string& path, const std::string& field, std::size_t max_bytes, int jobs = 1);

// read_text_file + parse_json_strict; the top level must be an object.
json read_json_object_file(const std::string& path, const JsonLimits& limits);

// Text from an input echoed in a message is cut to a readable length: the
// first `max_chars` characters (UTF-8 aware) and "\u2026" when longer.
constexpr std::size_t kMaxEchoedChars = 60;
std::string readable_excerpt(const std::string& text, std::size_t max_chars = kMaxEchoedChars);

// ---- schema helpers: `where` is "file: json.path" (see json_where) -----------

std::string json_where(const std::string& source, const std::string& path);  // "file: path" or "file"
// Keys are shown as readable_excerpt shows them; the empty key as "".
std::string json_key_path(const std::string& path, const std::string& key);  // "a.b" / "key"
std::string json_index_path(const std::string& path, std::size_t i);         // "a[3]"

// The known name closest to `name` (edit distance), "" when `known` is empty.
std::string nearest_name(const std::string& name, const std::vector<std::string>& known);

// `obj` must be an object with every `required` key and no key outside
// required + optional (an unknown key names the nearest known one).
void expect_keys(const json& obj, const std::string& source, const std::string& path,
                 const std::vector<std::string>& required, const std::vector<std::string>& optional);

// An integer in lo..hi, range-checked on the full JSON value (never narrowed first).
int64_t json_int_in(const json& v, const std::string& source, const std::string& path, int64_t lo, int64_t hi);
// obj[key] as json_int_in; `field` (the key's full path) names it, also when it is missing.
int64_t json_required_int(const json& obj, const std::string& key, const std::string& field, int64_t lo, int64_t hi);
// A finite number in (lo, hi] when lo_open, else [lo, hi].
double json_number_in(const json& v, const std::string& source, const std::string& path, double lo, double hi,
                      bool lo_open);
std::string json_string(const json& v, const std::string& source, const std::string& path);
std::string json_choice(const json& v, const std::string& source, const std::string& path,
                        const std::vector<std::string>& choices);

// Rewrites an InputError thrown while reading `source` so it names the file.
[[noreturn]] void rethrow_in_file(const std::string& source);

}  // namespace netcert
