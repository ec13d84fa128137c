// symbolic_query_set_solve.hpp — the loop of a multi-query symbolic engine: solve
// each range query, narrow a sat one to its smallest size (re-solved with the size
// below the one found until unsat), keep the smallest model over all queries, and
// fold the verdict (any sat: fails; else any unknown: unknown; else holds).
//
// An engine names its pieces once, as a QuerySetSpec (below): the query kinds, the
// model of a sat query, the size range (a struct with int `lo` and `hi`), the built
// query (with its z3::solver `s`), and the four functions that build, describe,
// name and read a query, with the model's size field.
#pragma once
#include <z3++.h>

#include <chrono>
#include <string>
#include <vector>

#include "core/context.hpp"
#include "proofs/smt.hpp"
#include "proofs/symbolic_query_set.hpp"

namespace netcert {

template <class KindT, class ModelT, class RangeT, class BuiltT,
          BuiltT (*Build)(z3::context&, const RunContext&, KindT, const RangeT&),
          SmtQueryInfo (*Info)(KindT, const RangeT&), const char* (*Name)(KindT),
          ModelT (*Read)(const z3::model&, const BuiltT&, KindT), int ModelT::*Size>
struct QuerySetSpec {
  using Kind = KindT;
  using Model = ModelT;
  using Range = RangeT;
  using Built = BuiltT;
  static Built build(z3::context& c, const RunContext& ctx, Kind k, const Range& r) { return Build(c, ctx, k, r); }
  static SmtQueryInfo info(Kind k, const Range& r) { return Info(k, r); }
  static const char* name(Kind k) { return Name(k); }
  static Model read(const z3::model& m, const Built& q, Kind k) { return Read(m, q, k); }
  static int size(const Model& m) { return m.*Size; }
  static int lo(const Range& r) { return r.lo; }
  static Range up_to(const Range& r, int hi) {
    Range smaller = r;
    smaller.hi = hi;
    return smaller;
  }
};

// The text of one range query (portable SMT-LIB, `status` as its :status), as the
// suite export and verify-cert regenerate it: built in a context of its own.
template <class Spec>
std::string query_set_text(typename Spec::Kind kind, const typename Spec::Range& r, const std::string& status) {
  z3::context c;
  const RunContext quiet;
  typename Spec::Built built = Spec::build(c, quiet, kind, r);
  return portable_smt2(built.s, Spec::info(kind, r), status);
}

template <class Spec>
using SymbolicSpecAnswer = SymbolicQuerySetAnswer<typename Spec::Kind, typename Spec::Model>;

// Re-solves `kind` with the size below the model's until unsat (or unknown): its smallest failing size.
template <class Spec>
void narrow_to_smallest_size(typename Spec::Kind kind, const typename Spec::Range& r, const RunContext& ctx,
                             typename Spec::Model& model, SymbolicSpecAnswer<Spec>& out) {
  while (Spec::size(model) - 1 >= Spec::lo(r)) {
    z3::context c;
    typename Spec::Built smaller = Spec::build(c, ctx, kind, Spec::up_to(r, Spec::size(model) - 1));
    const auto t0 = std::chrono::steady_clock::now();
    const z3::check_result s = smaller.s.check();
    out.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ++out.solved;
    if (s != z3::sat) return;
    model = Spec::read(smaller.s.get_model(), smaller, kind);
  }
}

template <class Spec>
SymbolicSpecAnswer<Spec> solve_query_set(const std::vector<typename Spec::Kind>& kinds,
                                         const typename Spec::Range& r, const RunContext& ctx) {
  SymbolicSpecAnswer<Spec> out;
  bool any_sat = false, any_unknown = false;
  for (typename Spec::Kind kind : kinds) {
    z3::context c;
    typename Spec::Built q = Spec::build(c, ctx, kind, r);
    const SmtAnswer a = smt_check(q.s, ctx, Spec::info(kind, r), true);
    out.queries.push_back({kind, answer_name(a.status), a.smt2, a.reason, a.seconds});
    out.seconds += a.seconds;
    ++out.solved;
    if (a.status == z3::unknown) {
      any_unknown = true;
      out.reason += (out.reason.empty() ? "" : "; ") + std::string(Spec::name(kind)) + ": " + a.reason;
      continue;
    }
    if (a.status != z3::sat) continue;
    typename Spec::Model model = Spec::read(q.s.get_model(), q, kind);
    narrow_to_smallest_size<Spec>(kind, r, ctx, model, out);
    if (!any_sat || Spec::size(model) < Spec::size(out.model)) out.model = model;
    any_sat = true;
  }
  out.verdict = any_sat ? Verdict::Fails : any_unknown ? Verdict::Unknown : Verdict::Holds;
  return out;
}

}  // namespace netcert
