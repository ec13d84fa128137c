// oft_debruijn.cpp — see oft_debruijn.hpp.
#include "route/oft_debruijn.hpp"

#include <unordered_set>

#include "core/errors.hpp"

namespace netcert {

BitSequence prefer_one_linear(int r) {
  if (r < 1 || r > 30) throw InputError("r", "prefer-one generator needs 1 <= r <= 30");
  const uint64_t mask = (1ULL << r) - 1;
  std::vector<uint64_t> seen(((1ULL << r) + 63) / 64, 0);
  auto mark = [&](uint64_t w) {
    bool was = (seen[w >> 6] >> (w & 63)) & 1;
    seen[w >> 6] |= 1ULL << (w & 63);
    return !was;
  };
  BitSequence out(r, 0);  // step 1: r zeros
  uint64_t window = 0;
  mark(0);
  for (;;) {
    uint64_t with_one = ((window << 1) | 1) & mask;
    if (mark(with_one)) {  // step 2: prefer a one
      out.push_back(1);
      window = with_one;
      continue;
    }
    uint64_t with_zero = (window << 1) & mask;
    if (mark(with_zero)) {  // step 3: else a zero
      out.push_back(0);
      window = with_zero;
      continue;
    }
    break;  // neither is new: stop
  }
  return out;
}

BitSequence prefer_one(int r) {
  BitSequence lin = prefer_one_linear(r);
  uint64_t period = 1ULL << r;
  if (lin.size() > period) lin.resize(period);
  return lin;
}

BitSequence prefer_one_prefix(int r, uint64_t count) {
  if (r <= 20) {
    BitSequence lin = prefer_one_linear(r);
    if (lin.size() > count) lin.resize(count);
    return lin;
  }
  if (r > 62) throw InputError("r", "prefer-one prefix needs r <= 62");
  const uint64_t mask = (1ULL << r) - 1;
  std::unordered_set<uint64_t> seen{0};
  BitSequence out(r, 0);
  uint64_t window = 0;
  while (out.size() < count) {
    uint64_t one = ((window << 1) | 1) & mask, zero = (window << 1) & mask;
    if (seen.insert(one).second) out.push_back(1), window = one;
    else if (seen.insert(zero).second) out.push_back(0), window = zero;
    else break;
  }
  if (out.size() > count) out.resize(count);
  return out;
}

std::string to_bit_string(const BitSequence& s) {
  std::string t(s.size(), '0');
  for (size_t i = 0; i < s.size(); ++i) t[i] = s[i] ? '1' : '0';
  return t;
}

BitSequence parse_bit_string(const std::string& text, const std::string& field) {
  BitSequence s;
  s.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c != '0' && c != '1')
      throw InputError(field, "character " + std::to_string(i) + " is '" + std::string(1, c) + "', expected 0 or 1");
    s.push_back(c == '1');
  }
  if (s.empty()) throw InputError(field, "empty bit sequence");
  return s;
}

std::optional<DebruijnDefect> debruijn_defect_fast(int r, const BitSequence& seq) {
  const uint64_t period = 1ULL << r;
  if (seq.size() != period) {
    DebruijnDefect d;
    d.kind = "length";
    d.first = seq.size();
    return d;
  }
  const uint64_t mask = period - 1;
  // first_seen[w] = 1 + position where window w was met.
  std::vector<uint32_t> first_seen(period, 0);  // r <= 30: positions fit
  uint64_t w = 0;
  for (int k = 0; k < r; ++k) w = (w << 1) | seq[k % period];
  for (uint64_t p = 0; p < period; ++p) {
    if (first_seen[w]) {
      DebruijnDefect d;
      d.kind = "repeated-window";
      d.first = first_seen[w] - 1;
      d.second = p;
      d.window = w;
      return d;
    }
    first_seen[w] = static_cast<uint32_t>(p + 1);
    w = ((w << 1) | seq[(p + r) % period]) & mask;
  }
  return std::nullopt;
}

}  // namespace netcert
