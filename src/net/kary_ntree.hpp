// kary_ntree.hpp — the k-ary n-tree BMIN of seed 002 (Appendix A.6.1), built
// from k×k switches with 2k ports (T-switches when each is split in twins).
//
// Conventions (docs/architecture.md): N = k^n terminals h = h_{n-1}…h_0 (base k); switch
// ⟨s,o⟩, 0 <= s < n, o = o_{n-2}…o_0 (base k). Ports 0..k-1 face stage s-1
// (or the terminals), ports k..2k-1 face stage s+1. Up-port k+j of ⟨s,o⟩ is
// wired to down-port o_s of ⟨s+1, o with o_s := j⟩; terminal h hangs on down-
// port h_0 of ⟨0, o⟩ with o_i = h_{i+1}.
//
// Layout: switch ⟨s,o⟩ has dense id s·k^(n-1) + o, and every switch has exactly
// 2k ports, so the CSR row of switch w is the fixed slice [2k·w, 2k·w + 2k) of
// one flat array `peer_` (no offsets array is needed); each entry encodes the
// far end of the port: another (switch, port), a terminal, or nothing (the
// up-ports of the last stage). Walking a path is then one array read per hop.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace netcert {

class KaryNTree {
 public:
  // Largest model we build link tables for (2·n·N port entries).
  static constexpr uint64_t kMaxTerminals = 1ULL << 22;
  static constexpr int kMaxArity = 64;  // 2k ports fit a 128-entry table

  KaryNTree(int k, int n);  // throws std::invalid_argument outside the domain

  int k() const { return k_; }
  int n() const { return n_; }
  int ports() const { return 2 * k_; }
  uint64_t terminals() const { return N_; }
  uint64_t switches_per_stage() const { return S_; }
  uint64_t switch_count() const { return S_ * static_cast<uint64_t>(n_); }

  uint64_t switch_id(int s, uint64_t o) const { return static_cast<uint64_t>(s) * S_ + o; }
  int stage_of(uint64_t w) const { return static_cast<int>(w / S_); }
  uint64_t position_of(uint64_t w) const { return w % S_; }

  // Base-k digit i of x, and x with digit i replaced by d.
  int digit(uint64_t x, int i) const { return static_cast<int>((x / pow_[i]) % k_); }
  uint64_t with_digit(uint64_t x, int i, int d) const {
    return x - static_cast<uint64_t>(digit(x, i)) * pow_[i] + static_cast<uint64_t>(d) * pow_[i];
  }
  uint64_t power(int e) const { return pow_[e]; }

  // Far end of a port.
  struct End {
    enum Kind : uint8_t { None, Switch, Terminal } kind = None;
    uint64_t id = 0;  // switch id or terminal
    int port = 0;     // port of that switch (Switch only)
  };
  End peer(uint64_t w, int port) const;
  // The switch and down-port where terminal h is attached.
  End attachment(uint64_t h) const;

  std::string switch_name(uint64_t w) const;  // "<s,o_{n-2}..o_0>"

 private:
  static constexpr uint64_t kNone = ~0ULL;
  static constexpr uint64_t kTerminalFlag = 1ULL << 63;
  int k_, n_;
  uint64_t N_, S_;
  std::vector<uint64_t> pow_;   // k^0..k^n
  std::vector<uint64_t> peer_;  // 2k entries per switch: switch*2k+port, terminal|flag, or kNone
};

}  // namespace netcert
