// unidirectional_min.hpp — the unidirectional k-ary MINs of seed 002's appendix (A.3–A.4):
// N = k^n terminals on each side, n stages of N/k k×k switches. A link address is n base-k
// digits x_(n−1)…x_0. Link x entering a stage goes to input x mod k of switch x div k (the
// least significant digit picks the input); output port k + c of switch w (c = 0..k−1, A.4.1:
// "forwarded by the output port k + i") leaves on link w·k + c, so a switch sets the least
// significant digit. Between stages the links are permuted by a connection pattern.
//
// The butterfly MIN (named for its pattern, A.3) uses the k-ary butterfly permutations
// β_i (swap digit 0 with digit i): C_0 = C_n = β_0 (the identity) at the terminals and
// C_i = β_(n−i) between stages i−1 and i, the usual butterfly MIN of the textbook the
// appendix follows.
#pragma once
#include <cstdint>
#include <vector>

namespace netcert {

struct UnidirectionalMin {
  int k = 2;  // switch arity (k inputs, k outputs)
  int n = 1;  // stages
  int64_t terminals = 2;  // N = k^n
  // pattern[i][x], i = 0..n: the link entering stage i (i = n: the output terminal) that link x
  // leaving stage i−1 (i = 0: input terminal x) is wired to.
  std::vector<std::vector<int64_t>> pattern;
};

// β_i of A.3 on the n-digit base-k address x: digits 0 and i exchanged.
int64_t kary_butterfly_permutation(int k, int n, int i, int64_t x);

// The butterfly MIN for k >= 2, n >= 1, k^n <= 2^20; throws std::invalid_argument otherwise.
UnidirectionalMin butterfly_min(int k, int n);

}  // namespace netcert
