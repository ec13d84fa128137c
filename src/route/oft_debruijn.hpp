// oft_debruijn.hpp — Fredricksen's "prefer one" generator of the OFT control
// bit sequence (Sec. 3.2) and a fast de Bruijn test.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace netcert {

using BitSequence = std::vector<uint8_t>;  // one 0/1 per entry: simple to mutate and index

// The algorithm as printed: r zeros, then per step try a one, else a zero, stop
// when neither forms a new r-tuple. Returns the whole linear output (for a de
// Bruijn cycle that is 2^r + r - 1 bits: the cycle followed by its wrap-around).
BitSequence prefer_one_linear(int r);
// The cyclic control sequence: the first 2^r bits of the linear output.
BitSequence prefer_one(int r);
// The first `count` bits of the linear output, for any r <= 62 (hash set of seen tuples).
BitSequence prefer_one_prefix(int r, uint64_t count);

std::string to_bit_string(const BitSequence& s);
// Parses "0101..." (throws InputError naming `field` on other characters).
BitSequence parse_bit_string(const std::string& text, const std::string& field);

// Fast test that `seq` (cyclic) has every r-bit window exactly once: a rolling
// window and a seen-bitset. Returns the first defect: a repeated window (two
// positions) or a wrong length.
struct DebruijnDefect {
  std::string kind;  // "length" | "repeated-window"
  uint64_t first = 0, second = 0;  // positions of the repeated window
  uint64_t window = 0;             // its value, first bit most significant
};
std::optional<DebruijnDefect> debruijn_defect_fast(int r, const BitSequence& seq);

}  // namespace netcert
