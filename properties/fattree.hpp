// fattree.hpp — seed 000 (fattree.*): the engines live in src/search/fattree_*.cpp
// (search/fattree_search.hpp), the SMT encodings in proofs/fattree_smt.*, the
// independent checker in src/check/fattree_check.*; properties/fattree*.cpp only
// declare them (core/declaration.hpp). The params structs of the fattree.* properties:
#pragma once
#include <string>

#include "core/declaration.hpp"
#include "search/fattree_search.hpp"

namespace netcert {

// n levels (N = 2^n leaves) and one slot family.
struct FattreeFamilyParams {
  int n = 0;
  std::string family;  // bitreverse | rotator | tdm
  Family members() const { return Family{n, family_from_name(family), nullptr}; }
  std::string key() const { return "n=" + std::to_string(n) + " family=" + family; }
};

// n levels and one named reading of the claim (reading, encoding, counted, degrees, levels).
struct FattreeVariantParams {
  int n = 0;
  std::string variant;
  std::string key() const { return "n=" + std::to_string(n) + " " + variant; }
};

// fattree.proof_steps: n, which proof's steps, and the family.
struct FattreeProofStepsParams {
  int n = 0;
  std::string steps;   // lemma4 | lemma5
  std::string family;  // bitreverse | rotator | tdm
  Family members() const { return Family{n, family_from_name(family), nullptr}; }
};

// The tree-levels field every fattree.* property has.
template <class P>
Field<P> fattree_levels(int64_t lo, int64_t hi, std::string default_value) {
  return int_field(&P::n, "n", lo, hi, std::move(default_value), "tree levels; N = 2^n leaves");
}

}  // namespace netcert
