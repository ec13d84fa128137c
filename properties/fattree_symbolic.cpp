// fattree_symbolic.cpp — see fattree_symbolic.hpp.
#include "properties/fattree_symbolic.hpp"

#include "proofs/fattree_symbolic.hpp"

namespace netcert {

namespace {

// Sizes the exhaustive engine confirms a solver's failing size at (its own limit for fattree.ump).
constexpr int kConfirmableLevels = 16;

json model_json(const SymbolicUmpModel& m) {
  return {{"n", m.n}, {"level", m.level}, {"slot", m.slot}, {"inputs", {m.x, m.y}}};
}

std::string range_text(int64_t lo, int64_t hi) { return std::to_string(lo) + ".." + std::to_string(hi); }

}  // namespace

RangeScope fattree_ump_symbolic_scope() {
  return {"n", 1, 63, symbolic_ump_symbolic(), symbolic_ump_fixed()};
}

std::string fattree_symbolic_ump_query(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi) {
  return symbolic_ump_query({family_from_name(at_lo.family), static_cast<int>(lo), static_cast<int>(hi)}, "unsat");
}

Outcome fattree_symbolic_ump(const FattreeFamilyParams& at_lo, int64_t lo, int64_t hi, const RunContext& ctx) {
  const FamilyKind kind = family_from_name(at_lo.family);
  const SymbolicUmpAnswer a = solve_symbolic_ump({kind, static_cast<int>(lo), static_cast<int>(hi)}, ctx);
  auto with_stats = [&](Outcome o) {
    o.stats["sizes"] = range_text(lo, hi);
    o.stats["symbolic"] = symbolic_ump_symbolic();
    o.stats["fixed"] = std::string(symbolic_ump_fixed()) + "; family " + at_lo.family;
    o.stats["queries"] = a.queries;
    o.stats["solver_seconds"] = a.seconds;
    return o;
  };
  if (a.verdict == Verdict::Unknown) return with_stats(Outcome::unknown("solver: " + a.reason));
  if (a.verdict == Verdict::Holds)
    return with_stats(Outcome::holds(
        {{"smt2", json::array({{{"name", "range"}, {"query", a.smt2}, {"answer", "unsat"}}})}},
        "one QF_BV query UNSAT: every slot of " + at_lo.family + " has UMP at every level j < n, for every n in " +
            range_text(lo, hi)));
  const SymbolicUmpModel& m = a.model;
  if (m.n > kConfirmableLevels) {
    Outcome o = with_stats(Outcome::unknown("the solver's smallest failing size n=" + std::to_string(m.n) +
                                            " is beyond the exhaustive engine (n <= 16), so it is not confirmed"));
    o.stats["solver_model"] = model_json(m);
    return o;
  }
  const FattreeFamilyParams at{m.n, at_lo.family};
  Outcome per_size = fattree_exhaustive_ump(at.members(), ctx);
  Outcome o;
  if (per_size.verdict != Verdict::Fails) {
    o = Outcome::unknown("the solver's failing size n=" + std::to_string(m.n) + " is not confirmed by the exhaustive engine (" +
                         per_size.note + ")");
  } else {
    o = Outcome::fails({{"n", m.n}, {"at_size", per_size.counterexample}},
                       "n=" + std::to_string(m.n) + " (the smallest failing size in " + range_text(lo, hi) +
                           ", confirmed by the exhaustive engine there): " + per_size.note);
  }
  o = with_stats(o);
  o.stats["solver_model"] = model_json(m);
  return o;
}

}  // namespace netcert
