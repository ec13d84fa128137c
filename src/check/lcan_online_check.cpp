// lcan_online_check.cpp — see lcan_online_check.hpp.
#include "check/lcan_online_check.hpp"

#include <algorithm>
#include <numeric>

namespace netcert::onlinecheck {

namespace {

uint32_t bit(uint64_t v, int i) { return static_cast<uint32_t>((v >> i) & 1); }

bool is_bijection(const std::vector<uint32_t>& perm) {
  std::vector<bool> hit(perm.size(), false);
  for (uint32_t y : perm) {
    if (y >= perm.size() || hit[y]) return false;
    hit[y] = true;
  }
  return true;
}

std::string bpc_violation(int n, const std::vector<uint32_t>& perm) {
  const uint64_t N = perm.size();
  std::vector<bool> used(static_cast<size_t>(n), false);
  for (int i = 0; i < n; ++i) {
    int source_bit = -1;
    for (int j = 0; j < n && source_bit < 0; ++j) {
      bool same = !used[static_cast<size_t>(j)];
      for (uint64_t x = 0; x < N && same; ++x) same = (bit(perm[x], i) ^ bit(perm[0], i)) == bit(x, j);
      if (same) source_bit = j;
    }
    if (source_bit < 0) return "output bit " + std::to_string(i) + " is no single source bit (complemented or not)";
    used[static_cast<size_t>(source_bit)] = true;
  }
  return "";
}

std::string linear_violation(const std::vector<uint32_t>& perm, bool complement) {
  const uint64_t N = perm.size();
  if (!complement && perm[0] != 0) return "0 is not mapped to 0";
  for (uint64_t x = 0; x < N; ++x)
    for (uint64_t y = 0; y < N; ++y)
      if ((perm[x ^ y] ^ perm[0]) != (perm[x] ^ perm[y]))
        return "not affine over GF(2) at x = " + std::to_string(x) + ", y = " + std::to_string(y);
  return "";
}

std::string inverse_omega_violation(int n, const std::vector<uint32_t>& perm) {
  const uint64_t N = perm.size();
  std::vector<uint32_t> inv(N);
  for (uint64_t x = 0; x < N; ++x) inv[perm[x]] = static_cast<uint32_t>(x);
  for (int i = 1; i < n; ++i) {
    std::vector<bool> taken(N, false);
    for (uint64_t s = 0; s < N; ++s) {
      const uint64_t window = ((s << i) | (inv[s] >> (n - i))) & (N - 1);
      if (taken[window]) return "its inverse's shuffle window of stage " + std::to_string(i) + " repeats";
      taken[window] = true;
    }
  }
  return "";
}

}  // namespace

std::string class_violation(const std::string& cls, int n, const std::vector<uint32_t>& perm) {
  const uint64_t N = uint64_t(1) << n;
  if (perm.size() != N) return "the permutation has " + std::to_string(perm.size()) + " entries, not N = " + std::to_string(N);
  if (!is_bijection(perm)) return "not a permutation of Z_N";
  if (cls == "bpc") return bpc_violation(n, perm);
  if (cls == "linear") return linear_violation(perm, false);
  if (cls == "linear_complement") return linear_violation(perm, true);
  if (cls == "inverse_omega") return inverse_omega_violation(n, perm);
  return "unknown class " + cls;
}

std::vector<uint32_t> member_at(const std::string& cls, int n, uint64_t index) {
  const uint64_t N = uint64_t(1) << n;
  std::vector<uint32_t> perm(N);
  if (cls == "bpc") {
    std::vector<int> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    for (uint64_t rank = index / N; rank > 0; --rank)  // n <= 8: at most 8! steps
      if (!std::next_permutation(order.begin(), order.end())) return {};
    for (uint64_t x = 0; x < N; ++x) {
      uint64_t y = 0;
      for (int i = 0; i < n; ++i) y |= uint64_t(bit(x, order[static_cast<size_t>(i)])) << i;
      perm[x] = static_cast<uint32_t>(y ^ (index % N));
    }
    return perm;
  }
  if (cls == "linear" || cls == "linear_complement") {
    const uint64_t c = cls == "linear" ? 0 : index % N, columns = cls == "linear" ? index : index / N;
    if (n * n < 64 && columns >> (n * n)) return {};
    for (uint64_t x = 0; x < N; ++x) {
      uint64_t y = c;
      for (int j = 0; j < n; ++j)
        if (bit(x, j)) y ^= (columns >> (j * n)) & (N - 1);
      perm[x] = static_cast<uint32_t>(y);
    }
    return is_bijection(perm) ? perm : std::vector<uint32_t>{};
  }
  if (cls == "inverse_omega") {
    if (n * N / 2 < 64 && index >> (n * N / 2)) return {};
    for (uint64_t s = 0; s < N; ++s) {  // follow s through shuffle + exchange stages; its inverse maps back
      uint64_t line = s;
      for (int stage = 0; stage < n; ++stage) {
        line = ((line >> (n - 1)) | (line << 1)) % N;
        line ^= bit(index, static_cast<int>(stage * N / 2 + line / 2));
      }
      perm[line] = static_cast<uint32_t>(s);
    }
    return perm;
  }
  return {};
}

namespace {

struct Walk {
  int n;
  uint64_t N;
  const std::vector<uint32_t>& dest;
  bool lower_input;
  std::vector<int64_t> at;  // at[line] = source of the packet on that input line of the stage

  // The stage's block depth: first half k = t, middle k = n-1, second half mirrored.
  int depth(int t) const { return t <= n - 1 ? t : 2 * n - 2 - t; }

  // Sets the switches of stage t; out[line] = packet on each output line.
  std::optional<json> switch_stage(int t, std::vector<int64_t>& out) const {
    const int k = depth(t);
    for (uint64_t sw = 0; sw < N / 2; ++sw) {
      const int64_t a = at[2 * sw], b = at[2 * sw + 1];
      int port_a, port_b;
      if (t < n - 1) {  // a choice: the leading packet takes the port of its destination bit k
        const bool a_leads = lower_input || dest[a] < dest[b];
        const int lead_port = static_cast<int>(bit(dest[a_leads ? a : b], k));
        port_a = a_leads ? lead_port : 1 - lead_port;
        port_b = 1 - port_a;
      } else {
        port_a = static_cast<int>(bit(dest[a], k));
        port_b = static_cast<int>(bit(dest[b], k));
        if (port_a == port_b)
          return json{{"stage", t}, {"switch", sw}, {"sources", {std::min(a, b), std::max(a, b)}}};
      }
      out[2 * sw + port_a] = a;
      out[2 * sw + port_b] = b;
    }
    return std::nullopt;
  }

  // The links from stage t's outputs to stage t+1's inputs.
  void wire(int t, const std::vector<int64_t>& out) {
    for (uint64_t line = 0; line < N; ++line) {
      uint64_t next;
      if (t < n - 1) {  // first half: output j of switch s -> input s of sub-network B_j (blocks of M lines)
        const uint64_t M = N >> t, base = line / M * M, local = line % M;
        next = base + (local & 1) * (M / 2) + (local >> 1);
      } else {  // second half: output s of B_j -> input j of last-stage switch s (parent blocks of M lines)
        const uint64_t M = N >> (depth(t + 1)), base = line / M * M, local = line % M;
        next = base + 2 * (local % (M / 2)) + local / (M / 2);
      }
      at[next] = out[line];
    }
  }
};

}  // namespace

std::optional<json> walk_violation(int n, const std::vector<uint32_t>& perm, const std::string& rule) {
  Walk w{n, uint64_t(1) << n, perm, rule == "lower_input", {}};
  w.at.resize(w.N);
  std::iota(w.at.begin(), w.at.end(), 0);
  std::vector<int64_t> out(w.N);
  for (int t = 0; t <= 2 * n - 2; ++t) {
    if (auto v = w.switch_stage(t, out)) return v;
    if (t < 2 * n - 2) w.wire(t, out);
  }
  for (uint64_t line = 0; line < w.N; ++line)
    if (perm[static_cast<size_t>(out[line])] != line) return json{{"stage", 2 * n - 2}, {"misdelivered", out[line]}};
  return std::nullopt;
}

namespace {

// Visits every member by the checker's own construction; false when it cannot.
template <class Visit>
bool each_member(const std::string& cls, int n, Visit visit) {
  const uint64_t N = uint64_t(1) << n;
  std::vector<uint32_t> perm(N);
  if (cls == "bpc") {
    std::vector<int> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    do {
      for (uint64_t c = 0; c < N; ++c) {
        for (uint64_t x = 0; x < N; ++x) {
          uint64_t y = 0;
          for (int i = 0; i < n; ++i) y |= uint64_t(bit(x, order[static_cast<size_t>(i)])) << i;
          perm[x] = static_cast<uint32_t>(y ^ c);
        }
        if (!visit(perm)) return true;
      }
    } while (std::next_permutation(order.begin(), order.end()));
    return true;
  }
  if (cls == "linear" || cls == "linear_complement") {
    const uint64_t matrices = uint64_t(1) << (n * n), complements = cls == "linear" ? 1 : N;
    for (uint64_t rows = 0; rows < matrices; ++rows)
      for (uint64_t c = 0; c < complements; ++c) {
        for (uint64_t x = 0; x < N; ++x) {  // y_i = parity(row_i & x)
          uint64_t y = 0;
          for (int i = 0; i < n; ++i) y |= uint64_t(__builtin_parityll((rows >> (i * n)) & (N - 1) & x)) << i;
          perm[x] = static_cast<uint32_t>(y ^ c);
        }
        if (!is_bijection(perm)) continue;  // singular rows
        if (!visit(perm)) return true;
      }
    return true;
  }
  if (cls == "inverse_omega" && n <= 3) {
    std::iota(perm.begin(), perm.end(), 0);
    do {
      if (inverse_omega_violation(n, perm).empty() && !visit(perm)) return true;
    } while (std::next_permutation(perm.begin(), perm.end()));
    return true;
  }
  return false;
}

}  // namespace

bool walk_every_member(const std::string& cls, int n, const std::string& rule, uint64_t& members,
                       std::vector<uint32_t>& first_violation) {
  members = 0;
  first_violation.clear();
  return each_member(cls, n, [&](const std::vector<uint32_t>& perm) {
    ++members;
    if (first_violation.empty() && walk_violation(n, perm, rule)) first_violation = perm;
    return true;
  });
}

}  // namespace netcert::onlinecheck
