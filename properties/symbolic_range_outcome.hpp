// symbolic_range_outcome.hpp — the outcome of a symbolic engine that proves a claim for a
// range of sizes with a set of range queries (proofs/symbolic_query_set.hpp): the stats every
// such row carries, the holds witness (the queries, each with its answer), and a sat answer
// reported as fails only when the per-size exhaustive engine fails at the solver's size.
// Header-only: a new library source reconfigures the build, and every library object then rebuilds.
#pragma once
#include <cstdint>
#include <functional>
#include <string>

#include "core/verdict.hpp"
#include "proofs/symbolic_query_set.hpp"

namespace netcert {

// "LO..HI"
inline std::string size_range_text(int64_t lo, int64_t hi) { return std::to_string(lo) + ".." + std::to_string(hi); }

// The per-size confirmation of a solver's smallest failing size: beyond `limit` (the exhaustive
// engine's) or not failing there, unknown; else fails with {PARAM: size, "at_size": its
// counterexample}. `model_detail` (may be empty) and `query_detail` say, in parentheses, what
// the solver found.
struct FailingSize {
  std::string param;  // "n" or "u"
  int64_t size = 0;
  int64_t limit = 0;
  std::string model_detail;  // in the "beyond the exhaustive engine" note
  std::string query_detail;  // in the "not confirmed" note
};
inline Outcome confirm_failing_size(const FailingSize& f, int64_t lo, int64_t hi, const std::function<Outcome()>& per_size) {
  const std::string at = f.param + "=" + std::to_string(f.size);
  if (f.size > f.limit)
    return Outcome::unknown("the solver's smallest failing size " + at +
                            (f.model_detail.empty() ? "" : " (" + f.model_detail + ")") +
                            " is beyond the exhaustive engine (" + f.param + " <= " + std::to_string(f.limit) +
                            "), so it is not confirmed");
  const Outcome o = per_size();
  if (o.verdict != Verdict::Fails)
    return Outcome::unknown("the solver's failing size " + at + " (" + f.query_detail +
                            ") is not confirmed by the exhaustive engine (" + to_string(o.verdict) + ": " + o.note + ")");
  return Outcome::fails({{f.param, f.size}, {"at_size", o.counterexample}},
                        at + " (the smallest failing size in " + size_range_text(lo, hi) +
                            ", confirmed by the exhaustive engine there)" + (o.note.empty() ? "" : ": " + o.note));
}

// Stats of a query-set row: the range, what is symbolic and fixed, queries solved and their times.
template <class Kind, class Model, class NameOf>
Outcome with_query_set_stats(Outcome o, const SymbolicQuerySetAnswer<Kind, Model>& a, int64_t lo, int64_t hi,
                             const std::string& symbolic, const std::string& fixed, NameOf name_of) {
  o.stats["sizes"] = size_range_text(lo, hi);
  o.stats["symbolic"] = symbolic;
  o.stats["fixed"] = fixed;
  o.stats["queries"] = a.solved;
  o.stats["solver_seconds"] = a.seconds;
  for (auto& q : a.queries) o.stats[std::string(name_of(q.query)) + "_seconds"] = q.seconds;
  return o;
}

// The holds witness: every range query with its name and answer, in the order asked.
template <class Kind, class Model, class NameOf>
json query_set_witness(const SymbolicQuerySetAnswer<Kind, Model>& a, NameOf name_of) {
  json list = json::array();
  for (auto& q : a.queries) list.push_back({{"name", name_of(q.query)}, {"query", q.smt2}, {"answer", q.answer}});
  return {{"smt2", list}};
}

}  // namespace netcert
