// permutation.hpp — permutations of Z_N as flat arrays.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace netcert {

// perm[x] is the image of x. uint32_t keeps a family of N permutations of
// Z_N (N up to 2^16 in the exhaustive engines) at 16 GiB worst case, rows dense.
using Permutation = std::vector<uint32_t>;

// True when p is a bijection of Z_{p.size()}.
bool is_permutation(const Permutation& p);
// Index of the first repeated or out-of-range entry, or -1.
long first_defect(const Permutation& p);
Permutation inverse(const Permutation& p);
// (a∘b)(x) = a(b(x)).
Permutation compose(const Permutation& a, const Permutation& b);
Permutation identity_permutation(uint32_t n);
std::string to_string(const Permutation& p);

}  // namespace netcert
