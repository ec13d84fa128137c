// fattree_claims.cpp — seed 000, the claims issue 14 adds to the catalogue:
// fattree.load_equality (Eq. (22) with equality), fattree.ump_element (the elements of
// Eqs. (12) and (18)), fattree.level1_patterns (the count of Sec. II), fattree.nonblocking_degree
// (Eqs. (6)-(7)). Engines:
// search/fattree_claims.hpp; re-checks and verifiers: check/fattree_claims_check.hpp.
#include "check/fattree_claims_check.hpp"
#include "check/fattree_degree_identity_check.hpp"
#include "properties/fattree.hpp"
#include "core/catalogue.hpp"
#include "search/fattree_claims.hpp"

namespace netcert {

namespace {

const char* const kPaper =
    "000: Chueh, Lien, Chang, Cheng, Lee — Load-Balanced Birkhoff-von Neumann Switches and Fat-Tree Networks";


Engine exhaustive(int max_n, const std::string& why, std::function<Outcome(const ParamSet&, const RunContext&)> run,
                  std::string description) {
  auto refuse = [max_n, why](const ParamSet& ps) {
    if (fattree_n_of(ps) <= max_n) return std::string();
    return "n=" + std::to_string(fattree_n_of(ps)) + " is above this engine's limit n<=" + std::to_string(max_n) + " (" + why + ")";
  };
  return Engine{"exhaustive", refuse, std::move(run), std::move(description)};
}

ParamSpec family_param() {
  return choice_param("family", family_names(), "bitreverse",
                      "slot i = 1..N sends x to (b(x) + i) mod N; b = rev_n (the paper's pi_i), identity (rotator) "
                      "or -x (tdm): the last two are the non-bit-reverse bases that refute the claim");
}

Property base(const char* id, const char* claim, std::string statement, std::vector<ParamSpec> params) {
  Property p;
  p.id = id;
  p.paper = kPaper;
  p.claim = claim;
  p.statement = std::move(statement);
  p.params = std::move(params);
  return p;
}

Property load_equality() {
  Property p = base(
      "fattree.load_equality", "Eq. (22) (proof of Lemma 5, Case 2), with equality",
      "for every slot i = 1..N (sigma_i(x) = (b(x) + i) mod N, b = rev_n for the paper's pi_i) and every node (j,k) "
      "with 1 <= j <= floor(n/2), exactly (2^j - 1) 2^(n-2j) paths leave S(j,k) (up-link group of (j,k)) and exactly "
      "as many enter it (down-link group into (j,k)) under shortest up/down routing; fixed: n and the family. "
      "n = 1 has no such level (vacuous)",
      {int_param("n", 1, 16, "1..10", "tree levels; N = 2^n leaves"), family_param()});
  p.engines = {sliced(exhaustive(12, "N slots x N inputs x floor(n/2) levels",
                          [](const ParamSet& ps, const RunContext& ctx) {
                            return fattree_exhaustive_load_equality(fattree_family_of(ps), ctx);
                          },
                          "every slot, every level 1..floor(n/2), every node: up- and down-load counted"))};
  p.recheck = [](const ParamSet& ps, const json& cex, std::string& why) {
    return recheck_load_equality(fattree_n_of(ps), ps.s("family"), cex, why);
  };
  p.verify_witness = [](const ParamSet& ps, const std::string&, const json& w, std::string& why) {
    return verify_load_equality(fattree_n_of(ps), ps.s("family"), w, why);
  };
  return p;
}

Property ump_element() {
  Property p = base(
      "fattree.ump_element", "Eq. (12) (pi) and Eq. (18) (pi_i, proof of Lemma 4)",
      "for every slot i = 1..N, level j = 0..n, k < 2^j and l < 2^(n-j), sigma_i(S(j,k)) ∩ S(n-j,l) is exactly "
      "{l 2^j + alpha}, alpha = (k' + i) mod 2^j, k' = rev_j(k): the element whose binary representation the paper "
      "prints, (I_{n-j}(l)..I_1(l), I_j(alpha)..I_1(alpha)); slot N is pi itself (Eq. (12), alpha = k'). "
      "fixed: n and the family (b = rev_n for the paper's pi_i)",
      {int_param("n", 1, 16, "1..10", "tree levels; N = 2^n leaves"), family_param()});
  p.engines = {sliced(exhaustive(12, "N slots x N inputs x (n+1) levels",
                          [](const ParamSet& ps, const RunContext& ctx) {
                            return fattree_exhaustive_ump_element(fattree_family_of(ps), ctx);
                          },
                          "every slot, level and input: the image is the named element of its cell"))};
  p.recheck = [](const ParamSet& ps, const json& cex, std::string& why) {
    return recheck_ump_element(fattree_n_of(ps), ps.s("family"), cex, why);
  };
  p.verify_witness = [](const ParamSet& ps, const std::string&, const json& w, std::string& why) {
    return verify_ump_element(fattree_n_of(ps), ps.s("family"), w, why);
  };
  return p;
}

Property level1_patterns() {
  Property p = base(
      "fattree.level1_patterns", "Sec. II (the number of connection patterns of a level-1 node)",
      "a level-1 node of the nonblocking fat tree gets m = 2^(n-1) links from the root and hands m/2 to each child; "
      "counted=splits: the number of ways to choose which incoming links go to the left child (the order inside a "
      "child's link group not distinguished) equals (2^(n-1))!/((2^(n-2))!)^2 exactly; counted=permutations: the "
      "number of bijections of the m links onto the children's m link slots (the paper's word 'permutations') "
      "equals it (false for n >= 3: the formula counts splits). Exact integers",
      {int_param("n", 2, 16, "2..8", "tree levels; N = 2^n leaves"),
       choice_param("counted", {"splits", "permutations"}, "splits",
                    "what is counted: splits of the links between the children, or bijections of the links")});
  p.engines = {sliced(exhaustive(11, "(2^(n-1)/2)^2 DP cells of 2^(n-1)-bit integers",
                          [](const ParamSet& ps, const RunContext& ctx) {
                            return fattree_exhaustive_level1_patterns(fattree_n_of(ps), ps.s("counted"), ctx);
                          },
                          "n <= 4: every bijection of the links enumerated (8! at n = 4), distinct splits collected; "
                          "5 <= n <= 11: link-by-link DP"))};
  p.recheck = [](const ParamSet& ps, const json& cex, std::string& why) {
    return recheck_level1_patterns(fattree_n_of(ps), ps.s("counted"), cex, why);
  };
  p.verify_witness = [](const ParamSet& ps, const std::string&, const json& w, std::string& why) {
    return verify_level1_patterns(fattree_n_of(ps), ps.s("counted"), w, why);
  };
  return p;
}

Property nonblocking_degree() {
  Property p = base(
      "fattree.nonblocking_degree", "Eqs. (6)-(7) (nonblocking fat tree)",
      "degrees=nonblocking: with 2^(n-j) links in the up-link group of every node (j,k), j >= 1, and in the "
      "down-link group into it (the parent's down degree split evenly), every one of the N! permutations of Z_N "
      "routes conflict-free under shortest up/down routing, and the half swap x -> x XOR N/2 fills every group "
      "to 2^(n-j), so no group can be smaller (necessary and sufficient). degrees=one-less: 2^(n-j) - 1 at every "
      "level; must fail. fixed: n",
      {int_param("n", 1, 16, "1..3", "tree levels; N = 2^n leaves"),
       choice_param("degrees", {"nonblocking", "one-less"}, "nonblocking",
                    "link-group degrees at level j: 2^(n-j) (Eqs. (6)-(7)) or 2^(n-j) - 1")});
  p.engines = {sliced(exhaustive(3, "enumerates all N! permutations",
                          [](const ParamSet& ps, const RunContext& ctx) {
                            return fattree_exhaustive_nonblocking(fattree_n_of(ps), ps.s("degrees") == "one-less", ctx);
                          },
                          "all N! permutations in lexicographic order (n <= 3) and the half swap"))};
  p.recheck = [](const ParamSet& ps, const json& cex, std::string& why) {
    return recheck_nonblocking(fattree_n_of(ps), ps.s("degrees"), cex, why);
  };
  p.verify_witness = [](const ParamSet& ps, const std::string&, const json& w, std::string& why) {
    return verify_nonblocking(fattree_n_of(ps), ps.s("degrees"), w, why);
  };
  return p;
}

Property degree_identity() {
  Property p = base(
      "fattree.degree_identity", "Eq. (23) (proof of Lemma 5: the load of Eq. (22) is the Lemma 1 degree)",
      "levels=upper-half: for every level 1 <= j <= floor(n/2), (2^j - 1) 2^(n-2j) = 2^(n-j) (1 - 2^-j) = "
      "ceil(2^(n-j) (1 - 2^-j)) in exact rational arithmetic (the last term is Lemma 1's up degree); "
      "levels=all: the same for every 1 <= j <= n, which must fail at j = floor(n/2) + 1, where (2^j - 1) 2^(n-2j) "
      "is not an integer (the range j <= floor(n/2) is needed). fixed: n; n = 1 has no upper-half level (vacuous)",
      {int_param("n", 1, 1024, "1..200", "tree levels; N = 2^n leaves"),
       choice_param("levels", {"upper-half", "all"}, "upper-half",
                    "which levels j: 1..floor(n/2) (the paper's range) or 1..n (must fail)")});
  p.engines = {sliced(exhaustive(1024, "n/2 levels of n-bit rationals",
                          [](const ParamSet& ps, const RunContext& ctx) {
                            return fattree_exhaustive_degree_identity(fattree_n_of(ps), ps.s("levels") == "all", ctx);
                          },
                          "every level j: the three terms as boost cpp_rational, compared exactly"))};
  p.recheck = [](const ParamSet& ps, const json& cex, std::string& why) {
    return recheck_degree_identity(fattree_n_of(ps), ps.s("levels"), cex, why);
  };
  p.verify_witness = [](const ParamSet& ps, const std::string&, const json& w, std::string& why) {
    return verify_degree_identity(fattree_n_of(ps), ps.s("levels"), w, why);
  };
  return p;
}

}  // namespace

void register_fattree_census_table(Catalogue& cat);        // fattree_census_table.cpp
void register_fattree_latin_census_table(Catalogue& cat);  // fattree_latin_census_table.cpp
void register_fattree_lemma5_count_table(Catalogue& cat);  // fattree_lemma5_count_table.cpp

void register_fattree_claims(Catalogue& cat) {
  register_fattree_census_table(cat);
  register_fattree_latin_census_table(cat);
  register_fattree_lemma5_count_table(cat);
  for (auto make : {load_equality, ump_element, level1_patterns, nonblocking_degree, degree_identity}) cat.add(make());
}

}  // namespace netcert
