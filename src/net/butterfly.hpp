// butterfly.hpp — the butterfly network G_n of seed 001 (Def. 1) and its node halves.
//
// G_n has n = 2^u rows and u+1 stages. Node (s,i) has dense id s*n + i
// (stage-major: every stage is one contiguous slice, so per-stage arrays and
// per-stage parallel work need no index arithmetic beyond a multiply). The
// transition from stage s to s+1 joins row i to rows i and i XOR 2^s, so the
// 2n*u edges are implicit: no adjacency array is stored.
//
// Node halves (Sec. 3): every node is cut into an upper half (its two input
// buffers, fed by stage s-1) and a lower half (its two outputs into stage s+1);
// one internal "cut link" joins them. Half h of node v has id 2v + h with
// h = 0 upper, 1 lower. The stage-0 upper halves and stage-u lower halves are
// not needed (their only input/output is the network's own port).
#pragma once
#include <cstdint>
#include <string>

#include "core/bigint.hpp"

namespace netcert {

enum class Half : uint8_t { Upper = 0, Lower = 1 };

class Butterfly {
 public:
  static constexpr int kMaxU = 40;  // node and half ids stay far below 2^64

  explicit Butterfly(int u);
  int u() const { return u_; }
  uint64_t rows() const { return n_; }  // n = 2^u
  int stages() const { return u_ + 1; }
  uint64_t node_count() const { return n_ * static_cast<uint64_t>(u_ + 1); }
  uint64_t edge_count() const { return 2 * n_ * static_cast<uint64_t>(u_); }

  uint64_t node(int s, uint64_t i) const { return static_cast<uint64_t>(s) * n_ + i; }
  int stage_of(uint64_t v) const { return static_cast<int>(v / n_); }
  uint64_t row_of(uint64_t v) const { return v % n_; }

  // Def. 1: row i at stage s reaches rows i (straight, c = 0) and i^2^s (cross, c = 1) at stage s+1.
  static uint64_t next_row(int s, uint64_t i, int c) { return c ? i ^ (1ULL << s) : i; }
  // True when (s1,i1) and (s2,i2) are joined by an edge of G_n (either order).
  bool adjacent(int s1, uint64_t i1, int s2, uint64_t i2) const;

  // Halves.
  uint64_t half_count() const { return 2 * node_count(); }
  static uint64_t half(uint64_t v, Half h) { return 2 * v + static_cast<uint64_t>(h); }
  static uint64_t node_of_half(uint64_t h) { return h / 2; }
  static Half side_of_half(uint64_t h) { return (h & 1) ? Half::Lower : Half::Upper; }
  bool needed(int s, Half h) const { return !(s == 0 && h == Half::Upper) && !(s == u_ && h == Half::Lower); }
  bool half_needed(uint64_t h) const { return needed(stage_of(node_of_half(h)), side_of_half(h)); }
  uint64_t needed_half_count() const { return 2 * node_count() - 2 * n_; }

  std::string node_name(uint64_t v) const;  // "(s,i)"
  std::string half_name(uint64_t h) const;  // "(s,i).upper"

 private:
  int u_;
  uint64_t n_;
};

const char* to_string(Half h);

// Closed forms of Lemma 1, exact for any u >= 1 (n = 2^u).
struct ButterflyCounts {
  BigInt chips_m, chips_mprime, links_m, links_mprime;
};
ButterflyCounts butterfly_closed_forms(unsigned u);

}  // namespace netcert
