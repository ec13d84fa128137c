// fattree.cpp — seed 000 (Chueh, Lien, Chang, Cheng, Lee): registration of the six
// fattree.* properties. Engines: search/fattree_search.hpp; SMT: proofs/fattree_smt.hpp;
// re-checks and witness verifiers: check/fattree_check.hpp (the only re-check).
#include "properties/fattree.hpp"

#include <map>
#include <mutex>

#include "check/fattree_check.hpp"
#include "core/catalogue.hpp"
#include "proofs/fattree_smt.hpp"

namespace netcert {

namespace {

const char* const kFattreePaper =
    "000: Chueh, Lien, Chang, Cheng, Lee — Load-Balanced Birkhoff-von Neumann Switches and Fat-Tree Networks";

using Run = std::function<Outcome(const ParamSet&, const RunContext&)>;
using Refuse = std::function<std::string(const ParamSet&)>;
using Queries = std::vector<std::pair<std::string, std::string>>;


std::string refuse_above(const ParamSet& ps, int max, const std::string& why) {
  if (fattree_n_of(ps) <= max) return "";
  return "n=" + std::to_string(fattree_n_of(ps)) + " is above this engine's limit n<=" + std::to_string(max) + " (" + why + ")";
}
Engine engine(const char* name, int max_n, const char* why, Run run, Refuse extra = nullptr) {
  return Engine{name, [max_n, why, extra](const ParamSet& ps) {
                  std::string r = refuse_above(ps, max_n, why);
                  return r.empty() && extra ? extra(ps) : r;
                },
                std::move(run), ""};
}

ParamSpec n_spec(int lo, int hi, const std::string& def) { return int_param("n", lo, hi, def, "tree levels; N = 2^n leaves"); }
ParamSpec family_spec(const std::string& def) {
  return choice_param("family", family_names(), def,
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
Queries named(const std::string& name, const std::string& q) { return {{name, q}}; }

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

using Verify = std::function<Verification(const ParamSet&, const std::string&, const json&, std::string&)>;
using Recheck = std::function<bool(const ParamSet&, const json&, std::string&)>;

Property property(const char* id, const char* claim, const std::string& statement, std::vector<ParamSpec> params,
                  std::vector<Engine> engines, Recheck recheck, Verify verify) {
  Property p;
  p.id = id;
  p.paper = kFattreePaper;
  p.claim = claim;
  p.statement = statement;
  p.params = std::move(params);
  p.engines = std::move(engines);
  p.recheck = std::move(recheck);
  p.verify_witness = std::move(verify);
  return p;
}

Property sums_to_ones() {
  return property(
      "fattree.family_sums_to_ones", "Eq. (1), Sec. III",
      "P_1 + ... + P_N = all-ones: every input reaches every output in exactly one of the N slots",
      {n_spec(1, 256, "1..10"), family_spec("bitreverse")},
      {sliced(engine("exhaustive", 16, "N^2 pairs", [](auto& ps, auto& ctx) { return fattree_exhaustive_sums_to_ones(fattree_family_of(ps), ctx); })),
       engine("random", 14, "O(N) per case", [](auto& ps, auto& ctx) { return fattree_random_sums_to_ones(fattree_family_of(ps), ctx); })},
      [](auto& ps, auto& cex, auto& why) { return recheck_sums_to_ones(fattree_n_of(ps), ps.s("family"), cex, why); },
      // No smt engine: every family here is sigma_i(x) = g(x) + i (or i - x), so its query held whatever g is.
      [](auto& ps, auto&, auto& w, auto& why) -> Verification {
        return verify_sums_to_ones(fattree_n_of(ps), ps.s("family"), w, why);
      });
}

Property ump() {
  return property(
      "fattree.ump", "Lemma 4 (with Def. 3 at every level j = 0..n, as Lemma 5 needs)",
      "every slot's permutation sigma_i satisfies |sigma_i(S(j,k)) ∩ S(n-j,l)| = 1 for all j, k, l",
      {n_spec(1, 1024, "1..12"), family_spec("bitreverse")},
      {sliced(engine("exhaustive", 16, "about N^2 cells over all slots and levels", [](auto& ps, auto& ctx) { return fattree_exhaustive_ump(fattree_family_of(ps), ctx); })),
       engine("smt", 1024, "bit-vector width", [](auto& ps, auto& ctx) { return smt_ump(fattree_family_of(ps).kind, fattree_n_of(ps), ctx); }),
       engine("random", 10, "O(N) per case", [](auto& ps, auto& ctx) { return fattree_random_ump(fattree_family_of(ps), ctx); })},
      [](auto& ps, auto& cex, auto& why) { return recheck_ump(fattree_n_of(ps), ps.s("family"), cex, why); },
      [](auto& ps, auto& engine, auto& w, auto& why) -> Verification {
        if (engine != "smt") return verify_ump(fattree_n_of(ps), ps.s("family"), w, why);
        return same_queries(w, cached("ump " + ps.to_string(), [&] {
          Queries q;
          for (int j = 0; j < fattree_n_of(ps); ++j) q.emplace_back("level" + std::to_string(j), smt_ump_query(fattree_family_of(ps).kind, fattree_n_of(ps), j));
          return q;
        }), why);
      });
}

std::string smt_only_encoding(const ParamSet& ps) {
  return ps.s("encoding") == "counting" ? "" : "encoding=" + ps.s("encoding") + " selects an smt encoding; this engine has none";
}

Property lower_bound() {
  return property(
      "fattree.lower_bound", "Lemma 1",
      std::string("no family of N permutations summing to ones routes with a link group below ceil(2^(n-j)(1-2^-j)) "
                  "(up-link group of (j,k); down-link group into (j,k) likewise, the down degree split evenly): "
                  "every such family loads every group to the bound in some slot. smt engine: ") + lemma1_smt_scope(),
      {n_spec(1, 8, "1..3"), choice_param("encoding", {"counting", "plain"}, "counting",
                                          "smt only: counting proves the averaging identity from the family constraints "
                                          "(one query per group) and then uses it (a second query); plain is the bare "
                                          "Latin square with every slot below the bound")},
      {sliced(engine("exhaustive", 2, "all Latin squares of order N (576 at n=2)",
              [](auto& ps, auto& ctx) { return fattree_exhaustive_lower_bound(fattree_n_of(ps), ctx); }, smt_only_encoding)),
       engine("smt", 4, "one-hot Latin square of N^3 variables per link group",
              [](auto& ps, auto& ctx) { return smt_lower_bound(fattree_n_of(ps), ps.s("encoding") == "counting", ctx); }),
       engine("random", 8, "random Latin squares of order N",
              [](auto& ps, auto& ctx) { return fattree_random_lower_bound(fattree_n_of(ps), ctx); }, smt_only_encoding)},
      [](auto& ps, auto& cex, auto& why) { return recheck_lower_bound(fattree_n_of(ps), cex, why); },
      [](auto& ps, auto& engine, auto& w, auto& why) -> Verification {
        if (engine != "smt") return verify_lower_bound(fattree_n_of(ps), w, why);
        Verification v = same_queries(w, cached("lower_bound " + ps.to_string(), [&] {
          return smt_lower_bound_queries(fattree_n_of(ps), ps.s("encoding") == "counting");
        }), why);
        std::string averaging;
        if (v.verified() && !lemma1_averaging_holds(fattree_n_of(ps), averaging)) return why = averaging, false;
        return v;
      });
}

Property bound_tight() {
  return property(
      "fattree.bound_tight", "Corollary 6",
      "with every link group at exactly its Lemma 1 degree, every slot of the family routes conflict-free under "
      "shortest up/down routing, and every degree is used by some slot (the bound is met with equality)",
      {n_spec(1, 20, "1..10"), family_spec("bitreverse")},
      {sliced(engine("exhaustive", 20, "N slots x O(N) loads: n = 20 is about 32 min of CPU (1.7 ns per slot and leaf)", [](auto& ps, auto& ctx) { return fattree_exhaustive_bound_tight(fattree_family_of(ps), ctx); })),
       engine("smt", 4, "2n queries, symbolic slot and node, one quantified",
              [](auto& ps, auto& ctx) { return smt_bound_tight(fattree_family_of(ps).kind, fattree_n_of(ps), ctx); })},
      [](auto& ps, auto& cex, auto& why) { return recheck_degrees(DegreeClaim::Lemma1Tight, fattree_n_of(ps), ps.s("family"), cex, why); },
      [](auto& ps, auto& engine, auto& w, auto& why) -> Verification {
        if (engine == "smt")
          return same_queries(w, cached("bound_tight " + ps.to_string(), [&] { return smt_bound_tight_queries(fattree_family_of(ps).kind, fattree_n_of(ps)); }), why);
        return verify_degrees(DegreeClaim::Lemma1Tight, fattree_n_of(ps), ps.s("family"), w, why);
      });
}

Property ump_realizable() {
  auto refuse_exhaustive = [](const ParamSet& ps) {
    if (ps.s("reading") == "one-level") return refuse_above(ps, 3, "enumerates all N! permutations");
    if (ps.s("reading") == "upper-half") return refuse_above(ps, 4, "enumerates every sigma >> 1 with UMP at levels 1..n/2 (85M at n=4)");
    return refuse_above(ps, 4, "enumerates all UMP permutations (2^32 at n=4, minutes)");
  };
  auto refuse_smt = [](const ParamSet& ps) {
    if (ps.s("reading") == "one-level") return std::string("only the every-level and upper-half readings are encoded");
    return refuse_above(ps, 4, "N symbolic images; upper-half n=5 timed out at 240 s");
  };
  auto refuse_random = [](const ParamSet& ps) {
    return ps.s("reading") == "upper-half" ? "no generator for the upper-half reading (exhaustive and smt cover it)"
                                           : refuse_above(ps, 12, "generated UMP permutations");
  };
  return property(
      "fattree.ump_realizable", "Lemma 5",
      "every permutation of Z_N with the uniform mapping property routes within the Lemma 1 degrees; "
      "reading=every-level (the default): UMP at every j = 0..n; reading=upper-half: UMP at j = 1..floor(n/2) only, "
      "the hypothesis the proof of Lemma 5 uses (down-load = up-load for a permutation); reading=one-level: UMP at "
      "one fixed level j, trying j = 1..n-1 only (Def. 3 also allows j = 0 and n, where every permutation has UMP, "
      "so read with them the lemma fails from n = 2; refuted either way, ERRATA.md E-000-1)",
      {n_spec(1, 12, "1..3"), choice_param("reading", {"every-level", "one-level", "upper-half"}, "every-level",
                                           "which permutations count as UMP: Def. 3 at every level, at one fixed "
                                           "level j in 1..n-1, or at levels 1..floor(n/2) (the proof's hypothesis)")},
      {sliced(Engine{"exhaustive", refuse_exhaustive,
              [](const ParamSet& ps, const RunContext& ctx) {
                if (ps.s("reading") == "upper-half")
                  return fattree_exhaustive_ump_realizable_levels(fattree_n_of(ps), upper_half_levels(fattree_n_of(ps)), ctx);
                return ps.s("reading") == "one-level" ? fattree_exhaustive_ump_realizable_one_level(fattree_n_of(ps), ctx)
                                                      : fattree_exhaustive_ump_realizable(fattree_n_of(ps), ctx);
              }, ""}),
       Engine{"smt", refuse_smt, [](const ParamSet& ps, const RunContext& ctx) {
                return smt_ump_realizable(fattree_n_of(ps), ctx, ps.s("reading") == "upper-half");
              }, ""},
       Engine{"random", refuse_random, [](const ParamSet& ps, const RunContext& ctx) {
                return fattree_random_ump_realizable(fattree_n_of(ps), ps.s("reading") == "one-level", ctx);
              }, ""}},
      [](auto& ps, auto& cex, auto& why) { return recheck_ump_realizable(fattree_n_of(ps), ps.s("reading"), cex, why); },
      [](auto& ps, auto& engine, auto& w, auto& why) -> Verification {
        if (engine != "smt") return verify_ump_realizable(fattree_n_of(ps), ps.s("reading"), w, why);
        bool upper = ps.s("reading") == "upper-half";
        return same_queries(w, cached("realizable " + ps.to_string(), [&] { return named("realizable", smt_ump_realizable_query(fattree_n_of(ps), upper)); }), why);
      });
}

Property rotator_no_reduction() {
  return property(
      "fattree.rotator_no_reduction", "Sec. II (rotators and symmetric TDM need the nonblocking degree)",
      "the family loads every link group of level j >= 1 with 2^(n-j) paths in some slot, so it needs the "
      "full nonblocking degree (expected for rotator and tdm; bitreverse refutes it in the upper half)",
      {n_spec(1, 16, "1..10"), family_spec("rotator")},
      {sliced(engine("exhaustive", 16, "N slots x O(N) loads", [](auto& ps, auto& ctx) { return fattree_exhaustive_full_degree(fattree_family_of(ps), ctx); })),
       engine("random", 12, "O(N 2^(n-j)) per case", [](auto& ps, auto& ctx) { return fattree_random_full_degree(fattree_family_of(ps), ctx); })},
      [](auto& ps, auto& cex, auto& why) { return recheck_degrees(DegreeClaim::FullDegree, fattree_n_of(ps), ps.s("family"), cex, why); },
      [](auto& ps, auto&, auto& w, auto& why) -> Verification {
        return verify_degrees(DegreeClaim::FullDegree, fattree_n_of(ps), ps.s("family"), w, why);
      });
}

// What each engine's result establishes (`list --json` engine_descriptions): for smt, what is symbolic,
// what is fixed and which answer confirms the claim.
Property described(Property p) {
  static const std::map<std::string, std::string> kText = {
      {"fattree.ump/smt", "one query per level j = 0..n-1 (level n is vacuous: each S(n,k) is one input); symbolic: slot i and inputs x != y (bit-vectors of width n: "
                          "every slot and pair at once); fixed: n, j and the family's formula. UNSAT at every level "
                          "confirms; a model is a counterexample re-checked in exact integers at any n"},
      {"fattree.lower_bound/smt", lemma1_smt_scope()},
      {"fattree.bound_tight/smt", "two queries per level j; symbolic: slot and node index (the slack query quantifies "
                                  "over all slots); fixed: n, j and the family's formula. UNSAT of both confirms"},
      {"fattree.ump_realizable/smt", std::string("reading=every-level: ") + lemma5_smt_scope(false) +
                                         "; reading=upper-half: " + lemma5_smt_scope(true)},
      {"fattree.ump_realizable/exhaustive", "every-level: all UMP permutations (n <= 4); upper-half: every sigma >> 1 "
                                            "with UMP at levels 1..floor(n/2) (each stands for 2^(N/2) permutations; "
                                            "n <= 4); one-level: all N! permutations (n <= 3)"},
      {"fattree.lower_bound/exhaustive", "every Latin square of order N (n <= 2)"},
  };
  for (auto& e : p.engines) {
    auto it = kText.find(p.id + "/" + e.name);
    if (it != kText.end()) e.description = it->second;
  }
  return p;
}

}  // namespace

void register_fattree_tables(Catalogue& cat);    // fattree_tables.cpp
void register_fattree_schedule(Catalogue& cat);  // fattree_schedule.cpp
void register_fattree_claims(Catalogue& cat);    // fattree_claims.cpp (issue 14)
void register_fattree_proof_steps(Catalogue& cat);  // fattree_proof_steps.cpp (issue 14)

void register_fattree(Catalogue& cat) {
  for (auto make : {sums_to_ones, ump, lower_bound, bound_tight, ump_realizable, rotator_no_reduction}) cat.add(described(make()));
  register_fattree_tables(cat);
  register_fattree_schedule(cat);
  register_fattree_claims(cat);
  register_fattree_proof_steps(cat);
}

}  // namespace netcert
