// fattree_degree_identity.cpp — Eq. (23) of seed 000 in exact rational arithmetic
// (boost cpp_rational): for 1 <= j <= floor(n/2),
//   (2^j - 1) 2^(n-2j) = 2^(n-j) (1 - 2^-j) = ceil(2^(n-j) (1 - 2^-j)).
// levels=all also asks it for floor(n/2) < j <= n, where (2^j - 1) 2^(n-2j) is
// not an integer, so the identity must fail there (the "j <= floor(n/2)" is needed).
#include <boost/multiprecision/cpp_int.hpp>

#include "core/progress.hpp"
#include "core/sliced_loop.hpp"
#include "search/fattree_claims.hpp"

namespace netcert {

namespace {

using Rational = boost::multiprecision::cpp_rational;

Rational power_of_two_rational(int e) {
  return e >= 0 ? Rational(BigInt(1) << e) : Rational(BigInt(1), BigInt(1) << -e);
}

std::string rational_text(const Rational& r) {
  return boost::multiprecision::numerator(r).str() + "/" + boost::multiprecision::denominator(r).str();
}

BigInt rational_ceiling(const Rational& r) {
  const BigInt num = boost::multiprecision::numerator(r), den = boost::multiprecision::denominator(r);
  BigInt q = num / den;  // truncates toward zero
  if (q * den != num && num > 0) q += 1;
  return q;
}

}  // namespace

Eq23Terms eq23_terms(int n, int j) {
  const Rational product = Rational(pow2(static_cast<unsigned>(j)) - 1) * power_of_two_rational(n - 2 * j);
  const Rational middle = power_of_two_rational(n - j) * (Rational(1) - power_of_two_rational(-j));
  const BigInt ceiling = rational_ceiling(middle);
  Eq23Terms t;
  t.product = rational_text(product);
  t.middle = rational_text(middle);
  t.ceiling = ceiling.str();
  t.holds = product == middle && middle == Rational(ceiling);
  return t;
}

// The sliced loop runs over the levels (index = j - 1); the first failing level's
// terms are computed again for the counterexample. The holds witness is the closed
// form (2^j - 1) 2^(n-2j), which is each level's ceiling once the identity holds.
Outcome fattree_exhaustive_degree_identity(int n, bool all_levels, const RunContext& ctx) {
  const int top = all_levels ? n : n / 2;
  Progress progress("levels", static_cast<uint64_t>(top), ctx.progress);
  SearchResult r;  // n = 1, upper half: no level, nothing to slice
  if (top > 0) r = sliced_find_first(top, ctx, [&](int64_t index, int) {
    return !eq23_terms(n, static_cast<int>(index) + 1).holds;
  }, &progress);
  if (r.first_failure >= 0) {
    const int j = static_cast<int>(r.first_failure) + 1;
    Eq23Terms t = eq23_terms(n, j);
    return Outcome::fails({{"level", j}, {"product", t.product}, {"middle", t.middle}, {"ceiling", t.ceiling}},
                          "Eq. (23) fails at level j = " + std::to_string(j) + ": (2^j-1)2^(n-2j) = " + t.product +
                              ", 2^(n-j)(1-2^-j) = " + t.middle + ", its ceiling " + t.ceiling);
  }
  if (r.timed_out) return Outcome::unknown("timeout after " + std::to_string(r.checked) + " of " + std::to_string(top) + " levels");
  json levels = json::array();
  for (int j = 1; j <= top; ++j) {
    if (2 * j > n) return Outcome::unknown("internal: Eq. (23) held at level " + std::to_string(j) + " > n/2");
    levels.push_back({{"level", j}, {"value", ((pow2(static_cast<unsigned>(j)) - 1) << (n - 2 * j)).str()}});
  }
  return Outcome::holds({{"levels", levels}},
                        "Eq. (23) holds at every level 1.." + std::to_string(top) + " (exact rationals)");
}

}  // namespace netcert
