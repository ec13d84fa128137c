// property.hpp — a claim of a paper, its parameter domain and its engines.
#pragma once
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/context.hpp"
#include "core/params.hpp"
#include "core/verdict.hpp"

namespace netcert {

// The size range an engine answers as one claim (the symbolic engine): its
// integer `param` is given as LO..HI (within lo..hi) and stays one value, the
// text "LO..HI"; one result covers every size in it. `symbolic` and `fixed` say
// what the query quantifies over and what it pins (list --json).
struct RangeScope {
  std::string param;  // "" : the engine takes one size per run
  int64_t lo = 0, hi = 0;
  std::string symbolic, fixed;
  json to_json() const {
    return {{"param", param}, {"min", lo}, {"max", hi}, {"symbolic", symbolic}, {"fixed", fixed}};
  }
};

// One way of checking a property. `refuse` returns "" when the parameters lie
// in the engine's domain and otherwise says why not (e.g. the size would
// overflow), which becomes exit 2 instead of a wrong answer.
struct Engine {
  std::string name;  // exhaustive | smt | random | montecarlo
  std::function<std::string(const ParamSet&)> refuse;
  std::function<Outcome(const ParamSet&, const RunContext&)> run;
  // What a result of this engine establishes; for smt: what is symbolic, what
  // is fixed and which solver answer confirms the claim (`list --json`).
  std::string description = {};
  // Its search is one find-first loop over deterministic slices
  // (core/sliced_loop.hpp): --shard, --checkpoint and MPI accept it.
  bool sliced = false;
  RangeScope range = {};
};

// What verify-cert established about a certificate's evidence. A bool-returning
// check converts (true: verified, false: rejected); `partial` is for evidence
// that was checked only in part (verify-cert then exits 3, never 0).
struct Verification {
  enum class Status { Verified, Rejected, Partial };
  Status status = Status::Rejected;
  Verification(bool ok) : status(ok ? Status::Verified : Status::Rejected) {}  // NOLINT: implicit on purpose
  static Verification partial() {
    Verification v(false);
    v.status = Status::Partial;
    return v;
  }
  bool verified() const { return status == Status::Verified; }
  explicit operator bool() const { return verified(); }
};

// Declares that `e` runs one sliced loop (the registrations: sliced(engine(...))).
inline Engine sliced(Engine e) {
  e.sliced = true;
  return e;
}

struct Property {
  std::string id;         // contract: docs/architecture.md
  std::string paper;      // seed file / short citation
  std::string claim;      // "Lemma 4", "Prop. 1.31", ...
  std::string statement;  // the claim as netcert checks it (conventions spelled out)
  std::vector<ParamSpec> params;
  std::vector<Engine> engines;
  // {old name, current name}: an engine renamed keeps its old name as a deprecated
  // alias for check, suites and verify-cert (the contract adds, never renames);
  // `check` prints a note when the old name is used.
  std::vector<std::pair<std::string, std::string>> deprecated_engine_names;

  // Independent re-check of a counterexample: shares only the network model
  // with the engines. Returns true when the counterexample really violates the
  // claim; `why` says what it confirmed or why not.
  std::function<bool(const ParamSet&, const json& counterexample, std::string& why)> recheck;

  // Optional: binds a `fails` certificate to the engine it names (verify_certificate
  // calls it after `recheck` confirmed). Returns "" when `engine` is the one that
  // reported this counterexample, else why not. Without it a confirmed
  // counterexample verifies under any engine that accepts the params.
  std::function<std::string(const ParamSet&, const std::string& engine, const json& counterexample)> cex_engine;

  // Re-establishes a certified `holds` from the certificate's params and its
  // evidence (verify-cert). Everything that decides the verdict is rebuilt from
  // `params`; the witness is only evidence, checked completely against it.
  std::function<Verification(const ParamSet&, const std::string& engine, const json& witness, std::string& why)>
      verify_witness;

  const Engine* engine(const std::string& name) const {
    for (auto& e : engines)
      if (e.name == name) return &e;
    for (auto& [old_name, current] : deprecated_engine_names)
      if (old_name == name) return engine(current);
    return nullptr;
  }
};

}  // namespace netcert
