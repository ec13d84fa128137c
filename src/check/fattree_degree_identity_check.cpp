// fattree_degree_identity_check.cpp — see fattree_degree_identity_check.hpp.
#include "check/fattree_degree_identity_check.hpp"

#include <boost/multiprecision/cpp_int.hpp>

#include "check/fattree_check.hpp"

namespace netcert {

namespace {

// numerator / 4^j as a reduced fraction "p/q".
std::string eq23_fraction_over_four_pow(const BigInt& numerator, int j) {
  const BigInt denominator = pow2(static_cast<unsigned>(2 * j));
  const BigInt g = boost::multiprecision::gcd(numerator, denominator);
  return BigInt(numerator / g).str() + "/" + BigInt(denominator / g).str();
}

int eq23_top_level(int n, const std::string& levels) { return levels == "all" ? n : n / 2; }

}  // namespace

CheckedEq23 checked_eq23(int n, int j) {
  // Times 4^j: (2^j - 1) 2^(n-2j) -> (2^j - 1) 2^n;  2^(n-j) (1 - 1/2^j) -> 2^(n+j) - 2^n.
  const BigInt product4 = (pow2(static_cast<unsigned>(j)) - 1) * pow2(static_cast<unsigned>(n));
  const BigInt middle4 = pow2(static_cast<unsigned>(n + j)) - pow2(static_cast<unsigned>(n));
  const BigInt four_j = pow2(static_cast<unsigned>(2 * j));
  BigInt ceiling = middle4 / four_j;  // middle4 >= 0: floor, then up when inexact
  if (ceiling * four_j != middle4) ceiling += 1;
  CheckedEq23 c;
  c.product = eq23_fraction_over_four_pow(product4, j);
  c.middle = eq23_fraction_over_four_pow(middle4, j);
  c.ceiling = ceiling.str();
  c.equal = product4 == middle4 && middle4 == ceiling * four_j;
  return c;
}

bool recheck_degree_identity(int n, const std::string& levels, const json& cex, std::string& why) {
  if (!exact_keys(cex, {"level", "product", "middle", "ceiling"}, why)) return false;
  if (!cex["level"].is_number_integer()) return why = "level: not an integer", false;
  const int64_t j = cex["level"].get<int64_t>();
  if (j < 1 || j > eq23_top_level(n, levels))
    return why = "level " + std::to_string(j) + " outside 1.." + std::to_string(eq23_top_level(n, levels)), false;
  for (int lower = 1; lower < j; ++lower)
    if (!checked_eq23(n, lower).equal)
      return why = "not the first failing level: Eq. (23) already fails at j = " + std::to_string(lower), false;
  const CheckedEq23 c = checked_eq23(n, static_cast<int>(j));
  if (cex["product"] != c.product || cex["middle"] != c.middle || cex["ceiling"] != c.ceiling)
    return why = "terms differ from the recomputed " + c.product + ", " + c.middle + ", " + c.ceiling, false;
  if (c.equal) return why = "Eq. (23) holds at j = " + std::to_string(j), false;
  why = "Eq. (23) fails at j = " + std::to_string(j) + ": " + c.product + " vs " + c.middle + " vs ceiling " + c.ceiling;
  return true;
}

Verification verify_degree_identity(int n, const std::string& levels, const json& w, std::string& why) {
  if (!exact_keys(w, {"levels"}, why)) return false;
  const int top = eq23_top_level(n, levels);
  if (!w["levels"].is_array() || w["levels"].size() != static_cast<size_t>(top))
    return why = "levels: expected an array of " + std::to_string(top) + " entries", false;
  for (int j = 1; j <= top; ++j) {
    const json& e = w["levels"][j - 1];
    std::string inner;
    if (!exact_keys(e, {"level", "value"}, inner)) return why = "levels[" + std::to_string(j - 1) + "]: " + inner, false;
    const CheckedEq23 c = checked_eq23(n, j);
    if (e["level"] != j || e["value"] != c.ceiling)
      return why = "levels[" + std::to_string(j - 1) + "]: expected level " + std::to_string(j) + " value " + c.ceiling,
             false;
    if (!c.equal) return why = "Eq. (23) fails at j = " + std::to_string(j), false;
  }
  why = "Eq. (23) recomputed over 4^j-scaled integers at every level 1.." + std::to_string(top);
  return true;
}

}  // namespace netcert
