// fattree_check.cpp — see fattree_check.hpp.
#include "check/fattree_check.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace netcert {

// ============================ the checker's model ============================

CheckedFamily::CheckedFamily(int levels, std::string name) : n(levels), kind(std::move(name)) {
  if (kind != "bitreverse" && kind != "rotator" && kind != "tdm") throw std::invalid_argument("unknown family " + kind);
  if (n < 1) throw std::invalid_argument("n < 1");
}

uint64_t CheckedFamily::base(uint64_t x) const {
  const uint64_t mask = leaves() - 1;
  if (kind == "rotator") return x;
  if (kind == "tdm") return (leaves() - x) & mask;
  uint64_t r = 0;  // rev_n(x): bit m of x becomes bit n-1-m
  for (int b = 0; b < n; ++b) r |= ((x >> b) & 1ULL) << (n - 1 - b);
  return r;
}

BigInt CheckedFamily::base_big(const BigInt& x) const {
  const BigInt N = pow2(n);
  if (kind == "rotator") return x;
  if (kind == "tdm") return (N - x) % N;
  BigInt r = 0;
  for (int b = 0; b < n; ++b)
    if (boost::multiprecision::bit_test(x, b)) boost::multiprecision::bit_set(r, n - 1 - b);
  return r;
}

BigInt CheckedFamily::image_big(const BigInt& slot, const BigInt& x) const { return (base_big(x) + slot) % pow2(n); }

BigInt lemma1_degree_exact(int n, int j) {
  BigInt num = pow2(n - j) * (pow2(j) - 1), den = pow2(j);
  return (num + den - 1) / den;
}

// ============================ definitional helpers ============================

uint64_t ump_cell_count(const FatTree& t, const Permutation& sigma, int j, uint64_t k, uint64_t l) {
  const int n = t.n();
  uint64_t count = 0;
  for (uint64_t x = k << (n - j); x < ((k + 1) << (n - j)); ++x)  // x ∈ S(j,k)
    if (t.in_subtree(n - j, l, sigma[x])) ++count;                 // sigma(x) ∈ S(n-j,l)
  return count;
}

bool ump_level_by_definition(int n, const Permutation& sigma, int j) {
  // cell (k,l) = (top j bits of x, top n-j bits of sigma(x)); N cells, N inputs
  std::vector<uint32_t> cell(sigma.size(), 0);
  for (uint64_t x = 0; x < sigma.size(); ++x) {
    uint64_t c = ((x >> (n - j)) << (n - j)) | (static_cast<uint64_t>(sigma[x]) >> j);
    if (++cell[c] > 1) return false;
  }
  return true;  // N inputs, no cell twice: every cell exactly once
}

bool ump_by_definition(const FatTree& t, const Permutation& sigma, json* violation) {
  const int n = t.n();
  for (int j = 0; j <= n; ++j)
    for (uint64_t k = 0; k < (1ULL << j); ++k)
      for (uint64_t l = 0; l < (1ULL << (n - j)); ++l) {
        uint64_t c = ump_cell_count(t, sigma, j, k, l);
        if (c != 1) {
          if (violation) *violation = {{"level", j}, {"k", k}, {"l", l}, {"count", c}};
          return false;
        }
      }
  return true;
}

uint64_t up_load_by_definition(int n, const Permutation& sigma, int j, uint64_t k) {
  uint64_t c = 0;
  for (uint64_t x = k << (n - j); x < ((k + 1) << (n - j)); ++x)
    if ((static_cast<uint64_t>(sigma[x]) >> (n - j)) != k) ++c;
  return c;
}

std::optional<OnesDefect> family_ones_defect(const std::vector<Permutation>& family) {
  const uint64_t N = family.empty() ? 0 : family[0].size();
  for (auto& p : family)
    if (p.size() != N) return OnesDefect{0, 0, {}};
  for (uint64_t x = 0; x < N; ++x) {
    std::vector<std::vector<uint64_t>> slots(N);
    for (uint64_t i = 0; i < family.size(); ++i) {
      if (family[i][x] >= N) return OnesDefect{x, family[i][x], {i + 1}};
      slots[family[i][x]].push_back(i + 1);
    }
    for (uint64_t y = 0; y < N; ++y)
      if (slots[y].size() != 1) return OnesDefect{x, y, slots[y]};
  }
  if (family.size() != N) return OnesDefect{0, 0, {}};
  return std::nullopt;
}

json to_json(const FatTree& t, const LoadViolation& v) {
  json paths = json::array();
  for (auto& p : v.paths) paths.push_back({p.first, p.second});
  int j = FatTree::level(v.node);
  return {{"slot", v.slot},
          {"node", {j, FatTree::index_in_level(v.node)}},
          {"link", v.up ? "up" : "down"},
          {"half", 2 * j <= t.n() ? "upper" : "lower"},
          {"load", v.load},
          {"degree", v.degree},
          {"paths", paths}};
}

Capacity lemma1_capacity(const FatTree& t) {
  return [&t](uint64_t node, bool) {
    return static_cast<uint64_t>(lemma1_degree_exact(t.n(), FatTree::level(node)));
  };
}

Capacity nonblocking_capacity(const FatTree& t) {
  return [&t](uint64_t node, bool) { return t.nonblocking_degree(FatTree::level(node)); };
}

std::vector<uint64_t> walked_link_loads(const FatTree& t, const Permutation& sigma) {
  const int n = t.n();
  std::vector<uint64_t> load(4 * t.leaves(), 0);
  for (uint64_t x = 0; x < sigma.size(); ++x) {
    uint64_t y = sigma[x];
    // climb from leaf x until the current node's subtree holds y, then descend to y
    uint64_t node = t.leaf_id(x);
    int j = n;
    while (!t.in_subtree(j, FatTree::index_in_level(node), y)) {
      load[2 * node] += 1;  // up-link group of node
      node /= 2;
      --j;
    }
    while (j < n) {
      ++j;
      uint64_t child = FatTree::id(j, y >> (n - j));
      load[2 * child + 1] += 1;  // down-link group into child
    }
  }
  return load;
}

std::optional<LoadViolation> first_load_violation(const FatTree& t, const std::vector<Permutation>& family,
                                                  const Capacity& cap) {
  for (uint64_t i = 0; i < family.size(); ++i) {
    auto load = walked_link_loads(t, family[i]);
    for (uint64_t v = 2; v < 2 * t.leaves(); ++v)
      for (int dir = 0; dir < 2; ++dir) {
        bool up = dir == 0;
        uint64_t deg = cap(v, up);
        if (load[2 * v + dir] <= deg) continue;
        LoadViolation lv{i + 1, v, up, load[2 * v + dir], deg, {}};
        int j = FatTree::level(v);
        uint64_t k = FatTree::index_in_level(v);
        for (uint64_t x = 0; x < family[i].size(); ++x) {
          uint64_t y = family[i][x];
          bool xin = t.in_subtree(j, k, x), yin = t.in_subtree(j, k, y);
          if (up ? (xin && !yin) : (!xin && yin)) lv.paths.emplace_back(x, y);
        }
        return lv;
      }
  }
  return std::nullopt;
}

// ============================ loads of a built-in family ============================
//
// Slot i = q*m + r (m = 2^(n-j), 0 <= r < m, q taken mod 2^j; slot N is i = 0).
// For x in S(j,k) write b(x) = a*m + u (u < m). Then
//   top_j(sigma_i(x)) = (a + q + [u + r >= m]) mod 2^j,
// so up-load_i(j,k) = m - hist_r[(k - q) mod 2^j], hist_r[v] = #{x in S(j,k) :
// a + [u + r >= m] = v}. Sweeping r = 0..m-1 moves each x once from a to a+1,
// which gives every slot's load exactly. Down-load = up-load for a permutation.

namespace {

struct Sweep {
  uint64_t m, B;
  std::vector<uint64_t> a, order;  // order: inputs by the r at which they carry
  std::vector<uint64_t> u;
  std::vector<uint64_t> hist, cnt;
  uint64_t minh = 0;
  size_t p = 0;

  Sweep(const CheckedFamily& f, int j, uint64_t k) : m(1ULL << (f.n - j)), B(1ULL << j), a(m), u(m) {
    for (uint64_t t = 0; t < m; ++t) {
      uint64_t bx = f.base((k << (f.n - j)) | t);
      a[t] = bx >> (f.n - j);
      u[t] = bx & (m - 1);
    }
    for (uint64_t t = 0; t < m; ++t)
      if (u[t] > 0) order.push_back(t);
    std::sort(order.begin(), order.end(), [&](uint64_t x, uint64_t y) { return u[x] > u[y]; });
    reset();
  }
  void reset() {
    hist.assign(B, 0);
    for (uint64_t t = 0; t < m; ++t) ++hist[a[t]];
    cnt.assign(m + 2, 0);
    for (uint64_t v = 0; v < B; ++v) ++cnt[hist[v]];
    minh = 0;
    while (cnt[minh] == 0) ++minh;
    p = 0;
  }
  void dec(uint64_t v) {
    uint64_t c = hist[v]--;
    --cnt[c];
    ++cnt[c - 1];
    if (c - 1 < minh) minh = c - 1;
  }
  void inc(uint64_t v) {
    uint64_t c = hist[v]++;
    --cnt[c];
    ++cnt[c + 1];
    if (c == minh && cnt[c] == 0) minh = c + 1;
  }
  void advance_to(uint64_t r) {  // carries of every x with u + r >= m
    while (p < order.size() && m - u[order[p]] <= r) {
      uint64_t t = order[p++];
      dec(a[t]);
      inc((a[t] + 1) & (B - 1));
    }
  }
};

}  // namespace

BlockMax family_block_max(const CheckedFamily& f, int j, uint64_t k, bool want_slot) {
  Sweep s(f, j, k);
  uint64_t least = s.minh;
  for (uint64_t r = 0; r < s.m; ++r) {
    s.advance_to(r);
    least = std::min(least, s.minh);
  }
  BlockMax out;
  out.max_load = s.m - least;
  if (!want_slot) return out;
  s.reset();
  const uint64_t N = f.leaves();
  out.first_slot = UINT64_MAX;
  for (uint64_t r = 0; r < s.m; ++r) {
    s.advance_to(r);
    for (uint64_t q = 0; q < s.B; ++q)
      if (s.m - s.hist[(k - q) & (s.B - 1)] == out.max_load) {
        uint64_t slot = q * s.m + r;
        out.first_slot = std::min(out.first_slot, slot == 0 ? N : slot);
      }
  }
  return out;
}

BlockMax family_block_max_by_walking(const CheckedFamily& f, int j, uint64_t k) {
  const int n = f.n;
  BlockMax out;
  for (uint64_t slot = 1; slot <= f.leaves(); ++slot) {
    uint64_t load = 0;
    for (uint64_t x = k << (n - j); x < ((k + 1) << (n - j)); ++x)
      if ((f.image(slot, x) >> (n - j)) != k) ++load;
    if (load > out.max_load || out.first_slot == 0) out = {load, slot};
  }
  return out;
}

// ============================ evidence readers ============================

bool exact_keys(const json& o, std::initializer_list<const char*> keys, std::string& why) {
  if (!o.is_object()) return why = "expected an object", false;
  std::set<std::string> want(keys.begin(), keys.end());
  for (auto& [k, v] : o.items())
    if (!want.count(k)) return why = "unexpected field '" + k + "'", false;
  for (auto& k : want)
    if (!o.contains(k)) return why = "missing field '" + k + "'", false;
  return true;
}

namespace {

// A non-negative integer written canonically: a JSON number below 2^63, a decimal string above.
bool big_of(const json& v, BigInt& out) {
  if (v.is_number_unsigned() || (v.is_number_integer() && v.get<int64_t>() >= 0)) {
    out = BigInt(v.get<uint64_t>());
    return out < pow2(63);
  }
  if (!v.is_string()) return false;
  const std::string s = v.get<std::string>();
  if (s.empty() || s.size() > 400 || (s.size() > 1 && s[0] == '0')) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  out = BigInt(s);
  return out >= pow2(63);
}

bool u64_of(const json& v, uint64_t& out) {
  if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<int64_t>() >= 0)) return false;
  out = v.get<uint64_t>();
  return true;
}

bool node_of(const json& v, int n, int& j, uint64_t& k) {
  if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !u64_of(v[1], k)) return false;
  j = v[0].get<int>();
  return j >= 1 && j <= n && k < (1ULL << j);
}

Permutation materialise(const CheckedFamily& f, uint64_t slot) {
  Permutation p(f.leaves());
  for (uint64_t x = 0; x < f.leaves(); ++x) p[x] = static_cast<uint32_t>(f.image(slot, x));
  return p;
}

bool base_is_permutation(const CheckedFamily& f) {
  std::vector<bool> seen(f.leaves(), false);
  for (uint64_t x = 0; x < f.leaves(); ++x) {
    uint64_t y = f.base(x);
    if (y >= f.leaves() || seen[y]) return false;
    seen[y] = true;
  }
  return true;
}

const char* base_name(const std::string& kind) {
  return kind == "bitreverse" ? "rev_n(x)" : kind == "rotator" ? "x" : "-x mod N";
}

}  // namespace

// ============================ family_sums_to_ones ============================

bool recheck_sums_to_ones(int n, const std::string& family, const json& cex, std::string& why) {
  CheckedFamily f(n, family);
  if (!exact_keys(cex, {"x", "y", "slots"}, why)) return false;
  BigInt x, y, s1, s2;
  const json& s = cex["slots"];
  if (!big_of(cex["x"], x) || !big_of(cex["y"], y) || !s.is_array() || s.size() != 2 || !big_of(s[0], s1) ||
      !big_of(s[1], s2))
    return why = "x, y, slots: expected canonical integers", false;
  if (x >= pow2(n) || !(s1 < s2) || s1 < 1 || s2 > pow2(n)) return why = "x or slots out of range / not increasing", false;
  BigInt y1 = f.image_big(s1, x), y2 = f.image_big(s2, x);
  why = "slots " + s1.str() + " and " + s2.str() + " send " + x.str() + " to " + y1.str() + " and " + y2.str();
  return y1 == y2 && y1 == y;
}

Verification verify_sums_to_ones(int n, const std::string& family, const json& w, std::string& why) {
  CheckedFamily f(n, family);
  if (!exact_keys(w, {"argument", "base", "N"}, why)) return false;
  uint64_t N = 0;
  if (w["argument"] != "translation" || w["base"] != base_name(family) || !u64_of(w["N"], N) || n > 62 ||
      N != f.leaves())
    return why = "witness must name the translation argument, b(x) = " + std::string(base_name(family)) +
                 " and N = 2^n", false;
  // sigma_i(x) = b(x) + i mod N: for fixed x the slots i = 1..N give b(x)+1..b(x)+N, every residue once.
  if (n <= 10) {  // and, where cheap, every (x, slot) pair by definition
    for (uint64_t x = 0; x < N; ++x) {
      std::vector<bool> hit(N, false);
      for (uint64_t i = 1; i <= N; ++i) {
        uint64_t y = f.image(i, x);
        if (hit[y]) return why = "input " + std::to_string(x) + " reaches " + std::to_string(y) + " twice", false;
        hit[y] = true;
      }
    }
    why = "every input reaches every output in exactly one slot (all N^2 pairs by definition)";
    return true;
  }
  why = "translation argument: slot i sends x to b(x)+i mod N, so the N slots reach N distinct outputs";
  return true;
}

// ============================ fattree.ump ============================

namespace {

// UMP of x -> b(x) + r at level j for every residue r < 2^j (slot i behaves as i mod 2^j:
// the rest of i adds a constant to the top n-j bits).
bool ump_by_residues(const CheckedFamily& f, int j) {
  for (uint64_t r = 0; r < (1ULL << j); ++r)
    if (!ump_level_by_definition(f.n, materialise(f, r), j)) return false;
  return true;
}

// Low j bits of b constant on each S(j,k) and top n-j bits distinct: the carry into
// bit j is then the same for every x of a block, so every slot has UMP at level j.
bool carry_constant(const CheckedFamily& f, int j) {
  const int n = f.n;
  const uint64_t m = 1ULL << (n - j);
  std::vector<uint64_t> seen(m, UINT64_MAX);
  for (uint64_t k = 0; k < (1ULL << j); ++k) {
    uint64_t low = f.base(k << (n - j)) & ((1ULL << j) - 1);
    for (uint64_t t = 0; t < m; ++t) {
      uint64_t b = f.base((k << (n - j)) | t);
      if ((b & ((1ULL << j) - 1)) != low || seen[b >> j] == k) return false;
      seen[b >> j] = k;
    }
  }
  return true;
}

}  // namespace

bool recheck_ump(int n, const std::string& family, const json& cex, std::string& why) {
  CheckedFamily f(n, family);
  if (!exact_keys(cex, {"slot", "level", "k", "l", "block", "target", "inputs", "images"}, why)) return false;
  BigInt slot, k, l, x1, x2, y1, y2, b0, b1, t0, t1;
  const json &in = cex["inputs"], &im = cex["images"], &bl = cex["block"], &tg = cex["target"];
  if (!bl.is_array() || bl.size() != 2 || !tg.is_array() || tg.size() != 2 || !big_of(bl[0], b0) ||
      !big_of(bl[1], b1) || !big_of(tg[0], t0) || !big_of(tg[1], t1))
    return why = "block, target: expected [first, last] leaves", false;
  if (!cex["level"].is_number_integer() || !big_of(cex["slot"], slot) || !big_of(cex["k"], k) ||
      !big_of(cex["l"], l) || !in.is_array() || in.size() != 2 || !im.is_array() || im.size() != 2 ||
      !big_of(in[0], x1) || !big_of(in[1], x2) || !big_of(im[0], y1) || !big_of(im[1], y2))
    return why = "expected canonical integers", false;
  int j = cex["level"].get<int>();
  const BigInt N = pow2(n);
  if (j < 1 || j >= n) return why = "levels 0 and n hold for every permutation", false;
  if (slot < 1 || slot > N || !(x1 < x2) || x2 >= N) return why = "slot or inputs out of range / not increasing", false;
  if (f.image_big(slot, x1) != y1 || f.image_big(slot, x2) != y2) return why = "images differ from sigma_slot", false;
  if ((x1 >> (n - j)) != k || (x2 >> (n - j)) != k || (y1 >> j) != l || (y2 >> j) != l)
    return why = "inputs not both in S(j,k) or images not both in S(n-j,l)", false;
  if (b0 != (k << (n - j)) || b1 != ((k + 1) << (n - j)) - 1 || t0 != (l << j) || t1 != ((l + 1) << j) - 1)
    return why = "block / target are not the leaves of S(j,k) / S(n-j,l)", false;
  if (j > 1) {  // canonical: the first level at which this slot fails
    if (n > 22) return why = "cannot establish at n > 22 that level " + std::to_string(j) + " is the first failing one", false;
    Permutation p = materialise(f, static_cast<uint64_t>(slot));
    for (int i = 1; i < j; ++i)
      if (!ump_level_by_definition(n, p, i)) return why = "slot fails already at level " + std::to_string(i), false;
  }
  why = "sigma_" + slot.str() + " maps inputs " + x1.str() + ", " + x2.str() + " of S(" + std::to_string(j) + "," +
        k.str() + ") into S(" + std::to_string(n - j) + "," + l.str() + "): |sigma(S) ∩ S'| >= 2";
  return true;
}

Verification verify_ump(int n, const std::string& family, const json& w, std::string& why) {
  CheckedFamily f(n, family);
  if (!exact_keys(w, {"base", "levels"}, why)) return false;
  if (w["base"] != base_name(family)) return why = "base: expected b(x) = " + std::string(base_name(family)), false;
  const json& lv = w["levels"];
  if (!lv.is_array() || lv.size() != static_cast<size_t>(n + 1)) return why = "expected one entry per level 0..n", false;
  if (n > 30 || !base_is_permutation(f)) return why = "b is not a permutation of Z_N", false;
  for (int j = 0; j <= n; ++j) {
    if (!exact_keys(lv[j], {"level", "argument"}, why)) return false;
    std::string arg = (j == 0 || j == n) ? "permutation" : carry_constant(f, j) ? "carry-constant" : "residues";
    if (lv[j]["level"] != j || lv[j]["argument"] != arg)
      return why = "level " + std::to_string(j) + ": expected argument '" + arg + "'", false;
    if (arg == "residues") {
      if ((1ULL << j) * f.leaves() > (1ULL << 28)) {
        why = "level " + std::to_string(j) + " needs 2^j residues of N cells each: too costly to re-check here";
        return Verification::partial();
      }
      if (!ump_by_residues(f, j)) return why = "some slot lacks UMP at level " + std::to_string(j), false;
    }
  }
  why = "UMP of every slot at every level: levels 0 and n (b is a permutation), carry-constant blocks or every "
        "residue class i mod 2^j by definition";
  return true;
}

// ============================ fattree.lower_bound ============================

bool lemma1_averaging_holds(int n, std::string& why) {
  const BigInt N = pow2(n);
  for (int j = 1; j <= n; ++j) {
    BigInt m = pow2(n - j), pairs = m * (N - m), bound = lemma1_degree_exact(n, j);
    if (N * (bound - 1) >= pairs) return why = "averaging does not force the bound at level " + std::to_string(j), false;
  }
  why = "Lemma 1 by averaging: each crossing pair (x in S, y outside) is realised in exactly one of the N slots, "
        "and N*(degree-1) < |S|(N-|S|) at every level";
  return true;
}

bool recheck_lower_bound(int n, const json& cex, std::string& why) {
  if (!exact_keys(cex, {"node", "bound", "max_load", "family"}, why)) return false;
  int j;
  uint64_t k, bound, mx;
  if (n > 6 || !node_of(cex["node"], n, j, k) || !u64_of(cex["bound"], bound) || !u64_of(cex["max_load"], mx))
    return why = "node, bound, max_load: malformed", false;
  const uint64_t N = 1ULL << n;
  std::vector<Permutation> fam;
  if (!cex["family"].is_array() || cex["family"].size() != N) return why = "family: expected N permutations", false;
  for (auto& p : cex["family"]) fam.push_back(p.get<Permutation>());
  for (auto& p : fam)
    if (p.size() != N || !is_permutation(p)) return why = "family member is not a permutation of Z_N", false;
  if (family_ones_defect(fam)) return why = "family does not sum to ones", false;
  uint64_t real = 0;
  for (auto& p : fam) real = std::max(real, up_load_by_definition(n, p, j, k));
  if (bound != lemma1_degree_exact(n, j) || real != mx || mx >= bound)
    return why = "max load " + std::to_string(real) + " vs Lemma 1 degree " + lemma1_degree_exact(n, j).str(), false;
  why = "a family summing to ones keeps group (" + std::to_string(j) + "," + std::to_string(k) + ") below its degree";
  return true;
}

Verification verify_lower_bound(int n, const json& w, std::string& why) {
  if (!exact_keys(w, {"levels"}, why)) return false;
  const json& lv = w["levels"];
  if (!lv.is_array() || lv.size() != static_cast<size_t>(n)) return why = "expected one entry per level 1..n", false;
  const BigInt N = pow2(n);
  for (int j = 1; j <= n; ++j) {
    const json& e = lv[j - 1];
    if (!exact_keys(e, {"level", "crossing_pairs", "degree"}, why)) return false;
    BigInt m = pow2(n - j);
    if (e["level"] != j || !e["crossing_pairs"].is_number_unsigned() || !e["degree"].is_number_unsigned() ||
        BigInt(e["crossing_pairs"].get<uint64_t>()) != m * (N - m) ||
        BigInt(e["degree"].get<uint64_t>()) != lemma1_degree_exact(n, j))
      return why = "level " + std::to_string(j) + ": crossing pairs or degree differ from |S|(N-|S|), Lemma 1", false;
  }
  return lemma1_averaging_holds(n, why);
}

// ============================ degrees (bound_tight, rotator_no_reduction) ============================

uint64_t claimed_degree(DegreeClaim c, int n, int j) {
  return c == DegreeClaim::FullDegree ? (1ULL << (n - j)) : static_cast<uint64_t>(lemma1_degree_exact(n, j));
}

namespace {

// Max load of group (j,k) over all slots. Below the middle (2^j > 2^(n-j)) some
// value v is hit by no x of the block, so some slot loads the group fully.
uint64_t node_max(const CheckedFamily& f, int j, uint64_t k) {
  if (2 * j > f.n) return 1ULL << (f.n - j);
  return family_block_max(f, j, k, false).max_load;
}

// First node in heap order whose max load differs from its degree, or none.
bool first_degree_defect(DegreeClaim c, const CheckedFamily& f, int stop_j, uint64_t stop_k, int& j, uint64_t& k,
                         uint64_t& mx) {
  for (j = 1; j <= f.n; ++j)
    for (k = 0; k < (1ULL << j); ++k) {
      if (j == stop_j && k == stop_k) return false;
      mx = node_max(f, j, k);
      if (mx != claimed_degree(c, f.n, j)) return true;
    }
  return false;
}

}  // namespace

bool recheck_degrees(DegreeClaim c, int n, const std::string& family, const json& cex, std::string& why) {
  CheckedFamily f(n, family);
  if (!exact_keys(cex, {"node", "slot", "max_load", "degree"}, why)) return false;
  int j;
  uint64_t k, slot, mx, deg;
  if (n > 30 || !node_of(cex["node"], n, j, k) || !u64_of(cex["slot"], slot) || !u64_of(cex["max_load"], mx) ||
      !u64_of(cex["degree"], deg))
    return why = "node, slot, max_load, degree: malformed", false;
  if (!base_is_permutation(f)) return why = "b is not a permutation", false;
  if (deg != claimed_degree(c, n, j)) return why = "degree differs from the claimed one", false;
  int bj;
  uint64_t bk, bmx;
  if (first_degree_defect(c, f, j, k, bj, bk, bmx))
    return why = "not the first defect in heap order: (" + std::to_string(bj) + "," + std::to_string(bk) + ") comes first", false;
  BlockMax real = family_block_max(f, j, k, true);
  why = "group (" + std::to_string(j) + "," + std::to_string(k) + "): max load over all slots " +
        std::to_string(real.max_load) + " (first in slot " + std::to_string(real.first_slot) + "), degree " +
        std::to_string(deg);
  return real.max_load == mx && real.first_slot == slot && mx != deg;
}

Verification verify_degrees(DegreeClaim c, int n, const std::string& family, const json& w, std::string& why) {
  CheckedFamily f(n, family);
  if (!exact_keys(w, {"base", "levels"}, why)) return false;
  if (w["base"] != base_name(family)) return why = "base: expected b(x) = " + std::string(base_name(family)), false;
  const json& lv = w["levels"];
  if (n > 30 || !lv.is_array() || lv.size() != static_cast<size_t>(n)) return why = "expected one entry per level 1..n", false;
  if (!base_is_permutation(f)) return why = "b is not a permutation", false;
  for (int j = 1; j <= n; ++j) {
    const json& e = lv[j - 1];
    if (!exact_keys(e, {"level", "degree", "slot"}, why)) return false;
    uint64_t deg = claimed_degree(c, n, j);
    BlockMax first = family_block_max(f, j, 0, true);
    if (e["level"] != j || e["degree"] != deg || e["slot"] != first.first_slot || first.max_load != deg)
      return why = "level " + std::to_string(j) + ": expected degree " + std::to_string(deg) + " first reached by (" +
                   std::to_string(j) + ",0) in slot " + std::to_string(first.first_slot), false;
  }
  int bj;
  uint64_t bk, bmx;
  if (first_degree_defect(c, f, -1, 0, bj, bk, bmx))
    return why = "group (" + std::to_string(bj) + "," + std::to_string(bk) + ") has max load " + std::to_string(bmx), false;
  why = "every group's load in every one of the N slots computed exactly (carry decomposition; pigeonhole below "
        "the middle): each max equals its degree";
  return true;
}

// ============================ fattree.ump_realizable ============================

namespace {

bool sibling_sorted(const Permutation& p) {
  for (uint64_t x = 0; x + 1 < p.size(); x += 2)
    if (p[x] > p[x + 1]) return false;
  return true;
}

// First node (heap order) whose walked up- or down-load exceeds Lemma 1.
bool first_overload(const FatTree& t, const Permutation& p, uint64_t& node, uint64_t& load) {
  auto loads = walked_link_loads(t, p);
  for (node = 2; node < 2 * t.leaves(); ++node) {
    uint64_t deg = static_cast<uint64_t>(lemma1_degree_exact(t.n(), FatTree::level(node)));
    load = std::max(loads[2 * node], loads[2 * node + 1]);
    if (load > deg) return true;
  }
  return false;
}

}  // namespace

bool recheck_ump_realizable(int n, const std::string& reading, const json& cex, std::string& why) {
  bool one = reading == "one-level";
  if (one ? !exact_keys(cex, {"sigma", "level", "node", "load", "degree"}, why)
          : !exact_keys(cex, {"sigma", "node", "load", "degree"}, why))
    return false;
  if (n > 16) return why = "n too large", false;
  FatTree t(n);
  Permutation p = cex["sigma"].get<Permutation>();
  if (p.size() != t.leaves() || !is_permutation(p)) return why = "sigma is not a permutation of Z_N", false;
  if (!sibling_sorted(p)) return why = "sigma not in canonical form (sibling leaves' images increasing)", false;
  if (one) {
    if (!cex["level"].is_number_integer()) return why = "level: not an integer", false;
    int j = cex["level"].get<int>();
    if (j < 1 || j >= n || !ump_level_by_definition(n, p, j)) return why = "sigma lacks UMP at the stated level", false;
    for (int i = 1; i < j; ++i)
      if (ump_level_by_definition(n, p, i)) return why = "sigma has UMP already at level " + std::to_string(i), false;
  } else {
    // upper-half: the hypothesis Lemma 5's proof uses, UMP at levels 1..floor(n/2) only.
    int top = reading == "upper-half" ? n / 2 : n;
    for (int j = reading == "upper-half" ? 1 : 0; j <= top; ++j)
      if (!ump_level_by_definition(n, p, j)) return why = "sigma lacks UMP at level " + std::to_string(j), false;
  }
  int j;
  uint64_t k, load, deg, node, real;
  if (!node_of(cex["node"], n, j, k) || !u64_of(cex["load"], load) || !u64_of(cex["degree"], deg))
    return why = "node, load, degree: malformed", false;
  if (!first_overload(t, p, node, real)) return why = "walked loads stay within the Lemma 1 degrees", false;
  why = "UMP by definition, walked load " + std::to_string(real) + " > Lemma 1 degree at " + t.node_name(node);
  return node == FatTree::id(j, k) && real == load && deg == lemma1_degree_exact(n, j);
}

namespace {

// Lemma 5 under UMP at levels 1..floor(n/2): per level the bound its proof gives.
// j <= n/2: UMP at j puts exactly one image of S(j,k) in each S(n-j,l), and S(j,k)
// is the union of 2^(n-2j) of them, so exactly 2^(n-2j) images stay inside: the
// up-load is 2^(n-j) - 2^(n-2j) (Eq. (22)). j > n/2: no hypothesis, load <= |S(j,k)|.
// Down-load into (j,k) = |S| - |sigma(S) ∩ S| = up-load (sigma is a permutation).
Verification verify_upper_half(int n, const json& w, std::string& why) {
  if (!exact_keys(w, {"levels"}, why)) return false;
  const json& lv = w["levels"];
  if (!lv.is_array() || lv.size() != static_cast<size_t>(n)) return why = "expected one entry per level 1..n", false;
  for (int j = 1; j <= n; ++j) {
    const json& e = lv[j - 1];
    if (!exact_keys(e, {"level", "hypothesis", "max_load", "degree"}, why)) return false;
    bool ump = 2 * j <= n;
    BigInt m = pow2(n - j), load = ump ? m - pow2(n - 2 * j) : m, deg = lemma1_degree_exact(n, j);
    if (e["level"] != j || e["hypothesis"] != (ump ? "ump" : "none") || !e["max_load"].is_number_unsigned() ||
        !e["degree"].is_number_unsigned() || BigInt(e["max_load"].get<uint64_t>()) != load ||
        BigInt(e["degree"].get<uint64_t>()) != deg || load > deg)
      return why = "level " + std::to_string(j) + ": the proof's bound does not give " + load.str() + " <= " + deg.str(), false;
  }
  why = "Lemma 5 under UMP at levels 1..floor(n/2): Eq. (22) gives load = degree at those levels, |S(j,k)| = degree "
        "below the middle, down-load = up-load";
  return true;
}

}  // namespace

Verification verify_ump_realizable(int n, const std::string& reading, const json& w, std::string& why) {
  if (reading == "upper-half") return verify_upper_half(n, w, why);
  if (reading == "every-level") {
    if (!exact_keys(w, {"levels"}, why)) return false;
    const json& lv = w["levels"];
    if (!lv.is_array() || lv.size() != static_cast<size_t>(n)) return why = "expected one entry per level 1..n", false;
    for (int j = 1; j <= n; ++j) {
      const json& e = lv[j - 1];
      if (!exact_keys(e, {"level", "ump_load", "degree"}, why)) return false;
      // UMP at level j: for 2j <= n, S(j,k) is a union of 2^(n-2j) blocks S(n-j,l), each receiving exactly one
      // image of S(j,k), so exactly 2^(n-2j) stay inside; for 2j > n the load is at most |S(j,k)|.
      BigInt m = pow2(n - j), ump = 2 * j <= n ? m - pow2(n - 2 * j) : m, deg = lemma1_degree_exact(n, j);
      if (e["level"] != j || !e["ump_load"].is_number_unsigned() || !e["degree"].is_number_unsigned() ||
          BigInt(e["ump_load"].get<uint64_t>()) != ump || BigInt(e["degree"].get<uint64_t>()) != deg || ump > deg)
        return why = "level " + std::to_string(j) + ": the UMP load argument does not give " + ump.str() + " <= " + deg.str(), false;
    }
    why = "Lemma 5 by counting: UMP at level j leaves exactly 2^(n-2j) of S(j,k) inside (2j <= n), so every load "
          "is within the Lemma 1 degree";
    return true;
  }
  if (!exact_keys(w, {"one_level_cases"}, why)) return false;
  if (n > 3) {
    why = "one-level reading re-checked by enumerating all N! permutations only for n <= 3";
    return Verification::partial();
  }
  FatTree t(n);
  Permutation p = identity_permutation(static_cast<uint32_t>(t.leaves()));
  uint64_t cases = 0, node, load;
  do {
    for (int j = 1; j < n; ++j) {
      if (!ump_level_by_definition(n, p, j)) continue;
      ++cases;
      if (first_overload(t, p, node, load)) return why = "a one-level UMP permutation overloads " + t.node_name(node), false;
    }
  } while (std::next_permutation(p.begin(), p.end()));
  why = "all N! permutations enumerated: " + std::to_string(cases) + " (sigma, level) cases with UMP at that level, "
        "each within the Lemma 1 degrees";
  return w["one_level_cases"] == cases;
}

}  // namespace netcert
