// lcan.cpp — see lcan.hpp.
#include "net/lcan.hpp"

#include <algorithm>

#include "core/errors.hpp"

namespace netcert {

std::string LcanShape::name() const {
  return std::string(kind == LcanKind::CompleteBipartite ? "CB-LCAN(" : "T-LCAN(") + std::to_string(N) + "," +
         std::to_string(d) + "," + std::to_string(u) + ")";
}

json LcanShape::to_json() const {
  return json{{"kind", kind == LcanKind::CompleteBipartite ? "cb" : "t"}, {"N", N}, {"d", d}, {"u", u}};
}

LcanShape parse_lcan_shape(const std::string& kind, int64_t N, int64_t d, int64_t u) {
  LcanShape s;
  if (kind == "cb" || kind == "cblcan") s.kind = LcanKind::CompleteBipartite;
  else if (kind == "t" || kind == "tlcan") s.kind = LcanKind::Tree;
  else throw InputError("kind", "expected cb or t, got '" + kind + "'");
  s.N = N;
  s.d = d;
  s.u = u;
  return s;
}

int lcan_levels(const LcanShape& s, std::string& why, uint64_t max_switches) {
  if (s.d < 2) return why = "d must be at least 2", -1;
  if (s.u < 1) return why = "u must be at least 1", -1;
  if (s.N < s.d) return why = "N must be at least d", -1;
  int l = 0;
  if (s.kind == LcanKind::CompleteBipartite) {
    // Cor. 1: N = d^l.
    int64_t n = s.N;
    while (n % s.d == 0) n /= s.d, ++l;
    if (n != 1) return why = "CB-LCAN needs N = d^l (Cor. 1); " + std::to_string(s.N) + " is not a power of " +
                             std::to_string(s.d), -1;
  } else {
    // Cor. 2: N = d^l / u^(l-1) = u (d/u)^l, with d a multiple of u and d != u.
    if (s.d % s.u != 0 || s.d == s.u) return why = "T-LCAN needs d a multiple of u and d != u", -1;
    int64_t k = s.d / s.u;
    if (s.N % s.u != 0) return why = "T-LCAN needs N = u (d/u)^l (Cor. 2)", -1;
    int64_t n = s.N / s.u;
    while (n % k == 0) n /= k, ++l;
    if (n != 1 || l < 1) return why = "T-LCAN needs N = u (d/u)^l (Cor. 2)", -1;
  }
  if (max_switches) {
    BigInt total = 0;
    for (int i = 0; i < l; ++i) total += eq1_switches(s.N, s.d, s.u, i).first;  // integral here
    if (total > max_switches) return why = "network has more than " + std::to_string(max_switches) + " switches", -1;
  }
  return l;
}

std::pair<BigInt, BigInt> eq1_switches(int64_t N, int64_t d, int64_t u, int level) {
  // N/d (u/d)^i = N u^i / d^(i+1), reduced.
  BigInt num = BigInt(N) * big_pow(BigInt(u), static_cast<unsigned>(level));
  BigInt den = big_pow(BigInt(d), static_cast<unsigned>(level + 1));
  BigInt g = boost::multiprecision::gcd(num, den);
  return {num / g, den / g};
}

int theorem1_lmax(int64_t N, int64_t d, int64_t u, int cap) {
  for (int L = 1; L <= cap; ++L)
    if (eq1_switches(N, d, u, L - 1).second == 1 && eq1_switches(N, d, u, L).second != 1) return L;
  return -1;
}

Lcan::Lcan(const LcanShape& shape) : shape_(shape) {
  std::string why;
  levels_ = lcan_levels(shape, why, kMaxSwitches);
  if (levels_ < 0) throw InputError("N", shape.name() + ": " + why);
  const uint64_t D = d(), U = u();
  level_offset_.assign(levels_ + 1, 0);
  for (int i = 0; i < levels_; ++i) {
    auto s = eq1_switches(shape.N, shape.d, shape.u, i);
    level_offset_[i + 1] = level_offset_[i] + static_cast<uint64_t>(s.first);
  }
  pow_d_.assign(levels_ + 1, 1);
  for (int i = 1; i <= levels_; ++i) pow_d_[i] = pow_d_[i - 1] * D;
  upper_link_.assign(switch_count() * U, kNone);
  downer_link_.assign(switch_count() * D, kNone);
  for (uint64_t p = 0; p < N(); ++p) downer_link_[pe_switch(p) * D + pe_downer(p)] = p;
  for (int i = 0; i + 1 < levels_; ++i) {
    for (uint64_t idx = 0; idx < switches_at(i); ++idx) {
      uint64_t sw = level_offset_[i] + idx;
      for (uint64_t k = 0; k < U; ++k) {
        uint64_t parent, downer;
        if (complete_bipartite()) {
          uint64_t ui = 1;
          for (int t = 0; t < i; ++t) ui *= U;
          uint64_t H = idx / ui, L = idx % ui;
          parent = level_offset_[i + 1] + (H / D) * (ui * U) + (L * U + k);
          downer = H % D;
        } else {
          uint64_t kk = D / U;
          parent = level_offset_[i + 1] + idx / kk;
          downer = (idx % kk) * U + k;
        }
        upper_link_[sw * U + k] = parent * D + downer;
        downer_link_[parent * D + downer] = sw * U + k;
      }
    }
  }
}

Lcan Lcan::from_json(const json& j) {
  if (!j.is_object() || !j.contains("shape")) throw InputError("network", "expected {\"shape\":..}");
  const json& s = j["shape"];
  Lcan net(parse_lcan_shape(s.at("kind").get<std::string>(), s.at("N").get<int64_t>(), s.at("d").get<int64_t>(),
                            s.at("u").get<int64_t>()));
  if (j.contains("swapped_uppers"))
    for (auto& m : j["swapped_uppers"]) {
      uint64_t a = m.at(0).get<uint64_t>(), b = m.at(1).get<uint64_t>();
      if (a >= net.upper_link_.size() || b >= net.upper_link_.size())
        throw InputError("swapped_uppers", "upper port out of range");
      net.swap_uppers(a, b);
    }
  return net;
}

json Lcan::to_json() const {
  json j{{"shape", shape_.to_json()}};
  if (!mutations_.empty()) {
    j["swapped_uppers"] = json::array();
    for (auto& m : mutations_) j["swapped_uppers"].push_back({m.first, m.second});
  }
  return j;
}

int Lcan::level_of(uint64_t sw) const {
  return static_cast<int>(std::upper_bound(level_offset_.begin(), level_offset_.end(), sw) - level_offset_.begin()) -
         1;
}

uint32_t Lcan::digit(uint64_t pe, int level) const { return static_cast<uint32_t>((pe / pow_d_[level]) % d()); }

int Lcan::lca_level(uint64_t p, uint64_t q) const {
  if (complete_bipartite()) {
    for (int i = levels_ - 1; i > 0; --i)
      if (digit(p, i) != digit(q, i)) return i;
    return 0;
  }
  uint64_t kk = d() / u(), a = p / d(), b = q / d();
  int level = 0;
  while (a != b) a /= kk, b /= kk, ++level;
  return level;
}

void Lcan::swap_uppers(uint64_t a, uint64_t b) {
  uint64_t ta = upper_link_[a], tb = upper_link_[b];
  upper_link_[a] = tb;
  upper_link_[b] = ta;
  if (tb != kNone) downer_link_[tb] = a;
  if (ta != kNone) downer_link_[ta] = b;
  mutations_.emplace_back(a, b);
}

std::string Lcan::switch_name(uint64_t sw) const {
  int i = level_of(sw);
  return "L" + std::to_string(i) + ":" + std::to_string(sw - level_offset_[i]);
}

}  // namespace netcert
