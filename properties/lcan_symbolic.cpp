// lcan_symbolic.cpp — see lcan_symbolic.hpp.
#include "properties/lcan_symbolic.hpp"

#include "core/errors.hpp"
#include "properties/symbolic_range_outcome.hpp"
#include "search/lcan_search.hpp"

namespace netcert {

namespace {

// The exhaustive engines' limits, where a solver's failing size can be confirmed.
constexpr int64_t kReachableConfirmableN = int64_t{1} << 16;
constexpr int64_t kLcaConfirmableN = 2048;

// log2(v) when v is a power of two, else -1.
int exact_log2(int64_t v) {
  for (int e = 0; e < 63; ++e)
    if (v == (int64_t{1} << e)) return e;
  return -1;
}

const char* property_of(bool lca_too) { return lca_too ? "lcan.lca_count" : "lcan.reachable_switches"; }

// The levels l with lo <= d^l <= hi, d = 2^log_d (empty: first > last).
std::pair<int, int> levels_in(int log_d, int64_t lo, int64_t hi) {
  int first = 1, last = 0;
  while (first * log_d <= 62 && (int64_t{1} << (first * log_d)) < lo) ++first;
  for (int l = first; l * log_d <= 62 && (int64_t{1} << (l * log_d)) <= hi; ++l) last = l;
  return {first, last};
}

SymbolicLcanRange range_of(const LcanParams& p, int64_t lo, int64_t hi, bool lca_too, SymbolicLcanMutant m) {
  const int log_d = exact_log2(p.d), log_u = exact_log2(p.u);
  const auto [first, last] = levels_in(log_d, lo, hi);
  return {log_d, log_u, first, last, lca_too, m};
}

std::string sizes_text(const SymbolicLcanRange& r) {
  return "N = d^l, l = " + std::to_string(r.lo) + ".." + std::to_string(r.hi) + " (d=" +
         std::to_string(int64_t{1} << r.log_d) + ", u=" + std::to_string(int64_t{1} << r.log_u) + ")";
}

Outcome with_lcan_stats(Outcome o, const SymbolicLcanAnswer& a, const SymbolicLcanRange& r, int64_t lo, int64_t hi) {
  o = with_query_set_stats(std::move(o), a, lo, hi, symbolic_lcan_symbolic(), symbolic_lcan_fixed(),
                           lcan_climb_query_name);
  o.stats["levels"] = std::to_string(r.lo) + ".." + std::to_string(r.hi);
  return o;
}

// A sat answer: the exhaustive engine at the solver's fewest levels decides whether it is reported.
Outcome confirm_at_levels(const SymbolicLcanAnswer& a, const LcanParams& at_lo, const SymbolicLcanRange& r,
                          int64_t lo, int64_t hi, const RunContext& ctx) {
  const SymbolicLcanModel& m = a.model;
  const int64_t N = int64_t{1} << (m.levels * r.log_d);
  const FailingSize f{"N", N, r.lca_too ? kLcaConfirmableN : kReachableConfirmableN,
                      "l=" + std::to_string(m.levels),
                      std::string(lcan_climb_query_name(m.query)) + " query, l=" + std::to_string(m.levels)};
  Outcome o = with_lcan_stats(confirm_failing_size(f, lo, hi,
                                                   [&] {
                                                     LcanParams at = at_lo;
                                                     at.N = N;
                                                     const Lcan net = lcan_of(at);
                                                     bool timed_out = false;
                                                     auto d = r.lca_too ? lca_count_defect(net, ctx, &timed_out)
                                                                        : reachable_defect(net, ctx, &timed_out);
                                                     return d ? Outcome::fails(*d, "counterexample on " + net.shape().name())
                                                              : Outcome::holds(json::object(), "no counterexample");
                                                   }),
                              a, r, lo, hi);
  o.stats["solver_model"] = m.to_json();
  return o;
}

// The holds witness as netcert generates it (regenerated, not the solved text: verify-cert compares text).
json lcan_witness(const SymbolicLcanRange& r) {
  json list = json::array();
  for (LcanClimbQuery q : lcan_climb_queries(r))
    list.push_back({{"name", lcan_climb_query_name(q)}, {"query", symbolic_lcan_query(q, r, "unsat")}, {"answer", "unsat"}});
  return {{"smt2", list}};
}

std::string holds_note(const SymbolicLcanRange& r, size_t queries) {
  const std::string sizes = sizes_text(r);
  if (!r.lca_too)
    return std::to_string(queries) + " queries UNSAT: from every PE the climbs through i up-choices reach exactly u^i "
           "level-i switches (p div d^(i+1)) u^i + K, K < u^i, every level, for every " + sizes;
  return std::to_string(queries) + " queries UNSAT: two PEs meet first at their most significant differing base-d "
         "digit m, on all u^m switches either reaches there, for every " + sizes;
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

Outcome lcan_symbolic_run(const LcanParams& at_lo, int64_t lo, int64_t hi, bool lca_too, const RunContext& ctx,
                          SymbolicLcanMutant mutant) {
  if (const LcanSymbolicRefusal no = refuse_lcan_symbolic(at_lo, lo, hi); !no.message.empty())
    throw InputError(no.field, no.message);
  const SymbolicLcanRange r = range_of(at_lo, lo, hi, lca_too, mutant);
  const SymbolicLcanAnswer a = solve_symbolic_lcan(r, ctx);
  if (a.verdict == Verdict::Holds)
    return with_lcan_stats(Outcome::holds(lcan_witness(r), holds_note(r, a.queries.size())), a, r, lo, hi);
  if (a.verdict == Verdict::Unknown) return with_lcan_stats(Outcome::unknown("solver: " + a.reason), a, r, lo, hi);
  return confirm_at_levels(a, at_lo, r, lo, hi, ctx);
}

EngineDecl<LcanParams> lcan_symbolic_engine(bool lca_too) {
  EngineDecl<LcanParams> e;
  e.name = "symbolic";
  e.description = std::string(lca_too ? "four" : "two") +
                  " QF_BV queries for every CB-LCAN(N, d, u) with N = d^l in the range, d and u fixed powers of two: "
                  "the number of levels, the level, PEs and choice numbers are symbolic. climb_base and climb_step "
                  "prove by induction on the level that i up-choices K (base u) from PE p reach switch "
                  "(p div d^(i+1)) u^i + K of level i (Lemma 1: u^i switches)" +
                  (lca_too ? "; lca_common and lca_apart that two PEs share them exactly from their most significant "
                             "differing digit m upward (Lemma 2: u^m LCA switches)"
                           : std::string()) +
                  ". SAT: the fewest levels the solver finds, reported only when the exhaustive engine fails there";
  e.range = {"N", 2, int64_t{1} << 62, symbolic_lcan_symbolic(), symbolic_lcan_fixed()};
  e.run_range = [lca_too](const LcanParams& at_lo, int64_t lo, int64_t hi, const RunContext& ctx) {
    return lcan_symbolic_run(at_lo, lo, hi, lca_too, ctx);
  };
  e.verify_range = [lca_too](const LcanParams& at_lo, int64_t lo, int64_t hi, const json& w,
                             std::string& why) -> Verification {
    if (const LcanSymbolicRefusal no = refuse_lcan_symbolic(at_lo, lo, hi); !no.message.empty())
      return why = no.field + ": " + no.message, false;
    const SymbolicLcanRange r = range_of(at_lo, lo, hi, lca_too, SymbolicLcanMutant::None);
    if (w != lcan_witness(r))
      return why = std::string("the witness is not exactly the range queries netcert generates for ") +
                   property_of(lca_too) + " with " + sizes_text(r) + " (answer unsat)",
             false;
    why = std::to_string(lcan_climb_queries(r).size()) + " stored queries equal the generated ones for " +
          sizes_text(r) + " (expected answers: unsat)";
    return true;
  };
  return e;
}

}  // namespace netcert
