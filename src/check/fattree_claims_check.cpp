// fattree_claims_check.cpp — see fattree_claims_check.hpp.
#include "check/fattree_claims_check.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "check/fattree_check.hpp"

namespace netcert {

namespace {

// The base b of sigma_i(x) = (b(x) + i) mod N as the witnesses name it.
std::string base_named(const std::string& family) {
  return family == "bitreverse" ? "rev_n(x)" : family == "rotator" ? "x" : "-x mod N";
}

// Largest n these exhaustive re-checks accept: N slots x N inputs x (n+1) levels.
constexpr int kMaxRecountLevels = 12;

}  // namespace

SlotMember checked_family_member(int n, const std::string& family) {
  CheckedFamily f(n, family);
  return [f](uint64_t slot) {
    Permutation p(f.leaves());
    for (uint64_t x = 0; x < f.leaves(); ++x) p[x] = static_cast<uint32_t>(f.image(slot, x));
    return p;
  };
}

// ============================ fattree.load_equality ============================

std::optional<json> first_load_equality_defect(int n, const SlotMember& member) {
  const uint64_t N = 1ULL << n;
  for (uint64_t slot = 1; slot <= N; ++slot) {
    Permutation sigma = member(slot), back = inverse(sigma);
    for (int j = 1; 2 * j <= n; ++j) {
      // Eq. (22): |sigma(S(j,k)) outside S(j,k)| = (2^j - 1) 2^(n-2j), exact arithmetic.
      BigInt want = (pow2(j) - 1) * pow2(n - 2 * j);
      for (uint64_t k = 0; k < (1ULL << j); ++k) {
        uint64_t up = up_load_by_definition(n, sigma, j, k);
        // down-link group into (j,k): paths entering S(j,k) = leaves of S(j,k) whose source lies outside
        uint64_t down = up_load_by_definition(n, back, j, k);
        auto cex = [&](const char* link, uint64_t load) {
          return json{{"slot", slot}, {"node", {j, k}}, {"link", link}, {"load", load},
                      {"expected", static_cast<uint64_t>(want)}};
        };
        if (BigInt(up) != want) return cex("up", up);
        if (BigInt(down) != want) return cex("down", down);
      }
    }
  }
  return std::nullopt;
}

bool recheck_load_equality(int n, const std::string& family, const json& cex, std::string& why) {
  if (!exact_keys(cex, {"slot", "node", "link", "load", "expected"}, why)) return false;
  if (n > kMaxRecountLevels) return why = "n above the checker's recount limit", false;
  auto first = first_load_equality_defect(n, checked_family_member(n, family));
  if (!first) return why = "every slot loads every group of levels 1..floor(n/2) exactly as Eq. (22) says", false;
  if (*first != cex) return why = "the first defect by definition is " + first->dump(), false;
  why = "slot " + cex["slot"].dump() + " loads the " + cex["link"].get<std::string>() + "-link group of node " +
        cex["node"].dump() + " with " + cex["load"].dump() + " paths, Eq. (22) says " + cex["expected"].dump();
  return true;
}

Verification verify_load_equality(int n, const std::string& family, const json& w, std::string& why) {
  if (!exact_keys(w, {"base", "slots", "levels"}, why)) return false;
  if (w["base"] != base_named(family)) return why = "base: expected b(x) = " + base_named(family), false;
  if (n > kMaxRecountLevels) return why = "n above the checker's recount limit", false;
  const json& lv = w["levels"];
  if (w["slots"] != (1ULL << n) || !lv.is_array() || lv.size() != static_cast<size_t>(n / 2))
    return why = "expected N slots and one entry per level 1..floor(n/2)", false;
  for (int j = 1; 2 * j <= n; ++j)
    if (lv[j - 1] != json{{"level", j}, {"load", static_cast<uint64_t>((pow2(j) - 1) * pow2(n - 2 * j))}})
      return why = "level " + std::to_string(j) + ": expected load (2^j - 1) 2^(n-2j)", false;
  if (auto d = first_load_equality_defect(n, checked_family_member(n, family)))
    return why = "recount finds " + d->dump(), false;
  why = "every up- and down-load of levels 1..floor(n/2) in every one of the N slots recounted by definition";
  return true;
}

// ============================ fattree.ump_element ============================

uint64_t paper_named_element(int n, int j, uint64_t k, uint64_t l, uint64_t slot) {
  uint64_t kprime = 0;  // k' = sum_{m=1..j} I_{j+1-m}(k) 2^(m-1)
  for (int m = 1; m <= j; ++m) kprime |= ((k >> (j - m)) & 1ULL) << (m - 1);
  const uint64_t alpha = (kprime + slot) % (1ULL << j);
  uint64_t y = 0;  // bits 1..j: I_m(alpha); bits j+1..n: I_{m-j}(l)
  for (int m = 1; m <= n; ++m) {
    uint64_t bit = m <= j ? (alpha >> (m - 1)) & 1ULL : (l >> (m - j - 1)) & 1ULL;
    y |= bit << (m - 1);
  }
  return y;
}

std::optional<json> first_ump_element_defect(int n, const SlotMember& member) {
  const uint64_t N = 1ULL << n;
  for (uint64_t slot = 1; slot <= N; ++slot) {
    Permutation sigma = member(slot);
    for (int j = 0; j <= n; ++j) {
      std::vector<uint32_t> in_cell(N, 0);  // cell k*2^(n-j) + l
      for (uint64_t x = 0; x < N; ++x) {
        uint64_t k = x >> (n - j), l = static_cast<uint64_t>(sigma[x]) >> j;  // x in S(j,k), sigma(x) in S(n-j,l)
        uint64_t named = paper_named_element(n, j, k, l, slot);
        if (sigma[x] != named)
          return json{{"slot", slot}, {"level", j}, {"block", {k * (N >> j), (k + 1) * (N >> j) - 1}},  // S(j,k)
                      {"x", x}, {"image", sigma[x]}, {"predicted", named}};
        ++in_cell[(k << (n - j)) | l];
      }
      for (uint64_t c = 0; c < N; ++c)  // the named element is the whole intersection, never missing
        if (in_cell[c] != 1) return json{{"slot", slot}, {"level", j}, {"cell", c}, {"count", in_cell[c]}};
    }
  }
  return std::nullopt;
}

bool recheck_ump_element(int n, const std::string& family, const json& cex, std::string& why) {
  if (!exact_keys(cex, {"slot", "level", "block", "x", "image", "predicted"}, why)) return false;
  if (n > kMaxRecountLevels) return why = "n above the checker's recount limit", false;
  auto first = first_ump_element_defect(n, checked_family_member(n, family));
  if (!first) return why = "every intersection is exactly the element Eq. (18) names", false;
  if (*first != cex) return why = "the first defect by definition is " + first->dump(), false;
  why = "slot " + cex["slot"].dump() + ", level " + cex["level"].dump() + ": input " + cex["x"].dump() + " reaches " +
        cex["image"].dump() + ", not the element " + cex["predicted"].dump() + " Eq. (18) names for its cell";
  return true;
}

Verification verify_ump_element(int n, const std::string& family, const json& w, std::string& why) {
  if (!exact_keys(w, {"base", "slots", "levels", "element"}, why)) return false;
  if (w["base"] != base_named(family)) return why = "base: expected b(x) = " + base_named(family), false;
  if (n > kMaxRecountLevels) return why = "n above the checker's recount limit", false;
  if (w["slots"] != (1ULL << n) || w["levels"] != n + 1 || w["element"] != "l*2^j + ((rev_j(k) + i) mod 2^j)")
    return why = "expected N slots, n+1 levels and the element of Eq. (18)", false;
  if (auto d = first_ump_element_defect(n, checked_family_member(n, family)))
    return why = "recount finds " + d->dump(), false;
  why = "every cell of every level of every slot holds exactly one input, whose image is the named element";
  return true;
}

// ============================ fattree.level1_patterns ============================

namespace {

BigInt factorial(uint64_t m) {
  BigInt f = 1;
  for (uint64_t t = 2; t <= m; ++t) f *= t;
  return f;
}

// C(h, i) for i = 0..h: one row of Pascal's triangle, built row by row.
std::vector<BigInt> binomial_row(uint64_t h) {
  std::vector<BigInt> row{1};
  for (uint64_t r = 1; r <= h; ++r) {
    std::vector<BigInt> next(r + 1, 1);
    for (uint64_t i = 1; i < r; ++i) next[i] = row[i - 1] + row[i];
    row = std::move(next);
  }
  return row;
}

}  // namespace

BigInt level1_formula_checked(int n) {
  const uint64_t m = 1ULL << (n - 1);
  BigInt h = factorial(m / 2);
  return factorial(m) / (h * h);
}

BigInt level1_count_checked(int n, const std::string& counted) {
  const uint64_t m = 1ULL << (n - 1);
  if (counted == "permutations") return factorial(m);
  if (n <= 5) {  // every m-bit mask with m/2 links to the left child
    uint64_t c = 0;
    for (uint64_t mask = 0; mask < (1ULL << m); ++mask)
      if (static_cast<uint64_t>(__builtin_popcountll(mask)) == m / 2) ++c;
    return BigInt(c);
  }
  // Vandermonde: choose i of the first m/2 links and m/2 - i of the last m/2 for the left child.
  BigInt sum = 0;
  for (auto& c : binomial_row(m / 2)) sum += c * c;
  return sum;
}

bool recheck_level1_patterns(int n, const std::string& counted, const json& cex, std::string& why) {
  if (!exact_keys(cex, {"counted", "count", "formula"}, why)) return false;
  BigInt count = level1_count_checked(n, counted), formula = level1_formula_checked(n);
  if (cex["counted"] != counted || cex["count"] != count.str() || cex["formula"] != formula.str())
    return why = "expected counted " + counted + ", count " + count.str() + ", formula " + formula.str(), false;
  why = counted + ": " + count.str() + " != formula " + formula.str();
  return count != formula;
}

Verification verify_level1_patterns(int n, const std::string& counted, const json& w, std::string& why) {
  if (!exact_keys(w, {"counted", "count", "method"}, why)) return false;
  BigInt count = level1_count_checked(n, counted), formula = level1_formula_checked(n);
  if (w["counted"] != counted || w["count"] != count.str() || w["method"] != (n <= 4 ? "enumeration" : "dp"))
    return why = "expected counted " + counted + " and count " + count.str(), false;
  if (count != formula) return why = "count " + count.str() + " differs from the formula " + formula.str(), false;
  why = counted + " recounted (" + (counted == "permutations" ? "m!" : n <= 5 ? "m-bit masks" : "Vandermonde") +
        "): " + count.str() + " = (2^(n-1))!/((2^(n-2))!)^2";
  return true;
}

// ============================ fattree.nonblocking_degree ============================

namespace {

constexpr int kMaxNonblockingLevels = 3;  // 8! permutations

// First group (heap order, up before down) of sigma above its degree, walking every path.
std::optional<json> overload_of(const FatTree& t, const Permutation& sigma, bool one_less) {
  auto load = walked_link_loads(t, sigma);
  for (uint64_t v = 2; v < 2 * t.leaves(); ++v) {
    uint64_t degree = (1ULL << (t.n() - FatTree::level(v))) - (one_less ? 1 : 0);
    for (int dir = 0; dir < 2; ++dir)
      if (load[2 * v + dir] > degree)
        return json{{"sigma", sigma}, {"node", {FatTree::level(v), FatTree::index_in_level(v)}},
                    {"link", dir == 0 ? "up" : "down"}, {"load", load[2 * v + dir]}, {"degree", degree}};
  }
  return std::nullopt;
}

// The lexicographically first permutation of Z_N overloading a group, or nullopt.
std::optional<json> first_overloading_permutation(int n, bool one_less, uint64_t& permutations) {
  FatTree t(n);
  Permutation p = identity_permutation(static_cast<uint32_t>(t.leaves()));
  permutations = 0;
  do {
    ++permutations;
    if (auto o = overload_of(t, p, one_less)) return o;
  } while (std::next_permutation(p.begin(), p.end()));
  return std::nullopt;
}

}  // namespace

bool recheck_nonblocking(int n, const std::string& degrees, const json& cex, std::string& why) {
  if (!exact_keys(cex, {"sigma", "node", "link", "load", "degree"}, why)) return false;
  if (n > kMaxNonblockingLevels) return why = "n above the checker's enumeration limit", false;
  uint64_t count = 0;
  auto first = first_overloading_permutation(n, degrees == "one-less", count);
  if (!first) return why = "every permutation routes within the degrees (walked)", false;
  if (*first != cex) return why = "the first overloading permutation by definition gives " + first->dump(), false;
  why = "sigma " + cex["sigma"].dump() + " puts " + cex["load"].dump() + " paths on the " +
        cex["link"].get<std::string>() + "-link group of node " + cex["node"].dump() + ", degree " + cex["degree"].dump();
  return true;
}

Verification verify_nonblocking(int n, const std::string& degrees, const json& w, std::string& why) {
  if (!exact_keys(w, {"permutations", "necessity"}, why)) return false;
  if (n > kMaxNonblockingLevels || degrees != "nonblocking") return why = "only nonblocking degrees, n <= 3, hold", false;
  FatTree t(n);
  const uint64_t N = t.leaves();
  Permutation swap(N);
  for (uint64_t x = 0; x < N; ++x) swap[x] = static_cast<uint32_t>(x ^ (N / 2));
  if (w["necessity"] != swap) return why = "necessity: expected the half swap x -> x XOR N/2", false;
  auto load = walked_link_loads(t, swap);
  for (uint64_t v = 2; v < 2 * N; ++v)
    if (load[2 * v] != (1ULL << (n - FatTree::level(v))) || load[2 * v + 1] != load[2 * v])
      return why = "the half swap does not fill " + t.node_name(v), false;
  uint64_t count = 0;
  if (auto o = first_overloading_permutation(n, false, count)) return why = "overload: " + o->dump(), false;
  if (w["permutations"] != count) return why = "expected " + std::to_string(count) + " permutations", false;
  why = "all " + std::to_string(count) + " permutations walked within 2^(n-j); the half swap fills every group "
        "(up and down) to 2^(n-j), so every degree is needed";
  return true;
}

// ============================ table fattree-permutation-census ============================

namespace {

bool walked_within_lemma1(const FatTree& t, const Permutation& sigma) {
  auto load = walked_link_loads(t, sigma);
  for (uint64_t v = 2; v < 2 * t.leaves(); ++v)
    if (BigInt(std::max(load[2 * v], load[2 * v + 1])) > lemma1_degree_exact(t.n(), FatTree::level(v))) return false;
  return true;
}

bool walked_shift_family_meets_bound(const FatTree& t, const Permutation& sigma) {
  const uint64_t N = t.leaves();
  std::vector<uint64_t> most(4 * N, 0);
  for (uint64_t i = 1; i <= N; ++i) {
    Permutation p(N);
    for (uint64_t x = 0; x < N; ++x) p[x] = static_cast<uint32_t>((sigma[x] + i) % N);
    auto load = walked_link_loads(t, p);
    for (size_t g = 0; g < load.size(); ++g) most[g] = std::max(most[g], load[g]);
  }
  for (uint64_t v = 2; v < 2 * N; ++v)
    for (int dir = 0; dir < 2; ++dir)
      if (BigInt(most[2 * v + dir]) != lemma1_degree_exact(t.n(), FatTree::level(v))) return false;
  return true;
}

}  // namespace

CheckedCensus checked_permutation_census(int n) {
  if (n > kMaxNonblockingLevels) throw std::invalid_argument("census: n <= 3");
  FatTree t(n);
  CheckedCensus c;
  Permutation p = identity_permutation(static_cast<uint32_t>(t.leaves()));
  do {
    ++c.permutations;
    bool hypothesis = true;
    for (int j = 1; 2 * j <= n; ++j) hypothesis = hypothesis && ump_level_by_definition(n, p, j);
    c.upper_half_ump += hypothesis;
    c.within_lemma1 += walked_within_lemma1(t, p);
    c.shift_meets_bound += walked_shift_family_meets_bound(t, p);
  } while (std::next_permutation(p.begin(), p.end()));
  return c;
}

BigInt ump_one_level_count(int n, int j) {
  return big_pow(factorial(1ULL << (n - j)), 1u << j) * big_pow(factorial(1ULL << j), 1u << (n - j));
}

}  // namespace netcert
