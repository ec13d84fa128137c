// fattree.hpp — seed 000 (fattree.*): the engines live in src/search/fattree_*.cpp
// (search/fattree_search.hpp), the SMT encodings in proofs/fattree_smt.*, the
// independent checker in src/check/fattree_check.*; properties/fattree.cpp only
// registers them.
#pragma once
#include "core/params.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

// The fat-tree size and family a parameter set names (fattree.cpp and fattree_claims.cpp).
inline int fattree_n_of(const ParamSet& ps) { return static_cast<int>(ps.i("n")); }
inline Family fattree_family_of(const ParamSet& ps) {
  return Family{fattree_n_of(ps), family_from_name(ps.s("family")), nullptr};
}

}  // namespace netcert
