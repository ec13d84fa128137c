// tswitch_config.cpp — see tswitch_config.hpp.
#include "net/tswitch_config.hpp"

#include <stdexcept>

namespace netcert {

Connections parse_connections(const std::string& s) {
  if (s == "all") return Connections::All;
  if (s == "ft") return Connections::ForwardTurnaround;
  if (s == "b") return Connections::Backward;
  throw std::invalid_argument("connections: expected all|ft|b");
}

const char* to_string(Connections c) {
  return c == Connections::All ? "all" : c == Connections::ForwardTurnaround ? "ft" : "b";
}

Sides sides_of(int k, const std::vector<int>& alpha) {
  Sides s(2 * k, 0);
  for (int l : alpha) s.at(l) = 1;
  return s;
}

Sides sides_of_mask(uint64_t mask, int k) {
  Sides x(static_cast<size_t>(2 * k));
  for (int l = 0; l < 2 * k; ++l) x[static_cast<size_t>(l)] = (mask >> l) & 1;
  return x;
}

std::vector<int> alpha_of(const Sides& sides) {
  std::vector<int> a;
  for (size_t l = 0; l < sides.size(); ++l)
    if (sides[l]) a.push_back(static_cast<int>(l));
  return a;
}

json config_json(const Sides& sides) {
  json a = json::array(), b = json::array();
  for (size_t l = 0; l < sides.size(); ++l) (sides[l] ? a : b).push_back(l);
  return json{{"alpha", a}, {"beta", b}};
}

uint64_t internal_use(const std::vector<uint64_t>& loads, int k, const Sides& sides) {
  const int P = 2 * k;
  uint64_t use = 0;
  for (int in = 0; in < P; ++in)
    for (int out = 0; out < P; ++out)
      if (sides[in] != sides[out]) use += loads[in * P + out];
  return use;
}

std::vector<uint64_t> filter_loads(const std::vector<uint64_t>& loads, int k, Connections c) {
  if (c == Connections::All) return loads;
  const int P = 2 * k;
  std::vector<uint64_t> out(loads.size(), 0);
  for (int in = 0; in < P; ++in)
    for (int o = 0; o < P; ++o) {
      bool backward = in >= k && o < k;
      if (backward == (c == Connections::Backward)) out[in * P + o] = loads[in * P + o];
    }
  return out;
}

const char* to_string(ClaimedSet s) {
  return s == ClaimedSet::Paired ? "S^va (paired ports l, l+k)"
         : s == ClaimedSet::HalfAndHalf ? "S_ft^va (|B^a| = |F^a| = k/2)"
                                        : "S^vb (B^a or F^a empty)";
}

ClaimedSet claimed_set(int n, int stage, Connections c) {
  if (stage == n - 1) return ClaimedSet::OneSide;
  return c == Connections::ForwardTurnaround ? ClaimedSet::HalfAndHalf : ClaimedSet::Paired;
}

bool in_claimed_set(ClaimedSet set, int k, const Sides& x) {
  int p = 0, f = 0;
  for (int j = 0; j < k; ++j) p += x[j], f += x[k + j];
  switch (set) {
    case ClaimedSet::Paired:
      for (int j = 0; j < k; ++j)
        if (x[j] != x[k + j]) return false;
      return true;
    case ClaimedSet::HalfAndHalf: return 2 * p == k && 2 * f == k;
    default: return p == 0 || f == 0;
  }
}

static BigInt binomial(int n, int r) {
  if (r < 0 || r > n) return 0;
  BigInt b = 1;
  for (int i = 1; i <= r; ++i) b = b * (n - r + i) / i;
  return b;
}

BigInt claimed_set_size(ClaimedSet set, int k) {
  switch (set) {
    case ClaimedSet::Paired: return k % 2 ? BigInt(0) : binomial(k, k / 2);
    case ClaimedSet::HalfAndHalf: return k % 2 ? BigInt(0) : binomial(k, k / 2) * binomial(k, k / 2);
    default: return 2;
  }
}

BigInt claimed_min_twice(int k, int n, int stage, Connections c) {
  if (stage == n - 1 || c == Connections::Backward) return 0;
  return big_pow(k, n + 1);  // Props. 1.22 and 1.29: k^(n+1)/2
}

Sides claimed_member(ClaimedSet set, int k) {
  Sides x(2 * k, 0);
  switch (set) {
    case ClaimedSet::Paired:
      if (k % 2) return {};
      for (int j = 0; j < k / 2; ++j) x[j] = x[k + j] = 1;
      return x;
    case ClaimedSet::HalfAndHalf:
      if (k % 2) return {};
      for (int j = 0; j < k / 2; ++j) x[j] = x[k + j] = 1;
      return x;
    default:
      for (int j = 0; j < k; ++j) x[j] = 1;
      return x;
  }
}

BigInt table1_port(int k, int n, int s, int in, int out) {
  const bool last = s == n - 1;
  if (in < k && out >= k) return last ? BigInt(0) : big_pow(k, n - 1) - big_pow(k, s);  // C_f
  if (in < k && out < k) return in == out ? BigInt(0) : big_pow(k, s);                   // T
  if (in >= k && out < k)                                                                // C_b
    return (!last && out == in - k) ? big_pow(k, n) - big_pow(k, s + 1) : BigInt(0);
  return 0;  // up-port to up-port: never used
}

Table1Switch table1_switch(int k, int n, int s) {
  Table1Switch t;
  const bool last = s == n - 1;
  t.forward = last ? BigInt(0) : big_pow(k, n + 1) - big_pow(k, s + 2);
  t.turnaround = BigInt(k - 1) * big_pow(k, s + 1);
  t.backward = t.forward;
  t.crosses = t.forward + t.backward;
  return t;
}

}  // namespace netcert
