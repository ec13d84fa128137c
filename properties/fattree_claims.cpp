// fattree_claims.cpp — seed 000, declarations of the claims of the proofs:
// fattree.load_equality (Eq. (22) with equality), fattree.ump_element (the elements of
// Eqs. (12) and (18)), fattree.level1_patterns (the count of Sec. II), fattree.nonblocking_degree
// (Eqs. (6)-(7)). Engines:
// search/fattree_claims.hpp; re-checks and verifiers: check/fattree_claims_check.hpp.
#include "check/fattree_claims_check.hpp"
#include "check/fattree_degree_identity_check.hpp"
#include "core/catalogue.hpp"
#include "properties/fattree.hpp"
#include "properties/fattree_element_symbolic.hpp"
#include "properties/fattree_load_symbolic.hpp"
#include "search/fattree_claims.hpp"

namespace netcert {

namespace {

const char* const kPaper =
    "000: Chueh, Lien, Chang, Cheng, Lee — Load-Balanced Birkhoff-von Neumann Switches and Fat-Tree Networks";

using FP = FattreeFamilyParams;
using VP = FattreeVariantParams;

Field<FP> family_field() {
  return choice_field(&FP::family, "family", family_names(), "bitreverse",
                      "slot i = 1..N sends x to (b(x) + i) mod N; b = rev_n (the paper's pi_i), identity (rotator) "
                      "or -x (tdm): the last two are the non-bit-reverse bases that refute the claim");
}

Declaration<FP> load_equality() {
  return {"fattree.load_equality", kPaper, "Eq. (22) (proof of Lemma 5, Case 2), with equality",
          "for every slot i = 1..N (sigma_i(x) = (b(x) + i) mod N, b = rev_n for the paper's pi_i) and every node (j,k) "
          "with 1 <= j <= floor(n/2), exactly (2^j - 1) 2^(n-2j) paths leave S(j,k) (up-link group of (j,k)) and exactly "
          "as many enter it (down-link group into (j,k)) under shortest up/down routing; fixed: n and the family. "
          "n = 1 has no such level (vacuous); symbolic: four QF_BV queries prove it for every n in 1..63 at once",
          {fattree_levels<FP>(1, 63, "1..10"), family_field()},
          {{"exhaustive", {limit<FP>("n", 12, "N slots x N inputs x floor(n/2) levels")},
            [](const FP& p, const RunContext& ctx) { return fattree_exhaustive_load_equality(p.members(), ctx); },
            "every slot, every level 1..floor(n/2), every node: up- and down-load counted", true},
           {"symbolic", {}, nullptr,
            "four QF_BV queries for the whole range of n: n, level j <= n/2, slot, a node (j,k) by its first leaf, two "
            "inputs, an output and a block index are 64-bit vectors; fixed: the family's formula and its inverse, the "
            "named element of Eqs. (12)/(18) and the closed form. UNSAT of all four: the paths that stay in S(j,k) are "
            "in bijection with the 2^(n-2j) blocks S(n-j,l) inside it, sigma_i is a permutation, and "
            "2^(n-j) - 2^(n-2j) = (2^j - 1) 2^(n-2j), for every n in the range; SAT: the smallest failing n the solver "
            "finds, reported only when the exhaustive engine fails there (n <= 12)",
            false, fattree_load_symbolic_scope(),
            [](const FP& at_lo, int64_t lo, int64_t hi, const RunContext& ctx) {
              return fattree_load_symbolic(at_lo, lo, hi, ctx);
            },
            fattree_load_symbolic_verify}},
          [](const FP& p, const json& cex, std::string& why) { return recheck_load_equality(p.n, p.family, cex, why); },
          [](const FP& p, const std::string&, const json& w, std::string& why) -> Verification {
            return verify_load_equality(p.n, p.family, w, why);
          }};
}

Declaration<FP> ump_element() {
  return {"fattree.ump_element", kPaper, "Eq. (12) (pi) and Eq. (18) (pi_i, proof of Lemma 4)",
          "for every slot i = 1..N, level j = 0..n, k < 2^j and l < 2^(n-j), sigma_i(S(j,k)) ∩ S(n-j,l) is exactly "
          "{l 2^j + alpha}, alpha = (k' + i) mod 2^j, k' = rev_j(k): the element whose binary representation the paper "
          "prints, (I_{n-j}(l)..I_1(l), I_j(alpha)..I_1(alpha)); slot N is pi itself (Eq. (12), alpha = k'). "
          "fixed: n and the family (b = rev_n for the paper's pi_i); symbolic: two QF_BV queries prove it for every n "
          "in 1..63 at once",
          {fattree_levels<FP>(1, 63, "1..10"), family_field()},
          {{"exhaustive", {limit<FP>("n", 12, "N slots x N inputs x (n+1) levels")},
            [](const FP& p, const RunContext& ctx) { return fattree_exhaustive_ump_element(p.members(), ctx); },
            "every slot, level and input: the image is the named element of its cell", true},
           {"symbolic", {}, nullptr,
            "two QF_BV queries for the whole range of n: n, level j <= n, slot, an input (element) or a block and an "
            "output (onto) are 64-bit vectors; fixed: the family's formula, its inverse and the element "
            "l 2^j + ((rev_j(k) + i) mod 2^j). UNSAT of both: every image is its cell's named element and every named "
            "element has its preimage in S(j,k), for every n in the range; SAT: the smallest failing n the solver "
            "finds, reported only when the exhaustive engine fails there (n <= 12)",
            false, fattree_element_symbolic_scope(),
            [](const FP& at_lo, int64_t lo, int64_t hi, const RunContext& ctx) {
              return fattree_element_symbolic(at_lo, lo, hi, ctx);
            },
            fattree_element_symbolic_verify}},
          [](const FP& p, const json& cex, std::string& why) { return recheck_ump_element(p.n, p.family, cex, why); },
          [](const FP& p, const std::string&, const json& w, std::string& why) -> Verification {
            return verify_ump_element(p.n, p.family, w, why);
          }};
}

Declaration<VP> level1_patterns() {
  return {"fattree.level1_patterns", kPaper, "Sec. II (the number of connection patterns of a level-1 node)",
          "a level-1 node of the nonblocking fat tree gets m = 2^(n-1) links from the root and hands m/2 to each child; "
          "counted=splits: the number of ways to choose which incoming links go to the left child (the order inside a "
          "child's link group not distinguished) equals (2^(n-1))!/((2^(n-2))!)^2 exactly; counted=permutations: the "
          "number of bijections of the m links onto the children's m link slots (the paper's word 'permutations') "
          "equals it (false for n >= 3: the formula counts splits). Exact integers",
          {fattree_levels<VP>(2, 16, "2..8"), choice_field(&VP::variant, "counted", {"splits", "permutations"}, "splits",
                        "what is counted: splits of the links between the children, or bijections of the links")},
          {{"exhaustive", {limit<VP>("n", 11, "(2^(n-1)/2)^2 DP cells of 2^(n-1)-bit integers")},
            [](const VP& p, const RunContext& ctx) { return fattree_exhaustive_level1_patterns(p.n, p.variant, ctx); },
            "n <= 4: every bijection of the links enumerated (8! at n = 4), distinct splits collected; "
            "5 <= n <= 11: link-by-link DP", true}},
          [](const VP& p, const json& cex, std::string& why) { return recheck_level1_patterns(p.n, p.variant, cex, why); },
          [](const VP& p, const std::string&, const json& w, std::string& why) -> Verification {
            return verify_level1_patterns(p.n, p.variant, w, why);
          }};
}

Declaration<VP> nonblocking_degree() {
  return {"fattree.nonblocking_degree", kPaper, "Eqs. (6)-(7) (nonblocking fat tree)",
          "degrees=nonblocking: with 2^(n-j) links in the up-link group of every node (j,k), j >= 1, and in the "
          "down-link group into it (the parent's down degree split evenly), every one of the N! permutations of Z_N "
          "routes conflict-free under shortest up/down routing, and the half swap x -> x XOR N/2 fills every group "
          "to 2^(n-j), so no group can be smaller (necessary and sufficient). degrees=one-less: 2^(n-j) - 1 at every "
          "level; must fail. fixed: n",
          {fattree_levels<VP>(1, 16, "1..3"), choice_field(&VP::variant, "degrees", {"nonblocking", "one-less"}, "nonblocking",
                        "link-group degrees at level j: 2^(n-j) (Eqs. (6)-(7)) or 2^(n-j) - 1")},
          {{"exhaustive", {limit<VP>("n", 3, "enumerates all N! permutations")},
            [](const VP& p, const RunContext& ctx) { return fattree_exhaustive_nonblocking(p.n, p.variant == "one-less", ctx); },
            "all N! permutations in lexicographic order (n <= 3) and the half swap", true}},
          [](const VP& p, const json& cex, std::string& why) { return recheck_nonblocking(p.n, p.variant, cex, why); },
          [](const VP& p, const std::string&, const json& w, std::string& why) -> Verification {
            return verify_nonblocking(p.n, p.variant, w, why);
          }};
}

Declaration<VP> degree_identity() {
  return {"fattree.degree_identity", kPaper, "Eq. (23) (proof of Lemma 5: the load of Eq. (22) is the Lemma 1 degree)",
          "levels=upper-half: for every level 1 <= j <= floor(n/2), (2^j - 1) 2^(n-2j) = 2^(n-j) (1 - 2^-j) = "
          "ceil(2^(n-j) (1 - 2^-j)) in exact rational arithmetic (the last term is Lemma 1's up degree); "
          "levels=all: the same for every 1 <= j <= n, which must fail at j = floor(n/2) + 1, where (2^j - 1) 2^(n-2j) "
          "is not an integer (the range j <= floor(n/2) is needed). fixed: n; n = 1 has no upper-half level (vacuous)",
          {fattree_levels<VP>(1, 1024, "1..200"), choice_field(&VP::variant, "levels", {"upper-half", "all"}, "upper-half",
                        "which levels j: 1..floor(n/2) (the paper's range) or 1..n (must fail)")},
          {{"exhaustive", {limit<VP>("n", 1024, "n/2 levels of n-bit rationals")},
            [](const VP& p, const RunContext& ctx) { return fattree_exhaustive_degree_identity(p.n, p.variant == "all", ctx); },
            "every level j: the three terms as boost cpp_rational, compared exactly", true}},
          [](const VP& p, const json& cex, std::string& why) { return recheck_degree_identity(p.n, p.variant, cex, why); },
          [](const VP& p, const std::string&, const json& w, std::string& why) -> Verification {
            return verify_degree_identity(p.n, p.variant, w, why);
          }};
}

}  // namespace

void register_fattree_census_table(Catalogue& cat);        // fattree_census_table.cpp
void register_fattree_latin_census_table(Catalogue& cat);  // fattree_latin_census_table.cpp
void register_fattree_lemma5_count_table(Catalogue& cat);  // fattree_lemma5_count_table.cpp
void register_fattree_example_tables(Catalogue& cat);      // fattree_example_tables.cpp

void register_fattree_claims(Catalogue& cat) {
  register_fattree_census_table(cat);
  register_fattree_latin_census_table(cat);
  register_fattree_lemma5_count_table(cat);
  register_fattree_example_tables(cat);
  cat.add(declare(load_equality()));
  cat.add(declare(ump_element()));
  cat.add(declare(level1_patterns()));
  cat.add(declare(nonblocking_degree()));
  cat.add(declare(degree_identity()));
}

}  // namespace netcert
