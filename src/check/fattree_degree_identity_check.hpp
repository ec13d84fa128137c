// fattree_degree_identity_check.hpp — the independent checker of fattree.degree_identity
// (seed 000, Eq. (23)): (2^j - 1) 2^(n-2j) = 2^(n-j) (1 - 1/2^j) = ceil(2^(n-j) (1 - 1/2^j)).
//
// Written from the printed equation with plain integers: every term is multiplied by
// 4^j (which clears every denominator, since n - 2j >= -n), compared as integers, and
// written as a fraction reduced by its gcd; shares nothing with the engine
// (search/fattree_degree_identity.cpp, boost cpp_rational).
#pragma once
#include <string>

#include "core/bigint.hpp"
#include "core/json.hpp"
#include "core/property.hpp"

namespace netcert {

struct CheckedEq23 {
  std::string product, middle, ceiling;  // "p/q" (reduced, q >= 1), "p/q", decimal
  bool equal = false;                    // all three terms equal
};
CheckedEq23 checked_eq23(int n, int j);

// levels: "upper-half" (1..floor(n/2), the paper's range) or "all" (1..n).
bool recheck_degree_identity(int n, const std::string& levels, const json& cex, std::string& why);
Verification verify_degree_identity(int n, const std::string& levels, const json& witness, std::string& why);

}  // namespace netcert
