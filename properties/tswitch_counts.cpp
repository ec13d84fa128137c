// tswitch_counts.cpp — seed 002: tswitch.kary_counts (Sec. 5 / A.6.1, the
// k-ary n-tree connects k^n nodes with n k^(n-1) switches) and
// tswitch.ft_polynomial (the proof of Prop. 1.22, C_I(p) for every p and its
// minimum at p = k/2). Engines: search/kary_ntree_counts.cpp and
// search/tswitch_ft_polynomial.cpp; checkers: check/kary_counts_check.cpp and
// check/tswitch_polynomial_check.cpp. k and n come from the params only.
#include "check/kary_counts_check.hpp"
#include "check/tswitch_polynomial_check.hpp"
#include "core/errors.hpp"
#include "net/kary_ntree.hpp"
#include "properties/tswitch.hpp"
#include "properties/tswitch_polynomial_symbolic.hpp"
#include "search/kary_ntree_counts.hpp"
#include "search/tswitch_ft_polynomial.hpp"

namespace netcert {

namespace {

using TP = TswitchParams;
constexpr uint64_t kMaxPolynomialTerminals = 4096;  // every pair is routed

// "" when k^n <= limit, else why the size is refused (computed exactly).
std::string terminals_over(const TP& p, uint64_t limit, const std::string& what) {
  BigInt N = kary_count_claim(KaryQuantity::Terminals, p.k, p.n);
  return N > limit ? "k^n = " + N.str() + " terminals > " + std::to_string(limit) + " (" + what + ")" : "";
}

std::string refuse_kary_counts(const TP& p) {
  return terminals_over(p, KaryNTree::kMaxTerminals, "the model's port table is built explicitly");
}

std::string refuse_polynomial(const TP& p) {
  if (p.k > kMaxPolynomialArity)
    return "k > " + std::to_string(kMaxPolynomialArity) + ": C(2k,k) configurations is too many";
  return terminals_over(p, kMaxPolynomialTerminals, "every pair is routed");
}

Declaration<TP> kary_counts() {
  return {"tswitch.kary_counts", kTswitchPaper,
          "Sec. 5 and A.6.1: a k-ary n-tree connects N = k^n nodes with n k^(n-1) switches",
          "netcert's k-ary n-tree, walked over its port table from terminal 0, connects exactly k^n terminals and "
          "n k^(n-1) switches (exact integers), and every channel is the paper's: <s,o> and <s+1,o'> are joined "
          "exactly once iff o_i = o'_i for all i != s, terminal h hangs on <0,o> iff o_i = h_(i+1). The link counts "
          "(k^n terminal links, (n-1) k^n switch links) are reported, not claimed: the paper states none.",
          {int_field(&TP::k, "k", 2, KaryNTree::kMaxArity, "2..6", "switch arity"),
           int_field(&TP::n, "n", 1, 64, "1..4", "number of stages (N = k^n terminals)")},
          {{"exhaustive", {restriction<TP>(refuse_kary_counts)},
            [](const TP& p, const RunContext& ctx) { return kary_counts_exhaustive(p.k, p.n, ctx); }, "", true}},
          [](const TP& p, const json& cex, std::string& why) {
            if (!refuse_kary_counts(p).empty()) return why = "rejected: " + refuse_kary_counts(p), false;
            return recheck_kary_counts(p.k, p.n, cex, kary_count_claim, why);
          },
          [](const TP& p, const std::string&, const json& w, std::string& why) -> Verification {
            if (!refuse_kary_counts(p).empty()) return why = refuse_kary_counts(p), false;
            return verify_kary_counts(p.k, p.n, w, kary_count_claim, why);
          }};
}

Declaration<TP> ft_polynomial() {
  return {"tswitch.ft_polynomial", kTswitchPaper,
          "Proof of Prop. 1.22: C_I(p) = 2p^2 k^(n-1) - 4p^2 k^s + k^(n+1) - k^(s+2) - 2p k^n + 4p k^(s+1), "
          "minimum at p = k/2",
          "Under uniform traffic (one DESTRO path per ordered terminal pair), at switch <s,0> of every stage s < n-1 "
          "(every switch of a stage carries the same loads: tswitch.destro_path_counts), for every configuration C^alpha "
          "(all C(2k,k) k-subsets of the 2k ports) the forward (down port in, up port out) and turnaround (down port in, "
          "another down port out) paths whose two ports lie in different twins number exactly C_I(p), "
          "p = |C^alpha ∩ B| (exact integers); and p = k/2 minimises the count over p = 0..k (odd k: both integers "
          "nearest k/2). symbolic: three range queries prove the minimum, the odd-k tie and C_I = (k^(n-1) - k^s) "
          "CC_I + k^s TC_I for every k in 2..64 at once (n <= 4).",
          {int_field(&TP::k, "k", 2, KaryNTree::kMaxArity, "2..6", "switch arity (2k ports per T-switch)"),
           int_field(&TP::n, "n", 2, 12, "2..3", "number of stages (N = k^n terminals; stages s < n-1 exist for n >= 2)")},
          {{"exhaustive", {restriction<TP>(refuse_polynomial)},
            [](const TP& p, const RunContext& ctx) { return ft_polynomial_exhaustive(p.k, p.n, ctx); }, "", true},
           {"symbolic", {}, nullptr,
            "three queries for the whole range of k at this n: k, the stage s <= n-2 and p <= k are symbolic; fixed: n "
            "and the polynomial (k^(n-1) a product of n-1 copies of k, k^s an ite chain over s). UNSAT of all three: "
            "p = floor(k/2) minimises C_I (minimum, QF_BV), odd k ties at ceil(k/2) (odd_tie, QF_BV), and C_I = "
            "(k^(n-1) - k^s)(p^2 + (k-p)^2) + k^s 2p(k-p) (decomposition, QF_NIA: Sec. 4.1's CC_I and TC_I weighted; "
            "reading the weights as per-pair loads is the proof's, not checked here), for every k in the range; the "
            "counted crossings equal C_I per size only (exhaustive, k <= 10). SAT: the smallest failing k the solver "
            "finds, reported only when the exhaustive engine fails there (k <= 10)",
            false, ft_polynomial_symbolic_scope(),
            [](const TP& p, int64_t lo, int64_t hi, const RunContext& ctx) {
              // A range engine's refusal checks the range only (declaration.hpp), so n is refused here: exit 2.
              if (std::string why = refuse_ft_polynomial_symbolic(p.n); !why.empty()) throw InputError("n", why);
              return ft_polynomial_symbolic(p.n, lo, hi, ctx);
            },
            [](const TP& p, int64_t lo, int64_t hi, const json& w, std::string& why) {
              return ft_polynomial_symbolic_verify(p.n, lo, hi, w, why);
            }}},
          [](const TP& p, const json& cex, std::string& why) {
            if (!refuse_polynomial(p).empty()) return why = "rejected: " + refuse_polynomial(p), false;
            return recheck_ft_polynomial(p.k, p.n, cex, prop122_crossings_claim, why);
          },
          [](const TP& p, const std::string&, const json& w, std::string& why) -> Verification {
            if (!refuse_polynomial(p).empty()) return why = refuse_polynomial(p), false;
            return verify_ft_polynomial(p.k, p.n, w, prop122_crossings_claim, why);
          }};
}

}  // namespace

void register_tswitch_counts(Catalogue& cat) {
  cat.add(declare(kary_counts()));
  cat.add(declare(ft_polynomial()));
}

}  // namespace netcert
