// slices.cpp — see slices.hpp.
#include "core/slices.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/json_input.hpp"

namespace netcert {

namespace {
constexpr int kMaxShards = 65536;
}  // namespace

int64_t slice_count(int64_t count) { return std::max<int64_t>(1, std::min(count, kMaxSlices)); }

int64_t slice_begin(int64_t count, int64_t s) {
  const int64_t S = slice_count(count), base = count / S, extra = count % S;
  return s * base + std::min(s, extra);  // no product beyond count: never overflows
}

int64_t slice_of(int64_t count, int64_t i) {
  const int64_t S = slice_count(count), base = count / S, extra = count % S;
  const int64_t long_part = extra * (base + 1);  // the first `extra` slices have base + 1 indices
  if (i < long_part) return i / (base + 1);
  return extra + (i - long_part) / std::max<int64_t>(base, 1);
}

ShardSpec ShardSpec::parse(const std::string& text) {
  auto slash = text.find('/');
  auto number = [&](const std::string& part, const char* what) {
    if (part.empty() || part.size() > 6 || part.find_first_not_of("0123456789") != std::string::npos)
      throw InputError("--shard", "'" + text + "': " + what + " must be a whole number (I/M, e.g. 2/7)");
    return std::stoi(part);
  };
  if (slash == std::string::npos) throw InputError("--shard", "'" + text + "': expected I/M, e.g. 2/7");
  ShardSpec s;
  s.index = number(text.substr(0, slash), "I");
  s.count = number(text.substr(slash + 1), "M");
  if (s.count < 1 || s.count > kMaxShards)
    throw InputError("--shard", "'" + text + "': M must be 1.." + std::to_string(kMaxShards));
  if (s.index < 1 || s.index > s.count)
    throw InputError("--shard", "'" + text + "': I must be 1..M (shards are numbered from 1)");
  return s;
}

void SliceJournal::start(int64_t count) {
  used = true;
  indices = count;
  done.assign(static_cast<size_t>(slice_count(count)), false);
  first_failure = kNoFailure;
}

int64_t SliceJournal::done_count() const { return std::count(done.begin(), done.end(), true); }

bool SliceJournal::covers_below(int64_t limit) const {
  int64_t last = limit == kNoFailure ? slices() : slice_of(indices, limit);
  for (int64_t s = 0; s < last; ++s)
    if (!done[static_cast<size_t>(s)]) return false;
  // The slice holding the failure itself ran up to it (it is marked done when it found it).
  return limit == kNoFailure || done[static_cast<size_t>(last)];
}

json SliceJournal::to_json() const {
  json ranges = json::array();
  for (int64_t s = 0; s < slices();) {
    if (!done[static_cast<size_t>(s)]) {
      ++s;
      continue;
    }
    int64_t e = s;
    while (e < slices() && done[static_cast<size_t>(e)]) ++e;
    ranges.push_back({s, e});
    s = e;
  }
  json j{{"sliced", used}, {"indices", indices}, {"slices", slices()}, {"done", ranges}};
  j["first_failure_index"] = first_failure == kNoFailure ? json(nullptr) : json(first_failure);
  if (!reduced.empty()) {
    j["max"] = reduced.value;
    j["max_at"] = reduced.tag;
  }
  if (!counted.empty()) {
    json counts = json::array();
    for (auto& c : counted.per_slice) counts.push_back(c.empty() ? json(nullptr) : json(c));
    j["counts"] = counts;
  }
  return j;
}

namespace {
// "max" and "max_at": equally long arrays of non-negative integers. A tag names an index
// (index + 1, or a slot of it: the loop maps and re-runs it, core/sliced_loop.hpp).
void read_reduction(const json& j, const std::string& field, SliceJournal& out) {
  if (!j.contains("max") || !j.contains("max_at") || !j["max"].is_array() || !j["max_at"].is_array() ||
      j["max"].size() != j["max_at"].size() || j["max"].empty() || j["max"].size() > (size_t{1} << 26))
    throw InputError(field + ".max", "expected arrays max and max_at of one length (1..2^26)");
  out.reduced.reset(j["max"].size());
  for (size_t e = 0; e < j["max"].size(); ++e) {
    const json &v = j["max"][e], &t = j["max_at"][e];
    if (!v.is_number_unsigned() || !t.is_number_unsigned() || t.get<uint64_t>() > (uint64_t{1} << 62))
      throw InputError(field + ".max[" + std::to_string(e) + "]", "expected a count and a tag 0..2^62");
    out.reduced.value[e] = v.get<uint64_t>();
    out.reduced.tag[e] = t.get<uint64_t>();
    // Every engine tags what it offers with 1 or more, so a value without a tag was given by no index.
    if (out.reduced.value[e] != 0 && out.reduced.tag[e] == 0)
      throw InputError(field + ".max_at[" + std::to_string(e) + "]",
                       "tag 0 (no index reached this entry) with max " + std::to_string(out.reduced.value[e]));
  }
}

// "counts": one entry per slice, null or equally long arrays of non-negative integers (1..64
// counters); a counted slice must be done.
void read_counts(const json& j, const std::string& field, SliceJournal& out) {
  const json& c = j["counts"];
  if (!c.is_array() || c.size() != out.done.size())
    throw InputError(field + ".counts", "expected one entry per slice (" + std::to_string(out.slices()) + ")");
  size_t width = 0;
  for (auto& e : c)
    if (e.is_array()) width = e.size();
  if (width == 0) return;  // no slice counted yet (a checkpoint written before the first slice ended)
  if (width > 64) throw InputError(field + ".counts", "expected arrays of 1..64 counters");
  out.counted.reset(out.slices(), width);
  for (size_t s = 0; s < c.size(); ++s) {
    const std::string at = field + ".counts[" + std::to_string(s) + "]";
    if (c[s].is_null()) continue;
    if (!c[s].is_array() || c[s].size() != width) throw InputError(at, "expected null or " + std::to_string(width) + " counters");
    if (!out.done[s]) throw InputError(at, "counts a slice that is not done");
    for (auto& v : c[s]) {
      if (!v.is_number_unsigned()) throw InputError(at, "expected non-negative whole numbers");
      out.counted.per_slice[s].push_back(v.get<uint64_t>());
    }
  }
}
}  // namespace

SliceJournal SliceJournal::from_json(const json& j, const std::string& field) {
  if (!j.is_object()) throw InputError(field, "expected an object");
  SliceJournal out;
  if (!j.contains("sliced") || !j["sliced"].is_boolean()) throw InputError(field + ".sliced", "expected true or false");
  if (!j["sliced"].get<bool>()) return out;
  int64_t count = json_required_int(j, "indices", field + ".indices", 1, std::numeric_limits<int64_t>::max() / 2);
  out.start(count);
  if (json_required_int(j, "slices", field + ".slices", 1, kMaxSlices) != out.slices())
    throw InputError(field + ".slices", "does not match " + std::to_string(count) + " indices");
  if (!j.contains("done") || !j["done"].is_array()) throw InputError(field + ".done", "expected [[from, to), ...]");
  for (auto& r : j["done"]) {
    if (!r.is_array() || r.size() != 2 || !r[0].is_number_integer() || !r[1].is_number_integer())
      throw InputError(field + ".done", "expected [from, to) pairs of slice numbers");
    int64_t a = r[0].get<int64_t>(), b = r[1].get<int64_t>();
    if (a < 0 || b <= a || b > out.slices())
      throw InputError(field + ".done", "[" + std::to_string(a) + ", " + std::to_string(b) + ") is not a range of 0.." +
                                            std::to_string(out.slices()));
    for (int64_t s = a; s < b; ++s) out.done[static_cast<size_t>(s)] = true;
  }
  if (!j.contains("first_failure_index")) throw InputError(field + ".first_failure_index", "missing");
  if (!j["first_failure_index"].is_null()) out.first_failure = json_required_int(j, "first_failure_index", field + ".first_failure_index", 0, count - 1);
  if (j.contains("max") || j.contains("max_at")) read_reduction(j, field, out);
  if (j.contains("counts")) read_counts(j, field, out);
  return out;
}

SliceJournal merge_journals(const std::vector<SliceJournal>& parts, const std::string& field) {
  SliceJournal out;
  for (auto& p : parts) {
    if (!p.used) continue;
    if (!out.used) out.start(p.indices);
    if (p.indices != out.indices)
      throw InputError(field, "the parts disagree on the loop's size (" + std::to_string(p.indices) + " vs " +
                                  std::to_string(out.indices) + " indices)");
    for (size_t s = 0; s < p.done.size(); ++s)
      if (p.done[s]) out.done[s] = true;
    out.first_failure = std::min(out.first_failure, p.first_failure);
    if (!out.reduced.empty() && !p.reduced.empty() && out.reduced.value.size() != p.reduced.value.size())
      throw InputError(field, "the parts disagree on the reduction's width");
    out.reduced.fold(p.reduced);
    try {
      out.counted.fold(p.counted);
    } catch (const std::invalid_argument& e) {
      throw InputError(field, std::string("the parts disagree on the census: ") + e.what());
    }
  }
  return out;
}

void MaxAt::fold(const MaxAt& other) {
  if (other.empty()) return;
  if (empty()) {
    *this = other;
    return;
  }
  if (other.value.size() != value.size()) throw std::logic_error("MaxAt::fold: states of different widths");
  for (size_t e = 0; e < value.size(); ++e)
    if (other.tag[e]) offer(e, other.value[e], other.tag[e]);
}

void SliceCounts::fold(const SliceCounts& other) {
  if (other.empty()) return;
  if (empty()) {
    *this = other;
    return;
  }
  if (other.width != width || other.per_slice.size() != per_slice.size())
    throw std::invalid_argument("counter states of different shapes");
  for (size_t s = 0; s < per_slice.size(); ++s) {
    const auto& theirs = other.per_slice[s];
    if (theirs.empty()) continue;
    if (per_slice[s].empty()) per_slice[s] = theirs;
    else if (per_slice[s] != theirs) throw std::invalid_argument("slice " + std::to_string(s) + " counted differently");
  }
}

std::vector<uint64_t> SliceCounts::total() const {
  std::vector<uint64_t> sum(width, 0);
  for (auto& c : per_slice) {
    if (c.size() != width) return {};
    for (size_t k = 0; k < width; ++k)
      if (__builtin_add_overflow(sum[k], c[k], &sum[k])) return {};  // forged counts: no total
  }
  return sum;
}

int64_t ShardSource::next(int64_t slices) {
  for (;;) {
    cursor_ = cursor_ < 0 ? shard_.index - 1 : cursor_ + shard_.count;
    if (cursor_ >= slices) return -1;
    if (already_ && already_->used && already_->done[static_cast<size_t>(cursor_)]) continue;
    return cursor_;
  }
}

}  // namespace netcert
