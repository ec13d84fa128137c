// fattree.cpp — seed 000 (Chueh, Lien, Chang, Cheng, Lee): the declarations of
// the six fattree.* properties of Sec. II-III. Engines: search/fattree_search.hpp;
// SMT: proofs/fattree_smt.hpp; re-checks and witness verifiers: check/fattree_check.hpp.
#include "properties/fattree.hpp"

#include <map>
#include <mutex>

#include "check/fattree_check.hpp"
#include "core/catalogue.hpp"
#include "proofs/fattree_smt.hpp"
#include "properties/fattree_symbolic.hpp"
#include "core/every_size.hpp"
#include "properties/fattree_ump_induction.hpp"

namespace netcert {

namespace {

const char* const kFattreePaper =
    "000: Chueh, Lien, Chang, Cheng, Lee — Load-Balanced Birkhoff-von Neumann Switches and Fat-Tree Networks";

using FP = FattreeFamilyParams;
using VP = FattreeVariantParams;
using Queries = std::vector<std::pair<std::string, std::string>>;

Field<FP> family_field(const std::string& def) {
  return choice_field(&FP::family, "family", family_names(), def,
                      "bitreverse: x -> (rev(x)+i) mod N; rotator: x -> x+i; tdm: x -> i-x (slots i = 1..N)");
}

// SMT holds: the stored queries must be exactly those netcert generates for these params.
Verification same_queries(const json& w, const Queries& expected, std::string& why) {
  if (!w.is_object() || w.size() != 1 || !w.contains("smt2") || !w["smt2"].is_array())
    return why = "an smt witness is exactly {\"smt2\": [...]}", false;
  const json& q = w["smt2"];
  if (q.size() != expected.size())
    return why = "expected " + std::to_string(expected.size()) + " queries, certificate has " + std::to_string(q.size()), false;
  for (size_t i = 0; i < expected.size(); ++i) {
    const json& e = q[i];
    if (!e.is_object() || e.size() != 3 || e.value("name", "") != expected[i].first ||
        e.value("query", "") != expected[i].second || e.value("answer", "") != "unsat")
      return why = "query " + std::to_string(i) + " (" + expected[i].first + ") differs from the one netcert generates", false;
  }
  why = std::to_string(expected.size()) + " stored queries equal the generated ones (expected answers: unsat)";
  return true;
}

// Generated queries depend on the params only; one process (the forgery tester,
// a suite) verifying many certificates generates each set once.
Queries cached(const std::string& key, const std::function<Queries()>& generate) {
  static std::mutex mu;
  static std::map<std::string, Queries> cache;
  {
    std::lock_guard<std::mutex> lock(mu);
    if (auto it = cache.find(key); it != cache.end()) return it->second;
  }
  Queries q = generate();
  std::lock_guard<std::mutex> lock(mu);
  return cache.emplace(key, std::move(q)).first->second;
}

Declaration<FP> sums_to_ones() {
  return {"fattree.family_sums_to_ones", kFattreePaper, "Eq. (1), Sec. III",
          "P_1 + ... + P_N = all-ones: every input reaches every output in exactly one of the N slots",
          {fattree_levels<FP>(1, 256, "1..10"), family_field("bitreverse")},
          {{"exhaustive", {limit<FP>("n", 16, "N^2 pairs")},
            [](const FP& p, const RunContext& ctx) { return fattree_exhaustive_sums_to_ones(p.members(), ctx); }, "", true},
           {"random", {limit<FP>("n", 14, "O(N) per case")},
            [](const FP& p, const RunContext& ctx) { return fattree_random_sums_to_ones(p.members(), ctx); }}},
          [](const FP& p, const json& cex, std::string& why) { return recheck_sums_to_ones(p.n, p.family, cex, why); },
          // No smt engine: every family here is sigma_i(x) = g(x) + i (or i - x), so its query held whatever g is.
          [](const FP& p, const std::string&, const json& w, std::string& why) -> Verification {
            return verify_sums_to_ones(p.n, p.family, w, why);
          }};
}

Declaration<FP> ump() {
  return {"fattree.ump", kFattreePaper, "Lemma 4 (with Def. 3 at every level j = 0..n, as Lemma 5 needs)",
          "every slot's permutation sigma_i satisfies |sigma_i(S(j,k)) ∩ S(n-j,l)| = 1 for all j, k, l",
          {fattree_levels<FP>(1, 1024, "1..12"), family_field("bitreverse")},
          {{"exhaustive", {limit<FP>("n", 16, "about N^2 cells over all slots and levels")},
            [](const FP& p, const RunContext& ctx) { return fattree_exhaustive_ump(p.members(), ctx); }, "", true},
           {"smt", {limit<FP>("n", 1024, "bit-vector width")},
            [](const FP& p, const RunContext& ctx) { return smt_ump(p.members().kind, p.n, ctx); },
            "one query per level j = 0..n-1 (level n is vacuous: each S(n,k) is one input); symbolic: slot i and inputs "
            "x != y (bit-vectors of width n: every slot and pair at once); fixed: n, j and the family's formula. UNSAT "
            "at every level confirms; a model is a counterexample re-checked in exact integers at any n"},
           {"random", {limit<FP>("n", 10, "O(N) per case")},
            [](const FP& p, const RunContext& ctx) { return fattree_random_ump(p.members(), ctx); }},
           {"symbolic", {}, nullptr,
            "one QF_BV query for the whole range of n: n, level, slot and inputs are 64-bit vectors (N = 1 << n, "
            "rev_n(x) = reverse64(x) >> (64 - n)). UNSAT: UMP for every n in the range; SAT: the smallest failing n "
            "the solver finds, reported only when the exhaustive engine fails there (n <= 16). n=all: every n >= 1 by "
            "induction, a base (n = 1) and a step (n to n + 1, n an unbounded integer) in QF_UFLIA, unsat in z3 and cvc5",
            false, fattree_ump_symbolic_scope(),
            // n=all: by induction on n (fattree_ump_induction.hpp); LO..HI: one range query.
            [](const FP& at_lo, int64_t lo, int64_t hi, const RunContext& ctx) {
              return hi == kAllSizes ? fattree_ump_induction(at_lo, ctx) : fattree_symbolic_ump(at_lo, lo, hi, ctx);
            },
            // holds: the stored queries are exactly the ones generated for the family and lo..hi (or all).
            [](const FP& at_lo, int64_t lo, int64_t hi, const json& w, std::string& why) -> Verification {
              if (hi == kAllSizes) return fattree_ump_induction_verify(at_lo, w, why);
              return same_queries(w, cached("ump symbolic " + at_lo.family + " " + std::to_string(lo) + ".." +
                                                std::to_string(hi), [&] {
                return Queries{{"range", fattree_symbolic_ump_query(at_lo, lo, hi)}};
              }), why);
            }}},
          [](const FP& p, const json& cex, std::string& why) { return recheck_ump(p.n, p.family, cex, why); },
          [](const FP& p, const std::string& engine, const json& w, std::string& why) -> Verification {
            if (engine != "smt") return verify_ump(p.n, p.family, w, why);
            return same_queries(w, cached("ump " + p.key(), [&] {
              Queries q;
              for (int j = 0; j < p.n; ++j) q.emplace_back("level" + std::to_string(j), smt_ump_query(p.members().kind, p.n, j));
              return q;
            }), why);
          }};
}

Declaration<VP> lower_bound() {
  auto smt_only = restriction<VP>([](const VP& p) {
    return p.variant == "counting" ? "" : "encoding=" + p.variant + " selects an smt encoding; this engine has none";
  });
  return {"fattree.lower_bound", kFattreePaper, "Lemma 1",
          std::string("no family of N permutations summing to ones routes with a link group below ceil(2^(n-j)(1-2^-j)) "
                      "(up-link group of (j,k); down-link group into (j,k) likewise, the down degree split evenly): "
                      "every such family loads every group to the bound in some slot. smt engine: ") + lemma1_smt_scope(),
          {fattree_levels<VP>(1, 8, "1..3"),
           choice_field(&VP::variant, "encoding", {"counting", "plain"}, "counting",
                        "smt only: counting proves the averaging identity from the family constraints (one query per "
                        "group) and then uses it (a second query); plain is the bare Latin square with every slot below "
                        "the bound")},
          {{"exhaustive", {limit<VP>("n", 2, "all Latin squares of order N (576 at n=2)"), smt_only},
            [](const VP& p, const RunContext& ctx) { return fattree_exhaustive_lower_bound(p.n, ctx); },
            "every Latin square of order N (n <= 2)", true},
           {"smt", {limit<VP>("n", 4, "one-hot Latin square of N^3 variables per link group")},
            [](const VP& p, const RunContext& ctx) { return smt_lower_bound(p.n, p.variant == "counting", ctx); },
            lemma1_smt_scope()},
           {"random", {limit<VP>("n", 8, "random Latin squares of order N"), smt_only},
            [](const VP& p, const RunContext& ctx) { return fattree_random_lower_bound(p.n, ctx); }}},
          [](const VP& p, const json& cex, std::string& why) { return recheck_lower_bound(p.n, cex, why); },
          [](const VP& p, const std::string& engine, const json& w, std::string& why) -> Verification {
            if (engine != "smt") return verify_lower_bound(p.n, w, why);
            Verification v = same_queries(w, cached("lower_bound " + p.key(), [&] {
              return smt_lower_bound_queries(p.n, p.variant == "counting");
            }), why);
            std::string averaging;
            if (v.verified() && !lemma1_averaging_holds(p.n, averaging)) return why = averaging, false;
            return v;
          }};
}

Declaration<FP> bound_tight() {
  return {"fattree.bound_tight", kFattreePaper, "Corollary 6",
          "with every link group at exactly its Lemma 1 degree, every slot of the family routes conflict-free under "
          "shortest up/down routing, and every degree is used by some slot (the bound is met with equality)",
          {fattree_levels<FP>(1, 20, "1..10"), family_field("bitreverse")},
          {{"exhaustive", {limit<FP>("n", 20, "N slots x O(N) loads: n = 20 is about 32 min of CPU (1.7 ns per slot and leaf)")},
            [](const FP& p, const RunContext& ctx) { return fattree_exhaustive_bound_tight(p.members(), ctx); }, "", true},
           {"smt", {limit<FP>("n", 4, "2n queries, symbolic slot and node, one quantified")},
            [](const FP& p, const RunContext& ctx) { return smt_bound_tight(p.members().kind, p.n, ctx); },
            "two queries per level j; symbolic: slot and node index (the slack query quantifies over all slots); "
            "fixed: n, j and the family's formula. UNSAT of both confirms"}},
          [](const FP& p, const json& cex, std::string& why) {
            return recheck_degrees(DegreeClaim::Lemma1Tight, p.n, p.family, cex, why);
          },
          [](const FP& p, const std::string& engine, const json& w, std::string& why) -> Verification {
            if (engine == "smt")
              return same_queries(w, cached("bound_tight " + p.key(), [&] { return smt_bound_tight_queries(p.members().kind, p.n); }), why);
            return verify_degrees(DegreeClaim::Lemma1Tight, p.n, p.family, w, why);
          }};
}

Declaration<VP> ump_realizable() {
  auto reading = [](const char* r) { return [r](const VP& p) { return p.variant == r; }; };
  return {"fattree.ump_realizable", kFattreePaper, "Lemma 5",
          "every permutation of Z_N with the uniform mapping property routes within the Lemma 1 degrees; "
          "reading=every-level (the default): UMP at every j = 0..n; reading=upper-half: UMP at j = 1..floor(n/2) only, "
          "the hypothesis the proof of Lemma 5 uses (down-load = up-load for a permutation); reading=one-level: UMP at "
          "one fixed level j, trying j = 1..n-1 only (Def. 3 also allows j = 0 and n, where every permutation has UMP, "
          "so read with them the lemma fails from n = 2; refuted either way, ERRATA.md E-000-1)",
          {fattree_levels<VP>(1, 12, "1..3"),
           choice_field(&VP::variant, "reading", {"every-level", "one-level", "upper-half"}, "every-level",
                        "which permutations count as UMP: Def. 3 at every level, at one fixed level j in 1..n-1, or at "
                        "levels 1..floor(n/2) (the proof's hypothesis)")},
          {{"exhaustive",
            {limit<VP>("n", 3, "enumerates all N! permutations").only_when(reading("one-level")),
             limit<VP>("n", 4, "enumerates every sigma >> 1 with UMP at levels 1..n/2 (85M at n=4)").only_when(reading("upper-half")),
             limit<VP>("n", 4, "enumerates all UMP permutations (2^32 at n=4, minutes)").only_when(reading("every-level"))},
            [](const VP& p, const RunContext& ctx) {
              if (p.variant == "upper-half") return fattree_exhaustive_ump_realizable_levels(p.n, upper_half_levels(p.n), ctx);
              return p.variant == "one-level" ? fattree_exhaustive_ump_realizable_one_level(p.n, ctx)
                                              : fattree_exhaustive_ump_realizable(p.n, ctx);
            },
            "every-level: all UMP permutations (n <= 4); upper-half: every sigma >> 1 with UMP at levels 1..floor(n/2) "
            "(each stands for 2^(N/2) permutations; n <= 4); one-level: all N! permutations (n <= 3)", true},
           {"smt",
            {refuse_if<VP>(reading("one-level"), "only the every-level and upper-half readings are encoded"),
             limit<VP>("n", 4, "N symbolic images; upper-half n=5 timed out at 240 s")},
            [](const VP& p, const RunContext& ctx) { return smt_ump_realizable(p.n, ctx, p.variant == "upper-half"); },
            std::string("reading=every-level: ") + lemma5_smt_scope(false) + "; reading=upper-half: " + lemma5_smt_scope(true)},
           {"random",
            {refuse_if<VP>(reading("upper-half"), "no generator for the upper-half reading (exhaustive and smt cover it)"),
             limit<VP>("n", 12, "generated UMP permutations")},
            [](const VP& p, const RunContext& ctx) { return fattree_random_ump_realizable(p.n, p.variant == "one-level", ctx); }}},
          [](const VP& p, const json& cex, std::string& why) { return recheck_ump_realizable(p.n, p.variant, cex, why); },
          [](const VP& p, const std::string& engine, const json& w, std::string& why) -> Verification {
            if (engine != "smt") return verify_ump_realizable(p.n, p.variant, w, why);
            const bool upper = p.variant == "upper-half";
            return same_queries(w, cached("realizable " + p.key(), [&] {
              return Queries{{"realizable", smt_ump_realizable_query(p.n, upper)}};
            }), why);
          }};
}

Declaration<FP> rotator_no_reduction() {
  return {"fattree.rotator_no_reduction", kFattreePaper, "Sec. II (rotators and symmetric TDM need the nonblocking degree)",
          "the family loads every link group of level j >= 1 with 2^(n-j) paths in some slot, so it needs the "
          "full nonblocking degree (expected for rotator and tdm; bitreverse refutes it in the upper half)",
          {fattree_levels<FP>(1, 16, "1..10"), family_field("rotator")},
          {{"exhaustive", {limit<FP>("n", 16, "N slots x O(N) loads")},
            [](const FP& p, const RunContext& ctx) { return fattree_exhaustive_full_degree(p.members(), ctx); }, "", true},
           {"random", {limit<FP>("n", 12, "O(N 2^(n-j)) per case")},
            [](const FP& p, const RunContext& ctx) { return fattree_random_full_degree(p.members(), ctx); }}},
          [](const FP& p, const json& cex, std::string& why) {
            return recheck_degrees(DegreeClaim::FullDegree, p.n, p.family, cex, why);
          },
          [](const FP& p, const std::string&, const json& w, std::string& why) -> Verification {
            return verify_degrees(DegreeClaim::FullDegree, p.n, p.family, w, why);
          }};
}

}  // namespace

void register_fattree_tables(Catalogue& cat);       // fattree_tables.cpp
void register_fattree_schedule(Catalogue& cat);     // fattree_schedule.cpp
void register_fattree_claims(Catalogue& cat);       // fattree_claims.cpp
void register_fattree_proof_steps(Catalogue& cat);  // fattree_proof_steps.cpp

void register_fattree(Catalogue& cat) {
  cat.add(declare(sums_to_ones()));
  cat.add(declare(ump()));
  cat.add(declare(lower_bound()));
  cat.add(declare(bound_tight()));
  cat.add(declare(ump_realizable()));
  cat.add(declare(rotator_no_reduction()));
  register_fattree_tables(cat);
  register_fattree_schedule(cat);
  register_fattree_claims(cat);
  register_fattree_proof_steps(cat);
}

}  // namespace netcert
