// lcan_label_terms.hpp — Sec. 2's label rule of a CB-LCAN with d = 2^a and u = 2^b as 64-bit
// terms, shared by the symbolic queries of seed 004 (proofs/lcan_symbolic.cpp: the climbs of
// Lemmas 1-2; proofs/lcan_levels_symbolic.cpp: Eq. (1) and the wiring's bijection). Switch
// (H, L) of level j has dense index H u^j + L with L < u^j; its upper k is wired to downer
// H mod d of switch (H div d, L u + k) of level j+1; PE p sits on downer p mod d of switch p div d.
#pragma once
#include <z3++.h>

#include <cstdint>

#include "proofs/bitvector64.hpp"
#include "proofs/lcan_symbolic.hpp"

namespace netcert {

// Sec. 2's label rule and the climb's closed form with d = 2^a, u = 2^b, as 64-bit terms.
class LcanLabelTerms {
 public:
  LcanLabelTerms(z3::context& c, int log_d, int log_u, SymbolicLcanMutant m)
      : c_(c), a_(bv64(c, static_cast<uint64_t>(log_d))), b_(bv64(c, static_cast<uint64_t>(log_u))), m_(m) {}

  z3::expr v(uint64_t value) const { return bv64(c_, value); }
  z3::expr pow2(const z3::expr& e) const { return z3::shl(v(1), e); }
  z3::expr d_pow(const z3::expr& e) const { return pow2(a_ * e); }  // d^e
  z3::expr u_pow(const z3::expr& e) const { return pow2(b_ * e); }  // u^e
  // p div d^(i+1): the digits of p above digit i.
  z3::expr above(const z3::expr& p, const z3::expr& i) const { return z3::lshr(p, a_ * (i + v(1))); }
  // C(p, K, i) = (p div d^(i+1)) u^i + K.
  z3::expr closed_form(const z3::expr& p, const z3::expr& K, const z3::expr& i) const {
    return z3::shl(above(p, i), b_ * i) + K;
  }
  // S_i = (N div d^(i+1)) u^i, the switches of level i.
  z3::expr level_size(const z3::expr& N, const z3::expr& i) const { return z3::shl(above(N, i), b_ * i); }
  // PE p's level-0 switch: p div d.
  z3::expr level_zero(const z3::expr& p) const { return m_ == SymbolicLcanMutant::LevelZeroIsThePe ? p : z3::lshr(p, a_); }
  // Switch s of level j, upper k: (H, L) = (s div u^j, s mod u^j) -> (H div d, L u + k) at level j+1.
  z3::expr up(const z3::expr& s, const z3::expr& j, const z3::expr& k) const {
    const z3::expr H = z3::lshr(s, b_ * j), L = s & (u_pow(j) - v(1));
    const z3::expr L_next = m_ == SymbolicLcanMutant::StepWithoutTimesU ? L + k : z3::shl(L, b_) + k;
    return z3::shl(z3::lshr(H, a_), b_ * (j + v(1))) + L_next;
  }
  // The downer of switch up(s, j, k) that upper k of switch s reaches: H mod d.
  z3::expr up_downer(const z3::expr& s, const z3::expr& j) const {
    const z3::expr low = m_ == SymbolicLcanMutant::DownerFromLowDigits ? s : z3::lshr(s, b_ * j);
    return low & (pow2(a_) - v(1));
  }
  // The upper (switch, k) of level j wired to downer jd of switch t of level j+1: (H' d + jd, L' div u) and
  // L' mod u, where t = H' u^(j+1) + L'.
  z3::expr down_switch(const z3::expr& t, const z3::expr& j, const z3::expr& jd) const {
    const z3::expr H = z3::lshr(t, b_ * (j + v(1))), L = t & (u_pow(j + v(1)) - v(1));
    const z3::expr H_below = m_ == SymbolicLcanMutant::PreimageDropsDowner ? z3::shl(H, a_) : z3::shl(H, a_) + jd;
    return z3::shl(H_below, b_ * j) + z3::lshr(L, b_);
  }
  z3::expr down_upper(const z3::expr& t) const { return t & (pow2(b_) - v(1)); }
  // The PE on downer j of level-0 switch s: s d + j.
  z3::expr pe_on(const z3::expr& s, const z3::expr& j) const {
    return m_ == SymbolicLcanMutant::PeInverseDropsDowner ? z3::shl(s, a_) : z3::shl(s, a_) + j;
  }
  z3::expr times_u(const z3::expr& K) const { return z3::shl(K, b_); }
  const z3::expr& a() const { return a_; }
  const z3::expr& b() const { return b_; }

 private:
  z3::context& c_;
  z3::expr a_, b_;
  SymbolicLcanMutant m_;
};

}  // namespace netcert
