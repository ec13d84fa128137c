// lcan_symbolic.cpp — see lcan_symbolic.hpp.
#include "properties/lcan_symbolic.hpp"

#include <optional>
#include <utility>

#include "core/errors.hpp"
#include "properties/symbolic_range_outcome.hpp"
#include "proofs/lcan_levels_symbolic.hpp"
#include "search/lcan_search.hpp"

namespace netcert {

namespace {

// log2(v) when v is a power of two, else -1.
int exact_log2(int64_t v) {
  for (int e = 0; e < 63; ++e)
    if (v == (int64_t{1} << e)) return e;
  return -1;
}

// The levels l with lo <= d^l <= hi, d = 2^log_d (empty: first > last).
std::pair<int, int> levels_in(int log_d, int64_t lo, int64_t hi) {
  int first = 1, last = 0;
  while (first * log_d <= 62 && (int64_t{1} << (first * log_d)) < lo) ++first;
  for (int l = first; l * log_d <= 62 && (int64_t{1} << (l * log_d)) <= hi; ++l) last = l;
  return {first, last};
}

SymbolicLcanRange range_of(LcanSymbolicClaim claim, const LcanParams& p, int64_t lo, int64_t hi,
                           SymbolicLcanMutant m) {
  const int log_d = exact_log2(p.d), log_u = exact_log2(p.u);
  const auto [first, last] = levels_in(log_d, lo, hi);
  return {log_d, log_u, first, last, claim == LcanSymbolicClaim::LcaCount, m};
}

std::string sizes_text(const SymbolicLcanRange& r) {
  return "N = d^l, l = " + std::to_string(r.lo) + ".." + std::to_string(r.hi) + " (d=" +
         std::to_string(int64_t{1} << r.log_d) + ", u=" + std::to_string(int64_t{1} << r.log_u) + ")";
}

// What differs between the three claims, one row each: the property, the exhaustive engine's
// search that confirms a failing size (and its limit), and what a holds says.
struct ClaimRow {
  const char* property;
  int64_t confirmable_N;
  std::optional<json> (*defect)(const Lcan&, const RunContext&, bool*);
  const char* holds;
};

const ClaimRow& claim_row(LcanSymbolicClaim claim) {
  static const ClaimRow rows[] = {
      {"lcan.reachable_switches", int64_t{1} << 16, reachable_defect,
       "from every PE the climbs through i up-choices reach exactly u^i level-i switches (p div d^(i+1)) u^i + K, "
       "K < u^i, every level"},
      {"lcan.lca_count", 2048, lca_count_defect,
       "two PEs meet first at their most significant differing base-d digit m, on all u^m switches either reaches "
       "there"},
      {"lcan.level_sizes", int64_t{1} << 22, level_sizes_defect,
       "the PEs are the downers of level 0 and Pi_(i+1) maps the uppers of level i one-to-one onto the downers of "
       "level i+1, so S_i = N/d (u/d)^i (Eq. 1) and l = log_d N"}};
  return rows[static_cast<int>(claim)];
}

// The claim's row and its queries: climbs (Lemmas 1-2) or bijections (Eq. 1).
struct ClaimQueries {
  LcanSymbolicClaim claim;
  const ClaimRow& row() const { return claim_row(claim); }
  bool climbs() const { return claim != LcanSymbolicClaim::LevelSizes; }
  const char* symbolic() const { return climbs() ? symbolic_lcan_symbolic() : symbolic_levels_symbolic(); }
  const char* fixed() const { return climbs() ? symbolic_lcan_fixed() : symbolic_levels_fixed(); }
  size_t query_count(const SymbolicLcanRange& r) const {
    return climbs() ? lcan_climb_queries(r).size() : lcan_levels_queries().size();
  }
  // {"smt2": [{name, query, answer}]} as netcert generates it (regenerated rather than the solved
  // text, which verify-cert compares).
  json witness(const SymbolicLcanRange& r) const {
    json list = json::array();
    auto add = [&](const char* name, const std::string& query) {
      list.push_back({{"name", name}, {"query", query}, {"answer", "unsat"}});
    };
    if (climbs())
      for (LcanClimbQuery q : lcan_climb_queries(r)) add(lcan_climb_query_name(q), symbolic_lcan_query(q, r, "unsat"));
    else
      for (LcanLevelsQuery q : lcan_levels_queries())
        add(lcan_levels_query_name(q), symbolic_levels_query(q, r, "unsat"));
    return {{"smt2", list}};
  }
  std::string holds_note(const SymbolicLcanRange& r, size_t queries) const {
    return std::to_string(queries) + " queries UNSAT: " + row().holds + ", for every " + sizes_text(r);
  }
};

template <class Answer, class NameOf>
Outcome with_lcan_stats(Outcome o, const Answer& a, const ClaimQueries& c, const SymbolicLcanRange& r, int64_t lo,
                        int64_t hi, NameOf name_of) {
  o = with_query_set_stats(std::move(o), a, lo, hi, c.symbolic(), c.fixed(), name_of);
  o.stats["levels"] = std::to_string(r.lo) + ".." + std::to_string(r.hi);
  return o;
}

// The verdict of a solved query set: a sat answer is confirmed by the exhaustive engine at the solver's fewest levels.
template <class Answer, class NameOf>
Outcome lcan_outcome(const Answer& a, const ClaimQueries& c, const LcanParams& at_lo, const SymbolicLcanRange& r,
                     int64_t lo, int64_t hi, const RunContext& ctx, NameOf name_of) {
  if (a.verdict == Verdict::Holds)
    return with_lcan_stats(Outcome::holds(c.witness(r), c.holds_note(r, a.queries.size())), a, c, r, lo, hi, name_of);
  if (a.verdict == Verdict::Unknown)
    return with_lcan_stats(Outcome::unknown("solver: " + a.reason), a, c, r, lo, hi, name_of);
  const auto& m = a.model;
  const int64_t N = int64_t{1} << (m.levels * r.log_d);
  const FailingSize f{"N", N, c.row().confirmable_N, "l=" + std::to_string(m.levels),
                      std::string(name_of(m.query)) + " query, l=" + std::to_string(m.levels)};
  Outcome o = confirm_failing_size(f, lo, hi, [&] {
    LcanParams params = at_lo;
    params.N = N;
    const Lcan net = lcan_of(params);
    bool timed_out = false;
    const auto d = c.row().defect(net, ctx, &timed_out);
    if (d) return Outcome::fails(*d, "counterexample on " + net.shape().name());
    return timed_out ? Outcome::unknown("timed out on " + net.shape().name())
                     : Outcome::holds(json::object(), "no counterexample on " + net.shape().name());
  });
  o = with_lcan_stats(std::move(o), a, c, r, lo, hi, name_of);
  o.stats["solver_model"] = m.to_json();
  return o;
}

}  // namespace

LcanSymbolicRefusal refuse_lcan_symbolic(const LcanParams& p, int64_t lo, int64_t hi) {
  if (!p.cb()) return {"kind", "the symbolic engine covers CB-LCANs (kind=cb); a T-LCAN is a tree"};
  const std::string shifts = ": the symbolic engine's label arithmetic is shifts, d = 2^a and u = 2^b (the exhaustive "
                             "and smt engines take any d, u)";
  if (exact_log2(p.d) < 1) return {"d", "d=" + std::to_string(p.d) + " is not a power of two" + shifts};
  if (exact_log2(p.u) < 0) return {"u", "u=" + std::to_string(p.u) + " is not a power of two" + shifts};
  const int log_d = exact_log2(p.d), log_u = exact_log2(p.u);
  const auto [first, last] = levels_in(log_d, lo, hi);
  const std::string range = std::to_string(lo) + ".." + std::to_string(hi);
  if (first > last) return {"N", "no CB-LCAN with d=" + std::to_string(p.d) + " has N in " + range + " (N = d^l)"};
  if (last * log_u > 62) {
    const int fits = 62 / log_u;
    return {"N", "N = " + std::to_string(p.d) + "^" + std::to_string(last) + " gives u^l = 2^" +
                     std::to_string(last * log_u) + " switch indices at the top level, past the 2^62 the queries "
                     "address; with u=" + std::to_string(p.u) + " give N <= " +
                     std::to_string(int64_t{1} << (std::min(fits, 62 / log_d) * log_d))};
  }
  return {};
}

Outcome lcan_symbolic_run(LcanSymbolicClaim claim, const LcanParams& at_lo, int64_t lo, int64_t hi,
                          const RunContext& ctx, SymbolicLcanMutant mutant) {
  if (const LcanSymbolicRefusal no = refuse_lcan_symbolic(at_lo, lo, hi); !no.message.empty())
    throw InputError(no.field, no.message);
  const ClaimQueries c{claim};
  const SymbolicLcanRange r = range_of(claim, at_lo, lo, hi, mutant);
  if (c.climbs()) return lcan_outcome(solve_symbolic_lcan(r, ctx), c, at_lo, r, lo, hi, ctx, lcan_climb_query_name);
  return lcan_outcome(solve_symbolic_levels(r, ctx), c, at_lo, r, lo, hi, ctx, lcan_levels_query_name);
}

namespace {

std::string engine_description(LcanSymbolicClaim claim) {
  const std::string shape =
      " QF_BV queries for every CB-LCAN(N, d, u) with N = d^l in the range, d and u fixed powers of two: ";
  const std::string sat = ". SAT: the fewest levels the solver finds, reported only when the exhaustive engine fails "
                          "there";
  if (claim == LcanSymbolicClaim::LevelSizes)
    return "three" + shape + "the number of levels, the level, a PE, two uppers and a downer are symbolic. "
           "pes_level_0, wiring_injective and wiring_onto prove that the PEs are the downers of level 0 and that "
           "Pi_(i+1) maps the uppers of level i one-to-one onto the downers of level i+1 (explicit preimage), so "
           "S_i = N/d (u/d)^i (Eq. 1) and l = log_d N (Cor. 1)" + sat;
  return std::string(claim == LcanSymbolicClaim::LcaCount ? "four" : "two") + shape +
         "the number of levels, the level, PEs and choice numbers are symbolic. climb_base and climb_step prove by "
         "induction on the level that i up-choices K (base u) from PE p reach switch (p div d^(i+1)) u^i + K of "
         "level i (Lemma 1: u^i switches)" +
         (claim == LcanSymbolicClaim::LcaCount
              ? "; lca_common and lca_apart that two PEs share them exactly from their most significant differing "
                "digit m upward (Lemma 2: u^m LCA switches)"
              : "") +
         sat;
}

}  // namespace

EngineDecl<LcanParams> lcan_symbolic_engine(LcanSymbolicClaim claim) {
  const ClaimQueries c{claim};
  EngineDecl<LcanParams> e;
  e.name = "symbolic";
  e.description = engine_description(claim);
  e.range = {"N", 2, int64_t{1} << 62, c.symbolic(), c.fixed()};
  e.run_range = [claim](const LcanParams& at_lo, int64_t lo, int64_t hi, const RunContext& ctx) {
    return lcan_symbolic_run(claim, at_lo, lo, hi, ctx);
  };
  e.verify_range = [c](const LcanParams& at_lo, int64_t lo, int64_t hi, const json& w,
                       std::string& why) -> Verification {
    if (const LcanSymbolicRefusal no = refuse_lcan_symbolic(at_lo, lo, hi); !no.message.empty())
      return why = no.field + ": " + no.message, false;
    const SymbolicLcanRange r = range_of(c.claim, at_lo, lo, hi, SymbolicLcanMutant::None);
    if (w != c.witness(r))
      return why = std::string("the witness is not exactly the range queries netcert generates for ") + c.row().property +
                   " with " + sizes_text(r) + " (answer unsat)",
             false;
    why = std::to_string(c.query_count(r)) + " stored queries equal the generated ones for " + sizes_text(r) +
          " (expected answers: unsat)";
    return true;
  };
  return e;
}

}  // namespace netcert
