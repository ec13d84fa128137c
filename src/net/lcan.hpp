// lcan.hpp — least common ancestor networks of seed 004 (Scherson & Chien):
// CB-LCAN(N,d,u) with the complete bipartite level interconnect of Sec. 2 and
// T-LCAN(N,d,u) whose switches form a (d/u)-ary tree.
//
// Layout. Switches get dense ids level by level (level i occupies
// [level_offset(i), level_offset(i+1))), so per-level state is a contiguous
// slice. Ports are dense too: upper k of switch s is s*u + k, downer j is
// s*d + j. The wiring Π is two flat arrays indexed by port id (CSR with fixed
// degree, so no row-offset array is needed):
//   upper_link[s*u+k] = downer port (of a level i+1 switch) it is wired to, or kNone at the top;
//   downer_link[s*d+j] = upper port (of a level i-1 switch) it is wired to, or,
//                         at level 0, the PE number it serves.
// Engines and checkers walk these arrays; nobody re-derives the wiring from
// labels except the constructor, so a mutated wiring (tests) is seen by all.
//
// CB labelling (Sec. 2): a level-i switch label has l-1 digits, the l-1-i most
// significant base d, the i least significant base u. Its dense index in the
// level is H*u^i + L with H the base-d part and L the base-u part. Switch
// (H,L) at level i is wired by its upper k to downer (H mod d) of switch
// (H div d, L*u + k) at level i+1. PE p sits on downer p mod d of switch p div d.
//
// T labelling: with k = d/u, switch s of level i has parent s div k at level
// i+1; its upper c is wired to downer (s mod k)*u + c of the parent.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/bigint.hpp"
#include "core/json.hpp"

namespace netcert {

enum class LcanKind { CompleteBipartite, Tree };

struct LcanShape {
  LcanKind kind = LcanKind::CompleteBipartite;
  int64_t N = 0, d = 0, u = 0;
  std::string name() const;  // "CB-LCAN(16,2,2)"
  json to_json() const;
};

// Levels l of the shape when it is well formed (Cor. 1: N = d^l; Cor. 2:
// N = d^l / u^(l-1)), or -1 when it is not and `why` says what is wrong.
// max_switches bounds the explicit model (0 = no bound).
int lcan_levels(const LcanShape& s, std::string& why, uint64_t max_switches = 0);

// Eq. (1): S_i = N/d (u/d)^i as an exact fraction (numerator, denominator).
std::pair<BigInt, BigInt> eq1_switches(int64_t N, int64_t d, int64_t u, int level);
// Theorem 1 (reading in properties/lcan.cpp): the smallest L >= 1 such that
// S_(L-1) is an integer and S_L is not; -1 when there is none below `cap`
// (unbounded, e.g. d = u).
int theorem1_lmax(int64_t N, int64_t d, int64_t u, int cap = 200);

class Lcan {
 public:
  static constexpr uint64_t kNone = ~0ULL;
  static constexpr uint64_t kMaxSwitches = 1ULL << 24;

  // Throws InputError("N"/"d"/"u", ...) when the shape is not well formed.
  explicit Lcan(const LcanShape& shape);
  // Rebuilds a (possibly mutated) network from to_json().
  static Lcan from_json(const json& j);
  json to_json() const;  // shape + mutations

  const LcanShape& shape() const { return shape_; }
  bool complete_bipartite() const { return shape_.kind == LcanKind::CompleteBipartite; }
  uint64_t N() const { return static_cast<uint64_t>(shape_.N); }
  uint32_t d() const { return static_cast<uint32_t>(shape_.d); }
  uint32_t u() const { return static_cast<uint32_t>(shape_.u); }
  int levels() const { return levels_; }

  uint64_t switch_count() const { return level_offset_.back(); }
  uint64_t level_offset(int i) const { return level_offset_[i]; }
  uint64_t switches_at(int i) const { return level_offset_[i + 1] - level_offset_[i]; }
  int level_of(uint64_t sw) const;

  uint64_t upper_link(uint64_t upper_port) const { return upper_link_[upper_port]; }
  uint64_t downer_link(uint64_t downer_port) const { return downer_link_[downer_port]; }
  uint64_t pe_switch(uint64_t pe) const { return pe / d(); }
  uint32_t pe_downer(uint64_t pe) const { return static_cast<uint32_t>(pe % d()); }

  // The base-d digit of a PE label at position `level` (Sec. 2.3: the downer
  // a CB switch of that level uses towards the PE).
  uint32_t digit(uint64_t pe, int level) const;
  // LCA level by labels: most significant differing base-d digit (CB), or the
  // level of the smallest common subtree (T). 0 when p == q.
  int lca_level(uint64_t p, uint64_t q) const;

  // Test hook: exchanges the far ends of two upper ports (a different, still
  // one-to-one wiring Π). Recorded so that counterexamples can rebuild it.
  void swap_uppers(uint64_t upper_a, uint64_t upper_b);
  const std::vector<std::pair<uint64_t, uint64_t>>& mutations() const { return mutations_; }

  std::string switch_name(uint64_t sw) const;  // "L1:5": level and index within the level

 private:
  LcanShape shape_;
  int levels_ = 0;
  std::vector<uint64_t> level_offset_;  // levels_+1 entries
  std::vector<uint64_t> upper_link_;    // switch_count*u
  std::vector<uint64_t> downer_link_;   // switch_count*d
  std::vector<uint64_t> pow_d_;         // d^i, i = 0..levels
  std::vector<std::pair<uint64_t, uint64_t>> mutations_;
};

LcanShape parse_lcan_shape(const std::string& kind, int64_t N, int64_t d, int64_t u);

}  // namespace netcert
