// kary_ntree.cpp — see kary_ntree.hpp.
#include "net/kary_ntree.hpp"

#include <stdexcept>

namespace netcert {

KaryNTree::KaryNTree(int k, int n) : k_(k), n_(n) {
  if (k < 2 || k > kMaxArity) throw std::invalid_argument("k-ary n-tree: k must lie in 2..64");
  if (n < 1) throw std::invalid_argument("k-ary n-tree: n must be at least 1");
  pow_.assign(n + 1, 1);
  for (int i = 1; i <= n; ++i) {
    if (pow_[i - 1] > kMaxTerminals / k) throw std::invalid_argument("k-ary n-tree: k^n too large to build");
    pow_[i] = pow_[i - 1] * k;
  }
  N_ = pow_[n];
  S_ = pow_[n - 1];
  const uint64_t P = 2 * static_cast<uint64_t>(k);
  peer_.assign(switch_count() * P, kNone);
  for (int s = 0; s < n; ++s)
    for (uint64_t o = 0; o < S_; ++o) {
      uint64_t w = switch_id(s, o);
      if (s + 1 < n)
        for (int j = 0; j < k; ++j) {
          // Up-port k+j of <s,o>  <->  down-port o_s of <s+1, o with o_s := j>.
          uint64_t up = switch_id(s + 1, with_digit(o, s, j));
          int down_port = digit(o, s);
          peer_[w * P + k + j] = up * P + down_port;
          peer_[up * P + down_port] = w * P + k + j;
        }
      if (s == 0)
        for (int d = 0; d < k; ++d) peer_[w * P + d] = kTerminalFlag | (o * k + d);  // h_0 = d, h_{i+1} = o_i
    }
}

KaryNTree::End KaryNTree::peer(uint64_t w, int port) const {
  End e;
  uint64_t v = peer_[w * ports() + port];
  if (v == kNone) return e;
  if (v & kTerminalFlag) {
    e.kind = End::Terminal;
    e.id = v & ~kTerminalFlag;
    return e;
  }
  e.kind = End::Switch;
  e.id = v / ports();
  e.port = static_cast<int>(v % ports());
  return e;
}

KaryNTree::End KaryNTree::attachment(uint64_t h) const {
  End e;
  e.kind = End::Switch;
  e.id = switch_id(0, h / k_);
  e.port = static_cast<int>(h % k_);
  return e;
}

std::string KaryNTree::switch_name(uint64_t w) const {
  std::string s = "<" + std::to_string(stage_of(w)) + ",";
  uint64_t o = position_of(w);
  for (int i = n_ - 2; i >= 0; --i) {
    s += std::to_string(digit(o, i));
    if (i > 0 && k_ > 10) s += ".";
  }
  if (n_ == 1) s += "-";
  return s + ">";
}

}  // namespace netcert
